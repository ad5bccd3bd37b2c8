/**
 * Question (Q&A) query factory (issue 15; docs/decisions/022-community-screens.md): the Q&A list by
 * sort, a 질문 and its answers, on the community's shared keys and options (lib/community/keys).
 */
import type { CommunitySort } from '@contract/community';
import { communityDetailQuery, communityKeys, communityListQuery, communityRepliesQuery } from '~/lib/community/keys';
import { fetchQuestion, fetchQuestionReplies, fetchQuestions } from './api';

export const questionQueries = {
  list: (sort: CommunitySort) => communityListQuery([...communityKeys.all(), 'questions', sort], (cursor) => fetchQuestions(sort, cursor)),
  detail: (id: number) => communityDetailQuery('qna', id, () => fetchQuestion(id)),
  replies: (id: number) => communityRepliesQuery('qna', id, (cursor) => fetchQuestionReplies(id, cursor)),
};
