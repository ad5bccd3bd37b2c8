/** SPEC §9 internal host checks: a corpus of same-origin, shop, cafe-platform, marketplace and look-alike URLs. */
import { describe, expect, it } from 'vitest';
import { hostMatches, internalHostKind, isInternalUrl, linkTarget, parseHostList, sameOriginPath, type HostConfig } from './hosts';

const config: HostConfig = {
  origin: 'https://jecheol.example',
  shopBaseUrl: 'https://shop.example.com',
  cafePlatformHosts: ['cafe24.com'],
  marketplaceHosts: ['jecheol.kr'],
};

describe('internalHostKind', () => {
  /** URLs of our own hosts, by the kind internalHostKind must answer. */
  const internal: Record<NonNullable<ReturnType<typeof internalHostKind>>, string[]> = {
    'same-origin': ['/deal/12', 'deal/12?x=1', 'https://jecheol.example/store/3#reviews', 'https://JECHEOL.example/'],
    shop: ['https://shop.example.com/product/1', 'https://shop.example.com:8443/basket', 'http://shop.example.com/login'],
    'cafe-platform': ['https://jecheol.cafe24.com/', 'https://cafe24.com/', 'https://a.b.cafe24.com/x'],
    marketplace: ['https://jecheol.kr/event/1', 'https://m.jecheol.kr/'],
  };
  it.each(Object.entries(internal).flatMap(([kind, urls]) => urls.map((url) => [url, kind])))('%s is %s', (url, kind) => {
    expect(internalHostKind(url, config)).toBe(kind);
  });

  it.each([
    'https://shop.example.com.evil.example/product/1', // look-alike: our host as a prefix
    'https://evilshop.example.com/',
    'https://example.com/', // the shop's parent domain is not the shop
    'https://evilcafe24.com/', // not label-aligned
    'https://cafe24.com.evil.example/',
    'https://notjecheol.kr/',
    'https://jecheol.kr.evil.example/',
    'https://shop.example.com@evil.example/', // userinfo: the host is evil.example
    'https://user:pw@shop.example.com/', // userinfo on our host: refused as a trick
    'https://jecheol.example:8080/', // another port is another origin
    'http://jecheol.example/', // another scheme is another origin
    '//evil.example/path', // protocol-relative
    '/\\evil.example', // backslash: browsers read it as //evil.example
    'javascript:alert(1)',
    'data:text/html,<script>1</script>',
    'mailto:help@jecheol.example',
    'jecheol://open?url=/deal/1',
    'ftp://shop.example.com/',
    'https://[::1]/',
    'http://',
  ])('%s is external', (url) => {
    expect(internalHostKind(url, config)).toBeNull();
    expect(isInternalUrl(url, config)).toBe(false);
  });

  it('a path shop base means the shop is this origin', () => {
    expect(internalHostKind('https://jecheol.example/shop/basket', { ...config, shopBaseUrl: '/shop' })).toBe('same-origin');
    expect(internalHostKind('https://shop.example.com/', { ...config, shopBaseUrl: '/shop' })).toBeNull();
  });
});

describe('helpers', () => {
  it('hostMatches is label-aligned and ignores a trailing dot', () => {
    expect(hostMatches('a.cafe24.com', 'cafe24.com')).toBe(true);
    expect(hostMatches('a.cafe24.com.', 'cafe24.com')).toBe(true);
    expect(hostMatches('xcafe24.com', 'cafe24.com')).toBe(false);
  });
  it('parseHostList trims, lower-cases, drops wildcards and junk', () => {
    expect(parseHostList(' Jecheol.KR, *.cafe24.com, .m.example.com, localhost, , a/b ')).toEqual(['jecheol.kr', 'cafe24.com', 'm.example.com']);
    expect(parseHostList(undefined)).toEqual([]);
  });
  it('linkTarget: router for this origin, same tab for our other hosts, a new window otherwise', () => {
    expect(linkTarget('https://jecheol.example/deal/1', config)).toBe('router');
    expect(linkTarget('https://shop.example.com/product/1', config)).toBe('same-tab');
    expect(linkTarget('https://blog.naver.com/x', config)).toBe('new-window');
  });
  it('sameOriginPath keeps search and hash, null elsewhere', () => {
    expect(sameOriginPath('https://jecheol.example/deal/1?a=1#b', config)).toBe('/deal/1?a=1#b');
    expect(sameOriginPath('https://shop.example.com/deal/1', config)).toBeNull();
  });
});
