/**
 * Community query factory (issue 15; docs/decisions/022-community-screens.md). Lists are cursor
 * pages (`nextCursor`), read through `<InfiniteList>`; public answers, so they may be kept on the
 * device like the storefront's visited pages (`meta: persisted`). Fresh for 10 s, as the server's
 * list cache.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CommunitySort } from '@contract/community';
import { cursorQuery } from '~/lib/paged-query';
import { persisted } from '~/lib/query-meta';
import {
  fetchDailyPosts,
  fetchPost,
  fetchPostReplies,
  fetchQuestion,
  fetchQuestionReplies,
  fetchQuestions,
  fetchPosts,
  fetchSurvey,
  fetchSurveys,
  fetchBoards,
  fetchSurveyReplies,
} from './api';

const LIST_STALE_MS = 10_000;

/** A public cursor-paged list, kept on the device and fresh for 10 s. */
const listQuery = <TPage extends { nextCursor: string | null }, TKey extends readonly unknown[]>(
  queryKey: TKey,
  fetchPage: (cursor?: string) => Promise<TPage>,
) => cursorQuery(queryKey, fetchPage, { staleTime: LIST_STALE_MS, persist: true });

/**
 * Surveys, open ones first: the open list's pages, then the closed list's (one cursor space:
 * 'open:<cursor>' / 'closed:<cursor>'), so a reader sees what they can still join before the results.
 */
async function fetchSurveysOpenFirst(param?: string) {
  const [state, cursor] = param ? (param.split(':', 2) as ['open' | 'closed', string]) : (['open', ''] as const);
  const page = await fetchSurveys(state, cursor || undefined);
  const next = page.nextCursor ? `${state}:${page.nextCursor}` : state === 'open' ? 'closed:' : null;
  return { items: page.items, nextCursor: next };
}

export const communityQueries = {
  all: () => ['community'] as const,
  posts: (sort: CommunitySort, boardCode?: string) =>
    listQuery([...communityQueries.all(), 'posts', sort, boardCode ?? 'all'], (cursor) => fetchPosts(sort, boardCode, cursor)),
  questions: (sort: CommunitySort) => listQuery([...communityQueries.all(), 'questions', sort], (cursor) => fetchQuestions(sort, cursor)),
  surveys: () => listQuery([...communityQueries.all(), 'surveys'], fetchSurveysOpenFirst),
  daily: (date: string) => listQuery([...communityQueries.all(), 'daily', date], (cursor) => fetchDailyPosts(date, cursor)),
  post: (id: number) =>
    queryOptions({ meta: persisted, queryKey: [...communityQueries.all(), 'post', id], queryFn: () => fetchPost(id), staleTime: LIST_STALE_MS }),
  question: (id: number) =>
    queryOptions({ meta: persisted, queryKey: [...communityQueries.all(), 'question', id], queryFn: () => fetchQuestion(id), staleTime: LIST_STALE_MS }),
  survey: (id: number) =>
    queryOptions({ meta: persisted, queryKey: [...communityQueries.all(), 'survey', id], queryFn: () => fetchSurvey(id), staleTime: LIST_STALE_MS }),
  postReplies: (id: number) => listQuery([...communityQueries.all(), 'post', id, 'replies'], (cursor) => fetchPostReplies(id, cursor)),
  questionReplies: (id: number) => listQuery([...communityQueries.all(), 'question', id, 'replies'], (cursor) => fetchQuestionReplies(id, cursor)),
  /** The boards of the 게시판 chips and the post form's picker (reference data: fresh for 5 min). */
  boards: () => queryOptions({ meta: persisted, queryKey: [...communityQueries.all(), 'boards'], queryFn: fetchBoards, staleTime: 5 * 60_000 }),
  surveyReplies: (id: number) => listQuery([...communityQueries.all(), 'survey', id, 'replies'], (cursor) => fetchSurveyReplies(id, cursor)),
};
