/**
 * The endpoint table, zod half (issue 11): for every name of ./paths.ts, the schemas of its path
 * params, query, headers, body and the `data` of its success envelope (SPEC §7). The server
 * validates and serializes with them (server/http/route.ts); the client takes its types
 * from them with `import type` (src/lib/api-client.ts), so no zod reaches the browser bundle and
 * no answer shape is typed by hand.
 *
 * Add an endpoint: a line in ./paths.ts, its schemas here (the `satisfies` below fails until both
 * exist), then `route(r, endpoints.x, …)` in its server/routes/<resource>/*.routes.ts.
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
import { releaseBodySchema, releaseSchema } from './release.js';
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
  myReactionsQuerySchema,
  myReactionsSchema,
  postLikeBodySchema,
  postLikeStateSchema,
  postShareSchema,
  replyLikeStateSchema,
  reportBodySchema,
  reportResultSchema,
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

/** The schemas of one endpoint; `data` is the success envelope's data (SPEC §7). */
export interface EndpointSchemas {
  params?: z.ZodObject;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType;
}

const nothing = z.null();
const withPath = <N extends EndpointName, S extends EndpointSchemas>(name: N, schemas: S) => ({ name, ...paths[name], ...schemas }) as const;

/**
 * The reply list, reply and reply deletion of one community board (게시판 posts, Q&A questions,
 * surveys; issue 15): `<board>Replies`, `create<Board>Reply`, `delete<Board>Reply`, the same
 * schemas on every board.
 */
function replyEndpoints<B extends 'communityPost' | 'question' | 'survey'>(board: B) {
  const cap = (board[0].toUpperCase() + board.slice(1)) as Capitalize<B>;
  const list = { params: postParamsSchema, query: replyListQuerySchema, data: replyPageSchema } as const;
  const create = { params: postParamsSchema, headers: idempotencyHeadersSchema, body: replyBodySchema, data: replySchema } as const;
  const remove = { params: replyParamsSchema, data: nothing } as const;
  return { [`${board}Replies`]: list, [`create${cap}Reply`]: create, [`delete${cap}Reply`]: remove } as Record<`${B}Replies`, typeof list> &
    Record<`create${Capitalize<B>}Reply`, typeof create> &
    Record<`delete${Capitalize<B>}Reply`, typeof remove>;
}

/**
 * The like, clipping and reply like of one community board (dashboard, qna, survey; issue 15):
 * `<board>Like`, `<board>Clipping`, `<board>ReplyLike`, each idempotent (Idempotency-Key header),
 * the same schemas on every board.
 */
function reactionEndpoints<B extends 'dashboard' | 'qna' | 'survey'>(board: B) {
  const like = { params: postParamsSchema, headers: idempotencyHeadersSchema, body: postLikeBodySchema, data: postLikeStateSchema } as const;
  const clipping = { params: postParamsSchema, headers: idempotencyHeadersSchema, body: clippingBodySchema, data: clippingStateSchema } as const;
  const replyLike = { params: replyParamsSchema, headers: idempotencyHeadersSchema, body: postLikeBodySchema, data: replyLikeStateSchema } as const;
  return { [`${board}Like`]: like, [`${board}Clipping`]: clipping, [`${board}ReplyLike`]: replyLike } as Record<`${B}Like`, typeof like> &
    Record<`${B}Clipping`, typeof clipping> &
    Record<`${B}ReplyLike`, typeof replyLike>;
}

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
  productReviews: { params: z.object({ productNo: idParam }), query: reviewQuerySchema, data: reviewPageSchema },

  search: { query: searchQuerySchema, data: searchResultSchema },
  searchShops: { query: shopSearchQuerySchema, data: shopSearchResultSchema },
  searchRank: { data: keywordRankSchema },
  searchRecommendation: { data: recommendationSchema },
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
  likeProduct: { headers: idempotencyHeadersSchema, body: productLikeBodySchema, data: productLikeStateSchema },
  likedProducts: { query: likeListQuerySchema, data: pageOf(productCardSchema) },
  productLikeCheck: { query: productLikeCheckQuerySchema, data: productLikeCheckSchema },
  likeShop: { headers: idempotencyHeadersSchema, body: shopLikeBodySchema, data: shopLikeStateSchema },
  likedShops: { query: likeListQuerySchema, data: pageOf(shopCardSchema) },
  shopLikeCheck: { query: shopLikeCheckQuerySchema, data: shopLikeCheckSchema },
  setOpenAlarm: { params: z.object({ dealId: idParam }), body: openAlarmBodySchema, data: openAlarmStateSchema },
  openAlarm: { params: z.object({ dealId: idParam }), data: openAlarmStateSchema },
  appAccess: { body: appAccessBodySchema.nullish(), data: appAccessSchema },
  appAdId: { body: adIdBodySchema, data: nothing },
  appAd: { body: adBodySchema, data: appSettingsSchema },
  appProfile: { data: appProfileSchema },
  appPush: { body: pushBodySchema, data: appSettingsSchema },
  appSettings: { data: appSettingsSchema },
  appUserId: { data: nothing },
  appVersion: { body: appVersionBodySchema, data: nothing },

  communityImageUpload: { data: uploadedImageSchema },
  communityBoards: { data: boardListSchema },
  communityPosts: { query: postListQuerySchema, data: postPageSchema },
  communityDailyPosts: { query: dailyListQuerySchema, data: postPageSchema },
  communityPost: { params: postParamsSchema, data: postDetailSchema },
  communityPostState: { params: postParamsSchema, data: postStateSchema },
  createCommunityPost: { body: postBodySchema, data: postDetailSchema },
  updateCommunityPost: { params: postParamsSchema, body: postBodySchema, data: postDetailSchema },
  deleteCommunityPost: { params: postParamsSchema, data: nothing },
  ...replyEndpoints('communityPost'),
  questions: { query: questionListQuerySchema, data: postPageSchema },
  question: { params: postParamsSchema, data: postDetailSchema },
  questionState: { params: postParamsSchema, data: postStateSchema },
  createQuestion: { body: questionBodySchema, data: postDetailSchema },
  updateQuestion: { params: postParamsSchema, body: questionBodySchema, data: postDetailSchema },
  deleteQuestion: { params: postParamsSchema, data: nothing },
  ...replyEndpoints('question'),
  acceptAnswer: { params: replyParamsSchema, data: acceptSchema },
  ...reactionEndpoints('dashboard'),
  ...reactionEndpoints('qna'),
  ...reactionEndpoints('survey'),
  myReactions: { query: myReactionsQuerySchema, data: myReactionsSchema },
  communityAccuse: { body: reportBodySchema, data: reportResultSchema },
  surveys: { query: surveyListQuerySchema, data: surveyPageSchema },
  surveyDetail: { params: z.object({ id: idParam }), data: surveyDetailSchema },
  surveyMyVote: { query: surveyMyVoteQuerySchema, data: surveyMyVoteSchema },
  createSurvey: { body: surveyCreateBodySchema, data: surveyDetailSchema },
  surveyVote: { params: z.object({ id: idParam }), headers: idempotencyHeadersSchema, body: surveyVoteBodySchema, data: surveyMyVoteSchema },
  deleteSurvey: { params: z.object({ id: idParam }), data: surveyDeletedSchema },
  ...replyEndpoints('survey'),
  communityViewCount: { body: communityTargetBodySchema, data: viewCountSchema },
  communityPostShare: { body: communityTargetBodySchema, data: postShareSchema },
  bannedWordsValidation: { query: bannedWordsValidationQuerySchema, data: bannedWordsValidationSchema },
  myCommunityPosts: { query: myListQuerySchema, data: postPageSchema },
  myCommunityClippings: { query: myListQuerySchema, data: postPageSchema },
  myCommunityLikes: { query: myListQuerySchema, data: postPageSchema },
  myCommunitySummary: { data: myCommunitySummarySchema },
  communitySearch: { query: communitySearchQuerySchema, data: communitySearchResultSchema },

  gameToday: { data: gameStateSchema },
  playGame: { headers: idempotencyHeadersSchema, data: gameStateSchema },
  eventApplyState: { params: z.object({ eventId: idParam }), data: eventApplyStateSchema },
  eventApply: { params: z.object({ eventId: idParam }), headers: idempotencyHeadersSchema, data: eventApplyStateSchema },
  shopOrders: { query: shopOrderQuerySchema, data: shopOrderPageSchema },
  createShopOrder: { body: shopOrderBodySchema, data: shopOrderSchema },
  frequentPurchasedProducts: { query: frequentProductQuerySchema, data: frequentProductPageSchema },
  adonBanner: { query: adonBannerQuerySchema, data: adonBannerListSchema },

  health: { data: z.object({ status: z.literal('ok') }) },
  ready: { data: z.object({ status: z.literal('ready') }) },
  release: { data: releaseSchema },
  setRelease: { body: releaseBodySchema, data: releaseSchema },

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
  pointExchange: { headers: exchangeHeadersSchema, body: exchangeBodySchema, data: exchangeResultSchema },
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

/** One endpoint: its path entry and its schemas, with its name. */
export type Endpoint<N extends EndpointName = EndpointName> = { name: N } & (typeof paths)[N] & Schemas[N];

/** Every endpoint by name: `endpoints.dealDetail.path`, `endpoints.dealDetail.data`, … */
export const endpoints = Object.fromEntries(Object.keys(paths).map((name) => [name, withPath(name as EndpointName, schemas[name as EndpointName])])) as {
  [N in EndpointName]: Endpoint<N>;
};

export type AnyEndpoint = EndpointPath & EndpointSchemas & { name: EndpointName };

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
