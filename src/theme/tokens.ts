/**
 * Base design tokens (SPEC §1): one light theme with gray, red and orange shade scales, the
 * messenger brand colour (its login/share button) and the Korean font stack. Consumed by
 * panda.config.ts. Components do not read these scales: they use the role names of
 * ./semantic-tokens.ts (fg.muted, accent.default, …). The colour values come from ./palette.ts.
 */
import { defineTokens } from '@pandacss/dev';
import { palette } from './palette';

type Scale = Record<string, string>;
const scale = (steps: Scale) => Object.fromEntries(Object.entries(steps).map(([step, value]) => [step, { value }]));

export const tokens = defineTokens({
  colors: {
    orange: scale(palette.orange),
    gray: scale(palette.gray),
    red: scale(palette.red),
    messenger: { value: palette.messenger },
    messengerLabel: { value: palette.messengerLabel },
    naver: { value: palette.naver },
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
