/**
 * SPEC §9 "persisted cache … max age 5 minutes" over IndexedDB (docs/decisions/031-ui-spec-rest.md):
 * a snapshot older than PERSIST_MAX_AGE_MS is never read back — neither by the returning-load
 * reader nor by the persister's own restore — and an old release's snapshot never is.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idb } from '~/test-utils/memory-idb';
import { onlineManager, QueryClient } from '@tanstack/react-query';

vi.mock('idb-keyval', () => import('~/test-utils/memory-idb'));

import {
  keepWaitingWrites,
  PERSIST_MAX_AGE_MS,
  readPersistedQueries,
  shouldPersistMutation,
  shouldPersistQuery,
  startQueryPersistence,
} from './persist-queries';
import { PERSISTED_QUERY_KEY } from './offline-storage';

/** A member's 찜 write waiting in a snapshot, as TanStack dehydrates a pending mutation. */
const waitingLike = {
  mutationKey: ['like', 'write'],
  scope: { id: 'like-write' },
  meta: { persist: true },
  state: { status: 'pending', isPaused: false, failureCount: 1, variables: { key: 'k-1', kind: 'product', targetId: 7, likeYN: 'Y', previous: 'N' } },
};

function snapshot(timestamp: number, buster = '2.21.0', mutations: unknown[] = []) {
  return JSON.stringify({
    timestamp,
    buster,
    clientState: {
      mutations,
      queries: [
        { queryKey: ['notice', 'list'], queryHash: '["notice","list"]', state: { data: { items: ['공지'] }, dataUpdatedAt: timestamp, status: 'success' } },
      ],
    },
  });
}

beforeEach(() => {
  idb.clear();
  vi.stubGlobal('indexedDB', {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('persisted query cache max age (SPEC §9)', () => {
  it('is 5 minutes', () => expect(PERSIST_MAX_AGE_MS).toBe(5 * 60 * 1000));

  it('reads a snapshot up to 5 minutes old, not a millisecond later, and not another release’s', async () => {
    const t = 1_700_000_000_000;
    idb.set(PERSISTED_QUERY_KEY, snapshot(t));
    expect(await readPersistedQueries('2.21.0', t + PERSIST_MAX_AGE_MS)).toEqual([
      { queryKey: ['notice', 'list'], data: { items: ['공지'] }, dataUpdatedAt: t },
    ]);
    expect(await readPersistedQueries('2.21.0', t + PERSIST_MAX_AGE_MS + 1)).toEqual([]);
    expect(await readPersistedQueries('2.22.0', t + 1000)).toEqual([]);
  });

  it('the persister restores a fresh snapshot and drops a stale one', async () => {
    const now = Date.now();
    idb.set(PERSISTED_QUERY_KEY, snapshot(now - 60_000));
    const fresh = new QueryClient();
    const a = startQueryPersistence(fresh, '2.21.0');
    await a.restored;
    a.stop();
    expect(fresh.getQueryData(['notice', 'list'])).toEqual({ items: ['공지'] });

    idb.set(PERSISTED_QUERY_KEY, snapshot(now - PERSIST_MAX_AGE_MS - 1000));
    const stale = new QueryClient();
    const b = startQueryPersistence(stale, '2.21.0');
    await b.restored;
    b.stop();
    expect(stale.getQueryData(['notice', 'list'])).toBeUndefined();
  });

  it('writes only successful queries that declare meta.persist', () => {
    expect(shouldPersistQuery({ meta: { persist: true }, state: { status: 'success' } } as never)).toBe(true);
    expect(shouldPersistQuery({ meta: { persist: true }, state: { status: 'error' } } as never)).toBe(false);
    expect(shouldPersistQuery({ meta: undefined, state: { status: 'success' } } as never)).toBe(false);
  });
});

describe('waiting member writes in the snapshot (issue 11 item 6)', () => {
  it('writes only pending mutations that declare meta.persist', () => {
    expect(shouldPersistMutation({ meta: { persist: true }, state: { status: 'pending' } } as never)).toBe(true);
    expect(shouldPersistMutation({ meta: { persist: true }, state: { status: 'success' } } as never)).toBe(false);
    expect(shouldPersistMutation({ meta: { persist: true }, state: { status: 'error' } } as never)).toBe(false);
    expect(shouldPersistMutation({ meta: undefined, state: { status: 'pending' } } as never)).toBe(false);
  });

  it('outlive the max age and a release, which still drop the queries; restored paused', () => {
    const t = 1_700_000_000_000;
    const of = (timestamp: number, buster = '2.21.0') => JSON.parse(snapshot(timestamp, buster, [waitingLike]));
    const fresh = keepWaitingWrites(of(t - 1000), '2.21.0', t)!;
    expect(fresh.timestamp).toBe(t - 1000);
    expect(fresh.clientState.queries).toHaveLength(1);
    expect(fresh.clientState.mutations.map((m) => m.state.isPaused)).toEqual([true]);
    for (const old of [of(t - PERSIST_MAX_AGE_MS - 1), of(t - 1000, '2.20.0')]) {
      const kept = keepWaitingWrites(old, '2.21.0', t)!;
      expect(kept.timestamp).toBe(t);
      expect(kept.buster).toBe('2.21.0');
      expect(kept.clientState.queries).toEqual([]);
      expect(kept.clientState.mutations.map((m) => m.state.variables)).toEqual([waitingLike.state.variables]);
    }
    expect(keepWaitingWrites(JSON.parse(snapshot(t - PERSIST_MAX_AGE_MS - 1)), '2.21.0', t)).toBeUndefined();
    expect(keepWaitingWrites(undefined, '2.21.0', t)).toBeUndefined();
  });

  it('the persister restores the waiting write of a stale snapshot, not its queries', async () => {
    onlineManager.setOnline(false); // so the restored write stays waiting for this check
    idb.set(PERSISTED_QUERY_KEY, snapshot(Date.now() - PERSIST_MAX_AGE_MS - 60_000, '2.21.0', [waitingLike]));
    const client = new QueryClient();
    const p = startQueryPersistence(client, '2.21.0');
    await p.restored;
    p.stop();
    expect(client.getQueryData(['notice', 'list'])).toBeUndefined();
    expect(
      client
        .getMutationCache()
        .getAll()
        .map((m) => [m.state.status, m.state.isPaused, m.state.variables]),
    ).toEqual([['pending', true, waitingLike.state.variables]]);
  });

  it('the defaults of waiting writes are registered before they are restored, and only when the snapshot holds one (issue 31)', async () => {
    onlineManager.setOnline(false);
    const withoutWrites = new QueryClient();
    const hookWithout = vi.fn(async () => undefined);
    idb.set(PERSISTED_QUERY_KEY, snapshot(Date.now()));
    const a = startQueryPersistence(withoutWrites, '2.21.0', { beforeRestoringWrites: hookWithout });
    await a.restored;
    a.stop();
    expect(hookWithout).not.toHaveBeenCalled();
    expect(withoutWrites.getQueryData(['notice', 'list'])).toEqual({ items: ['공지'] });

    const client = new QueryClient();
    idb.set(PERSISTED_QUERY_KEY, snapshot(Date.now(), '2.21.0', [waitingLike]));
    let writesWhenCalled = -1;
    const hook = vi.fn(async () => {
      writesWhenCalled = client.getMutationCache().getAll().length;
      client.setMutationDefaults(['like', 'write'], { mutationFn: async () => 'sent' });
    });
    const b = startQueryPersistence(client, '2.21.0', { beforeRestoringWrites: hook });
    await b.restored;
    b.stop();
    expect(hook).toHaveBeenCalledTimes(1);
    expect(writesWhenCalled).toBe(0); // called before the restore handed the write over
    const [restored] = client.getMutationCache().getAll();
    expect(restored?.options.mutationFn).toBeTypeOf('function'); // the restored write found its function
  });

  it('a failing hook does not stop the restore', async () => {
    onlineManager.setOnline(false);
    idb.set(PERSISTED_QUERY_KEY, snapshot(Date.now(), '2.21.0', [waitingLike]));
    const client = new QueryClient();
    const p = startQueryPersistence(client, '2.21.0', { beforeRestoringWrites: () => Promise.reject(new Error('chunk failed')) });
    await p.restored;
    p.stop();
    expect(client.getMutationCache().getAll()).toHaveLength(1);
    expect(client.getQueryData(['notice', 'list'])).toEqual({ items: ['공지'] });
  });

  it('a waiting write is on the device at once, and gone at once when delivered, not after the persister’s 1 s throttle', async () => {
    const client = new QueryClient();
    const p = startQueryPersistence(client, '2.21.0');
    await p.restored;
    // A catalogue answer was just persisted: the persister's next write waits for its timer.
    client.setQueryDefaults(['notice'], { meta: { persist: true } });
    client.setQueryData(['notice', 'list'], { items: ['공지'] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    vi.useFakeTimers(); // the throttle's timer never fires from here on
    onlineManager.setOnline(false);
    const write = client.getMutationCache().build(client, { mutationKey: ['like', 'write'], meta: { persist: true }, mutationFn: async () => 'ok' });
    void write.execute({ key: 'k-2', kind: 'shop', targetId: 3, likeYN: 'Y', previous: 'N' }).catch(() => undefined);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    const waiting = () =>
      (
        JSON.parse(String(idb.get(PERSISTED_QUERY_KEY))) as { clientState: { mutations: Array<{ state: { variables: { key: string } } }> } }
      ).clientState.mutations.map((m) => m.state.variables.key);
    expect(waiting()).toEqual(['k-2']);
    // Delivered: gone from the device at once too, so a reload right after does not send it again.
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(write.state.status).toBe('success');
    expect(waiting()).toEqual([]);
    p.stop();
  });
});
