/** Season feature fetchers: home season section, delicacy by month, occasion, recommendation. */
import { api } from '~/lib/api-client';
import type { ProductCard } from '@contract/display';
import type { Page } from '@contract/envelope';

export interface SeasonDelicacy { month: number; products: Page<ProductCard> }
export interface SeasonOccasion { occasions: Array<{ occasionId: number; name: string; description: string; imageUrl: string }>; selectedOccasionId: number | null; products: Page<ProductCard> }
export interface SeasonRecommendation { categories: Array<{ recommendationCategoryId: number; name: string; description: string }>; selectedRecommendationCategoryId: number | null; products: Page<ProductCard> }

export const fetchHomeSeason = () => api.display.get<{ month: number; products: ProductCard[] }>('/api/v1/display/home/season');
export const fetchDelicacy = (month: number | undefined, page: number) => api.display.get<SeasonDelicacy>('/api/v1/display/season/delicacy', { query: { month, page, size: 20 } });
export const fetchOccasion = (occasionId: number | undefined, page: number) => api.display.get<SeasonOccasion>('/api/v1/display/season/occasion', { query: { occasionId, page, size: 20 } });
export const fetchRecommendation = (recommendationCategoryId: number | undefined, page: number) =>
  api.display.get<SeasonRecommendation>('/api/v1/display/season/recommendation', { query: { recommendationCategoryId, page, size: 20 } });
