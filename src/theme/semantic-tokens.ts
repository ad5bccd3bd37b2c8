/**
 * Semantic tokens named by role (Park UI / Panda habit; STYLE.md "Tokens by role"). Components and
 * recipes read only these names (`fg.muted`, `accent.default`, `border.subtle`, …), never a scale
 * step or a colour literal, so a later theme change touches this file alone. Each role keeps the
 * exact colour the screens used before it was named (issue 11).
 *
 * Roles:
 * - fg: text and icons on the canvas — default (titles), body, secondary, muted (captions),
 *   subtle (hints, struck-through prices), disabled (placeholders, chevrons: not for text a shopper
 *   must read); inverse/inverseMuted on dark surfaces. Every text role is ≥ 4.5:1 on the canvas and
 *   on bg.subtle/bg.muted (issue 13: subtle was gray 500, 3.0:1; it is gray 600 now, like muted).
 * - bg: surfaces — canvas (white page), subtle, muted, emphasized; inverse (dark bars), toast
 *   (gray.900 at 92 %: readable over any picture), backdrop (behind dialogs), veil (loading
 *   overlay), scrim (dark gradient end under text on a photo) and shade (a dark cover over a
 *   picture: a sold-out card, a button on a thumbnail).
 * - border: hairlines — muted (list dividers), subtle (cards), default (control outlines), inverse.
 * - accent: the orange brand — default (solid buttons, prices, links: 5.2:1 on white), emphasized
 *   (hover, text on accent.muted), fg (text on accent.default), text, icon (3.6:1: icons and large
 *   shapes only), vivid (progress fills), muted/subtle (tints), onInverse (orange text on dark).
 * - danger: errors and likes — default, emphasized (text on danger.subtle), subtle, muted, vivid.
 * - success: a passed check (nickname available).
 * - brand: third-party colours their brand rules fix (messenger, Naver, Apple).
 */
import { defineSemanticTokens } from '@pandacss/dev';

/**
 * `{ default: 'gray.900', toast: 'rgba(…)' }` → Panda's `{ default: { value: '{colors.gray.900}' }, … }`:
 * a scale step becomes a reference to the colour token, anything else (rgba) stays a literal.
 */
function roles<K extends string>(map: Record<K, string>): Record<K, { value: string }> {
  const token = (v: string) => ({ value: v.startsWith('rgba(') || v.startsWith('#') ? v : `{colors.${v}}` });
  return Object.fromEntries(Object.entries<string>(map).map(([role, v]) => [role, token(v)])) as Record<K, { value: string }>;
}

export const semanticTokens = defineSemanticTokens({
  colors: {
    fg: roles({
      default: 'gray.900',
      body: 'gray.800',
      secondary: 'gray.700',
      muted: 'gray.600',
      subtle: 'gray.600',
      disabled: 'gray.400',
      inverse: 'white',
      inverseMuted: 'gray.300',
    }),
    bg: roles({
      canvas: 'white',
      subtle: 'gray.50',
      muted: 'gray.100',
      emphasized: 'gray.200',
      inverse: 'gray.900',
      inverseMuted: 'gray.800',
      toast: 'rgba(25, 31, 40, 0.92)',
      backdrop: 'rgba(0, 0, 0, 0.45)',
      veil: 'rgba(255, 255, 255, 0.6)',
      scrim: 'rgba(0, 0, 0, 0.55)',
      shade: 'rgba(0, 0, 0, 0.45)',
    }),
    border: roles({ muted: 'gray.100', subtle: 'gray.200', default: 'gray.300', inverse: 'gray.900' }),
    accent: roles({
      default: 'orange.700',
      emphasized: 'orange.800',
      fg: 'white',
      text: 'orange.700',
      icon: 'orange.600',
      vivid: 'orange.500',
      muted: 'orange.100',
      subtle: 'orange.50',
      onInverse: 'orange.300',
    }),
    danger: roles({ default: 'red.600', emphasized: 'red.700', vivid: 'red.500', muted: 'red.200', subtle: 'red.50' }),
    success: roles({ default: 'green.700' }),
    brand: roles({ messenger: 'messenger', messengerFg: 'messengerLabel', naver: 'naver', apple: 'black' }),
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
