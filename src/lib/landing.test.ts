import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostConfig } from './hosts';

const track = vi.hoisted(() => vi.fn());
vi.mock('./analytics', () => ({ track }));

import { EXTERNAL_REFERRER_KEY, cameFromExternalSite, isExternalReferrer, recordLanding } from './landing';

const config: HostConfig = {
  origin: 'https://m.jecheol.kr',
  shopBaseUrl: 'https://shop.jecheol.kr',
  cafePlatformHosts: ['cafe24.com'],
  marketplaceHosts: ['jecheol.kr'],
};

afterEach(() => {
  sessionStorage.clear();
  track.mockClear();
});

describe('is-external-referrer (SPEC §3 session key)', () => {
  it.each([
    ['', false],
    ['https://m.jecheol.kr/deal/3', false],
    ['https://shop.jecheol.kr/product/12', false],
    ['https://jecheol.cafe24.com/order', false],
    ['https://www.jecheol.kr/', false],
    ['android-app://com.google.android.gm/', false],
    ['https://search.naver.com/search.naver?query=%EC%82%AC%EA%B3%BC', true],
    ['https://jecheol.kr.evil.example/', true],
    ['http://t.co/abc', true],
  ])('%j → external %s', (referrer, external) => {
    expect(isExternalReferrer(referrer, config)).toBe(external);
  });

  it('stores the first document’s answer for the tab and sends one landing event without the referrer', () => {
    expect(recordLanding('https://search.naver.com/search.naver?query=사과', config)).toBe('Y');
    expect(sessionStorage.getItem(EXTERNAL_REFERRER_KEY)).toBe('Y');
    expect(track).toHaveBeenCalledExactlyOnceWith('landing', { external_referrer: 'Y' });
    // a reload or a return from the shop: same visit, same answer, no second event
    expect(recordLanding('https://shop.jecheol.kr/order/complete', config)).toBe('Y');
    expect(track).toHaveBeenCalledTimes(1);
    expect(cameFromExternalSite()).toBe(true);
  });

  it('a typed address or our own site is not external', () => {
    expect(recordLanding('', config)).toBe('N');
    expect(cameFromExternalSite()).toBe(false);
  });
});
