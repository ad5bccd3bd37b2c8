/**
 * Level query (issue 16): member data under the 'user' root with the session generation (removed
 * at logout), never persisted, stale at once (a level reached elsewhere shows on the next visit).
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchMemberLevel } from './api';

export const levelQueries = {
  all: (generation: number) => ['user', 'level', generation] as const,
  mine: (generation: number) => queryOptions({ queryKey: [...levelQueries.all(generation), 'mine'] as const, queryFn: fetchMemberLevel, staleTime: 0 }),
};
