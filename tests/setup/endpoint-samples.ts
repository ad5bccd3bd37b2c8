/**
 * A request every endpoint of the contract table accepts (server/contract/endpoints.ts), for tests
 * that call every endpoint (the contract agreement test, the hostile suite's session cases):
 * `sampleRequest(endpoints.x, headers)` → app.inject options. Ids start at 1; a test fills
 * `sampleIds` from the seeded catalogue before use. A new endpoint that takes params, a query or a
 * body needs an entry: the type checker refuses the table until it has one.
 */
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AnyEndpoint, EndpointInput } from '@contract/endpoints.js';
import { pathOf, type EndpointName } from '@contract/paths.js';
import type { Db } from '@server/db/client.js';

/** A request each endpoint's schemas accept (ids filled in beforeAll from the seeded catalogue). */
export const sampleIds = {
  dealId: 1,
  periodId: 1,
  eventId: 1,
  shopId: 1,
  noticeId: 1,
  code: '11',
  productNo: 1,
  id: 1,
  postId: 1,
  questionId: 1,
  replyId: 1,
  exchangeId: 1,
  // Ops console (issue 32): a report target and a banned word.
  targetType: 'post',
  targetId: 1,
  word: '견본금칙어',
};
/** Community samples (issue 15): postId, questionId and replyId (an answer) from sampleCommunity; `id` a survey (tests/setup/community-fixtures.ts communitySamples). */
export type Sample = { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown; headers?: Record<string, string> };
/** The endpoints that declare params, a query or a body (EndpointInput in server/contract/endpoints.ts), optional ones included. */
type TakesInput = { [N in EndpointName]: keyof EndpointInput<N> extends never ? never : N }[EndpointName];
/** A sample for every endpoint that takes input (the type checker refuses the table without one); the others are called with none. */
export const SAMPLE: Record<TakesInput, () => Sample> & Partial<Record<EndpointName, () => Sample>> = {
  dealRecommendation: () => ({ query: { dealId: String(sampleIds.dealId) } }),
  dealDetail: () => ({ params: { dealId: sampleIds.dealId } }),
  periodDetail: () => ({ params: { periodId: sampleIds.periodId } }),
  eventDetail: () => ({ params: { eventId: sampleIds.eventId } }),
  seasonDelicacy: () => ({}),
  seasonOccasion: () => ({}),
  seasonRecommendation: () => ({}),
  localShops: () => ({ params: { code: sampleIds.code } }),
  shops: () => ({}),
  shopInfo: () => ({ params: { shopId: sampleIds.shopId } }),
  shopTotal: () => ({ params: { shopId: sampleIds.shopId } }),
  shopProducts: () => ({ params: { shopId: sampleIds.shopId } }),
  bestRank: () => ({ query: { categoryCode: 'ALL' } }),
  categoryTree: () => ({}),
  categoryProducts: () => ({ query: { categoryCode: '10' } }),
  notices: () => ({}),
  noticeDetail: () => ({ params: { noticeId: sampleIds.noticeId } }),
  productCards: () => ({ query: { productNos: `${sampleIds.productNo},999999` } }),
  productReviews: () => ({ params: { productNo: sampleIds.productNo }, query: { sort: 'rating_low' } }),
  search: () => ({ query: { keyword: '사과' } }),
  searchShops: () => ({ query: { keyword: '제주' } }),
  autoKeyword: () => ({ query: { keyword: '사' } }),
  searchRecommendation: () => ({ query: { keyword: '전복' } }),
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
  updateProfile: () => ({ body: { nickName: '제철러버', termsAgreed: true, privacyAgreed: true } }),
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
  appPush: () => ({ body: { pushYN: 'Y' } }),
  appVersion: () => ({ body: { appVersion: '2.1.0' } }),
  communityPosts: () => ({ query: { sort: 'newest' } }),
  communityDailyPosts: () => ({ query: { date: '2026-11-24' } }),
  communityPost: () => ({ params: { id: sampleIds.postId } }),
  communityPostState: () => ({ params: { id: sampleIds.postId } }),
  createCommunityPost: () => ({ body: { boardCode: 'free', title: '제철 딸기 후기', content: '올해 딸기가 유난히 달아요. 추천합니다.' } }),
  updateCommunityPost: () => ({
    params: { id: sampleIds.postId },
    body: { boardCode: 'free', title: '제철 딸기 후기', content: '올해 딸기가 유난히 달아요. 추천합니다.' },
  }),
  deleteCommunityPost: () => ({ params: { id: sampleIds.postId } }),
  communityPostReplies: () => ({ params: { id: sampleIds.postId } }),
  createCommunityPostReply: () => ({ params: { id: sampleIds.postId }, body: { content: '좋은 정보 고마워요' } }),
  deleteCommunityPostReply: () => ({ params: { id: sampleIds.postId, replyId: sampleIds.replyId } }),
  questions: () => ({ query: { sort: 'newest' } }),
  question: () => ({ params: { id: sampleIds.questionId } }),
  questionState: () => ({ params: { id: sampleIds.questionId } }),
  createQuestion: () => ({ body: { title: '귤 보관 방법', content: '귤을 한 박스 샀는데 오래 두려면 어떻게 하나요?' } }),
  updateQuestion: () => ({ params: { id: sampleIds.questionId }, body: { title: '귤 보관 방법', content: '귤을 한 박스 샀는데 오래 두려면 어떻게 하나요?' } }),
  deleteQuestion: () => ({ params: { id: sampleIds.questionId } }),
  questionReplies: () => ({ params: { id: sampleIds.questionId } }),
  createQuestionReply: () => ({ params: { id: sampleIds.questionId }, body: { content: '서늘한 곳에 두세요' } }),
  deleteQuestionReply: () => ({ params: { id: sampleIds.questionId, replyId: sampleIds.replyId } }),
  acceptAnswer: () => ({ params: { id: sampleIds.questionId, replyId: sampleIds.replyId } }),
  dashboardLike: () => ({ params: { id: sampleIds.id }, body: { likeYN: 'Y' } }),
  dashboardClipping: () => ({ params: { id: sampleIds.id }, body: { clippingYN: 'Y' } }),
  dashboardReplyLike: () => ({ params: { id: sampleIds.id, replyId: sampleIds.replyId }, body: { likeYN: 'Y' } }),
  qnaLike: () => ({ params: { id: sampleIds.id }, body: { likeYN: 'Y' } }),
  qnaClipping: () => ({ params: { id: sampleIds.id }, body: { clippingYN: 'N' } }),
  qnaReplyLike: () => ({ params: { id: sampleIds.id, replyId: sampleIds.replyId }, body: { likeYN: 'N' } }),
  surveyLike: () => ({ params: { id: sampleIds.id }, body: { likeYN: 'Y' } }),
  surveyClipping: () => ({ params: { id: sampleIds.id }, body: { clippingYN: 'Y' } }),
  surveyReplyLike: () => ({ params: { id: sampleIds.id, replyId: sampleIds.replyId }, body: { likeYN: 'Y' } }),
  myReactions: () => ({ query: { postIds: String(sampleIds.id), replyIds: String(sampleIds.replyId) } }),
  communityAccuse: () => ({ body: { targetType: 'post', targetId: sampleIds.id, reasonCode: 'spam' } }),
  myHiddenContent: () => ({ query: { postId: String(sampleIds.id) } }),
  communityReviewRequest: () => ({ body: { targetType: 'post', targetId: sampleIds.id } }),
  surveys: () => ({ query: { sort: 'popular' } }),
  surveyDetail: () => ({ params: { id: sampleIds.id } }),
  surveyMyVote: () => ({ query: { postId: String(sampleIds.id) } }),
  createSurvey: () => ({
    body: { title: '올겨울 귤은 어디 귤이 맛있을까요?', options: ['제주', '고흥'], endsAt: new Date(Date.now() + 2 * 24 * 3600_000).toISOString() },
  }),
  surveyVote: () => ({ params: { id: sampleIds.id }, body: { optionId: 1 } }),
  deleteSurvey: () => ({ params: { id: sampleIds.id } }),
  surveyReplies: () => ({ params: { id: sampleIds.id } }),
  createSurveyReply: () => ({ params: { id: sampleIds.id }, body: { content: '저도 궁금했어요' } }),
  deleteSurveyReply: () => ({ params: { id: sampleIds.id, replyId: sampleIds.replyId } }),
  communityViewCount: () => ({ body: { communityType: 'survey', postId: sampleIds.id } }),
  communityPostShare: () => ({ body: { communityType: 'survey', postId: sampleIds.id } }),
  bannedWordsValidation: () => ({ query: { text: '시발역에서 만나요' } }),
  myCommunityPosts: () => ({ query: { size: '5' } }),
  myCommunityClippings: () => ({}),
  myCommunityLikes: () => ({}),
  communitySearch: () => ({ query: { keyword: '대게', communityType: 'all' } }),
  setRelease: () => ({ body: { webVersion: '2.21.0' } }),
  // Ops console (issue 32): without an operator session these are refused (401, 110) before the body is read.
  appProfile: () => ({ query: { v: '2.21.0', platform: 'browser' } }),
  opsSignIn: () => ({ body: { name: 'nobody', password: 'not-the-password' } }),
  // A wrong current password: refused with 12 after the guard passed, nothing changed.
  opsChangePassword: () => ({ body: { currentPassword: 'not-the-password', newPassword: 'a-new-password-2026' } }),
  opsAudit: () => ({ query: { size: '5' } }),
  opsAdoption: () => ({ query: { hours: '1' } }),
  opsRolloutStart: () => ({ body: { webVersion: '9.0.0', percent: 10 } }),
  opsRolloutUpdate: () => ({ body: { action: 'pause' } }),
  opsResolveReport: () => ({ params: { targetType: 'post', targetId: sampleIds.postId }, body: { resolution: 'restored' } }),
  opsAddBannedWord: () => ({ body: { word: '견본금칙어', kind: 'block' } }),
  opsRemoveBannedWord: () => ({ params: { word: '견본금칙어' } }),
  opsBannedWords: () => ({ query: { text: '시발역에서 만나요' } }),
  opsSetSearchRule: () => ({ body: { action: 'block', term: '견본' } }),
  clientError: () => ({ body: { webVersion: '2.21.0', kind: 'error', platform: 'browser' } }),
  eventApplyState: () => ({ params: { eventId: sampleIds.eventId } }),
  eventApply: () => ({ params: { eventId: sampleIds.eventId } }),
  shopOrders: () => ({}),
  createShopOrder: () => ({ body: { productNo: sampleIds.productNo, quantity: 1 } }),
  frequentPurchasedProducts: () => ({}),
  adonBanner: () => ({ query: { placement: 'home' } }),
  alarms: () => ({ query: { alarmType: '2', size: '10' } }),
  readAlarm: () => ({ params: { id: 1 } }),
  readAllAlarms: () => ({ body: { alarmType: 2 } }),
  pointHistory: () => ({ query: { filter: 'earn', size: '5' } }),

  // A fresh key each time: a sample exchange is a new request (the member has no stars: 13, nothing moves).
  pointExchange: () => ({
    body: { stars: 1000, target: 'shop-point' },
    headers: { 'idempotency-key': `sample-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` },
  }),
  setExchangeAuto: () => ({ body: { enabled: false } }),
  exchangeComplete: () => ({}),
  exchangeCompleteDetail: () => ({ params: { exchangeId: sampleIds.exchangeId } }),
  // Admin preview (issue 17): without the ops token or a signed link these are refused (401).
  previewDeal: () => ({ params: { dealId: sampleIds.dealId } }),
  previewPeriod: () => ({ params: { periodId: sampleIds.periodId } }),
  previewEvent: () => ({ params: { eventId: sampleIds.eventId } }),
  previewNotice: () => ({ params: { noticeId: sampleIds.noticeId } }),
};

/** app.inject options of `e`'s sample, from device `w-contract-test` unless `headers` say otherwise. */
export function sampleRequest(e: AnyEndpoint, headers: Record<string, string> = {}): InjectOptions & { url: string } {
  const sample: Sample = SAMPLE[e.name]?.() ?? {};
  const qs = new URLSearchParams(sample.query).toString();
  return {
    method: e.method,
    url: `${pathOf(e.path, sample.params)}${qs ? `?${qs}` : ''}`,
    headers: { deviceuuid: 'w-contract-test', ...sample.headers, ...headers },
    ...(sample.body !== undefined ? { payload: sample.body as object } : {}),
  };
}

/**
 * Community samples (issue 15): a visible board post and a question with a reply, made when the
 * database has none (the seeded community adds its own), their ids set in `sampleIds`.
 */
export async function sampleCommunity(db: Db): Promise<void> {
  const one = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
  await db.execute(sql`insert into community_boards (code, name, sort_order) values ('free', '자유', 90) on conflict do nothing`);
  let userId = await one(sql`select user_id as id from users where nick_name is not null and withdrawn_at is null order by user_id limit 1`);
  userId ??= await one(
    sql`insert into users (channel_type, provider_uid, nick_name, sign_up_dt) values (1001, 'endpoint-sample', '샘플회원', now() - interval '2 days') returning user_id as id`,
  );
  const post = async (type: string) =>
    (await one(sql`select post_id as id from community_posts where community_type = ${type} and status = 'visible' order by post_id limit 1`)) ??
    (await one(sql`insert into community_posts (community_type, board_id, user_id, title, content, content_hash)
      values (${type}, ${type === 'dashboard' ? sql`(select board_id from community_boards where code = 'free')` : null}, ${userId},
        '샘플 글', '엔드포인트 샘플 본문이에요.', md5(random()::text)) returning post_id as id`));
  sampleIds.postId = (await post('dashboard'))!;
  sampleIds.questionId = (await post('qna'))!;
  sampleIds.replyId =
    (await one(sql`select reply_id as id from community_replies where post_id = ${sampleIds.questionId} order by reply_id limit 1`)) ??
    (await one(
      sql`insert into community_replies (post_id, user_id, content, content_hash) values (${sampleIds.questionId}, ${userId}, '샘플 답변', md5(random()::text)) returning reply_id as id`,
    ))!;
}
