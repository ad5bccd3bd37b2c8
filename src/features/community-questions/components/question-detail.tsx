/**
 * 질문 (SPEC §2 /community/qna/{id digits}; issue 15, docs/decisions/017, 022): the question as
 * loaded by the route, drawn as every post (components/community/post-detail-view), with the
 * reader's actions and the answers (the accepted one first) the route puts in their places.
 */
import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { PostDetail } from '@contract/community';
import { PostDetailView } from '~/components/community/post-detail-view';
import { questionQueries } from '../queries';

export function QuestionDetail({
  postId,
  actions,
  replies,
}: {
  postId: number;
  actions: (question: PostDetail) => ReactNode;
  replies: (question: PostDetail) => ReactNode;
}) {
  const { data: question } = useSuspenseQuery(questionQueries.detail(postId));
  return <PostDetailView title="질문" post={question} actions={actions} replies={replies} />;
}
