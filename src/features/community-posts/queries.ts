/**
 * Board posts query factory (issue 15; docs/decisions/022-community-screens.md): 인기글 and 게시판
 * lists, the daily board, a 게시글 with its replies, and the boards. Keys and options come from
 * the community's shared vocabulary (lib/community/keys: every public list and detail under
 * ['community'], kept on the device, fresh for 10 s).
 */
import { queryOptions } from '@tanstack/react-query';
import type { CommunitySort } from '@contract/community';
import { communityDetailQuery, communityKeys, communityListQuery, communityRepliesQuery } from '~/lib/community/keys';
import { persisted } from '~/lib/query-meta';
import { fetchBoards, fetchDailyPosts, fetchPost, fetchPostReplies, fetchPosts } from './api';

export const postQueries = {
  /** 인기글 (sort 'popular', every board) or 게시판 (a sort, a board or 전체). */
  list: (sort: CommunitySort, boardCode?: string) =>
    communityListQuery([...communityKeys.all(), 'posts', sort, boardCode ?? 'all'], (cursor) => fetchPosts(sort, boardCode, cursor)),
  daily: (date: string) => communityListQuery([...communityKeys.all(), 'daily', date], (cursor) => fetchDailyPosts(date, cursor)),
  detail: (id: number) => communityDetailQuery('dashboard', id, () => fetchPost(id)),
  replies: (id: number) => communityRepliesQuery('dashboard', id, (cursor) => fetchPostReplies(id, cursor)),
  /** The boards of the 게시판 chips and the post form's picker (reference data: fresh for 5 min). */
  boards: () => queryOptions({ meta: persisted, queryKey: [...communityKeys.all(), 'boards'], queryFn: fetchBoards, staleTime: 5 * 60_000 }),
};
