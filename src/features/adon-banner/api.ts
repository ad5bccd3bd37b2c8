/** Adon banners (SPEC §7 "adon banner"; issue 16): the current banners of one placement. Public. */
import type { BannerPlacement } from '@contract/member-play';
import { callEndpoint } from '~/lib/api-client';

export const fetchBanners = (placement: BannerPlacement) => callEndpoint('adonBanner', { query: { placement } });
