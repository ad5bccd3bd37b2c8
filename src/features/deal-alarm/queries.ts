/**
 * 오픈 알림 query factory and its write (issue 13). Keys start with 'deal-alarm' (member data:
 * never persisted — no `meta: persisted` — and removed at logout by lib/auth/session.ts). The
 * cached value of `state` is the member's alarmYN for one deal.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOpenAlarm, putOpenAlarm, type AlarmYN } from './api';

export const dealAlarmQueries = {
  all: () => ['deal-alarm'] as const,
  state: (dealId: number) =>
    queryOptions({
      queryKey: [...dealAlarmQueries.all(), 'state', dealId],
      queryFn: async (): Promise<AlarmYN> => (await fetchOpenAlarm(dealId)).alarmYN,
      staleTime: 60_000,
    }),
};

/**
 * Set the member's 오픈 알림 for one deal; on success the cached state is the server's answer (a read
 * still in flight is dropped first, so it cannot put the old state back). Errors reach the caller
 * (ApiClientError: 13 started, 130 banned, −1 offline), nothing is changed in the cache then.
 */
export function useSetOpenAlarm(dealId: number) {
  const queryClient = useQueryClient();
  const key = dealAlarmQueries.state(dealId).queryKey;
  return useMutation({
    mutationFn: async (alarmYN: AlarmYN) => {
      await queryClient.cancelQueries({ queryKey: key });
      return putOpenAlarm(dealId, alarmYN);
    },
    onSuccess: (state) => queryClient.setQueryData(key, state.alarmYN),
  });
}
