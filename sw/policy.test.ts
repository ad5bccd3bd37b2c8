/** Service-worker caching policy (issue 5): what may be cached where, and what never. */
import { describe, expect, it } from 'vitest';
import { apiCacheKind, entryScriptOf, isCacheableApiResponse, mayStorePage, NAVIGATION_DENYLIST, pageKey, PERSONAL_API_PATH, serverErrorPage } from './policy';
import { pathOf, paths } from '@contract/paths';

const res = (status: number, headers: Record<string, string>, type: ResponseType = 'basic') => ({ status, type, headers: new Headers(headers) });
const json = { 'content-type': 'application/json; charset=utf-8' };

describe('apiCacheKind', () => {
  it.each([
    ['/api/v1/display/home', 'live'],
    ['/api/v1/display/deal/12', 'live'],
    ['/api/v2/display/deal/period/3', 'live'],
    ['/api/v2/display/custom-event/4', 'live'],
    ['/api/v1/display/shop/5/product', 'live'],
    ['/api/v1/display/web/category/product', 'live'],
    ['/api/v1/search', 'live'],
    ['/api/v1/search/shop', 'live'],
    ['/api/v2/auto-keyword', 'live'],
    ['/api/v1/display/web/category', 'reference'],
    ['/api/v1/display/web/profile', 'reference'],
    ['/api/v2/display/local', 'reference'],
    ['/api/v1/display/notice/7', 'reference'],
    // The table fixed two drifts (docs/decisions/007): regions and occasion themes are reference data everywhere.
    ['/api/v1/display/home/local', 'reference'],
    ['/api/v1/display/season/occasion', 'reference'],
  ])('%s → %s', (path, kind) => expect(apiCacheKind(path)).toBe(kind));

  it.each([
    '/api/v1/token/jwt/validation',
    '/api/v1/token/jwt/refresh',
    '/api/v1/auth/social/signin-and-up',
    '/api/v2/user/profile',
    '/api/v1/user/settings',
    '/api/v1/user/like/product',
    '/api/v1/user/like/shop/check',
    '/api/v1/app/profile',
    '/api/internal/release',
    '/api/v1/community/dashboard/1/my-state',
    '/api/v1/community/accuse',
    '/shop/login',
    '/api/v1/displayx/home',
  ])('%s is never cached', (path) => expect(apiCacheKind(path)).toBeNull());
});

describe('isCacheableApiResponse', () => {
  it('stores a public 200 JSON answer', () => {
    expect(isCacheableApiResponse(res(200, { ...json, 'cache-control': 'public, max-age=0, must-revalidate' }))).toBe(true);
  });
  it.each([
    ['an error', res(500, json)],
    ['a client error', res(404, json)],
    ['a redirect', res(302, json)],
    ['an opaque answer', res(0, {}, 'opaque')],
    ['no-store', res(200, { ...json, 'cache-control': 'no-store' })],
    ['private', res(200, { ...json, 'cache-control': 'private, max-age=60' })],
    ['a cookie-setting answer', res(200, { ...json, 'set-cookie': 'a=b' })],
    ['HTML (e.g. a captive portal page)', res(200, { 'content-type': 'text/html' })],
  ])('refuses %s', (_label, r) => expect(isCacheableApiResponse(r)).toBe(false));
});

describe('navigations and keys', () => {
  it('shows a 5xx page of ours as it is, and the offline page instead of a bare 5xx body', () => {
    const res = (status: number, type: string) => ({ status, headers: new Headers({ 'content-type': type }) });
    expect(serverErrorPage(res(500, 'text/html; charset=utf-8'))).toBe('answer');
    expect(serverErrorPage(res(503, 'application/json; charset=utf-8'))).toBe('offline-page');
    expect(serverErrorPage(res(502, 'text/plain'))).toBe('offline-page');
    expect(serverErrorPage({ status: 504, headers: new Headers() })).toBe('offline-page');
  });
  it('leaves server pages, API and files to the network', () => {
    for (const p of ['/api/v1/display/home', '/shop/login', '/idp/naver/oauth2.0/authorize', '/images/a.svg', '/assets/index.js', '/sw.js']) {
      expect(
        NAVIGATION_DENYLIST.some((r) => r.test(p)),
        p,
      ).toBe(true);
    }
    for (const p of ['/', '/deal/1', '/store/3', '/search', '/my-page'])
      expect(
        NAVIGATION_DENYLIST.some((r) => r.test(p)),
        p,
      ).toBe(false);
  });
  it('keys visited pages by path and query (a server-rendered page differs by its query), not the fragment', () => {
    expect(pageKey(new URL('https://x.kr/search?keyword=사과#a'))).toBe('https://x.kr/search?keyword=%EC%82%AC%EA%B3%BC');
    expect(pageKey(new URL('https://x.kr/season?month=3'))).not.toBe(pageKey(new URL('https://x.kr/season?month=4')));
  });
  it('the worker and the logout wipe agree on what is personal', () => {
    // Every personal endpoint of the table falls under the rule the logout wipe also uses (@contract/rules).
    for (const p of Object.values(paths).filter((e) => e.cache === 'personal'))
      expect(PERSONAL_API_PATH.test(pathOf(p.path, { dealId: 1, code: '11', shopId: 1, id: 1, replyId: 1, eventId: 1, exchangeId: 1 })), p.path).toBe(true);
    expect(PERSONAL_API_PATH.test('/api/v1/user/like/product')).toBe(true);
    expect(PERSONAL_API_PATH.test('/api/v1/display/home')).toBe(false);
    // The community's public reads are not personal (issue 15); the member's own state is.
    expect(PERSONAL_API_PATH.test('/api/v1/community/qna/12/reply')).toBe(false);
    expect(PERSONAL_API_PATH.test('/api/v1/community/qna/12/my-state')).toBe(true);
  });
});

describe('stored pages of a release (issue 12)', () => {
  const page = (entry: string) =>
    `<!DOCTYPE html><html lang="ko"><head><meta charSet="UTF-8"/><meta name="app-entry" content="${entry}"/></head><body><main>특가</main></body></html>`;
  it('reads the client entry a server-rendered page names', () => {
    expect(entryScriptOf(page('/assets/entry-client-AbC123.js'))).toBe('/assets/entry-client-AbC123.js');
    expect(entryScriptOf('<html><body>no entry</body></html>')).toBeNull();
  });
});

describe('pages never stored: personal ones (issue 12) and ones with sign-in parameters (issue 14)', () => {
  const at = (pathAndMore: string) => new URL(pathAndMore, 'https://x.kr');
  it.each([
    // personal pages
    '/my-page',
    '/my-page/point',
    '/alarm',
    '/game',
    '/community/my-page/post',
    '/community/qna/form',
    '/sign-up',
    '/withdraw',
    '/login',
    '/login-action?returnUrl=%2F',
    // any page with a sign-in parameter, in the query or the fragment, in any case
    '/login-landing?code=one-time-code&state=abc',
    '/login-landing?state=abc&error=access_denied',
    '/login-landing-apple#code=c&id_token=eyJ.x.y&state=abc',
    '/login-landing-apple#id_token=eyJ.x.y',
    '/login-action?returnUrl=%2F&nonce=n',
    '/deal/1?utm=1&code=leaked',
    '/my-page?CODE=upper-case',
    '/my-page#State=s',
  ])('%s is never stored', (url) => expect(mayStorePage(at(url))).toBe(false));

  it.each(['/', '/deal/12?x=1', '/search?keyword=code', '/category/detail/1010?sort=priceAsc', '/notice/3', '/store/3#reviews', '/event/4?type=share'])(
    '%s may be stored',
    (url) => expect(mayStorePage(at(url))).toBe(true),
  );
});
