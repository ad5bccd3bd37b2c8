/**
 * The raw colour values of the theme (SPEC §1), as plain constants with no Panda import, so that
 * the rare place needing a literal outside CSS (an SVG data URI, which cannot read CSS variables)
 * takes it from here instead of repeating a hex code. ./tokens.ts builds the Panda scales from the
 * same object, so there is one source for every colour.
 *
 * Contrast notes (accessibility target ≥ 95): orange 600 (#EA480C) on white is 3.6:1, fine for
 * icons and large text only; body text and white-on-orange buttons use orange 700 (#C2340C, 5.5:1).
 * Text greys (issue 13: every text ≥ 4.5:1, WCAG AA): gray 600 (#5F6B78) is the lightest grey for
 * text — 5.4:1 on white, 4.9:1 on gray 100, 4.7:1 on orange 100; gray 500 (#8B95A1, 3.0:1) and
 * lighter are for icons, chevrons and decoration only.
 */
export const palette = {
  orange: {
    50: '#FFF6ED',
    100: '#FFEAD5',
    200: '#FED1AA',
    300: '#FDB074',
    400: '#FB843C',
    500: '#F96316',
    600: '#EA480C',
    700: '#C2340C',
    800: '#9A2B12',
    900: '#7C2612',
  },
  gray: {
    50: '#F9FAFB',
    100: '#F2F4F6',
    200: '#E5E8EB',
    300: '#D1D6DB',
    400: '#B0B8C1',
    500: '#8B95A1',
    600: '#5F6B78',
    700: '#4E5968',
    800: '#333D4B',
    900: '#191F28',
  },
  red: {
    50: '#FFF1F1',
    100: '#FFE0E0',
    200: '#FFC6C6',
    300: '#FF9E9E',
    400: '#FF6666',
    500: '#F03E3E',
    600: '#D92D2D',
    700: '#B32424',
    800: '#8F1F1F',
    900: '#701A1A',
  },
  /** Messaging-app brand yellow and the label colour used on it (SPEC §1). */
  messenger: '#FEE500',
  messengerLabel: '#191600',
  /** Social sign-in provider colours (their brand rules): Naver green; Apple uses black. */
  naver: '#03C75A',
} as const;
