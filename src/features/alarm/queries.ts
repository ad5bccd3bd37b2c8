/**
 * Alarm queries (issue 16). Member data, so keys start with 'user' (the session removes that root at
 * logout and invalidates it on token changes) and carry the session generation, never persisted,
 * stale at once: the home bell reads the count afresh on every visit when signed in (SPEC §4).
 * Reading one or all invalidates every alarm query (the list's dots and the bell's badge).
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { cursorQuery } from '~/lib/paged-query';
import type { AlarmType } from '@contract/alarms';
import { fetchAlarmCount, fetchAlarms, readAlarm, readAllAlarms } from './api';

export const alarmQueries = {
  /** Every alarm query of every session (the invalidation prefix). */
  root: () => ['user', 'alarm'] as const,
  all: (generation: number) => [...alarmQueries.root(), generation] as const,
  count: (generation: number) => queryOptions({ queryKey: [...alarmQueries.all(generation), 'count'] as const, queryFn: fetchAlarmCount, staleTime: 0 }),
  list: (alarmType: AlarmType | undefined, generation: number) =>
    cursorQuery([...alarmQueries.all(generation), 'list', alarmType ?? 0] as const, (cursor) => fetchAlarms(alarmType, cursor), { staleTime: 0 }),
};

const changesAlarms = { invalidates: [alarmQueries.root()] };

/** PUT /api/v1/alarm/:id/read. */
export const useReadAlarm = () => useMutation({ mutationFn: readAlarm, meta: changesAlarms });
/** PUT /api/v1/alarm/read (every unread one, or those of one alarmType). */
export const useReadAllAlarms = ({ onSuccess }: { onSuccess?: (updated: number) => void } = {}) =>
  useMutation({ mutationFn: readAllAlarms, meta: changesAlarms, onSuccess: (r) => onSuccess?.(r.updated) });
