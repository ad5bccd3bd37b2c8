/**
 * Tabs recipe: the underlined tab row of a list screen (best categories, category detail's third
 * level). Tabs are links; the current one carries `aria-current="page"`, which is also what draws
 * it. Slots: `list` (the scrolling row with its hairline) and `tab`.
 */
import { defineSlotRecipe } from '@pandacss/dev';

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  description: 'Underlined link tabs',
  slots: ['list', 'tab'],
  base: {
    list: { display: 'flex', gap: '4px', overflowX: 'auto', px: '16px', borderBottom: '1px solid token(colors.border.muted)', scrollbarWidth: 'none' },
    tab: {
      flexShrink: 0,
      // at least 44 px wide (a one-syllable tab like 전체 is a 44 px tap), 16 px between labels
      minW: '44px',
      px: '6px',
      textAlign: 'center',
      py: '12px',
      color: 'fg.muted',
      textDecoration: 'none',
      borderBottom: '2px solid transparent',
      '&[aria-current=page]': { color: 'fg.default', fontWeight: 800, borderColor: 'border.inverse' },
    },
  },
  variants: {
    size: { sm: { tab: { fontSize: '14px' } }, md: { tab: { fontSize: '15px' } } },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
