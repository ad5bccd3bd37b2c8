/**
 * The community's offline write queue of replies and reactions (issue 15; modelled on the 찜 queue, src/features/like/queue.ts;
 * docs/decisions/022 "Writing"). Two kinds of writes wait in one ordered IndexedDB list
 * (lib/offline-storage COMMUNITY_QUEUE_KEY), each sent with its own Idempotency-Key, so a write made
 * offline is delivered when the network is back and a retry after a lost answer never counts twice
 * (the server answers a known key with its first answer, docs/decisions/018):
 *
 * - **states** (like, clip of a post; like of a reply): `{ likeYN }` / `{ clippingYN }`. The newest
 *   state per target wins (like then unlike offline sends only 'N'); the state before the first tap
 *   is kept for the rollback.
 * - **replies**: `{ content }` on a post, question or survey, in the order written, each exactly
 *   once. A waiting reply is shown at the end of the list as '전송 대기'; a refused one stays as
 *   '전송 실패' with the server's reason until the member sends it again (new key) or deletes it.
 *
 * flushCommunityQueue(): one run at a time, oldest first. Delivered → removed (a reply is added to
 * the cached list, the counters take the server's numbers). Network failure, 5xx, 429 (the server's
 * 1 reply / 5 s) or session trouble (110–112) → stop, keep the rest, retry later. Refused (another
 * 4xx) → a state is rolled back with a dialog carrying the server's Korean message (a ban's message
 * for 130); a reply is marked failed. Triggers (installCommunityQueue): start, the online event,
 * the network state coming back, a session change, and every COMMUNITY_RETRY_INTERVAL_MS while
 * something waits. Without IndexedDB the queue lives in memory for the page's life.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { subscribe } from 'valtio';
import type { CommunityType, PostDetail, Reply } from '@contract/community';
import type { SurveyDetail } from '@contract/community-react';
import type { YN } from '@contract/rules';
import { ApiClientError } from '~/lib/api-client';
import { communityKeys } from '~/lib/community/keys';
import { coalescedRun } from '~/lib/coalesced-run';
import { installFlushTriggers } from '~/lib/flush-triggers';
import { COMMUNITY_QUEUE_KEY, hasIndexedDb, readKey, writeKey } from '~/lib/offline-storage';
import { isLoggedIn, sessionState } from '~/stores/session';
import { showAlert, showToast } from '~/stores/ui';
import { postReply, putPostClipping, putPostLike, putReplyLike } from './api';
import { reactionQueries } from './queries';

export type ReactionField = 'like' | 'clip';

export interface QueuedState {
  op: 'state';
  /** Idempotency-Key of every attempt of this write. */
  key: string;
  type: CommunityType;
  postId: number;
  /** null: the post itself; a number: that reply (field is then 'like'). */
  replyId: number | null;
  field: ReactionField;
  value: YN;
  /** The state before the first tap, restored when the server refuses. */
  previous: YN;
  queuedAt: number;
}

export interface QueuedReply {
  op: 'reply';
  key: string;
  /** Stable id of this queued reply on the device (the list's React key). */
  localId: string;
  type: CommunityType;
  postId: number;
  content: string;
  queuedAt: number;
  status: 'waiting' | 'failed';
  /** The server's reason for a failed one. */
  error?: string;
}

export type QueuedWrite = QueuedState | QueuedReply;

export const COMMUNITY_RETRY_INTERVAL_MS = 10_000;
export const QUEUED_OFFLINE_TEXT = '오프라인이라 저장해 두었어요. 연결되면 바로 반영할게요.';
export const REPLY_QUEUED_TEXT = '연결되면 바로 보낼게요. 전송 대기 중이에요.';
export const BANNED_TEXT = '이용이 제한된 계정이에요. 고객센터로 문의해 주세요.';

let memoryQueue: QueuedWrite[] = [];
let loaded = false;
/** The flush: one run at a time; a flush asked for while one runs makes it go over the queue once more. */
const flushRun = coalescedRun(() => sendQueued());
let queryClientRef: QueryClient | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

/** Subscribe to queue changes (for useSyncExternalStore); returns the unsubscribe. */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** The queue as last read or written on this page (stable array between changes). */
export function queueSnapshot(): readonly QueuedWrite[] {
  return memoryQueue;
}

export async function readQueue(): Promise<QueuedWrite[]> {
  if (!hasIndexedDb()) return memoryQueue;
  const stored = (await readKey<QueuedWrite[]>(COMMUNITY_QUEUE_KEY)) ?? [];
  if (!loaded || stored.length !== memoryQueue.length || stored.some((s, i) => s.key !== memoryQueue[i]?.key)) {
    memoryQueue = stored;
    loaded = true;
    emit();
  }
  return stored;
}
async function writeQueue(q: QueuedWrite[]) {
  memoryQueue = q;
  emit();
  if (hasIndexedDb()) await writeKey(COMMUNITY_QUEUE_KEY, q);
}
async function update(fn: (q: QueuedWrite[]) => QueuedWrite[]) {
  await writeQueue(fn(await readQueue()));
}

export function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const sameTarget = (a: QueuedState, b: Pick<QueuedState, 'type' | 'postId' | 'replyId' | 'field'>) =>
  a.type === b.type && a.postId === b.postId && a.replyId === b.replyId && a.field === b.field;

/** Queue a state (replacing an unsent one for the same target, at the end of the queue). */
export async function enqueueState(target: Pick<QueuedState, 'type' | 'postId' | 'replyId' | 'field'>, value: YN, previous: YN): Promise<QueuedState> {
  const queue = await readQueue();
  const older = queue.find((q): q is QueuedState => q.op === 'state' && sameTarget(q, target));
  const item: QueuedState = { op: 'state', key: newKey(), ...target, value, previous: older ? older.previous : previous, queuedAt: Date.now() };
  await writeQueue([...queue.filter((q) => q !== older), item]);
  return item;
}

/** Queue a reply at the end (its place in the order it was written). */
export async function enqueueReply(type: CommunityType, postId: number, content: string): Promise<QueuedReply> {
  const item: QueuedReply = { op: 'reply', key: newKey(), localId: newKey(), type, postId, content, queuedAt: Date.now(), status: 'waiting' };
  await update((q) => [...q, item]);
  return item;
}

/** 다시 보내기 of a failed reply: waiting again with a new key (the refused key would replay the refusal). */
export async function retryReply(localId: string): Promise<number> {
  await update((q) => q.map((i) => (i.op === 'reply' && i.localId === localId ? { ...i, status: 'waiting' as const, error: undefined, key: newKey() } : i)));
  return flushCommunityQueue();
}
/** 삭제 of a queued reply that was not delivered. */
export async function discardReply(localId: string): Promise<void> {
  await update((q) => q.filter((i) => !(i.op === 'reply' && i.localId === localId)));
}

/* ------------------------------------------------------------ the cache */

/** Add `delta` to a post's likeCount or clipCount in its cached detail. */
export function patchPostCount(qc: QueryClient, type: CommunityType, postId: number, field: ReactionField, next: number | ((n: number) => number)) {
  const prop = field === 'like' ? 'likeCount' : 'clipCount';
  qc.setQueryData<PostDetail | SurveyDetail>(communityKeys.detail(type, postId), (old) =>
    old ? { ...old, [prop]: Math.max(0, typeof next === 'function' ? next(old[prop]) : next) } : old,
  );
}

/** Change one cached reply of a post (likeCount …) wherever its page is. */
export function patchReply(qc: QueryClient, type: CommunityType, postId: number, replyId: number, fn: (r: Reply) => Reply) {
  qc.setQueryData<InfiniteData<{ items: Reply[]; nextCursor: string | null }>>(communityKeys.replies(type, postId), (old) =>
    old ? { ...old, pages: old.pages.map((p) => ({ ...p, items: p.items.map((r) => (r.replyId === replyId ? fn(r) : r)) })) } : old,
  );
}

function stateKeyOf(item: Pick<QueuedState, 'type' | 'postId' | 'replyId' | 'field'>) {
  return item.replyId == null ? reactionQueries.postReactionsKey(item.type, item.postId) : reactionQueries.replyLikeKey(item.replyId);
}
/** The cached state of a target ('N' when unknown). */
function readState(qc: QueryClient, item: Pick<QueuedState, 'type' | 'postId' | 'replyId' | 'field'>): YN {
  if (item.replyId != null) return qc.getQueryData<YN>(stateKeyOf(item)) ?? 'N';
  const s = qc.getQueryData<{ liked: YN; clipped: YN }>(stateKeyOf(item));
  return (item.field === 'like' ? s?.liked : s?.clipped) ?? 'N';
}
function writeState(qc: QueryClient, item: Pick<QueuedState, 'type' | 'postId' | 'replyId' | 'field'>, value: YN) {
  if (item.replyId != null) qc.setQueryData<YN>(stateKeyOf(item), value);
  else
    qc.setQueryData<{ isMine: boolean; liked: YN; clipped: YN }>(stateKeyOf(item), (old) => ({
      isMine: old?.isMine ?? false,
      liked: item.field === 'like' ? value : (old?.liked ?? 'N'),
      clipped: item.field === 'clip' ? value : (old?.clipped ?? 'N'),
    }));
}
/** Move the shown counter with a state change (+1 on 'Y', −1 on 'N'; nothing when unchanged). */
function moveCount(qc: QueryClient, item: Pick<QueuedState, 'type' | 'postId' | 'replyId' | 'field'>, from: YN, to: YN) {
  if (from === to) return;
  const d = to === 'Y' ? 1 : -1;
  if (item.replyId != null) patchReply(qc, item.type, item.postId, item.replyId, (r) => ({ ...r, likeCount: Math.max(0, r.likeCount + d) }));
  else patchPostCount(qc, item.type, item.postId, item.field, (n) => n + d);
}

/* ------------------------------------------------------------ sending */

/** What an error means for the queue: try again later, or the server said no. */
function isRetryLater(e: unknown): boolean {
  if (!(e instanceof ApiClientError)) return true;
  if (e.isNetworkError || e.status === 0 || e.status >= 500 || e.status === 429 || e.status === 408) return true;
  return e.code === 110 || e.code === 111 || e.code === 112; // session trouble: the session module handles it
}

async function deliverState(item: QueuedState) {
  const qc = queryClientRef;
  if (item.replyId != null) {
    const r = await putReplyLike(item.type, item.postId, item.replyId, item.value, item.key);
    if (qc) {
      await qc.cancelQueries({ queryKey: stateKeyOf(item) });
      qc.setQueryData<YN>(stateKeyOf(item), r.likeYN);
      patchReply(qc, item.type, item.postId, item.replyId, (x) => ({ ...x, likeCount: r.likeCount }));
    }
    return;
  }
  if (item.field === 'like') {
    const r = await putPostLike(item.type, item.postId, item.value, item.key);
    if (qc) patchPostCount(qc, item.type, item.postId, 'like', r.likeCount);
  } else {
    const r = await putPostClipping(item.type, item.postId, item.value, item.key);
    if (qc) patchPostCount(qc, item.type, item.postId, 'clip', r.clipCount);
  }
  if (qc) {
    await qc.cancelQueries({ queryKey: stateKeyOf(item) });
    writeState(qc, item, item.value);
  }
}

async function deliverReply(item: QueuedReply) {
  const reply = await postReply(item.type, item.postId, item.content, item.key);
  const qc = queryClientRef;
  if (!qc) return;
  // The last page holds the newest replies once the list reached its end: the reply joins it there.
  // Otherwise the list is read again (the reply comes with its last page).
  let joined = false;
  qc.setQueryData<InfiniteData<{ items: Reply[]; nextCursor: string | null }>>(communityKeys.replies(item.type, item.postId), (old) => {
    if (!old || old.pages.length === 0) return old;
    const last = old.pages[old.pages.length - 1]!;
    const listed = old.pages.some((p) => p.items.some((r) => r.replyId === reply.replyId));
    if (listed || last.nextCursor !== null) {
      joined = listed;
      return old;
    }
    joined = true;
    return { ...old, pages: [...old.pages.slice(0, -1), { ...last, items: [...last.items, reply] }] };
  });
  if (!joined) void qc.invalidateQueries({ queryKey: communityKeys.replies(item.type, item.postId) });
  qc.setQueryData<PostDetail | SurveyDetail>(communityKeys.detail(item.type, item.postId), (old) => (old ? { ...old, replyCount: old.replyCount + 1 } : old));
}

/** One pass over the queue, oldest first; stops at the first "try later". */
async function sendQueued(): Promise<number> {
  let delivered = 0;
  if (!isLoggedIn()) return 0;
  for (const item of await readQueue()) {
    if (item.op === 'reply' && item.status === 'failed') continue;
    try {
      if (item.op === 'state') await deliverState(item);
      else await deliverReply(item);
      await update((q) => q.filter((i) => i.key !== item.key));
      delivered += 1;
    } catch (e) {
      if (isRetryLater(e)) break;
      const message =
        (e as ApiClientError).code === 130 ? (e as ApiClientError).message || sessionState.banStatus.message || BANNED_TEXT : (e as Error).message;
      if (item.op === 'reply') {
        await update((q) => q.map((i) => (i.key === item.key ? { ...item, status: 'failed' as const, error: message } : i)));
      } else {
        await update((q) => q.filter((i) => i.key !== item.key));
        if (queryClientRef) {
          moveCount(queryClientRef, item, readState(queryClientRef, item), item.previous);
          writeState(queryClientRef, item, item.previous);
        }
        void showAlert(message);
      }
    }
  }
  return delivered;
}

/**
 * Send what waits. Resolves with the number delivered. One run at a time: a call made while a run
 * goes makes that run go over the queue once more, so what the caller just queued is tried first.
 */
export function flushCommunityQueue(): Promise<number> {
  return flushRun.run();
}

/* ------------------------------------------------------------ taps */

/**
 * A member taps like or 스크랩 (post) or a reply's like: optimistic state and counter, queue, try to
 * send now. @returns 'sent' | 'queued' (kept for later: offline or the server unreachable)
 */
export async function setReaction(qc: QueryClient, target: Pick<QueuedState, 'type' | 'postId' | 'replyId' | 'field'>, value: YN): Promise<'sent' | 'queued'> {
  queryClientRef = qc;
  // A read of the state still in flight must not overwrite the tap.
  await qc.cancelQueries({ queryKey: stateKeyOf(target) });
  const previous = readState(qc, target);
  writeState(qc, target, value);
  moveCount(qc, target, previous, value);
  await enqueueState(target, value, previous);
  await flushCommunityQueue();
  const stillQueued = (await readQueue()).some((q) => q.op === 'state' && sameTarget(q, target));
  if (stillQueued) {
    installCommunityQueue(qc, { flushNow: false });
    showToast(QUEUED_OFFLINE_TEXT);
  }
  return stillQueued ? 'queued' : 'sent';
}

/**
 * A member sends a reply: queued at the end, then sent at once when possible.
 * @returns 'sent' | 'queued' (shown as 전송 대기) | 'failed' (refused: shown as 전송 실패 with the reason)
 */
export async function sendReply(qc: QueryClient, type: CommunityType, postId: number, content: string): Promise<'sent' | 'queued' | 'failed'> {
  queryClientRef = qc;
  const item = await enqueueReply(type, postId, content);
  await flushCommunityQueue();
  const now = (await readQueue()).find((q) => q.key === item.key);
  if (!now) return 'sent';
  if (now.op === 'reply' && now.status === 'failed') return 'failed';
  installCommunityQueue(qc, { flushNow: false });
  showToast(REPLY_QUEUED_TEXT);
  return 'queued';
}

let uninstallTriggers: (() => void) | null = null;

/**
 * Start the flush triggers (once per page; a second call returns the same uninstall function).
 * Called at start-up only when writes wait on this device (src/after-hydration.ts, issue 31), and
 * by a tap or a reply that could not be delivered at once (`flushNow: false`: it was just tried).
 */
export function installCommunityQueue(queryClient: QueryClient, { flushNow = true }: { flushNow?: boolean } = {}): () => void {
  queryClientRef = queryClient;
  if (uninstallTriggers) return uninstallTriggers;
  const flush = () => void flushCommunityQueue();
  const offTriggers = installFlushTriggers(flush, {
    retryMs: COMMUNITY_RETRY_INTERVAL_MS,
    due: () => readQueue().then((q) => q.some((i) => i.op === 'state' || i.status === 'waiting')),
    flushNow,
  });
  let token = sessionState.accessToken;
  const offSession = subscribe(sessionState, () => {
    if (sessionState.accessToken && sessionState.accessToken !== token) flush();
    token = sessionState.accessToken;
  });
  uninstallTriggers = () => {
    offTriggers();
    offSession();
    uninstallTriggers = null;
  };
  return uninstallTriggers;
}

/** Test hook: forget in-memory state. */
export function resetCommunityQueueForTests() {
  uninstallTriggers?.();
  memoryQueue = [];
  loaded = false;
  flushRun.reset();
  queryClientRef = null;
  listeners.clear();
}
