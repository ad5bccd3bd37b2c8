/**
 * Toast recipe (SPEC §2, §9): the dark message pill of components/ui/toast-host.tsx and the
 * update prompt of components/layout/update-toast.tsx. Placement stays with each component (the
 * stack offsets are behaviour, not look).
 * Variants: message (translucent, 10 px corners, 40 px tall at least) or action (opaque with a
 * shadow and room for buttons).
 */
import { defineRecipe } from '@pandacss/dev';

export const toastRecipe = defineRecipe({
  className: 'toast',
  description: 'Dark message pills at the bottom or top of the column',
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    px: '16px',
    color: 'fg.inverse',
    fontSize: '14px',
    wordBreak: 'keep-all',
  },
  variants: {
    kind: {
      message: { minH: '40px', py: '10px', borderRadius: '10px', bg: 'bg.toast', lineHeight: 1.4 },
      action: { py: '12px', borderRadius: '12px', bg: 'bg.inverse', boxShadow: 'toast' },
    },
  },
  defaultVariants: { kind: 'message' },
  staticCss: ['*'],
});
