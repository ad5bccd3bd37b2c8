/** Ops console query factory (issue 32): never persisted (an operator's view is not a shopper's cache). */
import { queryOptions } from '@tanstack/react-query';
import { fetchOpsSession, opsCall } from './api';

/** How often the release views refresh while open (ms). */
export const OPS_REFRESH_MS = 15_000;

export const opsQueries = {
  all: () => ['ops'] as const,
  session: () => queryOptions({ queryKey: [...opsQueries.all(), 'session'], queryFn: fetchOpsSession, staleTime: Infinity, retry: false }),
  adoption: (hours: number) =>
    queryOptions({
      queryKey: [...opsQueries.all(), 'adoption', hours],
      queryFn: () => opsCall('opsAdoption', { query: { hours } }),
      refetchInterval: OPS_REFRESH_MS,
    }),
  rollout: () => queryOptions({ queryKey: [...opsQueries.all(), 'rollout'], queryFn: () => opsCall('opsRollout'), refetchInterval: OPS_REFRESH_MS }),
  audit: () => queryOptions({ queryKey: [...opsQueries.all(), 'audit'], queryFn: () => opsCall('opsAudit', { query: { size: 100 } }) }),
  reports: () => queryOptions({ queryKey: [...opsQueries.all(), 'reports'], queryFn: () => opsCall('opsReports') }),
  bannedWords: () => queryOptions({ queryKey: [...opsQueries.all(), 'banned-words'], queryFn: () => opsCall('opsBannedWords', { query: {} }) }),
  /** The list with the trial of one sentence (the "try a sentence" box). */
  tryWords: (text: string) =>
    queryOptions({
      queryKey: [...opsQueries.all(), 'banned-words', 'try', text],
      queryFn: () => opsCall('opsBannedWords', { query: { text } }),
      enabled: text.trim().length > 0,
    }),
  searchRules: () => queryOptions({ queryKey: [...opsQueries.all(), 'search-rules'], queryFn: () => opsCall('opsSearchRules') }),
};
