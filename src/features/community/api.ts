/**
 * Community fetchers (issue 15; SPEC §7 "### Community"; docs/decisions/017, 018, 022): the public
 * reads of the community screens, one line per endpoint. Lists are cursor pages
 * (`{ items, nextCursor }`, nextCursor null on the last page).
 */
import type { CommunitySort, CommunityType } from '@contract/community';
import { callEndpoint, whenAuthReady } from '~/lib/api-client';

export const COMMUNITY_LIST_SIZE = 20;

/** 게시판 or 인기글: board posts, `boardCode` absent = every board. */
export const fetchPosts = (sort: CommunitySort, boardCode: string | undefined, cursor?: string) =>
  callEndpoint('communityPosts', { query: { sort, boardCode, cursor, size: COMMUNITY_LIST_SIZE } });
export const fetchQuestions = (sort: CommunitySort, cursor?: string) => callEndpoint('questions', { query: { sort, cursor, size: COMMUNITY_LIST_SIZE } });
/** Surveys: open ones first (state=open, then state=closed — see queries.ts). */
export const fetchSurveys = (state: 'open' | 'closed', cursor?: string) =>
  callEndpoint('surveys', { query: { sort: 'newest', state, cursor, size: COMMUNITY_LIST_SIZE } });
/** The daily board: every kind written on the KST day `date` (YYYY-MM-DD). */
export const fetchDailyPosts = (date: string, cursor?: string) => callEndpoint('communityDailyPosts', { query: { date, cursor, size: COMMUNITY_LIST_SIZE } });

export const fetchPost = (id: number) => callEndpoint('communityPost', { params: { id } });
export const fetchQuestion = (id: number) => callEndpoint('question', { params: { id } });
export const fetchSurvey = (id: number) => callEndpoint('surveyDetail', { params: { id } });
export const fetchPostReplies = (id: number, cursor?: string) =>
  callEndpoint('communityPostReplies', { params: { id }, query: { cursor, size: COMMUNITY_LIST_SIZE } });
export const fetchQuestionReplies = (id: number, cursor?: string) =>
  callEndpoint('questionReplies', { params: { id }, query: { cursor, size: COMMUNITY_LIST_SIZE } });

/**
 * One view of a post (SPEC §7: no toast for view-count calls). The server counts a viewer once a
 * day by token or deviceUuid header (docs/decisions/018), so the call waits for the session's hooks.
 */
export const countView = (communityType: CommunityType, postId: number) =>
  whenAuthReady().then(() => callEndpoint('communityViewCount', { body: { communityType, postId }, silentToasts: true }));

/** The boards (게시판) in the 게시판 tab's order, with their visible post counts (docs/decisions/024). */
export const fetchBoards = () => callEndpoint('communityBoards');
/** A survey's replies (댓글), oldest first, a cursor page. */
export const fetchSurveyReplies = (id: number, cursor?: string) =>
  callEndpoint('surveyReplies', { params: { id }, query: { cursor, size: COMMUNITY_LIST_SIZE } });
