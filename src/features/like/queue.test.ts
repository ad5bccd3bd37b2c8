/**
 * Offline like queue (issue 5): newest state per target, delivery exactly once with one
 * Idempotency-Key per queued write, network failures keep the write, refusals (91) roll back and
 * alert. The network is a fake of our like endpoint (the server side is server/routes/like).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clearSession, saveSignIn, sessionState, setBanStatus } from '~/stores/session';
import { confirmAlert, uiState } from '~/stores/ui';
import { errorResponse, okResponse, resetClientTest, signInMember } from '~/test-utils/member-session';
import { rememberPendingLike, returnPathOf, PENDING_LIKE_KEY } from './pending';
import { completePendingLike, enqueueLike, flushLikeQueue, installLikeQueue, LIKED_TEXT, readQueue, resetLikeQueueForTests, setLike } from './queue';
import { likeQueries } from './queries';

let sent: Array<{ key: string | null; body: unknown }>;
let mode: 'down' | 'up' | 'limit' | 'error500';

beforeEach(() => {
  resetLikeQueueForTests();
  sent = [];
  mode = 'up';
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
  resetClientTest();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('like queue', () => {
  it('keeps only the newest state per target and the state before the first click', async () => {
    await enqueueLike('product', 7, 'Y', 'N');
    await enqueueLike('product', 7, 'N', 'Y');
    await enqueueLike('shop', 3, 'Y', 'N');
    const q = await readQueue();
    expect(q.map((i) => [i.kind, i.targetId, i.likeYN, i.previous])).toEqual([
      ['product', 7, 'N', 'N'],
      ['shop', 3, 'Y', 'N'],
    ]);
    expect(new Set(q.map((i) => i.key)).size).toBe(2);
  });

  it('a like made offline stays queued, then is delivered exactly once with its idempotency key', async () => {
    const qc = new QueryClient();
    mode = 'down';
    expect(await setLike(qc, 'product', 7, 'Y')).toBe('queued');
    expect(qc.getQueryData(likeQueries.product(7).queryKey)).toBe('Y');
    const [queued] = await readQueue();
    expect(queued).toBeDefined();
    expect(await flushLikeQueue()).toBe(0);
    mode = 'up';
    expect(await flushLikeQueue()).toBe(1);
    expect(await flushLikeQueue()).toBe(0);
    expect(sent).toEqual([{ key: queued!.key, body: { productNo: 7, likeYN: 'Y' } }]);
    expect(await readQueue()).toEqual([]);
  });

  it('a read of the heart still in flight when the member taps does not overwrite the tap (issue 12)', async () => {
    const qc = new QueryClient();
    const key = likeQueries.product(7).queryKey;
    let answerRead: (v: 'N') => void = () => {};
    void qc.prefetchQuery({ queryKey: key, queryFn: () => new Promise<'N'>((resolve) => (answerRead = resolve)) });
    expect(await setLike(qc, 'product', 7, 'Y')).toBe('sent');
    answerRead('N');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(qc.getQueryData(key)).toBe('Y');
  });

  it('a read of the heart sent while the write is on its way cannot leave the old state on screen (CI race, issue 13)', async () => {
    const qc = new QueryClient();
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
    await qc.fetchQuery({ queryKey: key, queryFn: async () => 'N' as const });
    expect(qc.getQueryData(key)).toBe('N');
    releaseWrite();
    expect(await tap).toBe('sent');
    expect(qc.getQueryData(key)).toBe('Y');
  });

  it('concurrent flushes share one run (no double send)', async () => {
    await enqueueLike('product', 7, 'Y', 'N');
    const [a, b] = await Promise.all([flushLikeQueue(), flushLikeQueue()]);
    expect([a, b]).toEqual([1, 1]); // the same run answers both
    expect(sent).toHaveLength(1);
  });

  it('a tap while another flush is sending is sent by that run, not left for the next trigger (CI race, issue 12)', async () => {
    const qc = new QueryClient();
    await enqueueLike('shop', 3, 'Y', 'N');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const realFetch = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementationOnce(async (input, init) => {
      await held; // the start-up flush is still waiting for its first answer when the member taps
      return realFetch(input, init);
    });
    const startUp = flushLikeQueue();
    const tap = setLike(qc, 'product', 7, 'Y');
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    expect(await tap).toBe('sent');
    expect(await startUp).toBe(2);
    expect(sent.map((s) => s.body)).toEqual([
      { shopId: 3, likeYN: 'Y' },
      { productNo: 7, likeYN: 'Y' },
    ]);
    expect(await readQueue()).toEqual([]);
  });

  it('a refusal (91) removes the write, rolls the heart back and shows the server message', async () => {
    const qc = new QueryClient();
    qc.setQueryData(likeQueries.product(7).queryKey, 'N');
    mode = 'limit';
    await setLike(qc, 'product', 7, 'Y');
    expect(await readQueue()).toEqual([]);
    expect(qc.getQueryData(likeQueries.product(7).queryKey)).toBe('N');
    expect(uiState.alert?.message).toBe('상품은 300개까지 찜할 수 있어요.');
  });

  it('a server error (5xx) keeps the write for a later try', async () => {
    mode = 'error500';
    await enqueueLike('product', 7, 'Y', 'N');
    expect(await flushLikeQueue()).toBe(0);
    expect(await readQueue()).toHaveLength(1);
  });

  it('logged out: nothing is sent', async () => {
    clearSession();
    await enqueueLike('product', 7, 'Y', 'N');
    expect(await flushLikeQueue()).toBe(0);
    expect(sent).toEqual([]);
  });

  it('a delivered 찜 shows one toast with 보기 to the 찜 list; an un-찜 shows the server toast (issue 13)', async () => {
    const qc = new QueryClient();
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

describe('pending 찜 after sign-in (issue 13)', () => {
  it('completes the intent the address carries, through the queue, once; the fragment goes', async () => {
    const qc = new QueryClient();
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
    const qc = new QueryClient();
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
    const qc = new QueryClient();
    setBanStatus({ isBanned: true, message: '운영 정책 위반으로 이용이 제한되었어요.' });
    history.replaceState(null, '', returnPathOf(rememberPendingLike({ kind: 'shop', targetId: 3, likeYN: 'Y', path: '/deal/2' })));
    const done = completePendingLike(qc);
    await vi.waitFor(() => expect(uiState.alert.message).toBe('운영 정책 위반으로 이용이 제한되었어요.'));
    confirmAlert();
    expect(await done).toBeNull();
    expect(sent).toEqual([]);
  });

  it('installed before the session is read: completed as soon as it is (after hydration, issue 12)', async () => {
    const qc = new QueryClient();
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
