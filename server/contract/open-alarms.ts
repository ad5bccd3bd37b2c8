/**
 * 오픈 알림 (issue 13: "오픈 알림 받기 on upcoming deals") — a member asks to be told when an
 * upcoming limited deal opens. Paths and rules: docs/decisions/015-open-alarms.md (SPEC §7 names
 * alarm count / alarm view but shows no paths; ours follow the account host's /api/v1/user/… like
 * the 찜 calls, SPEC §7 "user like shop and like-shop check").
 *
 * An alarm is a state, like a 찜: PUT { alarmYN: 'Y' | 'N' } sets it and sending the same state
 * again changes nothing; GET answers the member's own state. 'Y' only while the deal has not
 * started (13 otherwise); 'N' always.
 *
 * Pure zod, no Node or ORM imports: the client imports these types.
 */
import { z } from './schema-kit.js';

export const alarmYNSchema = z.enum(['Y', 'N']);
export type AlarmYN = z.infer<typeof alarmYNSchema>;

/** PUT body: the state to set. */
export const openAlarmBodySchema = z.object({ alarmYN: alarmYNSchema });
export type OpenAlarmBody = z.infer<typeof openAlarmBodySchema>;

/** Answer of both calls: the member's state for the deal. */
export const openAlarmStateSchema = z.object({ dealId: z.number().int(), alarmYN: alarmYNSchema });
export type OpenAlarmState = z.infer<typeof openAlarmStateSchema>;

/** Toasts of the write (SPEC §7 toastItems): the client shows them as they come. */
export const OPEN_ALARM_ON_TEXT = '특가가 열리면 알려드릴게요';
export const OPEN_ALARM_OFF_TEXT = '오픈 알림을 취소했어요';
/** Message of the refusal of a 'Y' on a deal that has already started (code 13). */
export const OPEN_ALARM_STARTED_TEXT = '이미 시작된 특가예요. 오픈 알림은 오픈 예정인 특가에만 받을 수 있어요.';
