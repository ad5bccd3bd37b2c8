/**
 * Shared e2e helpers: real ids read from the running server's API (never hard-coded), and a
 * page fixture that fails the test on any uncaught page error or unhandled rejection.
 */
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { EndpointData } from '@contract/endpoints';
import { agreedConsentForm } from '@server/stand-ins/idp/consent-form';

export interface SeedIds {
  dealId: number;
  periodId: number;
  eventId: number;
  shopId: number;
  localCode: string;
  noticeId: number;
  categoryCode2: string;
  categoryCode3: string;
  /** the first live deal's product (its reviews page) */
  productNo: number;
  /** issue 15: the newest board post, question and survey of the seeded community */
  boardPostId: number;
  questionId: number;
  surveyId: number;
}

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `${url} → ${res.status()}`).toBeTruthy();
  const body = await res.json();
  expect(body.code).toBe(0);
  return body.data as T;
}

export async function readSeedIds(request: APIRequestContext): Promise<SeedIds> {
  const home = await data<EndpointData<'home'>>(request, '/api/v1/display/home');
  const shops = await data<EndpointData<'shops'>>(request, '/api/v1/display/shop?size=1');
  const notices = await data<EndpointData<'notices'>>(request, '/api/v1/display/notice?size=1');
  const tree = await data<EndpointData<'categoryTree'>>(request, '/api/v1/display/web/category');
  const root = tree.roots[0];
  const posts = await data<EndpointData<'communityPosts'>>(request, '/api/v1/community/dashboard?sort=newest&size=1');
  const questions = await data<EndpointData<'questions'>>(request, '/api/v1/community/qna?sort=newest&size=1');
  const surveys = await data<EndpointData<'surveys'>>(request, '/api/v1/community/survey?size=1');
  return {
    dealId: home.limitedDeals[0].dealId,
    periodId: home.periods[0].periodId,
    eventId: home.events[0].eventId,
    shopId: shops.items[0].shopId,
    localCode: shops.items[0].localCode,
    noticeId: notices.items[0].noticeId,
    categoryCode2: root.children[0].code,
    categoryCode3: root.children[0].children[0].code,
    productNo: home.limitedDeals[0].product.productNo,
    boardPostId: posts.items[0].postId,
    questionId: questions.items[0].postId,
    surveyId: surveys.items[0].postId,
  };
}

export interface TestSession {
  accessToken: string;
  refreshToken: string;
  expireDt: string;
  deviceUuid: string;
}

let personaSeq = 0;

/**
 * Sign in through the real protocol, without the browser: the stand-in provider's consent form
 * (POST, redirect with a code), then our sign-in call; optionally complete sign-up as a member.
 * Used to set up logged-in pages quickly; the browser flow itself is tested in accounts.spec.ts.
 */
export async function signInByApi(request: APIRequestContext, opts: { member?: boolean; email?: string } = {}): Promise<TestSession> {
  const email = opts.email ?? `e2e-${process.pid}-${Date.now()}-${++personaSeq}@example.com`;
  // The stand-in requires the exact landing on its own origin (issue 14), as the browser sends it.
  const origin = new URL((await request.get('/api/health')).url()).origin;
  const redirectUri = `${origin}/login-landing`;
  const consent = await request.post('/idp/naver/oauth2.0/authorize', {
    form: agreedConsentForm({ redirectUri, email, state: 'e2e', name: '테스트', mobile: '010-2222-3333' }),
    maxRedirects: 0,
  });
  expect(consent.status()).toBe(302);
  const code = new URL(consent.headers().location!).searchParams.get('code')!;
  const deviceUuid = `w-e2e-${personaSeq}-${Date.now()}`;
  const res = await request.post('/api/v1/auth/social/signin-and-up', {
    headers: { deviceUuid },
    data: { channelType: 1001, redirectUri, state: 'e2e', deviceType: 1002, token: code },
  });
  expect(res.status(), `sign-in: ${await res.text()}`).toBe(200);
  const s = (await res.json()).data;
  if (opts.member !== false) {
    const nickName = `이투이${personaSeq}${String(Date.now()).slice(-5)}`;
    const up = await request.put('/api/v2/user/profile', {
      headers: { authorization: `Bearer ${s.accessToken}`, deviceUuid },
      data: { nickName, termsAgreed: true, privacyAgreed: true },
    });
    // The server's answer in the message: a refusal (e.g. 12 with its Korean reason) says why at once.
    expect(up.status(), `sign-up profile (${nickName}): ${await up.text()}`).toBe(200);
  }
  return { accessToken: s.accessToken, refreshToken: s.refreshToken, expireDt: s.expireDt, deviceUuid };
}

/**
 * Put a session into the local storage (SPEC §3 keys) of the page, or of every page of a browser
 * context, before any script runs: once per tab, so the app's own later changes (a refresh, a
 * sign-out) survive reloads and navigations.
 */
export async function useSessionInPage(target: Page | BrowserContext, s: TestSession) {
  await target.addInitScript((v) => {
    if (sessionStorage.getItem('e2e-session-set')) return;
    sessionStorage.setItem('e2e-session-set', '1');
    localStorage.setItem('accessToken1', `Bearer ${v.accessToken}`);
    localStorage.setItem('refreshToken1', v.refreshToken);
    localStorage.setItem('expireDt', v.expireDt);
    localStorage.setItem('uid', v.deviceUuid);
    localStorage.setItem('socialLoginPlatform', 'naver');
  }, s);
}

/**
 * On our login page (/shop/login): 네이버로 로그인, then on the stand-in provider's consent form agree
 * as `email` (a new email signs up a new member); the provider sends the browser back to the app.
 */
export async function signInOnNaverAs(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: '네이버로 로그인' }).click();
  await expect(page).toHaveURL(/\/idp\/naver\/oauth2\.0\/authorize/, { timeout: 15_000 });
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByRole('button', { name: '동의하기' }).click();
}

/** Sign a new member in (signInByApi) in `page` and open 마이페이지; resolves once its legal footer shows. */
export async function openMyPageAsMember(page: Page, request: APIRequestContext): Promise<void> {
  await useSessionInPage(page, await signInByApi(request, { member: true }));
  await page.goto('/my-page');
  await expect(page.getByTestId('legal-footer')).toBeVisible();
}

/** The server's answer to an unexpected failure (SPEC §8 code 5), for tests that make an API call fail with a 500. */
export const SERVER_ERROR = {
  code: 5,
  name: 'UNEXPECTED_ERROR',
  message: '일시적인 문제로 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
  data: null,
  toastItems: [],
};

export const bottomNav = (page: Page) => page.getByRole('navigation', { name: '하단 메뉴' });

/** Wait until React has taken over the server-rendered page (src/lib/document-assets.ts replayHeldTap sets the flag). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true, undefined, { timeout: 15_000 });
}

/** An in-app navigation (the router's own history), as a tap on a link does once the page is hydrated. */
export async function navigateInApp(page: Page, to: string) {
  await hydrated(page);
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

export const test = base.extend<{ errors: string[] }>({
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await use(errors);
    expect(errors, 'no uncaught errors on the page').toEqual([]);
  },
});

export { expect };

/** Wait (up to 20 s) until a service worker controls `page`: its precache is complete, so the app's code works without the server. */
export async function controlled(page: Page) {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 20_000 });
}
