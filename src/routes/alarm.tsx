/** 알림 (SPEC §2 /alarm: auth, no bottom nav; §3 Alarm: ?alarmType filters; issue 16, docs/decisions/026 "## Alarms"). */
import { createFileRoute } from '@tanstack/react-router';
import { ALARM_TYPE_CODES, type AlarmType } from '@contract/alarm-types';
import { AlarmScreen } from '~/features/alarm/components/alarm-list';

/** `?alarmType` when it is one of the codes, else none (전체). */
const alarmSearch = (s: Record<string, unknown>): { alarmType?: AlarmType } => {
  const n = Number(s.alarmType);
  return (ALARM_TYPE_CODES as readonly number[]).includes(n) ? { alarmType: n as AlarmType } : {};
};

export const Route = createFileRoute('/alarm')({
  staticData: { noBottomNavi: true, requireAuth: true, title: '알림' },
  validateSearch: alarmSearch,
  component: function AlarmRoute() {
    const { alarmType } = Route.useSearch();
    return <AlarmScreen alarmType={alarmType} />;
  },
});
