/**
 * Survey fetchers (issue 15; docs/decisions/018 "Surveys", 022): the public reads of the 설문 tab and
 * a 설문, one line per endpoint. Lists are cursor pages. Voting is a member's action: the replies
 * and reactions feature (community-reactions).
 */
import { callEndpoint } from '~/lib/api-client';
import { COMMUNITY_LIST_SIZE } from '~/lib/community/keys';

/** Surveys of one state, newest first (the list shows open ones first — see queries.ts). */
export const fetchSurveys = (state: 'open' | 'closed', cursor?: string) =>
  callEndpoint('surveys', { query: { sort: 'newest', state, cursor, size: COMMUNITY_LIST_SIZE } });
export const fetchSurvey = (id: number) => callEndpoint('surveyDetail', { params: { id } });
/** A survey's replies (댓글), oldest first, a cursor page. */
export const fetchSurveyReplies = (id: number, cursor?: string) =>
  callEndpoint('surveyReplies', { params: { id }, query: { cursor, size: COMMUNITY_LIST_SIZE } });
