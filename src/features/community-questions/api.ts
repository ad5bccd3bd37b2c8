/**
 * Question (Q&A) fetchers (issue 15; SPEC §7 "### Community" qna; docs/decisions/017, 022): the
 * public reads of the Q&A tab and a 질문, one line per endpoint. Lists are cursor pages.
 */
import type { CommunitySort } from '@contract/community';
import { callEndpoint } from '~/lib/api-client';
import { COMMUNITY_LIST_SIZE } from '~/lib/community/keys';

export const fetchQuestions = (sort: CommunitySort, cursor?: string) => callEndpoint('questions', { query: { sort, cursor, size: COMMUNITY_LIST_SIZE } });
export const fetchQuestion = (id: number) => callEndpoint('question', { params: { id } });
/** A question's answers, the accepted one first. */
export const fetchQuestionReplies = (id: number, cursor?: string) =>
  callEndpoint('questionReplies', { params: { id }, query: { cursor, size: COMMUNITY_LIST_SIZE } });
