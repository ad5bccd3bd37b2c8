/**
 * My community fetchers (issue 15; SPEC §2 /community/my-page; docs/decisions/017 "My community",
 * 025): member-only cursor pages of my posts, clippings and likes (게시글·질문·설문 mixed, newest
 * first: clippings and likes by when I clipped or liked), and the three counts. 110 when signed out.
 */
import { callEndpoint } from '~/lib/api-client';
import { COMMUNITY_LIST_SIZE } from '~/lib/community/keys';

export type MyCommunityTab = 'post' | 'clipping' | 'like';

const LIST_ENDPOINT = { post: 'myCommunityPosts', clipping: 'myCommunityClippings', like: 'myCommunityLikes' } as const;

export const fetchMyCommunityList = (tab: MyCommunityTab, cursor?: string) =>
  callEndpoint(LIST_ENDPOINT[tab], { query: { cursor, size: COMMUNITY_LIST_SIZE } });
export const fetchMyCommunitySummary = () => callEndpoint('myCommunitySummary');
