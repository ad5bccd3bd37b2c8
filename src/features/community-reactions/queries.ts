/**
 * Replies and reactions query factory (issue 15; docs/decisions/022 "Writing"): the member's state on
 * a community detail — did I like or clip it, is it mine, which replies did I like, my survey vote,
 * my nickname, what of mine reports hid (issue 29). Keys start with 'user' so logout removes them (lib/auth/session clearLocalSession);
 * never persisted on the device, never cached by the worker (the calls are 'personal'). Reply likes
 * are asked in batches: the replies drawn in one tick share one GET /community/my/reactions (≤ 50
 * ids). The public detail and replies it patches are the kinds' features', reached by their shared
 * keys (lib/community/keys).
 */
import { queryOptions } from '@tanstack/react-query';
import type { CommunityType } from '@contract/community';
import type { YN } from '@contract/rules';
import { fetchMyHidden, fetchMyReactions, fetchMySurveyVote, fetchPostState, fetchProfile } from './api';

/** The cached value of a post's reactions: isMine from my-state (surveys: false; see useIsMine). */
export interface PostReactions {
  isMine: boolean;
  liked: YN;
  clipped: YN;
}

const MEMBER = ['user', 'community'] as const;
const yn = (b: boolean): YN => (b ? 'Y' : 'N');

/* Reply likes, batched: ids asked in the same tick go out in one call (50 at most per call). */
let batch: { ids: Set<number>; waiters: Array<(m: Map<number, YN>) => void>; fail: Array<(e: unknown) => void> } | null = null;
function replyLikeOf(replyId: number): Promise<YN> {
  if (!batch) {
    const b = { ids: new Set<number>(), waiters: [] as Array<(m: Map<number, YN>) => void>, fail: [] as Array<(e: unknown) => void> };
    batch = b;
    queueMicrotask(async () => {
      batch = null;
      const ids = [...b.ids];
      try {
        const m = new Map<number, YN>();
        for (let i = 0; i < ids.length; i += 50) {
          for (const r of (await fetchMyReactions([], ids.slice(i, i + 50))).replies) m.set(r.replyId, r.likeYN);
        }
        b.waiters.forEach((w) => w(m));
      } catch (e) {
        b.fail.forEach((f) => f(e));
      }
    });
  }
  const b = batch;
  b.ids.add(replyId);
  return new Promise<YN>((resolve, reject) => {
    b.waiters.push((m) => resolve(m.get(replyId) ?? 'N'));
    b.fail.push(reject);
  });
}

export const reactionQueries = {
  all: () => MEMBER,
  postReactionsKey: (type: CommunityType, postId: number) => [...MEMBER, 'reactions', type, postId] as const,
  postReactions: (type: CommunityType, postId: number) =>
    queryOptions({
      queryKey: reactionQueries.postReactionsKey(type, postId),
      queryFn: async (): Promise<PostReactions> => {
        if (type === 'survey') {
          const r = (await fetchMyReactions([postId], [])).posts[0];
          return { isMine: false, liked: r?.likeYN ?? 'N', clipped: r?.clippingYN ?? 'N' };
        }
        const s = await fetchPostState(type, postId);
        return { isMine: s.isMine, liked: yn(s.liked), clipped: yn(s.clipped) };
      },
      staleTime: 30_000,
    }),
  replyLikeKey: (replyId: number) => [...MEMBER, 'reply-like', replyId] as const,
  replyLike: (replyId: number) => queryOptions({ queryKey: reactionQueries.replyLikeKey(replyId), queryFn: () => replyLikeOf(replyId), staleTime: 30_000 }),
  /** The member's nickname (replies and surveys carry the author's nickname, unique among members). */
  me: () => queryOptions({ queryKey: [...MEMBER, 'me'], queryFn: async () => (await fetchProfile()).user_nickname ?? '', staleTime: 5 * 60_000 }),
  myVote: (postId: number) => queryOptions({ queryKey: [...MEMBER, 'vote', postId], queryFn: () => fetchMySurveyVote(postId), staleTime: 0 }),
  /** The member's own content of a post that reports hid, with its review state (issue 29; docs/decisions/038). */
  myHidden: (postId: number) => queryOptions({ queryKey: [...MEMBER, 'hidden', postId], queryFn: () => fetchMyHidden(postId), staleTime: 0 }),
};
