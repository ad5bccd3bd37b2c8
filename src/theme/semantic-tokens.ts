/**
 * Semantic colour tokens named by role (Park UI / Panda habit). Components prefer these over raw
 * scale steps so a later theme change touches one file.
 */
import { defineSemanticTokens } from '@pandacss/dev';

export const semanticTokens = defineSemanticTokens({
  colors: {
    accent: { value: '{colors.orange.600}' },
    accentHover: { value: '{colors.orange.700}' },
    accentSubtle: { value: '{colors.orange.50}' },
    /** Orange that passes 4.5:1 on white: active tab labels, prices, links. */
    accentText: { value: '{colors.orange.700}' },
    danger: { value: '{colors.red.600}' },
    fg: { DEFAULT: { value: '{colors.gray.900}' }, muted: { value: '{colors.gray.600}' }, subtle: { value: '{colors.gray.500}' } },
    bg: { DEFAULT: { value: '#FFFFFF' }, subtle: { value: '{colors.gray.50}' }, muted: { value: '{colors.gray.100}' } },
    border: { DEFAULT: { value: '{colors.gray.200}' } },
  },
});
