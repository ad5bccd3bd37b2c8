/**
 * A signed-out 오픈 알림, kept across the sign-in round trip (issue 13; docs/decisions/015-open-alarms.md):
 * the same mechanism as the signed-out 찜 (~/lib/sign-in-intent.ts, decision 012) under its own
 * key and fragment parameter (`#alarm-intent=<id>`), so a 찜 and an alarm never take each other's.
 */
import { createSignInIntent, type IntentMeta } from '~/lib/sign-in-intent';

export const PENDING_OPEN_ALARM_KEY = 'pendingOpenAlarm';
export const PENDING_OPEN_ALARM_PARAM = 'alarm-intent';

export interface PendingOpenAlarm extends IntentMeta {
  dealId: number;
}

export const pendingOpenAlarm = createSignInIntent<{ dealId: number }>({
  key: PENDING_OPEN_ALARM_KEY,
  param: PENDING_OPEN_ALARM_PARAM,
  isData: (v) => Number.isInteger(v.dealId) && (v.dealId as number) > 0,
});
