/**
 * Global CSS: the page outside the phone column is light gray (visible on desktop), text uses the
 * Korean font stack, and Korean words are not broken mid-word.
 */
import { defineGlobalStyles } from '@pandacss/dev';

export const globalCss = defineGlobalStyles({
  html: { fontFamily: 'body', color: 'fg.default', bg: 'bg.muted', WebkitTextSizeAdjust: '100%', WebkitTapHighlightColor: 'transparent' },
  body: { minHeight: '100dvh', wordBreak: 'keep-all', overflowWrap: 'anywhere' },
  ':focus-visible': { outline: '2px solid token(colors.accent.default)', outlineOffset: '2px' },
});
