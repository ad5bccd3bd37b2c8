/**
 * The signed-out 찜 kept across sign-in (issue 13): written with an id that rides on the return
 * address, read back only while fresh (10 min), handed out once and only to the address that
 * carries its id on the page it was made on.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PENDING_LIKE_KEY,
  PENDING_LIKE_TTL_MS,
  intentIdOf,
  readPendingLike,
  rememberPendingLike,
  returnPathOf,
  takePendingLike,
  withoutIntent,
  type PageAddress,
} from './pending';
import { hasPendingLikeOn } from './paths';

const T0 = 1_800_000_000_000;
const address = (href: string): PageAddress => {
  const u = new URL(href, 'https://jecheol.test');
  return { pathname: u.pathname, search: u.search, hash: u.hash };
};

beforeEach(() => sessionStorage.clear());

describe('pending 찜 (issue 13)', () => {
  it('writes the intent to sessionStorage and reads it back while fresh', () => {
    const p = rememberPendingLike({ kind: 'product', targetId: 51, likeYN: 'Y', path: '/deal/2?from=home' }, T0);
    expect(JSON.parse(sessionStorage.getItem(PENDING_LIKE_KEY)!)).toEqual(p);
    expect(p.id).toMatch(/^[\w-]{8,64}$/);
    expect(readPendingLike(T0 + PENDING_LIKE_TTL_MS)).toEqual(p);
  });

  it('the return path is the page plus the intent id in the fragment', () => {
    const p = rememberPendingLike({ kind: 'shop', targetId: 3, likeYN: 'Y', path: '/store/3' }, T0);
    const back = returnPathOf(p);
    expect(back).toBe(`/store/3#like-intent=${p.id}`);
    expect(intentIdOf(address(back).hash)).toBe(p.id);
    // After hydration the 찜 queue loads for such an address (issue 31), and for no other.
    expect(hasPendingLikeOn(address(back))).toBe(true);
    expect(hasPendingLikeOn(address('/store/3'))).toBe(false);
    expect(hasPendingLikeOn(address('/store/3#tab=review'))).toBe(false);
  });

  it('expires after 10 minutes: read gives nothing and removes it', () => {
    const p = rememberPendingLike({ kind: 'product', targetId: 51, likeYN: 'Y', path: '/deal/2' }, T0);
    expect(takePendingLike(address(returnPathOf(p)), T0 + PENDING_LIKE_TTL_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(PENDING_LIKE_KEY)).toBeNull();
  });

  it('is handed out once, on the page it was made on, to the address that carries its id', () => {
    const p = rememberPendingLike({ kind: 'product', targetId: 51, likeYN: 'Y', path: '/deal/2' }, T0);
    const back = address(returnPathOf(p));
    expect(takePendingLike(back, T0 + 1000)).toEqual(p);
    expect(takePendingLike(back, T0 + 2000)).toBeNull();
    expect(sessionStorage.getItem(PENDING_LIKE_KEY)).toBeNull();
  });

  it('another sign-in (no id, another id, another page) does not take it, and it stays for its own return', () => {
    const p = rememberPendingLike({ kind: 'product', targetId: 51, likeYN: 'Y', path: '/deal/2' }, T0);
    expect(takePendingLike(address('/deal/2'), T0)).toBeNull();
    expect(takePendingLike(address('/my-page'), T0)).toBeNull();
    expect(takePendingLike(address('/deal/2#like-intent=0123456789abcdef'), T0)).toBeNull();
    expect(takePendingLike(address(`/deal/3#like-intent=${p.id}`), T0)).toBeNull();
    expect(takePendingLike(address(`/deal/2?x=1#like-intent=${p.id}`), T0)).toBeNull();
    expect(takePendingLike(address(returnPathOf(p)), T0)).toEqual(p);
  });

  it('a newer tap replaces the older intent', () => {
    const first = rememberPendingLike({ kind: 'product', targetId: 51, likeYN: 'Y', path: '/deal/2' }, T0);
    const second = rememberPendingLike({ kind: 'shop', targetId: 3, likeYN: 'Y', path: '/store/3' }, T0 + 1);
    expect(takePendingLike(address(returnPathOf(first)), T0 + 2)).toBeNull();
    expect(takePendingLike(address(returnPathOf(second)), T0 + 2)).toEqual(second);
  });

  it('ignores and removes what is not an intent (tampered storage)', () => {
    for (const bad of ['{', '{"id":"x"}', JSON.stringify({ id: 'abcdefgh12', kind: 'deal', targetId: 1, likeYN: 'Y', path: '/', createdAt: T0 })]) {
      sessionStorage.setItem(PENDING_LIKE_KEY, bad);
      expect(readPendingLike(T0)).toBeNull();
      expect(sessionStorage.getItem(PENDING_LIKE_KEY)).toBeNull();
    }
  });

  it('the address loses only the intent parameter', () => {
    expect(withoutIntent(address('/deal/2?a=1#like-intent=abc'))).toBe('/deal/2?a=1');
    expect(withoutIntent(address('/deal/2#x=1&like-intent=abc'))).toBe('/deal/2#x=1');
  });
});
