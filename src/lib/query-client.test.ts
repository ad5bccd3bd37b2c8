/**
 * The query client's SPEC §9 data-cache constants, asserted on behaviour: fresh 300000 ms, kept 10
 * minutes, retry once after 500 ms, no refetch on window focus; SPEC §8 4xx answers are not retried.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver, focusManager } from '@tanstack/react-query';
import { ApiClientError } from './api-client';
import { QUERY_GC_TIME_MS, QUERY_RETRY_DELAY_MS, QUERY_STALE_TIME_MS, createQueryClient } from './query-client';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Fetch [`key`] on a new app query client whose query function always throws `error`; `done` settles with what it threw. */
function fetchFailing(key: string, error: ApiClientError) {
  const queryFn = vi.fn(async () => {
    throw error;
  });
  const done = createQueryClient()
    .fetchQuery({ queryKey: [key], queryFn })
    .catch((e: unknown) => e);
  return { queryFn, done };
}

describe('createQueryClient (SPEC §9 data cache)', () => {
  it('declares fresh 300000 ms, kept 600000 ms, retry delay 500 ms', () => {
    expect([QUERY_STALE_TIME_MS, QUERY_GC_TIME_MS, QUERY_RETRY_DELAY_MS]).toEqual([300_000, 600_000, 500]);
    const d = createQueryClient().getDefaultOptions().queries!;
    expect(d.staleTime).toBe(300_000);
    expect(d.gcTime).toBe(600_000);
    expect(d.refetchOnWindowFocus).toBe(false);
  });

  it('retries a failed request once, 500 ms later, then gives up', async () => {
    const { queryFn, done } = fetchFailing('retry-once', new ApiClientError(5, '잠시 후 다시 시도해 주세요.', 503, 'UNEXPECTED_ERROR'));
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(await done).toBeInstanceOf(ApiClientError);
  });

  it('does not retry a 4xx answer (a SPEC §8 code will not change on a second try)', async () => {
    const { queryFn, done } = fetchFailing('no-retry', new ApiClientError(8, '데이터가 없어요.', 404, 'NO_DATA'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(await done).toBeInstanceOf(ApiClientError);
  });

  it('serves a fetched answer fresh for 300000 ms, refetches after, and drops it 10 minutes after its last observer', async () => {
    const client = createQueryClient();
    let n = 0;
    const queryFn = vi.fn(async () => ++n);
    const fetch = () => client.fetchQuery({ queryKey: ['fresh'], queryFn });
    expect(await fetch()).toBe(1);
    await vi.advanceTimersByTimeAsync(299_000);
    expect(await fetch()).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await fetch()).toBe(2);
    await vi.advanceTimersByTimeAsync(599_000);
    expect(client.getQueryData(['fresh'])).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(client.getQueryData(['fresh'])).toBeUndefined();
  });

  it('does not refetch when the window regains focus', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'x');
    const obs = new QueryObserver(client, { queryKey: ['focus'], queryFn, staleTime: 0 });
    const off = obs.subscribe(() => undefined);
    client.mount();
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['focus'])?.status).toBe('success');
    off();
    client.unmount();
  });
});
