/** Best feature fetchers: home top 10 and the ranking per category ('ALL' or a depth-1 code). */
import type { EndpointData } from '@contract/endpoints';
import { callEndpoint } from '~/lib/api-client';

export type BestRank = EndpointData<'bestRank'>;
export const fetchHomeBest = () => callEndpoint('homeBest');
export const fetchBestRank = (categoryCode: string) => callEndpoint('bestRank', { query: { categoryCode } });
