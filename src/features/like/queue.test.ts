/**
 * Offline 찜 writes as paused mutations (issue 5; issue 11 item 6): newest state per target, delivery
 * exactly once with one Idempotency-Key per write, network failures keep the write (also across a
 * restart, through the persisted snapshot), refusals (91) roll back and alert, logout withdraws what
 * waits. The network is a fake of our like endpoint (the server side is server/routes/like).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idb } from '~/test-utils/memory-idb';

vi.mock('idb-keyval', () => import('~/test-utils/memory-idb'));

import { dehydrate, hydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { clearLocalSession } from '~/lib/auth/session';
import { LIKE_QUEUE_KEY } from '~/lib/offline-storage';
import { keepWaitingWrites, shouldPersistMutation } from '~/lib/persist-queries';
import { createQueryClient } from '~/lib/query-client';
import { clearSession, saveSignIn, sessionState, setBanStatus } from '~/stores/session';
import { confirmAlert, uiState } from '~/stores/ui';
import { errorResponse, okResponse, resetClientTest, signInMember } from '~/test-utils/member-session';
import { rememberPendingLike, returnPathOf, PENDING_LIKE_KEY } from './pending';
import { dispatchNativeMessage } from '~/lib/native/install';
import {
  applyAppProductLike,
  completePendingLike,
  installLikeQueue,
  uninstallLikeQueueForTests,
  LIKE_RETRY_INTERVAL_MS,
  LIKED_TEXT,
  likeRetryDelay,
  QUEUED_OFFLINE_TEXT,
  resumeWaitingLikes,
  setLike,
  waitingLikes,
  type QueuedLike,
} from './queue';
import { likeQueries } from './queries';

let sent: Array<{ key: string | null; body: unknown }>;
let mode: 'down' | 'up' | 'limit' | 'error500';
let clients: QueryClient[];

/** A query client as the app makes it (SPEC §9 defaults, the MutationCache), mounted like the provider does. */
function appClient(): QueryClient {
  const qc = createQueryClient();
  qc.mount();
  clients.push(qc);
  return qc;
}

beforeEach(() => {
  sent = [];
  mode = 'up';
  clients = [];
  idb.clear();
  // The API client sends member calls only once the session has installed its hooks (issue 12).
  signInMember(new QueryClient());
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (mode === 'down') throw new TypeError('Failed to fetch');
    const key = new Headers(init?.headers).get('Idempotency-Key');
    sent.push({ key, body: JSON.parse(String(init?.body)) });
    if (mode === 'limit') return errorResponse(409, 91, 'LIKE_PRODUCT_MAX_LIMIT_ERROR', '상품은 300개까지 찜할 수 있어요.');
    if (mode === 'error500') return errorResponse(500, 5, 'UNEXPECTED_ERROR', '잠시 후 다시 시도해 주세요.');
    const likeYN = JSON.parse(String(init?.body)).likeYN;
    // The server's own toast, as like.routes.ts answers it.
    return okResponse({ productNo: 7, likeYN, likeCount: 1, likedTotal: 1 }, [{ phrase: likeYN === 'Y' ? '찜 목록에 담았어요' : '찜을 해제했어요' }]);
  });
});
afterEach(() => {
  onlineManager.setOnline(true);
  for (const qc of clients) {
    uninstallLikeQueueForTests(qc);
    qc.unmount();
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetClientTest();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const shape = (q: QueuedLike[]) => q.map((i) => [i.kind, i.targetId, i.likeYN, i.previous]);

describe('찜 writes (paused mutations)', () => {
  it('keeps only the newest state per target and the state before the first click', async () => {
    const qc = appClient();
    onlineManager.setOnline(false);
    expect(await setLike(qc, 'product', 7, 'Y')).toBe('queued');
    expect(await setLike(qc, 'product', 7, 'N')).toBe('queued');
    expect(await setLike(qc, 'shop', 3, 'Y')).toBe('queued');
    const q = waitingLikes(qc);
    expect(shape(q)).toEqual([
      ['product', 7, 'N', 'N'],
      ['shop', 3, 'Y', 'N'],
    ]);
    expect(new Set(q.map((i) => i.key)).size).toBe(2);
    expect(sent).toEqual([]);
  });

  it('offline from the tap: nothing is tried; back online, TanStack sends it once with its key', async () => {
    const qc = appClient();
    onlineManager.setOnline(false);
    expect(await setLike(qc, 'product', 7, 'Y')).toBe('queued');
    expect(uiState.toasts.map((t) => t.phrase)).toContain(QUEUED_OFFLINE_TEXT);
    const [queued] = waitingLikes(qc);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waitingLikes(qc)).toEqual([]));
    expect(sent).toEqual([{ key: queued!.key, body: { productNo: 7, likeYN: 'Y' } }]);
  });

  it('a like that cannot reach the server stays queued, then is delivered exactly once with its idempotency key', async () => {
    vi.useFakeTimers();
    const qc = appClient();
    mode = 'down';
    expect(await setLike(qc, 'product', 7, 'Y')).toBe('queued');
    expect(qc.getQueryData(likeQueries.product(7).queryKey)).toBe('Y');
    const [queued] = waitingLikes(qc);
    expect(queued).toBeDefined();
    await vi.advanceTimersByTimeAsync(likeRetryDelay(0)); // the second try fails too
    expect(waitingLikes(qc)).toHaveLength(1);
    mode = 'up';
    await vi.advanceTimersByTimeAsync(likeRetryDelay(1));
    expect(waitingLikes(qc)).toEqual([]);
    await vi.advanceTimersByTimeAsync(LIKE_RETRY_INTERVAL_MS * 3);
    expect(sent).toEqual([{ key: queued!.key, body: { productNo: 7, likeYN: 'Y' } }]);
  });

  it('retries wait 1 s, 2 s, 4 s … and never more than LIKE_RETRY_INTERVAL_MS', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(likeRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(LIKE_RETRY_INTERVAL_MS).toBe(30_000);
  });

  it('a read of the heart still in flight when the member taps does not overwrite the tap (issue 12)', async () => {
    const qc = appClient();
    const key = likeQueries.product(7).queryKey;
    let answerRead: (v: 'N') => void = () => {};
    void qc.prefetchQuery({ queryKey: key, queryFn: () => new Promise<'N'>((resolve) => (answerRead = resolve)) });
    expect(await setLike(qc, 'product', 7, 'Y')).toBe('sent');
    answerRead('N');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(qc.getQueryData(key)).toBe('Y');
  });

  it('a read of the heart sent while the write is on its way cannot leave the old state on screen (CI race, issue 13)', async () => {
    const qc = appClient();
    const key = likeQueries.product(7).queryKey;
    let releaseWrite: () => void = () => {};
    const writeHeld = new Promise<void>((resolve) => (releaseWrite = resolve));
    const realFetch = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementationOnce(async (input, init) => {
      await writeHeld;
      return realFetch(input, init);
    });
    const tap = setLike(qc, 'product', 7, 'Y');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The heart's read starts after the tap (e.g. the session was just read) and answers the old state first.
    await qc.fetchQuery({ queryKey: key, queryFn: async () => 'N' as const, staleTime: 0 });
    expect(qc.getQueryData(key)).toBe('N');
    releaseWrite();
    expect(await tap).toBe('sent');
    expect(qc.getQueryData(key)).toBe('Y');
  });

  it('resuming the waiting writes twice at once sends each once (no double send)', async () => {
    const qc = appClient();
    onlineManager.setOnline(false);
    await setLike(qc, 'product', 7, 'Y');
    // Online again, without the online event (the native app closing asks for a try).
    vi.spyOn(onlineManager, 'isOnline').mockReturnValue(true);
    await Promise.all([resumeWaitingLikes(qc), resumeWaitingLikes(qc)]);
    await vi.waitFor(() => expect(waitingLikes(qc)).toEqual([]));
    expect(sent).toHaveLength(1);
  });

  it('a tap while another write is on its way is sent right after it, oldest first, not left for later (CI race, issue 12)', async () => {
    const qc = appClient();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const realFetch = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementationOnce(async (input, init) => {
      await held; // the earlier write is still waiting for its answer when the member taps
      return realFetch(input, init);
    });
    const earlier = setLike(qc, 'shop', 3, 'Y');
    await settle();
    const tap = setLike(qc, 'product', 7, 'Y');
    await settle();
    release();
    expect(await tap).toBe('sent');
    expect(await earlier).toBe('sent');
    expect(sent.map((s) => s.body)).toEqual([
      { shopId: 3, likeYN: 'Y' },
      { productNo: 7, likeYN: 'Y' },
    ]);
    expect(waitingLikes(qc)).toEqual([]);
  });

  it('a refusal (91) removes the write, rolls the heart back and shows the server message', async () => {
    const qc = appClient();
    qc.setQueryData(likeQueries.product(7).queryKey, 'N');
    mode = 'limit';
    expect(await setLike(qc, 'product', 7, 'Y')).toBe('refused');
    expect(waitingLikes(qc)).toEqual([]);
    expect(qc.getQueryData(likeQueries.product(7).queryKey)).toBe('N');
    expect(uiState.alert?.message).toBe('상품은 300개까지 찜할 수 있어요.');
  });

  it('a server error (5xx) keeps the write for a later try, with the same key', async () => {
    vi.useFakeTimers();
    const qc = appClient();
    mode = 'error500';
    expect(await setLike(qc, 'product', 7, 'Y')).toBe('queued');
    expect(waitingLikes(qc)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(likeRetryDelay(0));
    expect(waitingLikes(qc)).toHaveLength(1);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
  });

  it('logged out: nothing is sent', async () => {
    vi.useFakeTimers();
    const qc = appClient();
    clearSession();
    expect(await setLike(qc, 'product', 7, 'Y')).toBe('queued');
    await vi.advanceTimersByTimeAsync(LIKE_RETRY_INTERVAL_MS * 2);
    expect(sent).toEqual([]);
  });

  it('logout withdraws the waiting writes: gone from the cache, never sent, not persisted', async () => {
    vi.useFakeTimers();
    const qc = appClient();
    signInMember(qc); // the session works on this client (its logout clears it)
    mode = 'down';
    expect(await setLike(qc, 'product', 7, 'Y')).toBe('queued');
    clearLocalSession();
    expect(waitingLikes(qc)).toEqual([]);
    expect(dehydrate(qc, { shouldDehydrateMutation: shouldPersistMutation }).mutations).toEqual([]);
    mode = 'up';
    signInMember(qc); // the next member signs in on this device
    await vi.advanceTimersByTimeAsync(LIKE_RETRY_INTERVAL_MS * 2);
    expect(sent).toEqual([]);
  });

  it('a delivered 찜 shows one toast with 보기 to the 찜 list; an un-찜 shows the server toast (issue 13)', async () => {
    const qc = appClient();
    await setLike(qc, 'shop', 3, 'Y');
    expect(uiState.toasts.map((t) => [t.phrase, t.action])).toEqual([[LIKED_TEXT, { label: '보기', href: '/my-page/like?tab=shop' }]]);
    uiState.toasts.splice(0);
    await setLike(qc, 'product', 7, 'Y');
    expect(uiState.toasts.map((t) => t.action?.href)).toEqual(['/my-page/like']);
    uiState.toasts.splice(0);
    await setLike(qc, 'product', 7, 'N');
    expect(uiState.toasts.map((t) => [t.phrase, t.action])).toEqual([['찜을 해제했어요', undefined]]);
  });
});

describe('찜 writes across a restart (the persisted snapshot)', () => {
  it('a waiting write is persisted, restored paused after max age and a release, and sent once with its key', async () => {
    const before = appClient();
    onlineManager.setOnline(false);
    await setLike(before, 'product', 7, 'Y');
    const [queued] = waitingLikes(before);
    const state = dehydrate(before, { shouldDehydrateMutation: shouldPersistMutation });
    expect(state.mutations).toHaveLength(1);
    // An hour later, on the next release: the catalogue is too old, the write is not.
    const restored = keepWaitingWrites({ timestamp: Date.now() - 3_600_000, buster: '2.21.0', clientState: state }, '2.22.0');
    expect(restored?.clientState.mutations.map((m) => m.state.isPaused)).toEqual([true]);
    before.getMutationCache().clear(); // the page was closed
    onlineManager.setOnline(true);
    const after = appClient();
    (await import('./queue')).registerLikeWrites(after);
    hydrate(after, restored!.clientState);
    expect(shape(waitingLikes(after))).toEqual([['product', 7, 'Y', 'N']]);
    await after.resumePausedMutations();
    await vi.waitFor(() => expect(waitingLikes(after)).toEqual([]));
    expect(sent).toEqual([{ key: queued!.key, body: { productNo: 7, likeYN: 'Y' } }]);
    expect(after.getQueryData(likeQueries.product(7).queryKey)).toBe('Y');
  });

  it('the queue of the previous release is adopted once, with its own keys, and its key deleted', async () => {
    vi.stubGlobal('indexedDB', {});
    const old: QueuedLike = { key: 'legacy-key-0001', kind: 'shop', targetId: 3, likeYN: 'Y', previous: 'N', queuedAt: Date.now() - 60_000 };
    idb.set(LIKE_QUEUE_KEY, [old]);
    const qc = appClient();
    const uninstall = installLikeQueue(qc);
    await vi.waitFor(() => expect(sent).toEqual([{ key: 'legacy-key-0001', body: { shopId: 3, likeYN: 'Y' } }]));
    expect(idb.has(LIKE_QUEUE_KEY)).toBe(false);
    uninstall();
  });
});

describe('pending 찜 after sign-in (issue 13)', () => {
  it('completes the intent the address carries, through the queue, once; the fragment goes', async () => {
    const qc = appClient();
    const intent = rememberPendingLike({ kind: 'product', targetId: 7, likeYN: 'Y', path: '/deal/2' });
    history.replaceState(null, '', returnPathOf(intent));
    expect(await completePendingLike(qc)).toBe('sent');
    expect(sent.map((s) => s.body)).toEqual([{ productNo: 7, likeYN: 'Y' }]);
    expect(qc.getQueryData(likeQueries.product(7).queryKey)).toBe('Y');
    expect(uiState.toasts.map((t) => t.phrase)).toEqual([LIKED_TEXT]);
    expect(location.pathname + location.hash).toBe('/deal/2');
    // A reload of the same address, or the old address again: nothing more.
    history.replaceState(null, '', returnPathOf(intent));
    expect(await completePendingLike(qc)).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('logout wipes a waiting intent (sessionStorage goes with the session)', () => {
    rememberPendingLike({ kind: 'product', targetId: 7, likeYN: 'Y', path: '/deal/2' });
    clearSession();
    expect(sessionStorage.getItem(PENDING_LIKE_KEY)).toBeNull();
  });

  it('signed out, or on a return without the intent id: nothing is sent and the intent waits', async () => {
    const qc = appClient();
    const intent = rememberPendingLike({ kind: 'product', targetId: 7, likeYN: 'Y', path: '/deal/2' });
    history.replaceState(null, '', '/deal/2');
    expect(await completePendingLike(qc)).toBeNull();
    history.replaceState(null, '', returnPathOf(intent));
    sessionState.accessToken = ''; // signed out (the session's own clear would also wipe sessionStorage)
    expect(await completePendingLike(qc)).toBeNull();
    expect(sent).toEqual([]);
    expect(sessionStorage.getItem(PENDING_LIKE_KEY)).not.toBeNull();
  });

  it('a banned member gets the ban message and nothing is sent', async () => {
    const qc = appClient();
    setBanStatus({ isBanned: true, message: '운영 정책 위반으로 이용이 제한되었어요.' });
    history.replaceState(null, '', returnPathOf(rememberPendingLike({ kind: 'shop', targetId: 3, likeYN: 'Y', path: '/deal/2' })));
    const done = completePendingLike(qc);
    await vi.waitFor(() => expect(uiState.alert.message).toBe('운영 정책 위반으로 이용이 제한되었어요.'));
    confirmAlert();
    expect(await done).toBeNull();
    expect(sent).toEqual([]);
  });

  it('installed before the session is read: completed as soon as it is (after hydration, issue 12)', async () => {
    const qc = appClient();
    clearSession();
    history.replaceState(null, '', returnPathOf(rememberPendingLike({ kind: 'shop', targetId: 3, likeYN: 'Y', path: '/deal/2' })));
    const uninstall = installLikeQueue(qc);
    await settle();
    expect(sent).toEqual([]);
    saveSignIn(
      { accessToken: 'a2', refreshToken: 'r2', expireDt: new Date(Date.now() + 60_000).toISOString(), banStatus: { isBanned: false, message: '' } } as never,
      'naver',
    );
    await vi.waitFor(() => expect(sent.map((s) => s.body)).toEqual([{ shopId: 3, likeYN: 'Y' }]));
    uninstall();
  });
});

describe("the app's own 찜 (SPEC §4 appProductLike; issue 30, docs/decisions/045)", () => {
  const appLiked = (productNo: number | string, likeMode: string | boolean) => dispatchNativeMessage({ type: 'appProductLike', productNo, likeMode });

  it('reaches the server through the queue, once, with an Idempotency-Key, and the heart follows; no web toast', async () => {
    const qc = appClient();
    const uninstall = installLikeQueue(qc);
    expect(appLiked('7', 'like')).toBe(true);
    expect(qc.getQueryData(likeQueries.product(7).queryKey)).toBe('Y');
    await vi.waitFor(() => expect(sent.map((s) => s.body)).toEqual([{ productNo: 7, likeYN: 'Y' }]));
    expect(sent[0]!.key).toMatch(/^[\w-]{8,}$/);
    await vi.waitFor(() => expect(waitingLikes(qc)).toEqual([]));
    appLiked(7, false);
    await vi.waitFor(() =>
      expect(sent.map((s) => s.body)).toEqual([
        { productNo: 7, likeYN: 'Y' },
        { productNo: 7, likeYN: 'N' },
      ]),
    );
    expect(qc.getQueryData(likeQueries.product(7).queryKey)).toBe('N');
    expect(uiState.toasts).toEqual([]);
    uninstall();
  });

  it('offline: kept as a waiting write and delivered once back online, without the offline toast', async () => {
    const qc = appClient();
    const uninstall = installLikeQueue(qc);
    onlineManager.setOnline(false);
    appLiked(7, 'Y');
    await vi.waitFor(() => expect(shape(waitingLikes(qc))).toEqual([['product', 7, 'Y', 'N']]));
    expect(sent).toEqual([]);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waitingLikes(qc)).toEqual([]));
    expect(sent.map((s) => s.body)).toEqual([{ productNo: 7, likeYN: 'Y' }]);
    expect(uiState.toasts).toEqual([]);
    uninstall();
  });

  it('signed out: the heart follows, nothing is sent and nothing waits for the next sign-in', async () => {
    const qc = appClient();
    clearSession();
    expect(await applyAppProductLike(qc, 7, 'Y')).toBeNull();
    expect(qc.getQueryData(likeQueries.product(7).queryKey)).toBe('Y');
    expect(waitingLikes(qc)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('a refusal (91) rolls the heart back to what it showed before and shows the server message', async () => {
    const qc = appClient();
    qc.setQueryData(likeQueries.product(7).queryKey, 'N');
    mode = 'limit';
    expect(await applyAppProductLike(qc, 7, 'Y')).toBe('refused');
    expect(qc.getQueryData(likeQueries.product(7).queryKey)).toBe('N');
    expect(uiState.alert?.message).toBe('상품은 300개까지 찜할 수 있어요.');
  });
});
