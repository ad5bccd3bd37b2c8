/**
 * A signed-out 찜, kept across the sign-in round trip (issue 13; docs/decisions/012-like-lists.md).
 *
 * A visitor taps a heart → the explanation dialog → 로그인: the intent (kind, targetId, likeYN, the
 * page's path + search) is written to sessionStorage under PENDING_LIKE_KEY with a random id, and
 * the shop login (SPEC §4) gets the page as return path with `#like-intent=<id>` appended. Back on
 * that page signed in, `takePendingLike` hands the intent out once — only when the address carries
 * its id, the path matches and it is younger than PENDING_LIKE_TTL_MS (10 min). So a sign-in that
 * did not start from this 찜 (another return path, another tab, a later visit) never completes it,
 * and a reload after completing does nothing. sessionStorage: one tab, gone with it.
 *
 * The mechanism is shared with other signed-out taps (오픈 알림): ~/lib/sign-in-intent.ts; this
 * file is the 찜's kind of it. Nothing here reads storage during render; the queue completes the
 * intent after the session is read (queue.ts completePendingLike, started by installLikeQueue
 * after hydration).
 */
import { createSignInIntent, SIGN_IN_INTENT_TTL_MS, type IntentMeta, type PageAddress } from '~/lib/sign-in-intent';
import type { LikeYN } from './api';
import { PENDING_LIKE_PARAM } from './paths';

export type { PageAddress };

export const PENDING_LIKE_KEY = 'pendingLike';
/** An intent older than this (ms) is dropped unread. */
export const PENDING_LIKE_TTL_MS = SIGN_IN_INTENT_TTL_MS;
/** Name of the fragment parameter that carries the intent's id on the return address (./paths). */
export { PENDING_LIKE_PARAM };

export interface PendingLike extends IntentMeta {
  kind: 'product' | 'shop';
  targetId: number;
  likeYN: LikeYN;
}

const pendingLike = createSignInIntent<Omit<PendingLike, keyof IntentMeta>>({
  key: PENDING_LIKE_KEY,
  param: PENDING_LIKE_PARAM,
  ttlMs: PENDING_LIKE_TTL_MS,
  isData: (v) =>
    (v.kind === 'product' || v.kind === 'shop') && Number.isInteger(v.targetId) && (v.targetId as number) > 0 && (v.likeYN === 'Y' || v.likeYN === 'N'),
});

/** Write the intent of a signed-out tap (replacing any earlier one) and return it. */
export const rememberPendingLike = (intent: Pick<PendingLike, 'kind' | 'targetId' | 'likeYN' | 'path'>, now?: number, store?: Storage | null): PendingLike =>
  pendingLike.remember(intent, now, store);

/** The return path for the sign-in: the page plus `#like-intent=<id>`. */
export const returnPathOf = (p: PendingLike): string => pendingLike.returnPathOf(p);

/** The stored intent if valid and not expired; an expired or malformed one is removed. */
export const readPendingLike = (now?: number, store?: Storage | null): PendingLike | null => pendingLike.read(now, store);

/** The intent id the address's fragment carries, if any. */
export const intentIdOf = (hash: string): string | null => pendingLike.intentIdOf(hash);

/**
 * Hand out the intent once: when `address` carries its id in the fragment and is the page it was
 * made on, and it has not expired. It is removed as it is handed out. Otherwise null, and a live
 * intent of another page or id stays for its own return.
 */
export const takePendingLike = (address: PageAddress, now?: number, store?: Storage | null): PendingLike | null => pendingLike.take(address, now, store);

/** The address without the intent's fragment parameter (other fragment parameters are kept). */
export const withoutIntent = (address: PageAddress): string => pendingLike.withoutIntent(address);
