/**
 * Offline pieces of issue 5: what the persister may write, the network state from answers, the
 * version roll-over and its reload-loop guard (recently viewed: features/recent/store.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shouldPersistQuery } from './persist-queries';
import { persisted } from './query-meta';
import { markNetworkOk, networkState, noteResponse, SW_CACHED_HEADER, SW_FALLBACK_HEADER } from './network-status';
import { SW_CACHED_HEADER as WORKER_CACHED_HEADER, SW_FALLBACK_HEADER as WORKER_FALLBACK_HEADER } from '@sw/policy';
import { WEB_VERSION } from './config';
import { rollOverToVersion, VERSION_RELOAD_KEY } from './version-rollover';
import { setRollingOver } from './pwa';
import { savedAtLabel } from '~/components/layout/offline-banner';
import { reloadForChunkError } from './chunk-reload';

const q = (meta: Record<string, unknown> | undefined, status: 'success' | 'error' | 'pending' = 'success') => ({ meta, state: { status } }) as never;

describe('persisted queries', () => {
  it('persists successful queries that declare meta.persist only', () => {
    expect(shouldPersistQuery(q(persisted))).toBe(true);
    expect(shouldPersistQuery(q(persisted, 'error'))).toBe(false);
    expect(shouldPersistQuery(q(persisted, 'pending'))).toBe(false);
    for (const meta of [undefined, {}, { persist: false }, { persist: 'yes' }]) expect(shouldPersistQuery(q(meta)), JSON.stringify(meta)).toBe(false);
  });
});

describe('network state', () => {
  beforeEach(() => markNetworkOk());
  it('an answer from the worker cache means offline with saved data; a network answer clears it', () => {
    expect(SW_FALLBACK_HEADER).toBe(WORKER_FALLBACK_HEADER);
    noteResponse(new Response('{}', { headers: { [SW_FALLBACK_HEADER]: 'Mon, 23 Nov 2026 11:07:00 GMT' } }));
    expect(networkState).toMatchObject({ online: false, servedFromCacheAt: 'Mon, 23 Nov 2026 11:07:00 GMT' });
    expect(savedAtLabel(networkState.servedFromCacheAt)).toBe('11월 23일 오후 8:07');
    noteResponse(new Response('{}'));
    expect(networkState).toMatchObject({ online: true, servedFromCacheAt: null });
  });

  it('a stale-while-revalidate answer from the worker cache leaves the state as it was', () => {
    expect(SW_CACHED_HEADER).toBe(WORKER_CACHED_HEADER);
    const cached = () => new Response('{}', { headers: { [SW_CACHED_HEADER]: 'Mon, 23 Nov 2026 10:00:00 GMT' } });
    noteResponse(new Response('{}', { headers: { [SW_FALLBACK_HEADER]: 'Mon, 23 Nov 2026 11:07:00 GMT' } }));
    noteResponse(cached());
    expect(networkState).toMatchObject({ online: false, servedFromCacheAt: 'Mon, 23 Nov 2026 11:07:00 GMT' });
    markNetworkOk();
    noteResponse(cached());
    expect(networkState).toMatchObject({ online: true, servedFromCacheAt: null });
  });
});

describe('version roll-over (SPEC §4)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('purges caches and persisted data, then reloads once per server version', async () => {
    expect(WEB_VERSION).toBe('2.21.0');
    const deleted: string[] = [];
    vi.stubGlobal('caches', { keys: async () => ['workbox-precache-v2', 'jecheol-api-live-v1'], delete: async (n: string) => deleted.push(n) > 0 });
    const clearPersistedData = vi.fn(async () => {});
    const reload = vi.fn();
    expect(await rollOverToVersion('2.22.0', { clearPersistedData, reload })).toBe('reloaded');
    expect(deleted).toEqual(['workbox-precache-v2', 'jecheol-api-live-v1']);
    expect(clearPersistedData).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(VERSION_RELOAD_KEY)).toBe('2.22.0');
    // After that reload this (old) build still differs from the server: no second reload.
    expect(await rollOverToVersion('2.22.0', { clearPersistedData, reload })).toBe('skipped');
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('reloads even when the purge never finishes (a stalled IndexedDB must not keep the old release)', async () => {
    setRollingOver(false); // a new page life: the previous test's reload is behind us
    vi.stubGlobal('caches', { keys: () => new Promise<string[]>(() => {}), delete: async () => true });
    const reload = vi.fn();
    const outcome = await rollOverToVersion('2.23.0', { clearPersistedData: () => new Promise<void>(() => {}), reload, deadlineMs: 20 });
    expect(outcome).toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('chunk-load reload (SPEC §8)', () => {
  it('reloads once, not again within 10 s (no loop), and again later', () => {
    sessionStorage.clear();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    expect(reloadForChunkError(1_000_000)).toBe(true);
    expect(reloadForChunkError(1_005_000)).toBe(false);
    expect(reloadForChunkError(1_011_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
