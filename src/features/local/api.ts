/** Local feature fetchers: the 17 시/도 and the stores of one. */
import { api } from '~/lib/api-client';
import type { LocalSummary, ShopCard } from '@contract/display';
import type { Page } from '@contract/envelope';

export const fetchLocals = () => api.display.get<LocalSummary[]>('/api/v2/display/local');
export const fetchLocalShops = (code: string, page: number) => api.display.get<{ local: LocalSummary; shops: Page<ShopCard> }>(`/api/v2/display/local/${code}/shop`, { query: { page, size: 20 } });
