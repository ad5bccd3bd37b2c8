/**
 * A request every endpoint of the contract table accepts (server/contract/endpoints.ts), for tests
 * that call every endpoint (the contract agreement test, the hostile suite's session cases):
 * `sampleRequest(endpoints.x, headers)` → app.inject options. Ids start at 1; a test fills
 * `sampleIds` from the seeded catalogue before use. A new endpoint needs an entry: the type checker
 * refuses the table until it has one.
 */
import type { InjectOptions } from 'fastify';
import type { AnyEndpoint } from '@contract/endpoints.js';
import { pathOf, type EndpointName } from '@contract/paths.js';

/** A request each endpoint's schemas accept (ids filled in beforeAll from the seeded catalogue). */
export const sampleIds = { dealId: 1, periodId: 1, eventId: 1, shopId: 1, noticeId: 1, code: '11', productNo: 1 };
export type Sample = { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown };
export const SAMPLE: Record<EndpointName, () => Sample> = {
  home: () => ({}),
  homeSeason: () => ({}),
  homeLocal: () => ({}),
  homeBest: () => ({}),
  homeShop: () => ({}),
  dealRecommendation: () => ({ query: { dealId: String(sampleIds.dealId) } }),
  dealDetail: () => ({ params: { dealId: sampleIds.dealId } }),
  periodDetail: () => ({ params: { periodId: sampleIds.periodId } }),
  eventDetail: () => ({ params: { eventId: sampleIds.eventId } }),
  seasonDelicacy: () => ({}),
  seasonOccasion: () => ({}),
  seasonRecommendation: () => ({}),
  locals: () => ({}),
  localShops: () => ({ params: { code: sampleIds.code } }),
  shops: () => ({}),
  shopInfo: () => ({ params: { shopId: sampleIds.shopId } }),
  shopTotal: () => ({ params: { shopId: sampleIds.shopId } }),
  shopProducts: () => ({ params: { shopId: sampleIds.shopId } }),
  bestRank: () => ({ query: { categoryCode: 'ALL' } }),
  categoryTree: () => ({}),
  categoryProducts: () => ({ query: { categoryCode: '10' } }),
  webProfile: () => ({}),
  notices: () => ({}),
  lastNotice: () => ({}),
  noticeDetail: () => ({ params: { noticeId: sampleIds.noticeId } }),
  productReviews: () => ({ params: { productNo: sampleIds.productNo }, query: { sort: 'rating_low' } }),
  search: () => ({ query: { keyword: '사과' } }),
  searchShops: () => ({ query: { keyword: '제주' } }),
  searchRank: () => ({}),
  searchRecommendation: () => ({}),
  recommendKeywords: () => ({}),
  autoKeyword: () => ({ query: { keyword: '사' } }),
  signOut: () => ({}),
  refreshToken: () => ({}),
  validateToken: () => ({}),
  naverSignIn: () => ({ body: { channelType: 1001, redirectUri: 'http://127.0.0.1/login-landing', state: 's', deviceType: 1002, token: 'code' } }),
  appleSignIn: () => ({
    body: { channelType: 1002, redirectUri: 'http://127.0.0.1/login-landing-apple', state: 's', deviceType: 1002, token: 'id-token', nonce: 'n'.repeat(32) },
  }),
  withdraw: () => ({}),
  adConsent: () => ({ body: { emailYN: 'Y', smsYN: 'N' } }),
  cellphone: () => ({ body: { cellphone: '01012345678' } }),
  emailLookup: () => ({ query: { cellphone: '01012345678' } }),
  nickName: () => ({ body: { nickName: '제철러버' } }),
  nickNameValidation: () => ({ query: { nickName: '제철러버' } }),
  profile: () => ({}),
  updateProfile: () => ({ body: { nickName: '제철러버', termsAgreed: true, privacyAgreed: true } }),
  userSettings: () => ({}),
  likeProduct: () => ({ body: { productNo: 1, likeYN: 'Y' } }),
  likedProducts: () => ({}),
  productLikeCheck: () => ({ query: { productNos: '1,2' } }),
  likeShop: () => ({ body: { shopId: 1, likeYN: 'Y' } }),
  likedShops: () => ({}),
  shopLikeCheck: () => ({ query: { shopId: '1' } }),
  setOpenAlarm: () => ({ params: { dealId: sampleIds.dealId }, body: { alarmYN: 'N' } }),
  openAlarm: () => ({ params: { dealId: sampleIds.dealId } }),
  appAccess: () => ({ body: { deviceType: 1002 } }),
  appAdId: () => ({ body: { adId: 'ad-1' } }),
  appAd: () => ({ body: { adYN: 'Y' } }),
  appProfile: () => ({}),
  appPush: () => ({ body: { pushYN: 'Y' } }),
  appSettings: () => ({}),
  appUserId: () => ({}),
  appVersion: () => ({ body: { appVersion: '2.1.0' } }),
  bannedWordsValidation: () => ({ query: { text: '시발역에서 만나요' } }),
  health: () => ({}),
  release: () => ({}),
  setRelease: () => ({ body: { webVersion: '2.21.0' } }),
};

/** app.inject options of `e`'s sample, from device `w-contract-test` unless `headers` say otherwise. */
export function sampleRequest(e: AnyEndpoint, headers: Record<string, string> = {}): InjectOptions & { url: string } {
  const sample = SAMPLE[e.name]();
  const qs = new URLSearchParams(sample.query).toString();
  return {
    method: e.method,
    url: `${pathOf(e.path, sample.params)}${qs ? `?${qs}` : ''}`,
    headers: { deviceuuid: 'w-contract-test', ...headers },
    ...(sample.body !== undefined ? { payload: sample.body as object } : {}),
  };
}
