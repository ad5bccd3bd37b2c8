/**
 * Shared rules of the client–server seam that need no zod: imported by the server, the PWA and the
 * service worker, never copied (issue 11). The zod schemas of ./display.ts, ./account.ts … build on
 * these; the worker reads them as they are (it must not ship zod).
 */

/** Digits of an id in a path (SPEC §2 `{id digits}`): 1–10 digits; the value is 1 … 2^31−1. */
export const ID_DIGITS = '\\d{1,10}';
/** A whole id as a pattern (`/^\d{1,10}$/`). */
export const ID_PATTERN = new RegExp(`^${ID_DIGITS}$`);
/** Largest id (PostgreSQL integer). */
export const ID_MAX = 2_147_483_647;

/** Product list sort codes (SPEC §3 filterInfo), in the order the chips show them. */
export const PRODUCT_SORTS = ['recommend', 'sales', 'priceAsc', 'priceDesc', 'discount', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Korean labels of the product sorts (SPEC §3 filterInfo names). */
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  recommend: '추천순',
  sales: '판매량순',
  priceAsc: '낮은 가격순',
  priceDesc: '높은 가격순',
  discount: '할인율순',
  newest: '최신순',
};
/** Shop list sort codes. */
export const SHOP_SORTS = ['recommend', 'popular', 'newest', 'name'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** Review list sorts (issue 13, docs/decisions/014), in the order the chips show them. */
export const REVIEW_SORTS = ['recent', 'rating_high', 'rating_low'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** Korean labels of the review sorts. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = { recent: '최신순', rating_high: '별점 높은순', rating_low: '별점 낮은순' };

/** A yes/no flag as the SPEC writes it (likeYN, pushYN, adYN, …). */
export type YN = 'Y' | 'N';

/** SPEC §3 channelType: the social provider of an account. */
export const CHANNEL_TYPE = { naver: 1001, apple: 1002 } as const;
/** SPEC §3 deviceType: other, browser, native app. */
export const DEVICE_TYPE = { other: 1001, browser: 1002, nativeApp: 1003 } as const;

/**
 * API paths that carry personal data (SPEC §7 token, auth, user, app, account, and the member
 * families still to come): never stored in any cache, and wiped from caches at logout. Community
 * reads are public (issue 15); a member's own community state is personal: everything under
 * `/community/my/…` (docs/decisions/018-community-reactions.md) and a post's `…/my-state`
 * (docs/decisions/017-community-posts.md).
 */
export const PERSONAL_API_PATH =
  /^\/api\/v\d+\/((user|token|auth|app|account|mypage|point|alarm)(\/|$)|community\/(my(\/|$)|(dashboard|qna|survey)\/\d{1,10}\/my-state$))/;

/**
 * The web version a fresh database releases and a build without a version reports (SPEC §4, §9:
 * 2.21.0). The build's version is package.json's; `npm run release` refuses any other.
 */
export const DEFAULT_WEB_VERSION = '2.21.0';

/**
 * Community reactions (issue 15; docs/decisions/018-community-reactions.md). The three kinds of post
 * (SPEC §7 dashboard, qna and our survey family), in the order the tabs show them.
 */
export const COMMUNITY_TYPES = ['dashboard', 'qna', 'survey'] as const;
export type CommunityType = (typeof COMMUNITY_TYPES)[number];

/** What a report (POST /api/v1/community/accuse) points at. */
export const REPORT_TARGET_TYPES = ['post', 'reply'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Report reasons, in the order the report sheet lists them; 'etc' needs a memo. */
export const REPORT_REASONS = ['spam', 'abuse', 'obscene', 'privacy', 'flooding', 'etc'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Korean labels of the report reasons (the report sheet shows these). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: '스팸·광고',
  abuse: '욕설·비하',
  obscene: '음란물',
  privacy: '개인정보 노출',
  flooding: '도배',
  etc: '기타',
};
/** Longest report memo (characters); required for 'etc'. */
export const REPORT_MEMO_MAX = 200;

/** Surveys: 2–6 options of 1–40 characters, voting open from 1 hour to 30 days after posting. */
export const SURVEY_OPTIONS_MIN = 2;
export const SURVEY_OPTIONS_MAX = 6;
export const SURVEY_OPTION_MAX_LENGTH = 40;
export const SURVEY_TITLE_MAX_LENGTH = 100;
export const SURVEY_CONTENT_MAX_LENGTH = 2000;
export const SURVEY_MIN_DURATION_MS = 60 * 60 * 1000;
export const SURVEY_MAX_DURATION_MS = 30 * 24 * 60 * 60 * 1000;
/** Survey list sorts (the web profile's communitySortFilterList codes). */
export const SURVEY_SORTS = ['newest', 'popular'] as const;
export type SurveySort = (typeof SURVEY_SORTS)[number];

/**
 * SPEC §7 Auth "click-key header" (issue 17): the sign-in calls carry the campaign click key the
 * page keeps in session storage as `eventClickKey` (SPEC §3) in this header, when it has this shape.
 */
export const CLICK_KEY_HEADER = 'click-key';
export const CLICK_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * The admin preview pages (issue 17; SPEC §2 /admin-deal, /admin-period, /admin-event, /admin-notice):
 * answered `X-Robots-Tag: noindex` and `Cache-Control: no-store` by the server (server/plugins/pwa.ts),
 * never stored by the service worker (sw/policy.ts PERSONAL_PAGE_PATHS); docs/decisions/032-admin-preview.md.
 */
export const ADMIN_PREVIEW_PAGE_PATH = /^\/admin-(deal|period|event|notice)(\/|$)/;

/**
 * The days a daily board may ask for: years 2000–2099 (issue 29: year 0 passed the calendar check,
 * and PostgreSQL, which has no year 0, answered 500). No post is older than the service.
 */
export const DAILY_BOARD_YEARS = { min: 2000, max: 2099 } as const;

/** deviceUuid header: the native device id or a generated "w-" id (SPEC §3 uid); the client checks the app's answer with it too. */
export const DEVICE_UUID_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;
