/**
 * Community search fetchers (issue 15; SPEC §2 /community/search, §7 GET /api/v1/community/search;
 * docs/decisions/023-community-search.md, 025): one cursor page of matches of one kind.
 */
import type { CommunityType } from '@contract/community';
import { callEndpoint } from '~/lib/api-client';
import { COMMUNITY_LIST_SIZE } from '~/lib/community/keys';

/**
 * Matches of `keyword` among visible posts of `communityType`, best first; `exact` searches the
 * words as typed (no typo correction). The answer's `total` counts every page; errors: 10 (blank),
 * 13 (over 50 characters), 12 (control characters or a foreign cursor), 52 (over 3 s).
 */
export const fetchCommunitySearch = (keyword: string, communityType: CommunityType, exact: boolean, cursor?: string) =>
  callEndpoint('communitySearch', { query: { keyword, communityType, exact: exact ? 'Y' : undefined, cursor, size: COMMUNITY_LIST_SIZE } });
