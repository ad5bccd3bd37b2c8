/**
 * Alarm fetchers (issue 16; SPEC §3 Alarm alarmType, §4 alarm count, §7 alarm count / alarm view;
 * docs/decisions/026 "## Alarms"): member-only calls on the account host, never stored (110 when
 * signed out).
 */
import type { AlarmType } from '@contract/alarms';
import { callEndpoint } from '~/lib/api-client';

export const ALARM_LIST_SIZE = 20;

export const fetchAlarmCount = () => callEndpoint('alarmCount');
export const fetchAlarms = (alarmType: AlarmType | undefined, cursor?: string) =>
  callEndpoint('alarms', { query: { alarmType, cursor, size: ALARM_LIST_SIZE } });
export const readAlarm = (alarmId: number) => callEndpoint('readAlarm', { params: { id: alarmId } });
export const readAllAlarms = (alarmType?: AlarmType) => callEndpoint('readAllAlarms', { body: alarmType ? { alarmType } : {} });
