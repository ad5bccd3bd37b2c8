/**
 * Logout's local wipe (SPEC §4 Logout, ASVS 14.3.1; issue 14): search history and the
 * recently-viewed list go with the session, so the next user of the device does not see them; the
 * worker's stored login landings (which may have carried a one-time code) go too; a revoke still
 * waiting for the network stays, or the server session would never end.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idb } from '~/test-utils/memory-idb';

vi.mock('idb-keyval', () => import('~/test-utils/memory-idb'));

import { wipePersonalData } from './offline-storage';

/** A CacheStorage of named caches keyed by URL. */
function fakeCaches(content: Record<string, string[]>) {
  const stores = new Map(Object.entries(content).map(([name, urls]) => [name, new Set(urls)]));
  vi.stubGlobal('caches', {
    keys: async () => [...stores.keys()],
    open: async (name: string) => {
      const urls = stores.get(name)!;
      return { keys: async () => [...urls].map((u) => new Request(u)), delete: async (r: Request) => urls.delete(r.url) };
    },
  });
  return stores;
}

const ORIGIN = window.location.origin;

beforeEach(() => {
  idb.clear();
  localStorage.clear();
  vi.stubGlobal('indexedDB', {});
});
afterEach(() => vi.unstubAllGlobals());

describe('logout wipe (issue 14)', () => {
  it('removes search history, the recently-viewed list, queued likes, community drafts and stored login landings; keeps a waiting revoke', async () => {
    localStorage.setItem('recentSearches', JSON.stringify(['청송 사과', '제주 감귤']));
    idb.set('jecheol-recent-products', [{ productNo: 1, name: '청송 사과', isLike: true, path: '/deal/1', viewedAt: 1 }]);
    idb.set('jecheol-like-queue', [{ key: 'k', kind: 'product', targetId: 1, likeYN: 'Y', previous: 'N', queuedAt: 1 }]);
    idb.set('jecheol-community-drafts', { 'post:new': { title: '쓰던 글', content: '아직 올리지 않은 내용', imageKeys: [], savedAt: 1 } });
    idb.set('jecheol-community-queue', [{ op: 'reply', key: 'k2', localId: 'l', type: 'qna', postId: 1, content: '답변', queuedAt: 1, status: 'waiting' }]);
    const revoke = [{ accessToken: 'a', refreshToken: 'r', deviceUuid: 'w-1' }];
    idb.set('jecheol-revoke-queue', revoke);
    const stores = fakeCaches({
      'jecheol-pages-v1': ['/', '/login', '/login-action', '/login-landing', '/login-landing-apple', '/deal/1', '/login-actions'].map((p) => `${ORIGIN}${p}`),
      'jecheol-api-live-v1': [`${ORIGIN}/api/v1/display/home`, `${ORIGIN}/api/v2/user/profile`],
    });

    await wipePersonalData();

    expect(localStorage.getItem('recentSearches')).toBeNull();
    expect(idb.has('jecheol-recent-products')).toBe(false);
    expect(idb.has('jecheol-like-queue')).toBe(false);
    expect(idb.has('jecheol-community-drafts')).toBe(false);
    expect(idb.has('jecheol-community-queue')).toBe(false); // issue 15: community likes and unsent replies
    expect(idb.get('jecheol-revoke-queue')).toEqual(revoke);
    expect([...stores.get('jecheol-pages-v1')!].map((u) => new URL(u).pathname)).toEqual(['/', '/deal/1', '/login-actions']);
    expect([...stores.get('jecheol-api-live-v1')!]).toEqual([`${ORIGIN}/api/v1/display/home`]);
  });

  it('never throws when storage is unavailable', async () => {
    vi.stubGlobal('indexedDB', undefined);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.stubGlobal('caches', { keys: async () => Promise.reject(new Error('no caches')) });
    await expect(wipePersonalData()).resolves.toBeUndefined();
    vi.restoreAllMocks();
  });
});

describe('waiting community writes at start-up (issue 31)', () => {
  it('is true only when the community queue keeps a write on the device', async () => {
    const { hasWaitingCommunityWrites, COMMUNITY_QUEUE_KEY } = await import('./offline-storage');
    expect(await hasWaitingCommunityWrites()).toBe(false);
    idb.set(COMMUNITY_QUEUE_KEY, []);
    expect(await hasWaitingCommunityWrites()).toBe(false);
    idb.set(COMMUNITY_QUEUE_KEY, [{ op: 'reply', key: 'k', localId: 'l', type: 'dashboard', postId: 5, content: '댓글', queuedAt: 1, status: 'waiting' }]);
    expect(await hasWaitingCommunityWrites()).toBe(true);
    vi.stubGlobal('indexedDB', undefined); // no IndexedDB: nothing outlives the page
    expect(await hasWaitingCommunityWrites()).toBe(false);
  });
});
