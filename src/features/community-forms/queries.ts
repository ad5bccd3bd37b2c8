/**
 * The forms' queries and writes (issue 15; docs/decisions/024): the member's own state of a post (is it
 * theirs? member only, never persisted) and the create/edit mutations, each invalidating every
 * community list and detail once it succeeds (`communityKeys.all()`, via the MutationCache meta).
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { SurveyCreateBody } from '@contract/community-react';
import { communityKeys } from '~/lib/community/keys';
import { createPost, createQuestion, createSurvey, fetchPostState, updatePost, updateQuestion, type PostBody, type PostKind } from './api';

export const formQueries = {
  /** Under 'community' so a logout's invalidation reaches it; member data: never `persisted`. */
  state: (kind: PostKind, id: number) =>
    queryOptions({ queryKey: [...communityKeys.all(), 'form-state', kind, id], queryFn: () => fetchPostState(kind, id), staleTime: 0, gcTime: 0 }),
};

const changesCommunity = { invalidates: [communityKeys.all()] };

/** Create (no `editId`) or edit a post or question; answers the post's detail. */
export function useSavePost(kind: PostKind, editId?: number) {
  return useMutation({
    meta: changesCommunity,
    mutationFn: (body: PostBody) => {
      if (kind === 'dashboard') return editId ? updatePost(editId, body) : createPost(body);
      const { boardCode: _board, ...question } = body;
      return editId ? updateQuestion(editId, question) : createQuestion(question);
    },
  });
}

export function useCreateSurvey() {
  return useMutation({ meta: changesCommunity, mutationFn: (body: SurveyCreateBody) => createSurvey(body) });
}
