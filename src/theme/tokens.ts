/**
 * Base design tokens (SPEC §1): one light theme with gray, red and orange shade scales, the
 * messenger brand colour (its login/share button) and the Korean font stack. Consumed by
 * panda.config.ts; components use the semantic tokens of ./semantic-tokens.ts where a role exists.
 *
 * Contrast notes (accessibility target ≥ 95): orange.600 (#EA480C) on white is 3.6:1, fine for
 * icons and large text only; body text and white-on-orange buttons use orange.700 (#C2340C, 5.2:1).
 */
import { defineTokens } from '@pandacss/dev';

export const tokens = defineTokens({
  colors: {
    orange: {
      50: { value: '#FFF6ED' }, 100: { value: '#FFEAD5' }, 200: { value: '#FED1AA' }, 300: { value: '#FDB074' },
      400: { value: '#FB843C' }, 500: { value: '#F96316' }, 600: { value: '#EA480C' }, 700: { value: '#C2340C' },
      800: { value: '#9A2B12' }, 900: { value: '#7C2612' },
    },
    gray: {
      50: { value: '#F9FAFB' }, 100: { value: '#F2F4F6' }, 200: { value: '#E5E8EB' }, 300: { value: '#D1D6DB' },
      400: { value: '#B0B8C1' }, 500: { value: '#8B95A1' }, 600: { value: '#6B7684' }, 700: { value: '#4E5968' },
      800: { value: '#333D4B' }, 900: { value: '#191F28' },
    },
    red: {
      50: { value: '#FFF1F1' }, 100: { value: '#FFE0E0' }, 200: { value: '#FFC6C6' }, 300: { value: '#FF9E9E' },
      400: { value: '#FF6666' }, 500: { value: '#F03E3E' }, 600: { value: '#D92D2D' }, 700: { value: '#B32424' },
      800: { value: '#8F1F1F' }, 900: { value: '#701A1A' },
    },
    /** Messaging-app brand yellow and the label colour used on it (SPEC §1). */
    messenger: { value: '#FEE500' },
    messengerLabel: { value: '#191600' },
  },
  fonts: {
    body: { value: "'Pretendard', 'Noto Sans CJK KR', 'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', system-ui, sans-serif" },
  },
  sizes: {
    /** The phone column: designed at 390 px wide, capped at 480 px and centred on wider screens. */
    appColumn: { value: '480px' },
  },
  zIndex: {
    header: { value: 30 },
    scrollTop: { value: 40 },
    bottomNav: { value: 50 },
    toast: { value: 60 },
    overlay: { value: 80 },
    dialog: { value: 90 },
  },
});
