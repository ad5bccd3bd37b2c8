/**
 * alarmType codes and labels (issue 16; SPEC §3 Alarm: alarmType is the list filter;
 * docs/decisions/026 "## Alarms"). Zod-free, so the client's screens (the home bell, the /alarm
 * filter chips) carry these constants without zod; ./alarms.ts re-exports them with the schemas.
 */
/** alarmType codes (SPEC §3 Alarm), in the order the filter chips show them after 전체. */
export const ALARM_TYPE = { community: 1, accepted: 2, stars: 3, level: 4, openDeal: 5, notice: 6 } as const;
export const ALARM_TYPE_CODES = [1, 2, 3, 4, 5, 6] as const;
export type AlarmType = (typeof ALARM_TYPE_CODES)[number];
/** Korean labels of the filter chips. */
export const ALARM_TYPE_LABELS: Record<AlarmType, string> = {
  1: '커뮤니티',
  2: '채택',
  3: '별·혜택',
  4: '등급',
  5: '오픈 알림',
  6: '공지',
};
/** How long an alarm is kept and listed (days). */
export const ALARM_RETENTION_DAYS = 90;
export const ALARM_PAGE_SIZE = { default: 20, max: 50 } as const;
