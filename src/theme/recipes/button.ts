/**
 * Button recipe: the app's buttons and button-looking links (components/ui/button.tsx renders it;
 * dialogs and screens use it through `<Button>`/`<ButtonLink>` or `button({...})` on a Link).
 * Variants: primary (solid orange; white text on accent.default is 5.2:1), secondary (white with
 * an outline), subtle (grey fill: a dialog's 닫기), ghost (text only); sizes sm 32 px (44 px tap area), md 44 px (the touch target), lg 52 px.
 * `staticCss: ['*']` because callers pass variants through props, which Panda cannot see.
 */
import { defineRecipe } from '@pandacss/dev';
import { tapArea } from './tap-area';

/**
 * Disabled, in every variant: grey fill, muted text, no hover. Inside each variant, not in `base`:
 * Panda emits a recipe's base in the nested layer `recipes._base`, which loses to every variant's
 * own background whatever the selector (issue 30: 가입 완료 before consent and a sold-out deal's
 * 품절 were drawn full orange while disabled).
 */
const disabled = {
  _disabled: { bg: 'bg.emphasized', color: 'fg.subtle', cursor: 'not-allowed', borderColor: 'border.subtle' },
  '&[aria-disabled=true]': { bg: 'bg.emphasized', color: 'fg.subtle', borderColor: 'border.subtle', pointerEvents: 'none' },
} as const;

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Solid, outlined and text buttons',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '6px',
    fontWeight: 700,
    borderRadius: '10px',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background 0.15s',
    wordBreak: 'keep-all',
  },
  variants: {
    variant: {
      primary: { bg: 'accent.default', color: 'accent.fg', _hover: { bg: 'accent.emphasized' }, ...disabled },
      secondary: { bg: 'bg.canvas', color: 'fg.body', border: '1px solid token(colors.border.default)', _hover: { bg: 'bg.subtle' }, ...disabled },
      subtle: { bg: 'bg.muted', color: 'fg.body', fontWeight: 400, _hover: { bg: 'bg.emphasized' }, ...disabled },
      ghost: { bg: 'transparent', color: 'fg.secondary', _hover: { bg: 'bg.muted' }, ...disabled },
    },
    size: {
      // A 32 px button still takes a 44 px tap (the invisible ::after of ./tap-area.ts reaches 6 px above and below).
      sm: {
        h: '32px',
        px: '12px',
        fontSize: '13px',
        position: 'relative',
        _after: tapArea,
      },
      md: { h: '44px', px: '16px', fontSize: '15px' },
      lg: { h: '52px', px: '20px', fontSize: '16px' },
    },
    fullWidth: { true: { w: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
  staticCss: ['*'],
});
