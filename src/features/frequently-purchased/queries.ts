/** 자주 산 상품's query (issue 16): member data under 'user', never persisted on the device. */
import { pagedQuery } from '~/lib/paged-query';
import { fetchFrequentProducts } from './api';

const personal = { persist: false } as const;

export const frequentQueries = {
  all: () => ['user', 'frequently-purchased'] as const,
  list: () => ({ ...pagedQuery([...frequentQueries.all(), 'list'] as const, fetchFrequentProducts, { staleTime: 0 }), meta: personal }),
};
