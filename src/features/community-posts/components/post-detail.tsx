/**
 * 게시글 (SPEC §2 /community/board-detail/{id digits}; issue 15, docs/decisions/017, 022): the post
 * as loaded by the route, drawn as every post (components/community/post-detail-view), with the
 * reader's actions and the replies the route puts in their places.
 */
import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { PostDetail as Post } from '@contract/community';
import { PostDetailView } from '~/components/community/post-detail-view';
import { postQueries } from '../queries';

export function PostDetail({ postId, actions, replies }: { postId: number; actions: (post: Post) => ReactNode; replies: (post: Post) => ReactNode }) {
  const { data: post } = useSuspenseQuery(postQueries.detail(postId));
  return <PostDetailView title="게시글" post={post} actions={actions} replies={replies} />;
}
