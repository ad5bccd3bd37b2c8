/**
 * The roulette's query and its write (issue 16). Keys under 'user' (member data: never persisted,
 * removed at logout and refetched on a token change by lib/auth/session.ts).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchGameToday, postPlayGame } from './api';

export const gameQueries = {
  all: () => ['user', 'game'] as const,
  today: () => queryOptions({ queryKey: [...gameQueries.all(), 'today'], queryFn: fetchGameToday, staleTime: 0 }),
};

/** A fresh Idempotency-Key (8–64 of [A-Za-z0-9_-]). */
export const newPlayKey = () => `game-${crypto.randomUUID()}`;

/**
 * Play once: the answer becomes today's cached state, and every 'user' query (stars, history) is
 * stale. Errors (13 already played, 130 banned, −1 offline) reach the caller.
 */
export function usePlayGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => postPlayGame(key),
    onSuccess: (state) => {
      queryClient.setQueryData(gameQueries.today().queryKey, state);
      void queryClient.invalidateQueries({ queryKey: ['user'], predicate: (q) => q.queryKey[1] !== 'game' });
    },
  });
}
