/**
 * Board posts fetchers (issue 15; SPEC §7 "### Community" dashboard; docs/decisions/017, 022, 024):
 * the public reads of 인기글, 게시판, 오늘의 게시판 and a 게시글, one line per endpoint. Lists are
 * cursor pages (`{ items, nextCursor }`, nextCursor null on the last page).
 */
import type { CommunitySort } from '@contract/community';
import { callEndpoint } from '~/lib/api-client';
import { COMMUNITY_LIST_SIZE } from '~/lib/community/keys';

/** 게시판 or 인기글: board posts, `boardCode` absent = every board. */
export const fetchPosts = (sort: CommunitySort, boardCode: string | undefined, cursor?: string) =>
  callEndpoint('communityPosts', { query: { sort, boardCode, cursor, size: COMMUNITY_LIST_SIZE } });
/** The daily board: every kind written on the KST day `date` (YYYY-MM-DD). */
export const fetchDailyPosts = (date: string, cursor?: string) => callEndpoint('communityDailyPosts', { query: { date, cursor, size: COMMUNITY_LIST_SIZE } });

export const fetchPost = (id: number) => callEndpoint('communityPost', { params: { id } });
export const fetchPostReplies = (id: number, cursor?: string) =>
  callEndpoint('communityPostReplies', { params: { id }, query: { cursor, size: COMMUNITY_LIST_SIZE } });

/** The boards (게시판) in the 게시판 tab's order, with their visible post counts (docs/decisions/024). */
export const fetchBoards = () => callEndpoint('communityBoards');
