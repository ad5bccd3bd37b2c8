/** Season feature fetchers: home season section, delicacy by month, occasion, recommendation. */
import type { EndpointData } from '@contract/endpoints';
import { callEndpoint } from '~/lib/api-client';

export type SeasonDelicacy = EndpointData<'seasonDelicacy'>;
export type SeasonOccasion = EndpointData<'seasonOccasion'>;
export type SeasonRecommendation = EndpointData<'seasonRecommendation'>;

export const fetchHomeSeason = () => callEndpoint('homeSeason');
export const fetchDelicacy = (month: number | undefined, page: number) => callEndpoint('seasonDelicacy', { query: { month, page, size: 20 } });
export const fetchOccasion = (occasionId: number | undefined, page: number) => callEndpoint('seasonOccasion', { query: { occasionId, page, size: 20 } });
export const fetchRecommendation = (recommendationCategoryId: number | undefined, page: number) =>
  callEndpoint('seasonRecommendation', { query: { recommendationCategoryId, page, size: 20 } });
