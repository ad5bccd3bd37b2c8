/** 오픈 알림 fetchers (issue 13; paths in docs/decisions/015-open-alarms.md): the member's own state per deal. */
import type { AlarmYN } from '@contract/open-alarms';
import { callEndpoint } from '~/lib/api-client';

export type { AlarmYN };

/** The member's state for one deal (`{ dealId, alarmYN }`). Member only: never called signed out. */
export const fetchOpenAlarm = (dealId: number) => callEndpoint('openAlarm', { params: { dealId } });
/** Set the state; the server answers with its toast ('특가가 열리면 알려드릴게요' / '오픈 알림을 취소했어요'). */
export const putOpenAlarm = (dealId: number, alarmYN: AlarmYN) => callEndpoint('setOpenAlarm', { params: { dealId }, body: { alarmYN } });
