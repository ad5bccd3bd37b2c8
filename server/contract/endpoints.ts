/**
 * The endpoint table, zod half (issues 11 and 27): for every name of ./paths.ts, the schemas of its
 * path params, query, headers, body and the `data` of its success envelope (SPEC §7), and its write
 * policy: `idempotent` (the Idempotency-Key it takes and who replays it) and `invalidates` (the
 * cached views it makes stale, ./cached-views.ts). The server validates, serializes and applies the
 * policy with them (server/http/route.ts); the client takes its types from them with `import type`
 * (src/lib/api-client.ts), so no zod reaches the browser bundle and no answer shape is typed by hand.
 *
 * Add an endpoint: a line in ./paths.ts, its schemas and policy here (the `satisfies` below fails
 * until both exist), then `route(app, endpoints.x, {}, handler)` in its server/routes/<group>/*.routes.ts.
 */
import { z } from './schema-kit.js';
import {
  exchangeAutoBodySchema,
  exchangeAutoSchema,
  exchangeBodySchema,
  exchangeHeadersSchema,
  exchangeInfoSchema,
  exchangeListQuerySchema,
  exchangeListSchema,
  exchangeParamsSchema,
  exchangeResultSchema,
  exchangeSchema,
} from './stars-exchange.js';
import {
  autoKeywordQuerySchema,
  autoKeywordSchema,
  keywordRankSchema,
  recommendationQuerySchema,
  recommendationSchema,
  recommendKeywordSchema,
  searchQuerySchema,
  searchResultSchema,
  shopSearchQuerySchema,
  shopSearchResultSchema,
} from './search.js';
import {
  adBodySchema,
  adConsentBodySchema,
  adIdBodySchema,
  appAccessBodySchema,
  appAccessSchema,
  appleSignInBodySchema,
  appProfileSchema,
  appSettingsSchema,
  appVersionBodySchema,
  cellphoneBodySchema,
  emailLookupQuerySchema,
  emailLookupSchema,
  naverSignInBodySchema,
  nickNameBodySchema,
  nickNameQuerySchema,
  nickNameValidationSchema,
  profileUpdateBodySchema,
  pushBodySchema,
  signInResponseSchema,
  tokenPairSchema,
  tokenValidationSchema,
  userProfileSchema,
  userSettingsSchema,
  withdrawalBodySchema,
} from './account.js';
import {
  bestRankQuerySchema,
  bestRankSchema,
  categoryProductQuerySchema,
  categoryQuerySchema,
  categoryTreeSchema,
  dealDetailSchema,
  eventDetailSchema,
  homeBestSchema,
  homeLocalSchema,
  homeSchema,
  homeSeasonSchema,
  homeShopSchema,
  idParam,
  localCodeSchema,
  localShopsSchema,
  localSummarySchema,
  noticeDetailSchema,
  noticeSummarySchema,
  periodDetailSchema,
  productCardSchema,
  productCardsQuerySchema,
  productListQuerySchema,
  seasonDelicacyQuerySchema,
  seasonDelicacySchema,
  seasonOccasionQuerySchema,
  seasonOccasionSchema,
  seasonRecommendationQuerySchema,
  seasonRecommendationSchema,
  shopCardSchema,
  shopInfoSchema,
  shopListQuerySchema,
  shopTotalSchema,
  webProfileSchema,
} from './display.js';
import { pageOf, pageQuerySchema } from './envelope.js';
import {
  idempotencyHeadersSchema,
  likeListQuerySchema,
  productLikeBodySchema,
  productLikeCheckQuerySchema,
  productLikeCheckSchema,
  productLikeStateSchema,
  shopLikeBodySchema,
  shopLikeCheckQuerySchema,
  shopLikeCheckSchema,
  shopLikeStateSchema,
} from './likes.js';
import { paths, type EndpointName, type EndpointPath } from './paths.js';
import type { CachedView } from './cached-views.js';
import { releaseBodySchema, releaseSchema } from './release.js';
import {
  adoptionQuerySchema,
  adoptionSchema,
  appProfileQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  bannedWordBodySchema,
  bannedWordListSchema,
  bannedWordParamsSchema,
  bannedWordSchema,
  bannedWordTestQuerySchema,
  clientErrorBodySchema,
  opsPasswordBodySchema,
  opsSessionSchema,
  opsSignInBodySchema,
  reportQueueSchema,
  reportTargetParamsSchema,
  resolveReportBodySchema,
  resolveReportSchema,
  rolloutSchema,
  rolloutStartBodySchema,
  rolloutStatusSchema,
  rolloutUpdateBodySchema,
  searchRuleBodySchema,
  searchRuleListSchema,
  searchRuleSchema,
} from './ops.js';
import { uploadedImageSchema } from './community-images.js';
import { openAlarmBodySchema, openAlarmStateSchema } from './open-alarms.js';
import { reviewPageSchema, reviewQuerySchema } from './reviews.js';
import {
  adonBannerListSchema,
  adonBannerQuerySchema,
  eventApplyStateSchema,
  frequentProductPageSchema,
  frequentProductQuerySchema,
  gameStateSchema,
  shopOrderBodySchema,
  shopOrderPageSchema,
  shopOrderQuerySchema,
  shopOrderSchema,
} from './member-play.js';
import {
  levelSchema,
  mypageSchema,
  pointBalanceSchema,
  pointGuideSchema,
  pointHistoryPageSchema,
  pointHistoryQuerySchema,
  pointSummarySchema,
} from './points.js';
import {
  acceptSchema,
  dailyListQuerySchema,
  postBodySchema,
  postDetailSchema,
  postListQuerySchema,
  postPageSchema,
  postParamsSchema,
  postStateSchema,
  questionBodySchema,
  questionListQuerySchema,
  replyBodySchema,
  replyListQuerySchema,
  replyPageSchema,
  replyParamsSchema,
  replySchema,
} from './community.js';
import {
  clippingBodySchema,
  clippingStateSchema,
  communityTargetBodySchema,
  myHiddenQuerySchema,
  myHiddenSchema,
  myReactionsQuerySchema,
  myReactionsSchema,
  postLikeBodySchema,
  postLikeStateSchema,
  postShareSchema,
  replyLikeStateSchema,
  reportBodySchema,
  reportResultSchema,
  reviewRequestBodySchema,
  reviewRequestSchema,
  surveyCreateBodySchema,
  surveyDeletedSchema,
  surveyDetailSchema,
  surveyListQuerySchema,
  surveyMyVoteQuerySchema,
  surveyMyVoteSchema,
  surveyPageSchema,
  surveyVoteBodySchema,
  viewCountSchema,
} from './community-react.js';
import { bannedWordsValidationQuerySchema, bannedWordsValidationSchema } from './banned-words.js';
import { boardListSchema, myCommunitySummarySchema, myListQuerySchema } from './community.js';
import { communitySearchQuerySchema, communitySearchResultSchema } from './community-search.js';
import {
  alarmCountSchema,
  alarmListQuerySchema,
  alarmPageSchema,
  alarmParamsSchema,
  alarmReadAllBodySchema,
  alarmReadAllSchema,
  alarmReadSchema,
} from './alarms.js';
import { dealPreviewSchema, eventPreviewSchema, noticePreviewSchema, periodPreviewSchema, previewQuerySchema } from './admin-preview.js';

/**
 * Who replays a write sent twice with one Idempotency-Key (issue 27):
 * - `stored`: the key is optional; route() stores the first answer (server/infra/idempotency.ts),
 *   answers a replay with it before the handler runs, and hands the handler `once(apply)`;
 * - `ledger`: the key is required (10 without it) and handed to the domain, whose own ledger
 *   replays it (the stars exchange: server/domain/stars/exchange.ts).
 */
export type Idempotency = 'stored' | 'ledger';

/** The schemas and write policy of one endpoint; `data` is the success envelope's data (SPEC §7). */
export interface EndpointSchemas {
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType;
  /** The Idempotency-Key the write takes (its header schema is added from this). */
  idempotent?: Idempotency;
  /** The cached views this write makes stale, dropped by route() once it committed (keyed views: the `:id` of its path). */
  invalidates?: readonly CachedView[];
  /** Run the guard on request, before the body is read (an upload: a refused caller's bytes are never parsed). */
  guardBeforeBody?: true;
}

const nothing = z.null();
/** The Idempotency-Key header of an endpoint's `idempotent` policy. */
const IDEMPOTENCY_HEADERS = { stored: idempotencyHeadersSchema, ledger: exchangeHeadersSchema } as const;
type HeadersOf<S> = S extends { idempotent: infer I extends Idempotency } ? { headers: (typeof IDEMPOTENCY_HEADERS)[I] } : unknown;
const withPath = <N extends EndpointName, S extends EndpointSchemas>(name: N, schemas: S) =>
  ({ name, ...paths[name], ...schemas, ...(schemas.idempotent ? { headers: IDEMPOTENCY_HEADERS[schemas.idempotent] } : {}) }) as const;

/** The reply list, new reply and reply deletion of every community board (게시글, 질문, 설문; issue 15): the same shapes. */
const replyList = { params: postParamsSchema, query: replyListQuerySchema, data: replyPageSchema } as const;
const replyCreate = { params: postParamsSchema, body: replyBodySchema, data: replySchema, idempotent: 'stored', invalidates: ['communityPost'] } as const;
const replyDelete = { params: replyParamsSchema, data: nothing, invalidates: ['communityPost'] } as const;
/** The like, clipping and reply like of every community board (issue 15): idempotent, the same shapes. */
const postLike = {
  params: postParamsSchema,
  body: postLikeBodySchema,
  data: postLikeStateSchema,
  idempotent: 'stored',
  invalidates: ['communityPost'],
} as const;
const postClipping = {
  params: postParamsSchema,
  body: clippingBodySchema,
  data: clippingStateSchema,
  idempotent: 'stored',
  invalidates: ['communityPost'],
} as const;
const replyLike = {
  params: replyParamsSchema,
  body: postLikeBodySchema,
  data: replyLikeStateSchema,
  idempotent: 'stored',
  invalidates: ['communityPost'],
} as const;

const schemas = {
  home: { data: homeSchema },
  homeSeason: { data: homeSeasonSchema },
  homeLocal: { data: homeLocalSchema },
  homeBest: { data: homeBestSchema },
  homeShop: { data: homeShopSchema },
  dealRecommendation: { query: z.object({ dealId: idParam }), data: z.array(productCardSchema) },
  dealDetail: { params: z.object({ dealId: idParam }), data: dealDetailSchema },
  periodDetail: { params: z.object({ periodId: idParam }), data: periodDetailSchema },
  eventDetail: { params: z.object({ eventId: idParam }), data: eventDetailSchema },
  seasonDelicacy: { query: seasonDelicacyQuerySchema, data: seasonDelicacySchema },
  seasonOccasion: { query: seasonOccasionQuerySchema, data: seasonOccasionSchema },
  seasonRecommendation: { query: seasonRecommendationQuerySchema, data: seasonRecommendationSchema },
  locals: { data: z.array(localSummarySchema) },
  localShops: { params: z.object({ code: localCodeSchema }), query: pageQuerySchema, data: localShopsSchema },
  shops: { query: shopListQuerySchema, data: pageOf(shopCardSchema) },
  shopInfo: { params: z.object({ shopId: idParam }), data: shopInfoSchema },
  shopTotal: { params: z.object({ shopId: idParam }), data: shopTotalSchema },
  shopProducts: { params: z.object({ shopId: idParam }), query: productListQuerySchema, data: pageOf(productCardSchema) },
  bestRank: { query: bestRankQuerySchema, data: bestRankSchema },
  categoryTree: { query: categoryQuerySchema, data: categoryTreeSchema },
  categoryProducts: { query: categoryProductQuerySchema, data: pageOf(productCardSchema) },
  webProfile: { data: webProfileSchema },
  notices: { query: pageQuerySchema, data: pageOf(noticeSummarySchema) },
  lastNotice: { data: noticeSummarySchema.nullable() },
  noticeDetail: { params: z.object({ noticeId: idParam }), data: noticeDetailSchema },
  productCards: { query: productCardsQuerySchema, data: z.array(productCardSchema) },
  productReviews: { params: z.object({ productNo: idParam }), query: reviewQuerySchema, data: reviewPageSchema },

  search: { query: searchQuerySchema, data: searchResultSchema },
  searchShops: { query: shopSearchQuerySchema, data: shopSearchResultSchema },
  searchRank: { data: keywordRankSchema },
  searchRecommendation: { query: recommendationQuerySchema, data: recommendationSchema },
  recommendKeywords: { data: recommendKeywordSchema },
  autoKeyword: { query: autoKeywordQuerySchema, data: autoKeywordSchema },

  signOut: { data: nothing },
  refreshToken: { data: tokenPairSchema },
  validateToken: { data: tokenValidationSchema },
  naverSignIn: { body: naverSignInBodySchema, data: signInResponseSchema },
  appleSignIn: { body: appleSignInBodySchema, data: signInResponseSchema },
  withdraw: { body: withdrawalBodySchema.nullish(), data: nothing },
  adConsent: { body: adConsentBodySchema, data: userSettingsSchema },
  cellphone: { body: cellphoneBodySchema, data: userProfileSchema },
  emailLookup: { query: emailLookupQuerySchema, data: emailLookupSchema },
  nickName: { body: nickNameBodySchema, data: userProfileSchema },
  nickNameValidation: { query: nickNameQuerySchema, data: nickNameValidationSchema },
  profile: { data: userProfileSchema },
  updateProfile: { body: profileUpdateBodySchema, data: userProfileSchema },
  userSettings: { data: userSettingsSchema },
  likeProduct: { body: productLikeBodySchema, data: productLikeStateSchema, idempotent: 'stored', invalidates: ['productLikes'] },
  likedProducts: { query: likeListQuerySchema, data: pageOf(productCardSchema) },
  productLikeCheck: { query: productLikeCheckQuerySchema, data: productLikeCheckSchema },
  likeShop: { body: shopLikeBodySchema, data: shopLikeStateSchema, idempotent: 'stored', invalidates: ['shopLikes'] },
  likedShops: { query: likeListQuerySchema, data: pageOf(shopCardSchema) },
  shopLikeCheck: { query: shopLikeCheckQuerySchema, data: shopLikeCheckSchema },
  setOpenAlarm: { params: z.object({ dealId: idParam }), body: openAlarmBodySchema, data: openAlarmStateSchema },
  openAlarm: { params: z.object({ dealId: idParam }), data: openAlarmStateSchema },
  appAccess: { body: appAccessBodySchema.nullish(), data: appAccessSchema },
  appAdId: { body: adIdBodySchema, data: nothing },
  appAd: { body: adBodySchema, data: appSettingsSchema },
  appProfile: { query: appProfileQuerySchema, data: appProfileSchema },
  appPush: { body: pushBodySchema, data: appSettingsSchema },
  appSettings: { data: appSettingsSchema },
  appUserId: { data: nothing },
  appVersion: { body: appVersionBodySchema, data: nothing },

  communityImageUpload: { data: uploadedImageSchema, guardBeforeBody: true },
  communityBoards: { data: boardListSchema },
  communityPosts: { query: postListQuerySchema, data: postPageSchema },
  communityDailyPosts: { query: dailyListQuerySchema, data: postPageSchema },
  communityPost: { params: postParamsSchema, data: postDetailSchema },
  communityPostState: { params: postParamsSchema, data: postStateSchema },
  createCommunityPost: { body: postBodySchema, data: postDetailSchema, invalidates: ['communityLists'] },
  updateCommunityPost: { params: postParamsSchema, body: postBodySchema, data: postDetailSchema, invalidates: ['communityLists', 'communityPost'] },
  deleteCommunityPost: { params: postParamsSchema, data: nothing, invalidates: ['communityLists', 'communityPost'] },
  communityPostReplies: replyList,
  createCommunityPostReply: replyCreate,
  deleteCommunityPostReply: replyDelete,
  questions: { query: questionListQuerySchema, data: postPageSchema },
  question: { params: postParamsSchema, data: postDetailSchema },
  questionState: { params: postParamsSchema, data: postStateSchema },
  createQuestion: { body: questionBodySchema, data: postDetailSchema, invalidates: ['communityLists'] },
  updateQuestion: { params: postParamsSchema, body: questionBodySchema, data: postDetailSchema, invalidates: ['communityLists', 'communityPost'] },
  deleteQuestion: { params: postParamsSchema, data: nothing, invalidates: ['communityLists', 'communityPost'] },
  questionReplies: replyList,
  createQuestionReply: replyCreate,
  deleteQuestionReply: replyDelete,
  acceptAnswer: { params: replyParamsSchema, data: acceptSchema, invalidates: ['communityLists', 'communityPost'] },
  dashboardLike: postLike,
  dashboardClipping: postClipping,
  dashboardReplyLike: replyLike,
  qnaLike: postLike,
  qnaClipping: postClipping,
  qnaReplyLike: replyLike,
  surveyLike: postLike,
  surveyClipping: postClipping,
  surveyReplyLike: replyLike,
  myReactions: { query: myReactionsQuerySchema, data: myReactionsSchema },
  communityAccuse: { body: reportBodySchema, data: reportResultSchema, invalidates: ['communityPost'] },
  myHiddenContent: { query: myHiddenQuerySchema, data: myHiddenSchema },
  // Changes no public answer (the target stays hidden until a moderator decides): nothing to drop.
  communityReviewRequest: { body: reviewRequestBodySchema, data: reviewRequestSchema, idempotent: 'stored', invalidates: [] },
  surveys: { query: surveyListQuerySchema, data: surveyPageSchema },
  surveyDetail: { params: z.object({ id: idParam }), data: surveyDetailSchema },
  surveyMyVote: { query: surveyMyVoteQuerySchema, data: surveyMyVoteSchema },
  createSurvey: { body: surveyCreateBodySchema, data: surveyDetailSchema, invalidates: ['communityLists'] },
  surveyVote: { params: z.object({ id: idParam }), body: surveyVoteBodySchema, data: surveyMyVoteSchema, idempotent: 'stored', invalidates: ['communityPost'] },
  deleteSurvey: { params: z.object({ id: idParam }), data: surveyDeletedSchema, invalidates: ['communityLists', 'communityPost'] },
  surveyReplies: replyList,
  createSurveyReply: replyCreate,
  deleteSurveyReply: replyDelete,
  communityViewCount: { body: communityTargetBodySchema, data: viewCountSchema },
  communityPostShare: { body: communityTargetBodySchema, data: postShareSchema },
  bannedWordsValidation: { query: bannedWordsValidationQuerySchema, data: bannedWordsValidationSchema },
  myCommunityPosts: { query: myListQuerySchema, data: postPageSchema },
  myCommunityClippings: { query: myListQuerySchema, data: postPageSchema },
  myCommunityLikes: { query: myListQuerySchema, data: postPageSchema },
  myCommunitySummary: { data: myCommunitySummarySchema },
  communitySearch: { query: communitySearchQuerySchema, data: communitySearchResultSchema },

  gameToday: { data: gameStateSchema },
  playGame: { data: gameStateSchema, idempotent: 'stored' },
  eventApplyState: { params: z.object({ eventId: idParam }), data: eventApplyStateSchema },
  eventApply: { params: z.object({ eventId: idParam }), data: eventApplyStateSchema, idempotent: 'stored' },
  shopOrders: { query: shopOrderQuerySchema, data: shopOrderPageSchema },
  createShopOrder: { body: shopOrderBodySchema, data: shopOrderSchema },
  frequentPurchasedProducts: { query: frequentProductQuerySchema, data: frequentProductPageSchema },
  adonBanner: { query: adonBannerQuerySchema, data: adonBannerListSchema },

  health: {
    data: z.union([
      z.object({ status: z.literal('ok') }),
      // Issue 28: serving, with a part that degrades instead of failing (Redis: limits per instance).
      z.object({ status: z.literal('degraded'), degraded: z.array(z.enum(['redis'])), problems: z.record(z.string(), z.string()) }),
    ]),
  },
  ready: { data: z.object({ status: z.literal('ready') }) },
  release: { data: releaseSchema },
  setRelease: { body: releaseBodySchema, data: releaseSchema },
  opsSignIn: { body: opsSignInBodySchema, data: opsSessionSchema },
  opsSignOut: { data: nothing },
  opsMe: { data: opsSessionSchema },
  opsChangePassword: { body: opsPasswordBodySchema, data: nothing },
  opsAudit: { query: auditQuerySchema, data: auditPageSchema },
  opsAdoption: { query: adoptionQuerySchema, data: adoptionSchema },
  opsRollout: { data: rolloutStatusSchema },
  opsRolloutStart: { body: rolloutStartBodySchema, data: rolloutSchema },
  opsRolloutUpdate: { body: rolloutUpdateBodySchema, data: rolloutSchema },
  opsReports: { data: reportQueueSchema },
  opsResolveReport: { params: reportTargetParamsSchema, body: resolveReportBodySchema, data: resolveReportSchema },
  opsBannedWords: { query: bannedWordTestQuerySchema, data: bannedWordListSchema },
  opsAddBannedWord: { body: bannedWordBodySchema, data: bannedWordSchema },
  opsRemoveBannedWord: { params: bannedWordParamsSchema, data: nothing },
  opsSearchRules: { data: searchRuleListSchema },
  opsSetSearchRule: { body: searchRuleBodySchema, data: searchRuleSchema.nullable() },
  clientError: { body: clientErrorBodySchema, data: nothing },

  alarmCount: { data: alarmCountSchema },
  alarms: { query: alarmListQuerySchema, data: alarmPageSchema },
  readAlarm: { params: alarmParamsSchema, data: alarmReadSchema },
  readAllAlarms: { body: alarmReadAllBodySchema.nullish(), data: alarmReadAllSchema },
  mypage: { data: mypageSchema },
  memberLevel: { data: levelSchema },
  point: { data: pointBalanceSchema },
  pointSummary: { data: pointSummarySchema },
  pointHistory: { query: pointHistoryQuerySchema, data: pointHistoryPageSchema },
  pointGuide: { data: pointGuideSchema },
  pointExchangeInfo: { data: exchangeInfoSchema },
  pointExchange: { body: exchangeBodySchema, data: exchangeResultSchema, idempotent: 'ledger' },
  exchangeAuto: { data: exchangeAutoSchema },
  setExchangeAuto: { body: exchangeAutoBodySchema, data: exchangeAutoSchema },
  exchangeComplete: { query: exchangeListQuerySchema, data: exchangeListSchema },
  exchangeCompleteDetail: { params: exchangeParamsSchema, data: exchangeSchema },

  previewDeal: { params: z.object({ dealId: idParam }), query: previewQuerySchema, data: dealPreviewSchema },
  previewPeriod: { params: z.object({ periodId: idParam }), query: previewQuerySchema, data: periodPreviewSchema },
  previewEvent: { params: z.object({ eventId: idParam }), query: previewQuerySchema, data: eventPreviewSchema },
  previewNotice: { params: z.object({ noticeId: idParam }), query: previewQuerySchema, data: noticePreviewSchema },
} as const satisfies Record<EndpointName, EndpointSchemas>;

type Schemas = typeof schemas;

/** One endpoint: its path entry, its schemas and write policy (with the Idempotency-Key header its policy implies), and its name. */
export type Endpoint<N extends EndpointName = EndpointName> = { name: N } & (typeof paths)[N] & Schemas[N] & HeadersOf<Schemas[N]>;

/** Every endpoint by name: `endpoints.dealDetail.path`, `endpoints.dealDetail.data`, … */
export const endpoints = Object.fromEntries(Object.keys(paths).map((name) => [name, withPath(name as EndpointName, schemas[name as EndpointName])])) as {
  [N in EndpointName]: Endpoint<N>;
};

export type AnyEndpoint = EndpointPath & EndpointSchemas & { name: EndpointName; headers?: z.ZodType };

type InputOf<S, K extends string> = S extends { [P in K]: infer T extends z.ZodType } ? (K extends 'body' ? z.input<T> : UrlInput<z.input<T>>) : never;
/**
 * Params and query as the client writes them (they travel as text): a coerced field (zod input
 * `unknown`) or a plain string (an id parsed from digits) takes a string or a number.
 */
type UrlInput<Q> = { [F in keyof Q]: unknown extends Q[F] ? string | number | undefined : string extends Q[F] ? Q[F] | number : Q[F] };

/** What a caller sends: `{ params?, query?, body? }` with the fields each endpoint declares (the client's view, before parsing). */
export type EndpointInput<N extends EndpointName> = {
  [K in 'params' | 'query' | 'body' as Schemas[N] extends { [P in K]: z.ZodType } ? K : never]: InputOf<Schemas[N], K>;
};

/** The data of an endpoint's success envelope (after the server's serialization). */
export type EndpointData<N extends EndpointName> = z.output<Schemas[N]['data']>;
