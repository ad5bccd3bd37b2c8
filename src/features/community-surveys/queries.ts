/**
 * Survey query factory (issue 15; docs/decisions/022-community-screens.md): the 설문 list (open ones
 * first), a 설문 and its replies, on the community's shared keys and options (lib/community/keys).
 */
import { communityDetailQuery, communityKeys, communityListQuery, communityRepliesQuery } from '~/lib/community/keys';
import { fetchSurvey, fetchSurveyReplies, fetchSurveys } from './api';

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

export const surveyQueries = {
  list: () => communityListQuery([...communityKeys.all(), 'surveys'], fetchSurveysOpenFirst),
  detail: (id: number) => communityDetailQuery('survey', id, () => fetchSurvey(id)),
  replies: (id: number) => communityRepliesQuery('survey', id, (cursor) => fetchSurveyReplies(id, cursor)),
};
