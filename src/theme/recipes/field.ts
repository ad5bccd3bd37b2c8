/**
 * Field recipe: single-line text inputs and selects of the member forms (nickname, phone, birth
 * year). 48 px tall and 16 px text: iOS Safari zooms into any field whose text is smaller.
 */
import { defineRecipe } from '@pandacss/dev';

export const fieldRecipe = defineRecipe({
  className: 'field',
  description: 'Text inputs and selects',
  base: {
    display: 'block',
    w: '100%',
    mt: '8px',
    h: '48px',
    px: '12px',
    border: '1px solid token(colors.border.default)',
    borderRadius: '8px',
    fontSize: '16px',
    bg: 'bg.canvas',
    _invalid: { borderColor: 'danger.default' },
  },
  staticCss: ['*'],
});
