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
 * Nothing here reads storage during render; the queue completes the intent after the session is
 * read (queue.ts completePendingLike, started by installLikeQueue after hydration).
 */
import type { LikeYN } from './api';

export const PENDING_LIKE_KEY = 'pendingLike';
/** An intent older than this (ms) is dropped unread. */
export const PENDING_LIKE_TTL_MS = 10 * 60 * 1000;
/** Name of the fragment parameter that carries the intent's id on the return address. */
export const PENDING_LIKE_PARAM = 'like-intent';

export interface PendingLike {
  /** Random id, also in the return address's fragment. */
  id: string;
  kind: 'product' | 'shop';
  targetId: number;
  likeYN: LikeYN;
  /** Path + search of the page where the heart was tapped (no fragment). */
  path: string;
  /** ms epoch when it was written. */
  createdAt: number;
}

/** The page address parts the intent is matched against (window.location fits). */
export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

function parse(raw: string | null): PendingLike | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<PendingLike>;
    const ok =
      typeof v.id === 'string' &&
      /^[\w-]{8,64}$/.test(v.id) &&
      (v.kind === 'product' || v.kind === 'shop') &&
      Number.isInteger(v.targetId) &&
      (v.targetId as number) > 0 &&
      (v.likeYN === 'Y' || v.likeYN === 'N') &&
      typeof v.path === 'string' &&
      v.path.startsWith('/') &&
      typeof v.createdAt === 'number';
    return ok ? (v as PendingLike) : null;
  } catch {
    return null;
  }
}

/** Write the intent of a signed-out tap (replacing any earlier one) and return it. */
export function rememberPendingLike(
  intent: Pick<PendingLike, 'kind' | 'targetId' | 'likeYN' | 'path'>,
  now = Date.now(),
  store: Storage | null = sessionStore(),
): PendingLike {
  const p: PendingLike = { id: newId(), ...intent, createdAt: now };
  try {
    store?.setItem(PENDING_LIKE_KEY, JSON.stringify(p));
  } catch {
    // Storage full or refused: the sign-in still works, only the 찜 is not completed after it.
  }
  return p;
}

/** The return path for the sign-in: the page plus `#like-intent=<id>`. */
export function returnPathOf(p: PendingLike): string {
  return `${p.path}#${PENDING_LIKE_PARAM}=${encodeURIComponent(p.id)}`;
}

/** The stored intent if valid and not expired; an expired or malformed one is removed. */
export function readPendingLike(now = Date.now(), store: Storage | null = sessionStore()): PendingLike | null {
  const raw = store?.getItem(PENDING_LIKE_KEY) ?? null;
  const p = parse(raw);
  if (raw && (!p || now - p.createdAt > PENDING_LIKE_TTL_MS || p.createdAt > now + 60_000)) {
    store?.removeItem(PENDING_LIKE_KEY);
    return null;
  }
  return p;
}

/** The intent id the address's fragment carries, if any. */
export function intentIdOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(PENDING_LIKE_PARAM);
}

/**
 * Hand out the intent once: when `address` carries its id in the fragment and is the page it was
 * made on, and it has not expired. It is removed as it is handed out. Otherwise null, and a live
 * intent of another page or id stays for its own return.
 */
export function takePendingLike(address: PageAddress, now = Date.now(), store: Storage | null = sessionStore()): PendingLike | null {
  const id = intentIdOf(address.hash);
  if (!id) return null;
  const p = readPendingLike(now, store);
  if (!p || p.id !== id || p.path !== `${address.pathname}${address.search}`) return null;
  store?.removeItem(PENDING_LIKE_KEY);
  return p;
}

/** The address without the intent's fragment parameter (other fragment parameters are kept). */
export function withoutIntent(address: PageAddress): string {
  const params = new URLSearchParams(address.hash.replace(/^#/, ''));
  params.delete(PENDING_LIKE_PARAM);
  const rest = params.toString();
  return `${address.pathname}${address.search}${rest ? `#${rest}` : ''}`;
}
