/**
 * Deal query factory (TkDodo style): keys and queryOptions in one place. Deal detail is kept
 * fresh for only 10 s — stock and end times change quickly (the rest uses SPEC §9 defaults).
 */
import { persisted } from '~/lib/query-meta';
import { queryOptions } from '@tanstack/react-query';
import { fetchDeal, fetchDealRecommendation, fetchEvent, fetchHome, fetchPeriod } from './api';

export const dealQueries = {
  all: () => ['deal'] as const,
  home: () => queryOptions({ meta: persisted, queryKey: [...dealQueries.all(), 'home'], queryFn: fetchHome, staleTime: 30_000 }),
  detail: (dealId: number) =>
    queryOptions({ meta: persisted, queryKey: [...dealQueries.all(), 'detail', dealId], queryFn: () => fetchDeal(dealId), staleTime: 10_000 }),
  recommendation: (dealId: number) =>
    queryOptions({ meta: persisted, queryKey: [...dealQueries.all(), 'recommendation', dealId], queryFn: () => fetchDealRecommendation(dealId) }),
  period: (periodId: number) => queryOptions({ meta: persisted, queryKey: [...dealQueries.all(), 'period', periodId], queryFn: () => fetchPeriod(periodId) }),
  event: (eventId: number) => queryOptions({ meta: persisted, queryKey: [...dealQueries.all(), 'event', eventId], queryFn: () => fetchEvent(eventId) }),
};
