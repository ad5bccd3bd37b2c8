/**
 * Returning loads (issues 11, 12): the kept pages of an infinite list come back over the server's
 * first page, never over a longer list; while they are read, infinite lists fetch nothing (the
 * race that lost them); the hold ends even when the snapshot never answers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import {
  holdListFetchForTests,
  isListFetchHeld,
  isReturningLoad,
  LATE_RESTORE_MS,
  LIST_RESTORE_HOLD_MS,
  onListFetchHoldChange,
  releaseListFetch,
  restoreListPages,
  restoreReturningList,
  settledWithin,
  type PersistedQuery,
} from './returning-load';

const pages = (n: number): InfiniteData<number[]> => ({
  pages: Array.from({ length: n }, (_, i) => [i]),
  pageParams: Array.from({ length: n }, (_, i) => i + 1),
});
const key = ['category', 'products', '1010', 'priceAsc'];
const kept = (n: number): PersistedQuery => ({ queryKey: key, data: pages(n), dataUpdatedAt: 1_000 });
const routerWith = (queryClient: QueryClient) => ({ options: { context: { queryClient } } }) as unknown as AnyRouter;

afterEach(() => {
  releaseListFetch();
  vi.useRealTimers();
});

describe('isReturningLoad', () => {
  it.each([
    ['reload', true],
    ['back_forward', true],
    ['navigate', false],
  ])('%s → %s', (type, expected) => {
    expect(isReturningLoad({ getEntriesByType: () => [{ type } as PerformanceNavigationTiming] })).toBe(expected);
  });
});

describe('restoreListPages', () => {
  it('puts back a longer kept list over the one page the server drew', () => {
    const qc = new QueryClient();
    qc.setQueryData(key, pages(1));
    expect(restoreListPages(qc, [kept(5)])).toBe(1);
    expect(qc.getQueryData<InfiniteData<number[]>>(key)?.pages).toHaveLength(5);
  });

  it('never shortens a list that already has as many pages, and leaves finite answers alone', () => {
    const qc = new QueryClient();
    qc.setQueryData(key, pages(3));
    qc.setQueryData(['home'], { title: 'now' });
    expect(restoreListPages(qc, [kept(2), { queryKey: ['home'], data: { title: 'old' }, dataUpdatedAt: 1 }])).toBe(0);
    expect(qc.getQueryData<InfiniteData<number[]>>(key)?.pages).toHaveLength(3);
    expect(qc.getQueryData(['home'])).toEqual({ title: 'now' });
  });
});

describe('the hold of a returning load', () => {
  it('restoreReturningList puts the pages back and only then ends the hold, telling its subscribers', async () => {
    holdListFetchForTests();
    const qc = new QueryClient();
    qc.setQueryData(key, pages(1));
    const ended = vi.fn();
    onListFetchHoldChange(ended);
    let answer: (q: PersistedQuery[]) => void = () => {};
    const restoring = restoreReturningList(routerWith(qc), new Promise((resolve) => (answer = resolve)));
    await Promise.resolve();
    expect(isListFetchHeld()).toBe(true);
    answer([kept(4)]);
    await restoring;
    expect(qc.getQueryData<InfiniteData<number[]>>(key)?.pages).toHaveLength(4);
    expect(isListFetchHeld()).toBe(false);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('ends after LIST_RESTORE_HOLD_MS when the snapshot never answers, and when reading it fails', async () => {
    vi.useFakeTimers();
    holdListFetchForTests();
    const qc = new QueryClient();
    const never = restoreReturningList(routerWith(qc), new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(LIST_RESTORE_HOLD_MS - 1);
    expect(isListFetchHeld()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(isListFetchHeld()).toBe(false);
    await vi.advanceTimersByTimeAsync(LATE_RESTORE_MS);
    await never;

    holdListFetchForTests();
    await restoreReturningList(routerWith(qc), Promise.reject(new Error('IndexedDB blocked')));
    expect(isListFetchHeld()).toBe(false);
  });
});

describe('a snapshot slower than the hold (a busy phone; CI under load, issue 12)', () => {
  /** A returning list of one page whose snapshot comes only when `answer` is called, after the hold ran out. */
  async function snapshotAfterHold() {
    vi.useFakeTimers();
    holdListFetchForTests();
    const qc = new QueryClient();
    qc.setQueryData(key, pages(1));
    let answer: (q: PersistedQuery[]) => void = () => {};
    const restoring = restoreReturningList(routerWith(qc), new Promise((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(LIST_RESTORE_HOLD_MS);
    return { qc, answer, restoring };
  }

  it('still puts the list back when it comes, if the shopper has not touched the page', async () => {
    const { qc, answer, restoring } = await snapshotAfterHold();
    expect(isListFetchHeld()).toBe(false); // the page works meanwhile
    answer([kept(3)]);
    await vi.advanceTimersByTimeAsync(50);
    await restoring;
    expect(qc.getQueryData<InfiniteData<number[]>>(key)?.pages).toHaveLength(3);
  });

  it('leaves the page alone once the shopper has scrolled or touched it', async () => {
    const { qc, answer, restoring } = await snapshotAfterHold();
    window.dispatchEvent(new Event('touchstart'));
    answer([kept(3)]);
    await vi.advanceTimersByTimeAsync(50);
    await restoring;
    expect(qc.getQueryData<InfiniteData<number[]>>(key)?.pages).toHaveLength(1);
  });
});

describe('settledWithin', () => {
  it('gives the value, or the fallback on a rejection or after the wait', async () => {
    expect(await settledWithin(Promise.resolve(1), 10, 0)).toBe(1);
    expect(await settledWithin(Promise.reject(new Error('x')), 10, 0)).toBe(0);
    vi.useFakeTimers();
    const late = settledWithin(new Promise<number>(() => {}), 10, 7);
    await vi.advanceTimersByTimeAsync(10);
    expect(await late).toBe(7);
  });
});
