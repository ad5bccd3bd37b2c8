/** Event application query and write (issue 16): member data under 'user', never persisted. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchEventApply, postEventApply } from './api';

export const eventApplyQueries = {
  all: () => ['user', 'event-apply'] as const,
  state: (eventId: number) => queryOptions({ queryKey: [...eventApplyQueries.all(), eventId], queryFn: () => fetchEventApply(eventId), staleTime: 30_000 }),
};

/** Apply to one event; the answer becomes the cached state and the member's star queries go stale. */
export function useApplyEvent(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postEventApply(eventId, `event-${eventId}-${crypto.randomUUID()}`),
    onSuccess: (state) => {
      queryClient.setQueryData(eventApplyQueries.state(eventId).queryKey, state);
      void queryClient.invalidateQueries({ queryKey: ['user'], predicate: (q) => q.queryKey[1] !== 'event-apply' });
    },
  });
}
