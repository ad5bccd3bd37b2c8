/**
 * Offline-safe like writes (issue 5): every like goes through an IndexedDB queue
 * (lib/offline-storage LIKE_QUEUE_KEY) and is sent with an Idempotency-Key, so a like made
 * offline is delivered once when the network is back, and a retry after a lost answer never
 * counts twice (the server replays the first answer for a known key).
 *
 * - enqueueLike(): newest state per target wins (a like then unlike offline sends only 'N').
 * - flushLikeQueue(): one flush at a time, oldest first. Delivered → removed. Network failure →
 *   stop, keep the rest. Refused (4xx, e.g. 91/92 max limits) → removed, the SPEC §8 dialog shows
 *   the server's message and the optimistic state is rolled back. 5xx → stop, retry later.
 * - installLikeQueue(): flush at start, on the browser's online event, when an API answer shows the
 *   server is reachable again, and every 30000 ms while something waits.
 * - A delivered 찜 ('Y') shows "찜 목록에 담았어요" with a 보기 link to the member's list (issue 13;
 *   the server's own toast is silenced for it); an un-찜 shows the server's toast as before.
 * - completePendingLike(): a signed-out 찜 (./pending) completed through this queue once, after the
 *   session is read and signed in, on the page the sign-in returned to.
 * Without IndexedDB the queue lives in memory for the page's life.
 */
import type { QueryClient } from '@tanstack/react-query';
import { subscribe } from 'valtio';
import { ApiClientError } from '~/lib/api-client';
import { coalescedRun } from '~/lib/coalesced-run';
import { installFlushTriggers } from '~/lib/flush-triggers';
import { onNativeMessage } from '~/lib/native';
import { hasIndexedDb, LIKE_QUEUE_KEY, readKey, writeKey } from '~/lib/offline-storage';
import { isLoggedIn, sessionState } from '~/stores/session';
import { showAlert, showToast } from '~/stores/ui';
import { putProductLike, putShopLike, type LikeYN } from './api';
import { likeListHref } from './paths';
import { takePendingLike, withoutIntent } from './pending';
import { likeQueries } from './queries';

export interface QueuedLike {
  /** Idempotency-Key sent with every attempt of this write. */
  key: string;
  kind: 'product' | 'shop';
  targetId: number;
  likeYN: LikeYN;
  /** The state before the click, restored when the server refuses (ms epoch in queuedAt). */
  previous: LikeYN;
  queuedAt: number;
}

export const LIKE_RETRY_INTERVAL_MS = 30_000;
export const QUEUED_OFFLINE_TEXT = '오프라인이라 찜을 저장해 두었어요. 연결되면 바로 반영할게요.';
export const LIKED_TEXT = '찜 목록에 담았어요';
export const BANNED_TEXT = '이용이 제한된 계정이에요. 고객센터로 문의해 주세요.';

let memoryQueue: QueuedLike[] = [];
/** The flush: one run at a time; a flush asked for while one runs makes it go over the queue once more. */
const flushRun = coalescedRun(sendQueued, (delivered) => {
  if (delivered && queryClientRef) void queryClientRef.invalidateQueries({ queryKey: ['shop'] });
});
let queryClientRef: QueryClient | null = null;

export async function readQueue(): Promise<QueuedLike[]> {
  if (!hasIndexedDb()) return memoryQueue;
  return (await readKey<QueuedLike[]>(LIKE_QUEUE_KEY)) ?? [];
}
async function writeQueue(q: QueuedLike[]) {
  memoryQueue = q;
  if (hasIndexedDb()) await writeKey(LIKE_QUEUE_KEY, q);
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function queryKeyOf(item: Pick<QueuedLike, 'kind' | 'targetId'>) {
  return item.kind === 'product' ? likeQueries.product(item.targetId).queryKey : likeQueries.shop(item.targetId).queryKey;
}

/** Queue a like state (replacing an unsent one for the same target). Returns the queued item. */
export async function enqueueLike(kind: QueuedLike['kind'], targetId: number, likeYN: LikeYN, previous: LikeYN): Promise<QueuedLike> {
  const queue = await readQueue();
  const older = queue.find((q) => q.kind === kind && q.targetId === targetId);
  const item: QueuedLike = { key: newKey(), kind, targetId, likeYN, previous: older ? older.previous : previous, queuedAt: Date.now() };
  await writeQueue([...queue.filter((q) => q !== older), item]);
  return item;
}

async function send(item: QueuedLike) {
  // A 찜 gets our toast with the link to the list instead of the server's plain one.
  const silent = item.likeYN === 'Y';
  return item.kind === 'product' ? putProductLike(item.targetId, item.likeYN, item.key, silent) : putShopLike(item.targetId, item.likeYN, item.key, silent);
}

async function removeFromQueue(key: string) {
  await writeQueue((await readQueue()).filter((q) => q.key !== key));
}

/**
 * Send what waits, oldest first. Resolves with the number delivered. One run at a time: a call
 * made while a run is going (a tap while the start-up flush is sending) makes that run go over the
 * queue once more before it resolves, so what the caller just queued is tried before it hears back.
 */
export function flushLikeQueue(): Promise<number> {
  return flushRun.run();
}

/** One pass over the queue; stops at the first network failure, 5xx or session trouble. */
async function sendQueued(): Promise<number> {
  let delivered = 0;
  if (!isLoggedIn()) return 0;
  for (const item of await readQueue()) {
    try {
      await send(item);
      await removeFromQueue(item.key);
      delivered += 1;
      // A read of the heart sent while this write was on its way may have answered the old state:
      // drop any still in flight and show what the server now holds (the state just written).
      if (queryClientRef) {
        await queryClientRef.cancelQueries({ queryKey: queryKeyOf(item) });
        queryClientRef.setQueryData(queryKeyOf(item), item.likeYN);
      }
      if (item.likeYN === 'Y') showToast({ phrase: LIKED_TEXT, action: { label: '보기', href: likeListHref(item.kind) } });
    } catch (e) {
      if (!(e instanceof ApiClientError) || e.isNetworkError || e.status >= 500 || e.status === 0) break;
      if (e.code === 110 || e.code === 111 || e.code === 112) break; // session trouble: the session module handles it
      await removeFromQueue(item.key);
      queryClientRef?.setQueryData(queryKeyOf(item), item.previous);
      void showAlert(e.message);
    }
  }
  return delivered;
}

/**
 * A member taps the heart: optimistic state, queue, try to send now.
 * @returns 'sent' | 'queued' (offline; delivered later)
 */
export async function setLike(queryClient: QueryClient, kind: QueuedLike['kind'], targetId: number, likeYN: LikeYN): Promise<'sent' | 'queued'> {
  queryClientRef = queryClient;
  const key = kind === 'product' ? likeQueries.product(targetId).queryKey : likeQueries.shop(targetId).queryKey;
  // A read of the heart still in flight (sent before this tap) must not overwrite the tap's answer.
  await queryClient.cancelQueries({ queryKey: key });
  const previous = (queryClient.getQueryData<LikeYN>(key) ?? (likeYN === 'Y' ? 'N' : 'Y')) as LikeYN;
  queryClient.setQueryData(key, likeYN);
  await enqueueLike(kind, targetId, likeYN, previous);
  await flushLikeQueue();
  const stillQueued = (await readQueue()).some((q) => q.kind === kind && q.targetId === targetId);
  if (stillQueued) showToast(QUEUED_OFFLINE_TEXT);
  return stillQueued ? 'queued' : 'sent';
}

/**
 * Complete the signed-out 찜 this page was returned to with (./pending; issue 13), once: signed in,
 * the address carries the intent's id, same page, not expired. The fragment is taken off the
 * address; a banned member gets the ban message instead (SPEC §4 Ban). Resolves with setLike's
 * answer, or null when there was nothing to complete.
 */
export async function completePendingLike(queryClient: QueryClient): Promise<'sent' | 'queued' | null> {
  if (!isLoggedIn() || typeof window === 'undefined') return null;
  const intent = takePendingLike(window.location);
  if (!intent) return null;
  window.history.replaceState(window.history.state, '', withoutIntent(window.location));
  if (sessionState.banStatus.isBanned) {
    await showAlert(sessionState.banStatus.message || BANNED_TEXT);
    return null;
  }
  return setLike(queryClient, intent.kind, intent.targetId, intent.likeYN);
}

/** Start the flush triggers and the pending 찜's completion; returns an uninstall function. */
export function installLikeQueue(queryClient: QueryClient): () => void {
  queryClientRef = queryClient;
  const offTriggers = installFlushTriggers(() => void flushLikeQueue(), {
    retryMs: LIKE_RETRY_INTERVAL_MS,
    due: () => readQueue().then((q) => q.length > 0),
  });
  // After hydration the session may not be read yet: complete the pending 찜 when it is (and signed in).
  const completePending = () => void completePendingLike(queryClient).catch(() => undefined);
  completePending();
  const offSession = subscribe(sessionState, completePending);
  // The native app liked or unliked a product itself (SPEC §4 appProductLike): mirror it.
  const offNative = onNativeMessage('appProductLike', (m) => {
    const likeYN: LikeYN = /^(y|like|true|1|on)$/i.test(String(m.likeMode)) ? 'Y' : 'N';
    if (Number.isInteger(Number(m.productNo))) queryClient.setQueryData(likeQueries.product(Number(m.productNo)).queryKey, likeYN);
  });
  return () => {
    offTriggers();
    offNative();
    offSession();
  };
}

/** Test hook: forget in-memory state. */
export function resetLikeQueueForTests() {
  memoryQueue = [];
  flushRun.reset();
  queryClientRef = null;
}
