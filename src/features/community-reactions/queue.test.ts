/**
 * The community's offline queue (issue 15): newest state per target, replies in the order written
 * and each delivered exactly once (one Idempotency-Key per queued write; a lost answer is retried
 * with the same key and the server replays), refusals roll back with the server's message, a
 * refused reply stays as 전송 실패 until 다시 보내기 (new key) or 삭제. The network is a fake of
 * our endpoints that keeps what it stored and answers a known key with its first answer, as the
 * server does (docs/decisions/018).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { PostDetail, Reply } from '@contract/community';
import { clearSession } from '~/stores/session';
import { uiState } from '~/stores/ui';
import { errorResponse, okResponse, resetClientTest, signInMember } from '~/test-utils/member-session';
import { communityKeys } from '~/lib/community/keys';
import { reactionQueries } from './queries';
import {
  COMMUNITY_RETRY_INTERVAL_MS,
  discardReply,
  enqueueReply,
  enqueueState,
  flushCommunityQueue,
  readQueue,
  resetCommunityQueueForTests,
  retryReply,
  sendReply,
  setReaction,
  type QueuedReply,
} from './queue';

const refuse = (status: number, code: number, message: string) => errorResponse(status, code, 'X', message);

type Mode = 'up' | 'down' | 'lose-answer' | 'refuse' | 'banned' | 'busy';
let mode: Mode;
/** Every request that reached the fake server: path, key, body. */
let requests: Array<{ path: string; key: string | null; body: Record<string, unknown> }>;
/** Replies the fake server stored, in order. */
let stored: Array<{ replyId: number; content: string }>;
let answered: Map<string, unknown>;

const reply = (replyId: number, content: string): Reply => ({
  replyId,
  postId: 5,
  content,
  author: { nickName: '나', isWithdrawn: false },
  likeCount: 0,
  isAccepted: false,
  createdAt: '2026-11-24T00:00:00.000Z',
});

beforeEach(() => {
  resetCommunityQueueForTests();
  mode = 'up';
  requests = [];
  stored = [];
  answered = new Map();
  signInMember(new QueryClient());
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (mode === 'down') throw new TypeError('Failed to fetch');
    const path = new URL(String(input), 'http://x').pathname;
    const key = new Headers(init?.headers).get('Idempotency-Key');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    requests.push({ path, key, body });
    if (mode === 'busy') return refuse(429, 131, '5초 후에 다시 올릴 수 있어요.');
    if (mode === 'refuse') return refuse(400, 12, '쓸 수 없는 말이 들어 있어요.');
    if (mode === 'banned') return refuse(403, 130, '운영 정책 위반으로 이용이 제한되었어요.');
    if (key && answered.has(key)) return okResponse(answered.get(key)); // the server's replay of a known key
    let data: unknown;
    if (path.endsWith('/reply')) {
      const r = reply(100 + stored.length, String(body.content));
      stored.push({ replyId: r.replyId, content: r.content });
      data = r;
    } else if (path.endsWith('/clipping')) data = { postId: 5, clippingYN: body.clippingYN, clipCount: body.clippingYN === 'Y' ? 4 : 3 };
    else data = { postId: 5, likeYN: body.likeYN, likeCount: body.likeYN === 'Y' ? 8 : 7 };
    if (key) answered.set(key, data);
    // The answer is lost on its way back: the server did the work, the client saw a network failure.
    if (mode === 'lose-answer') throw new TypeError('Failed to fetch');
    return okResponse(data);
  });
});
afterEach(resetClientTest);

function seedPost(qc: QueryClient) {
  qc.setQueryData<PostDetail>(communityKeys.detail('dashboard', 5), {
    postId: 5,
    communityType: 'dashboard',
    status: 'visible',
    board: null,
    title: '제목',
    content: '내용입니다 내용입니다',
    author: { nickName: '글쓴이', isWithdrawn: false },
    product: null,
    images: [],
    likeCount: 7,
    replyCount: 1,
    clipCount: 3,
    viewCount: 10,
    acceptedReplyId: null,
    createdAt: '2026-11-24T00:00:00.000Z',
    updatedAt: null,
  });
  qc.setQueryData<InfiniteData<{ items: Reply[]; nextCursor: string | null; size: number }>>(communityKeys.replies('dashboard', 5), {
    pages: [{ items: [reply(1, '먼저 단 댓글')], nextCursor: null, size: 20 }],
    pageParams: [''],
  });
  qc.setQueryData(reactionQueries.postReactionsKey('dashboard', 5), { isMine: false, liked: 'N', clipped: 'N' });
}

const detail = (qc: QueryClient) => qc.getQueryData<PostDetail>(communityKeys.detail('dashboard', 5))!;
const replies = (qc: QueryClient) =>
  qc.getQueryData<InfiniteData<{ items: Reply[] }>>(communityKeys.replies('dashboard', 5))!.pages.flatMap((p) => p.items.map((r) => r.content));

describe('community queue: states', () => {
  it('keeps only the newest state per target and the state before the first tap', async () => {
    await enqueueState({ type: 'dashboard', postId: 5, replyId: null, field: 'like' }, 'Y', 'N');
    await enqueueState({ type: 'dashboard', postId: 5, replyId: null, field: 'clip' }, 'Y', 'N');
    await enqueueState({ type: 'dashboard', postId: 5, replyId: null, field: 'like' }, 'N', 'Y');
    const q = await readQueue();
    expect(q.map((i) => i.op === 'state' && [i.field, i.value, i.previous])).toEqual([
      ['clip', 'Y', 'N'],
      ['like', 'N', 'N'],
    ]);
  });

  it('a like made offline shows at once (state and count), then is delivered once with its key and takes the server count', async () => {
    const qc = new QueryClient();
    seedPost(qc);
    mode = 'down';
    expect(await setReaction(qc, { type: 'dashboard', postId: 5, replyId: null, field: 'like' }, 'Y')).toBe('queued');
    expect(qc.getQueryData(reactionQueries.postReactionsKey('dashboard', 5))).toMatchObject({ liked: 'Y' });
    expect(detail(qc).likeCount).toBe(8);
    const [queued] = await readQueue();
    mode = 'up';
    expect(await flushCommunityQueue()).toBe(1);
    expect(await flushCommunityQueue()).toBe(0);
    expect(requests).toEqual([{ path: '/api/v1/community/dashboard/5/like', key: queued!.key, body: { likeYN: 'Y' } }]);
    expect(detail(qc).likeCount).toBe(8);
  });

  it('a refused write is rolled back (state and count) and the server message is shown', async () => {
    const qc = new QueryClient();
    seedPost(qc);
    mode = 'refuse';
    expect(await setReaction(qc, { type: 'dashboard', postId: 5, replyId: null, field: 'clip' }, 'Y')).toBe('sent');
    expect(await readQueue()).toEqual([]);
    expect(qc.getQueryData(reactionQueries.postReactionsKey('dashboard', 5))).toMatchObject({ clipped: 'N' });
    expect(detail(qc).clipCount).toBe(3);
    expect(uiState.alert.message).toBe('쓸 수 없는 말이 들어 있어요.');
  });

  it('a banned member gets the ban message and the like is rolled back', async () => {
    const qc = new QueryClient();
    seedPost(qc);
    mode = 'banned';
    await setReaction(qc, { type: 'dashboard', postId: 5, replyId: 1, field: 'like' }, 'Y');
    expect(uiState.alert.message).toBe('운영 정책 위반으로 이용이 제한되었어요.');
    expect(qc.getQueryData(reactionQueries.replyLikeKey(1))).toBe('N');
    expect(qc.getQueryData<InfiniteData<{ items: Reply[] }>>(communityKeys.replies('dashboard', 5))!.pages[0]!.items[0]!.likeCount).toBe(0);
  });
});

describe('community queue: replies', () => {
  it('replies written offline wait in order (전송 대기) and are delivered in that order, each exactly once, when back online', async () => {
    const qc = new QueryClient();
    seedPost(qc);
    mode = 'down';
    expect(await sendReply(qc, 'dashboard', 5, '첫 번째')).toBe('queued');
    expect(await sendReply(qc, 'dashboard', 5, '두 번째')).toBe('queued');
    expect((await readQueue()).map((q) => q.op === 'reply' && [q.content, q.status])).toEqual([
      ['첫 번째', 'waiting'],
      ['두 번째', 'waiting'],
    ]);
    mode = 'up';
    const [flushA, flushB] = await Promise.all([flushCommunityQueue(), flushCommunityQueue()]);
    expect([flushA, flushB]).toEqual([2, 2]); // one run answers both triggers
    expect(stored.map((s) => s.content)).toEqual(['첫 번째', '두 번째']);
    expect(requests).toHaveLength(2);
    expect(await readQueue()).toEqual([]);
    expect(replies(qc)).toEqual(['먼저 단 댓글', '첫 번째', '두 번째']);
    expect(detail(qc).replyCount).toBe(3);
  });

  it('an answer lost on the way back is retried with the same key and the server replays: one reply, not two', async () => {
    const qc = new QueryClient();
    seedPost(qc);
    mode = 'lose-answer';
    expect(await sendReply(qc, 'dashboard', 5, '한 번만')).toBe('queued');
    mode = 'up';
    expect(await flushCommunityQueue()).toBe(1);
    expect(stored).toEqual([{ replyId: 100, content: '한 번만' }]);
    expect(requests.map((r) => r.key)).toEqual([requests[0]!.key, requests[0]!.key]);
    expect(replies(qc)).toEqual(['먼저 단 댓글', '한 번만']);
  });

  it('a refused reply stays as 전송 실패 with the reason and does not hold back the next one; 다시 보내기 uses a new key, 삭제 removes it', async () => {
    const qc = new QueryClient();
    seedPost(qc);
    mode = 'down';
    await sendReply(qc, 'dashboard', 5, '나쁜 말');
    mode = 'refuse';
    await flushCommunityQueue();
    const [failed] = (await readQueue()) as QueuedReply[];
    expect([failed!.status, failed!.error]).toEqual(['failed', '쓸 수 없는 말이 들어 있어요.']);
    mode = 'up';
    await enqueueReply('dashboard', 5, '고운 말');
    expect(await flushCommunityQueue()).toBe(1);
    expect(stored.map((s) => s.content)).toEqual(['고운 말']);
    expect((await readQueue()).map((q) => q.op === 'reply' && q.status)).toEqual(['failed']);
    expect(await retryReply(failed!.localId)).toBe(1);
    expect(requests.at(-1)!.key).not.toBe(failed!.key);
    expect(stored.map((s) => s.content)).toEqual(['고운 말', '나쁜 말']);
    mode = 'down';
    await sendReply(qc, 'dashboard', 5, '지울 말');
    mode = 'refuse';
    await flushCommunityQueue();
    const [again] = (await readQueue()) as QueuedReply[];
    await discardReply(again!.localId);
    expect(await readQueue()).toEqual([]);
  });

  it('the server’s reply limit (429) stops the run and keeps the rest for later', async () => {
    const qc = new QueryClient();
    mode = 'down';
    await sendReply(qc, 'dashboard', 5, '하나');
    await sendReply(qc, 'dashboard', 5, '둘');
    mode = 'busy';
    expect(await flushCommunityQueue()).toBe(0);
    // Each run stops at the 429: only the first reply is tried (the network trigger may run once more).
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.map((r) => r.body.content)).toEqual(requests.map(() => '하나'));
    expect((await readQueue()).map((q) => q.op === 'reply' && q.status)).toEqual(['waiting', 'waiting']);
  });

  it('signed out: nothing is sent', async () => {
    clearSession();
    await enqueueReply('dashboard', 5, '보류');
    expect(await flushCommunityQueue()).toBe(0);
    expect(requests).toEqual([]);
  });
});

describe('community queue: its triggers start only when a write waits (issue 31)', () => {
  it('a reply delivered at once starts no retry timer; one that could not go starts it once, and its tick delivers the waiting replies', async () => {
    const qc = new QueryClient();
    seedPost(qc);
    const setIntervalSpy = vi.spyOn(window, 'setInterval');
    expect(await sendReply(qc, 'dashboard', 5, '바로 간 댓글')).toBe('sent');
    expect(setIntervalSpy).not.toHaveBeenCalled();
    mode = 'down';
    expect(await sendReply(qc, 'dashboard', 5, '기다린 댓글')).toBe('queued');
    expect(await setReaction(qc, { type: 'dashboard', postId: 5, replyId: null, field: 'like' }, 'Y')).toBe('queued');
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    const [tick, everyMs] = setIntervalSpy.mock.calls[0]!;
    expect(everyMs).toBe(COMMUNITY_RETRY_INTERVAL_MS);
    mode = 'up';
    (tick as () => void)();
    await vi.waitFor(() => expect(stored.map((s) => s.content)).toEqual(['바로 간 댓글', '기다린 댓글']));
    await vi.waitFor(async () => expect(await readQueue()).toEqual([]));
    expect(detail(qc).likeCount).toBe(8);
  });
});
