/** Deal feature fetchers (SPEC §7 display): home, limited deal, recommendation, period, event. */
import { callEndpoint } from '~/lib/api-client';

export const fetchHome = () => callEndpoint('home');
export const fetchDeal = (dealId: number) => callEndpoint('dealDetail', { params: { dealId } });
export const fetchDealRecommendation = (dealId: number) => callEndpoint('dealRecommendation', { query: { dealId } });
export const fetchPeriod = (periodId: number) => callEndpoint('periodDetail', { params: { periodId } });
export const fetchEvent = (eventId: number) => callEndpoint('eventDetail', { params: { eventId } });
