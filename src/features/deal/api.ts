/** Deal feature fetchers (SPEC §7 display): home, limited deal, recommendation, period, event. */
import { api } from '~/lib/api-client';
import type { DealDetail, EventDetail, Home, PeriodDetail, ProductCard } from '@contract/display';

export const fetchHome = () => api.display.get<Home>('/api/v1/display/home');
export const fetchDeal = (dealId: number) => api.display.get<DealDetail>(`/api/v1/display/deal/${dealId}`);
export const fetchDealRecommendation = (dealId: number) => api.display.get<ProductCard[]>('/api/v1/display/deal/recommendation', { query: { dealId } });
export const fetchPeriod = (periodId: number) => api.display.get<PeriodDetail>(`/api/v2/display/deal/period/${periodId}`);
export const fetchEvent = (eventId: number) => api.display.get<EventDetail>(`/api/v2/display/custom-event/${eventId}`);
