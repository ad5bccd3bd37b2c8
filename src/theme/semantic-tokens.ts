/**
 * Semantic tokens named by role (Park UI / Panda habit; STYLE.md "Tokens by role"). Components and
 * recipes read only these names (`fg.muted`, `accent.default`, `border.subtle`, …), never a scale
 * step or a colour literal, so a later theme change touches this file alone. Each role keeps the
 * exact colour the screens used before it was named (issue 11).
 *
 * Roles:
 * - fg: text and icons on the canvas — default (titles), body, secondary, muted (captions),
 *   subtle (hints), disabled (placeholders, chevrons); inverse/inverseMuted on dark surfaces.
 * - bg: surfaces — canvas (white page), subtle, muted, emphasized; inverse (dark bars), toast,
 *   backdrop (behind dialogs), veil (loading overlay), scrim and shade (over photos).
 * - border: hairlines — muted (list dividers), subtle (cards), default (control outlines), inverse.
 * - accent: the orange brand — default (solid buttons, prices, links: 5.2:1 on white), emphasized
 *   (hover, text on accent.muted), fg (text on accent.default), text, icon (3.6:1: icons and large
 *   shapes only), vivid (progress fills), muted/subtle (tints), onInverse (orange text on dark).
 * - danger: errors and likes — default, emphasized (text on danger.subtle), subtle, muted, vivid.
 * - success: a passed check.
 * - brand: third-party colours their brand rules fix (messenger, Naver, Apple).
 */
import { defineSemanticTokens } from '@pandacss/dev';

export const semanticTokens = defineSemanticTokens({
  colors: {
    fg: {
      default: { value: '{colors.gray.900}' },
      body: { value: '{colors.gray.800}' },
      secondary: { value: '{colors.gray.700}' },
      muted: { value: '{colors.gray.600}' },
      subtle: { value: '{colors.gray.500}' },
      disabled: { value: '{colors.gray.400}' },
      inverse: { value: '{colors.white}' },
      inverseMuted: { value: '{colors.gray.300}' },
    },
    bg: {
      canvas: { value: '{colors.white}' },
      subtle: { value: '{colors.gray.50}' },
      muted: { value: '{colors.gray.100}' },
      emphasized: { value: '{colors.gray.200}' },
      inverse: { value: '{colors.gray.900}' },
      inverseMuted: { value: '{colors.gray.800}' },
      /** gray.900 at 92 %: the toast stays readable over any picture. */
      toast: { value: 'rgba(25, 31, 40, 0.92)' },
      backdrop: { value: 'rgba(0, 0, 0, 0.45)' },
      veil: { value: 'rgba(255, 255, 255, 0.6)' },
      /** Dark gradient end under text laid over a photo. */
      scrim: { value: 'rgba(0, 0, 0, 0.55)' },
      /** Dark cover over a picture: a sold-out card, a button on a thumbnail. */
      shade: { value: 'rgba(0, 0, 0, 0.45)' },
    },
    border: {
      muted: { value: '{colors.gray.100}' },
      subtle: { value: '{colors.gray.200}' },
      default: { value: '{colors.gray.300}' },
      inverse: { value: '{colors.gray.900}' },
    },
    accent: {
      default: { value: '{colors.orange.700}' },
      emphasized: { value: '{colors.orange.800}' },
      fg: { value: '{colors.white}' },
      text: { value: '{colors.orange.700}' },
      icon: { value: '{colors.orange.600}' },
      vivid: { value: '{colors.orange.500}' },
      muted: { value: '{colors.orange.100}' },
      subtle: { value: '{colors.orange.50}' },
      onInverse: { value: '{colors.orange.300}' },
    },
    danger: {
      default: { value: '{colors.red.600}' },
      emphasized: { value: '{colors.red.700}' },
      vivid: { value: '{colors.red.500}' },
      muted: { value: '{colors.red.200}' },
      subtle: { value: '{colors.red.50}' },
    },
    success: {
      /** A check that passed (nickname available). */
      default: { value: '{colors.green.700}' },
    },
    brand: {
      messenger: { value: '{colors.messenger}' },
      messengerFg: { value: '{colors.messengerLabel}' },
      naver: { value: '{colors.naver}' },
      apple: { value: '{colors.black}' },
    },
  },
  shadows: {
    /** Dialog panels. */
    dialog: { value: '0 8px 32px rgba(0, 0, 0, 0.18)' },
    /** The update toast at the top. */
    toast: { value: '0 6px 20px rgba(0, 0, 0, 0.25)' },
    /** Small floating controls (scroll-to-top). */
    floating: { value: '0 2px 8px rgba(0, 0, 0, 0.12)' },
    /** Tooltips (the bottom nav's first-visit hint). */
    tooltip: { value: '0 2px 8px rgba(0, 0, 0, 0.15)' },
  },
});
