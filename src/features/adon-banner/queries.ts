/** Adon banner query (issue 16): public, per placement; a few minutes fresh. */
import { queryOptions } from '@tanstack/react-query';
import type { BannerPlacement } from '@contract/member-play';
import { fetchBanners } from './api';

export const bannerQueries = {
  all: () => ['adon-banner'] as const,
  placement: (placement: BannerPlacement) =>
    queryOptions({ queryKey: [...bannerQueries.all(), placement], queryFn: () => fetchBanners(placement), staleTime: 5 * 60_000 }),
};
