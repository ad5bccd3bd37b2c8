/**
 * Chip recipe: the pill-shaped choices of a row (sort options, months, occasions, search filters,
 * recent and suggested search words). The chosen chip is marked by ARIA, not a prop, so the state
 * the screen reader hears is the state that is drawn: `aria-checked="true"` (radio chips),
 * `aria-current="true"` (link chips) or `aria-pressed="true"` (toggle chips).
 * Variants: size sm (32 px, sort and filter rows) or md (34 px, month and keyword rows), both with a
 * 44 px tap area; tone of the
 * chosen chip: neutral (dark, sort rows), accent (orange, month rows) or soft (orange tint, filters);
 * `suggested` draws an unchosen keyword chip on the orange tint without an outline.
 */
import { defineRecipe } from '@pandacss/dev';
import { tapArea } from './tap-area';

const chosen = '&[aria-checked=true], &[aria-current=true], &[aria-pressed=true]';

export const chipRecipe = defineRecipe({
  className: 'chip',
  description: 'Pill-shaped single choices and removable keywords',
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    border: '1px solid',
    borderColor: 'border.default',
    bg: 'bg.canvas',
    color: 'fg.secondary',
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    // A 32–34 px chip still takes a 44 px tap: an invisible ::after (./tap-area.ts) reaches above and below it.
    position: 'relative',
    _after: tapArea,
    // …beneath the chip's own controls (a recent keyword's ✕), which must stay tappable.
    '& :is(button, a)': { position: 'relative', zIndex: 1 },
  },
  variants: {
    size: {
      sm: { h: '32px', px: '12px', borderRadius: '16px', fontSize: '13px' },
      md: { h: '34px', px: '14px', borderRadius: '17px', fontSize: '14px' },
    },
    tone: {
      neutral: { [chosen]: { borderColor: 'border.inverse', bg: 'bg.inverse', color: 'fg.inverse', fontWeight: 700 } },
      accent: { [chosen]: { borderColor: 'accent.default', bg: 'accent.default', color: 'accent.fg', fontWeight: 700 } },
      soft: { [chosen]: { borderColor: 'accent.icon', bg: 'accent.subtle', color: 'accent.emphasized', fontWeight: 700 } },
    },
    suggested: { true: { borderColor: 'transparent', bg: 'accent.subtle', color: 'accent.emphasized' } },
  },
  defaultVariants: { size: 'sm', tone: 'neutral' },
  staticCss: ['*'],
});
