/**
 * SPEC §9 "persisted cache … max age 5 minutes" over IndexedDB (docs/decisions/031-ui-spec-rest.md):
 * a snapshot older than PERSIST_MAX_AGE_MS is never read back — neither by the returning-load
 * reader nor by the persister's own restore — and an old release's snapshot never is.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';

const idb = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  get: async (k: string) => idb.get(k),
  set: async (k: string, v: unknown) => void idb.set(k, v),
  del: async (k: string) => void idb.delete(k),
}));

import { PERSIST_MAX_AGE_MS, readPersistedQueries, shouldPersistQuery, startQueryPersistence } from './persist-queries';
import { PERSISTED_QUERY_KEY } from './offline-storage';

function snapshot(timestamp: number, buster = '2.21.0') {
  return JSON.stringify({
    timestamp,
    buster,
    clientState: {
      mutations: [],
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
