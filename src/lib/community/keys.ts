/**
 * The community's shared query vocabulary (issue 15, split into features in issue 27): the key
 * roots every community feature's factory builds on, and the options of its public reads. Several
 * features meet in one cache on purpose —
 *   - every public list and detail lives under ['community'], so one invalidation after a write
 *     (a new post, an edit, a delete) reaches them all, whichever feature wrote;
 *   - a post's detail is ['community', 'post' | 'question' | 'survey', id] and its replies the same key
 *     plus 'replies': the kind's feature reads them (community-posts, -questions, -surveys), the
 *     replies-and-reactions feature patches them in place (counts, a sent reply) by key alone.
 * Public answers, so they may be kept on the device like the storefront's visited pages
 * (`meta: persisted`); fresh for 10 s, as the server's list cache. Lists are cursor pages
 * (`{ items, nextCursor }`, nextCursor null on the last page), read through `<InfiniteList>`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CommunityType } from '@contract/community';
import { cursorQuery } from '~/lib/paged-query';
import { persisted } from '~/lib/query-meta';

/** Page size of every community list. */
export const COMMUNITY_LIST_SIZE = 20;
/** How long a public list or detail stays fresh (ms). */
export const COMMUNITY_STALE_MS = 10_000;

/** The detail's word in its key, per kind (the keys predate the split; persisted caches keep them). */
const DETAIL_WORD = { dashboard: 'post', qna: 'question', survey: 'survey' } as const satisfies Record<CommunityType, string>;

export const communityKeys = {
  all: () => ['community'] as const,
  detail: <T extends CommunityType>(type: T, id: number) => ['community', DETAIL_WORD[type], id] as const,
  replies: <T extends CommunityType>(type: T, id: number) => [...communityKeys.detail(type, id), 'replies'] as const,
};

/** A public cursor-paged list, kept on the device and fresh for 10 s. */
export const communityListQuery = <TPage extends { nextCursor: string | null }, TKey extends readonly unknown[]>(
  queryKey: TKey,
  fetchPage: (cursor?: string) => Promise<TPage>,
) => cursorQuery(queryKey, fetchPage, { staleTime: COMMUNITY_STALE_MS, persist: true });

/** A public detail of one post of `type`, kept on the device and fresh for 10 s. */
export const communityDetailQuery = <T extends CommunityType, TData>(type: T, id: number, fetch: () => Promise<TData>) =>
  queryOptions({ meta: persisted, queryKey: communityKeys.detail(type, id), queryFn: fetch, staleTime: COMMUNITY_STALE_MS });

/** The replies of one post of `type` (oldest first; on a question the accepted answer first). */
export const communityRepliesQuery = <T extends CommunityType, TPage extends { nextCursor: string | null }>(
  type: T,
  id: number,
  fetchPage: (cursor?: string) => Promise<TPage>,
) => communityListQuery(communityKeys.replies(type, id), fetchPage);
