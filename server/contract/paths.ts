/**
 * The endpoint table, zod-free half (issues 11 and 27; SPEC §7): every API path this server serves
 * is declared here once, as data — method, path pattern, host, its guard (who may call it) and how
 * it may be cached. `./endpoints.ts` adds, under the same names, the zod schemas and the write
 * policy (`idempotent`, `invalidates`); the type checker refuses a name missing on either side.
 * From these two tables:
 *   - the server registers each route with `route()` (server/http/route.ts), which installs the
 *     guard, validates with the schemas, sets Cache-Control from the cache class, replays
 *     idempotent writes and drops the cached answers a write made stale once it committed;
 *   - the client calls endpoints by name with typed params, query, body and answer
 *     (src/lib/api-client.ts `callEndpoint`; a `visitor` endpoint is sent without waiting for the session);
 *   - the service worker picks its cache per path (sw/policy.ts, which must not ship zod: hence this file).
 * server/contract/endpoints.test.ts proves the table, the registered routes and the worker's policy
 * agree; server/http/guards.test.ts calls every endpoint as every kind of caller its guard implies.
 *
 * Path patterns use `:name` segments (Fastify's syntax); `pathOf` fills them.
 */

/** The SPEC §7 host a path belongs to (each has its own base URL on the client). */
export type ApiHost = 'display' | 'account' | 'search' | 'internal';

/**
 * Who may call an endpoint (SPEC §6 roles; §8 10/12/110/111/130). `route()` (server/http/route.ts)
 * installs the guard the table names, and server/http/guards.test.ts calls every endpoint as each
 * kind of caller and expects the refusals below:
 * - `visitor`: anyone; the answer never depends on who asks (a handler may still read an optional token);
 * - `device`: anyone with a deviceUuid header (SPEC §7 App calls; 10 missing, 12 malformed);
 * - `deviceHolder`: the holder of that device: its deviceSecret header, or a live member token issued
 *   to it (110 otherwise; issue 14);
 * - `tokens`: the token calls themselves, which read and verify their own token headers;
 * - `member`: a live access token issued to this device (110 none, forged, another device's, or a
 *   withdrawn account; 111 expired), sign-up finished or not;
 * - `memberWrite`: `member`, not banned (130 with the member's ban message);
 * - `signedUp`: `member` who finished sign-up (SPEC §3 is_member; 110 otherwise);
 * - `signedUpWrite`: `signedUp`, not banned (110 / 130) — every member write toward others;
 * - `ops`: the ops bearer token, checked before the body is read (110 none, 12 wrong);
 * - `preview`: the ops token or a signed preview link for that very item (docs/decisions/032);
 * - `opsViewer`, `opsModerator`, `opsRelease`: a signed-in operator of the ops console (issue 32,
 *   docs/decisions/049): the session cookie (110 none, unknown or expired); `opsModerator` and
 *   `opsRelease` also need that role (132); every write of the three needs the session's CSRF
 *   token in the x-ops-csrf header (132). Member tokens and the ops bearer token open none of them.
 */
export type Guard =
  | 'visitor'
  | 'device'
  | 'deviceHolder'
  | 'tokens'
  | 'member'
  | 'memberWrite'
  | 'signedUp'
  | 'signedUpWrite'
  | 'ops'
  | 'preview'
  | 'opsViewer'
  | 'opsModerator'
  | 'opsRelease';

/** The ops console's guards (issue 32): an operator session, and for two of them a role. */
export const OPERATOR_GUARDS = ['opsViewer', 'opsModerator', 'opsRelease'] as const satisfies readonly Guard[];

/** The guards that need a member's access token; of those, the ones that refuse a banned member (130). */
export const MEMBER_GUARDS = ['member', 'memberWrite', 'signedUp', 'signedUpWrite'] as const satisfies readonly Guard[];
export const WRITE_GUARDS = ['memberWrite', 'signedUpWrite'] as const satisfies readonly Guard[];

/**
 * How an answer may be cached, by the service worker and by any shared cache:
 * - `live`: public data whose freshness matters (stock, prices, end times, search): network first;
 * - `reference`: public data that rarely changes (category tree, regions, notices): stale-while-revalidate;
 * - `personal`: a member's or a device's data: never stored, wiped at logout (PERSONAL_API_PATH);
 * - `never`: writes and operations: never stored.
 * Images are static files (/images/*), not endpoints; sw/policy.ts keeps their cache-first rule.
 */
export type CacheClass = 'live' | 'reference' | 'personal' | 'never';

/**
 * Freshness family of the server's in-process response cache (server/infra/cache/response-cache.ts
 * RESPONSE_CACHE_POLICIES): only public display GETs that read no caller identity opt in.
 */
export type ResponseCacheFamily = 'home' | 'deal' | 'promotion' | 'list' | 'reference' | 'detail' | 'search';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointPath {
  method: HttpMethod;
  path: string;
  host: ApiHost;
  guard: Guard;
  cache: CacheClass;
  /** Opt-in to the server's response cache, with its freshness family. */
  responseCache?: ResponseCacheFamily;
  /** One line for the OpenAPI document (Korean, as the shopper would say it). */
  summary: string;
}

const display = (path: string, cache: 'live' | 'reference', summary: string, responseCache?: ResponseCacheFamily) =>
  ({ method: 'GET', path, host: 'display', guard: 'visitor', cache, summary, ...(responseCache ? { responseCache } : {}) }) as const;
const search = (path: string, summary: string, responseCache?: ResponseCacheFamily) =>
  ({ method: 'GET', path, host: 'search', guard: 'visitor', cache: 'live', summary, ...(responseCache ? { responseCache } : {}) }) as const;
const account = <M extends HttpMethod, G extends Guard>(method: M, path: string, guard: G, summary: string) =>
  ({ method, path, host: 'account', guard, cache: 'personal', summary }) as const;
/** Community calls: public reads on the display host, member calls (state, writes) on the account host. */
const community = <M extends HttpMethod, G extends 'visitor' | 'signedUp' | 'signedUpWrite', C extends CacheClass>(
  method: M,
  path: string,
  guard: G,
  cache: C,
  summary: string,
  responseCache?: ResponseCacheFamily,
) => ({ method, path, host: guard === 'visitor' ? 'display' : 'account', guard, cache, summary, ...(responseCache ? { responseCache } : {}) }) as const;

/** An admin preview read (issue 17): internal host, ops token or signed link, never stored. */
/**
 * An internal call (operations, previews, the ops console of issue 32; docs/decisions/049): internal
 * host, never stored. One helper for all of them keeps the table small in the start-up bundle.
 */
const internal = <M extends HttpMethod, G extends Guard>(method: M, path: string, guard: G, summary: string) =>
  ({ method, path, host: 'internal', guard, cache: 'never', summary }) as const;
const preview = (path: string, summary: string) => internal('GET', path, 'preview', summary);

/** A call open to everyone on the display host whose answer is never stored (counts, checks, the error beacon). */
const openCall = <M extends HttpMethod>(method: M, path: string, summary: string) =>
  ({ method, path, host: 'display', guard: 'visitor', cache: 'never', summary }) as const;

/** A community member write (issue 15): account host, like the 찜; never stored by any cache. */
const communityWrite = <M extends HttpMethod>(method: M, path: string, summary: string) =>
  ({ method, path, host: 'account', guard: 'signedUpWrite', cache: 'never', summary }) as const;

export const paths = {
  // Display host (SPEC §7 "Display"): catalogue, promotions, notices.
  home: display('/api/v1/display/home', 'live', '홈: 진행 중 한정 특가, 오픈 예정 특가, 기획전, 이벤트', 'home'),
  homeSeason: display('/api/v1/display/home/season', 'live', '홈 섹션: 이달의 제철', 'list'),
  homeLocal: display('/api/v1/display/home/local', 'reference', '홈 섹션: 지역', 'reference'),
  homeBest: display('/api/v1/display/home/best', 'live', '홈 섹션: 베스트 10', 'list'),
  homeShop: display('/api/v1/display/home/shop', 'live', '홈 섹션: 인기 가게', 'list'),
  dealRecommendation: display('/api/v1/display/deal/recommendation', 'live', '특가 추천 상품', 'list'),
  dealDetail: display('/api/v1/display/deal/:dealId', 'live', '한정 특가 상세', 'deal'),
  periodDetail: display('/api/v2/display/deal/period/:periodId', 'live', '기간 특가(기획전) 상세', 'promotion'),
  eventDetail: display('/api/v2/display/custom-event/:eventId', 'live', '이벤트 상세', 'promotion'),
  seasonDelicacy: display('/api/v1/display/season/delicacy', 'live', '제철 특산물 (월별)', 'list'),
  seasonOccasion: display('/api/v1/display/season/occasion', 'reference', '상황별 제철 추천', 'reference'),
  seasonRecommendation: display('/api/v1/display/season/recommendation', 'live', '제철 추천 분류', 'list'),
  locals: display('/api/v2/display/local', 'reference', '지역 목록 (17개 시·도)', 'reference'),
  localShops: display('/api/v2/display/local/:code/shop', 'live', '지역의 가게 목록', 'list'),
  shops: display('/api/v1/display/shop', 'live', '가게 목록', 'list'),
  shopInfo: display('/api/v1/display/shop/:shopId/info', 'live', '가게 정보', 'list'),
  shopTotal: display('/api/v1/display/shop/:shopId/total', 'live', '가게 통계', 'list'),
  shopProducts: display('/api/v1/display/shop/:shopId/product', 'live', '가게 상품 목록', 'list'),
  bestRank: display('/api/v1/display/best/rank', 'live', '베스트 랭킹', 'list'),
  categoryTree: display('/api/v1/display/web/category', 'reference', '카테고리 트리 / 선택 카테고리', 'reference'),
  categoryProducts: display('/api/v1/display/web/category/product', 'live', '카테고리 상품 목록', 'list'),
  webProfile: display('/api/v1/display/web/profile', 'reference', '웹 프로필 (filterInfo)', 'reference'),
  notices: display('/api/v1/display/notice', 'reference', '공지사항 목록', 'reference'),
  lastNotice: display('/api/v1/display/notice/last', 'reference', '최근 공지', 'reference'),
  // Counts a view on every call ("notice view"): never in the server's response cache.
  noticeDetail: display('/api/v1/display/notice/:noticeId', 'reference', '공지사항 상세 (조회수 증가)'),
  // Buyers' reviews (issue 13, docs/decisions/014): written on the shop site, shown beside the live deal's count.
  // Recently viewed (SPEC §3, §4 appRecentProduct; issue 30): cards of products the app showed and this web view never did.
  productCards: display('/api/v1/display/product', 'live', '상품 카드 (productNos 1~30개, 요청 순서; 없는 번호는 빠짐)', 'list'),
  productReviews: display('/api/v1/display/product/:productNo/review', 'live', '상품 후기 목록과 별점 요약 (sort: recent | rating_high | rating_low)', 'list'),

  // Search host (SPEC §7 "Search"): its own caches (server/routes/search/cache.ts).
  search: search('/api/v1/search', '상품 검색 (한글 초성·자모·띄어쓰기·오타 대응; exact=Y는 입력 그대로, 교정 없음)', 'search'),
  searchShops: search('/api/v1/search/shop', '가게 검색'),
  searchRank: search('/api/v1/search/rank', '많이 찾는 검색어'),
  searchRecommendation: search('/api/v1/search/recommendation', '추천 상품'),
  recommendKeywords: search('/api/v1/search/recommend-keyword', '추천 검색어'),
  autoKeyword: search('/api/v2/auto-keyword', '자동완성'),

  // Account host: token (SPEC §7 "Token").
  signOut: account('DELETE', '/api/v1/token/jwt', 'tokens', '로그아웃: 리프레시 토큰 패밀리 폐기 (헤더 accessToken, refreshToken, deviceUuid)'),
  refreshToken: account('PUT', '/api/v1/token/jwt/refresh', 'tokens', '토큰 갱신(회전): 재사용된 리프레시 토큰은 패밀리 전체 폐기 (112)'),
  validateToken: account('GET', '/api/v1/token/jwt/validation', 'tokens', '액세스 토큰 검증: 200이면 유효 (110 없음, 111 만료)'),
  // Account host: auth (SPEC §7 "Auth").
  naverSignIn: account('POST', '/api/v1/auth/social/signin-and-up', 'device', '포털(네이버형) 로그인·가입: 인가 코드를 서버가 교환'),
  appleSignIn: account('POST', '/api/v2/auth/social/signin-and-up', 'device', 'Apple 로그인·가입: id_token을 JWKS로 검증'),
  withdraw: account('DELETE', '/api/v2/auth/social/withdrawal', 'member', '회원 탈퇴: 개인정보 익명화, 모든 토큰 폐기'),
  // Account host: user (SPEC §7 "User").
  adConsent: account('PUT', '/api/v2/user/ad-consent', 'memberWrite', '광고성 정보 수신 동의 (이메일, SMS)'),
  cellphone: account('PUT', '/api/v2/user/cellphone', 'memberWrite', '휴대전화번호 변경 (01X로 시작하는 10~11자리)'),
  emailLookup: account('GET', '/api/v1/user/email', 'visitor', '휴대전화번호로 가입 이메일 찾기 (가려서 응답)'),
  nickName: account('PUT', '/api/v1/user/nick-name', 'memberWrite', '닉네임 변경 (30일에 3번까지, 초과 시 87)'),
  nickNameValidation: account('GET', '/api/v1/user/nick-name/validation', 'member', '닉네임 검사 (2~12자, 한글·영문·숫자·_, 금칙어, 중복)'),
  profile: account('GET', '/api/v2/user/profile', 'member', '내 프로필 (SPEC §3 User profile)'),
  updateProfile: account('PUT', '/api/v2/user/profile', 'memberWrite', '회원가입 완료(닉네임·약관·출생연도) 또는 회원 정보 수정'),
  userSettings: account('GET', '/api/v1/user/settings', 'member', '알림 설정 (smsYN, emailYN, adYN)'),
  // Account host: likes (SPEC §7 "user like shop and like-shop check"; docs/decisions/005).
  likeProduct: account('PUT', '/api/v1/user/like/product', 'signedUpWrite', '상품 찜 설정/해제 (likeYN; 최대 개수 초과 시 91; Idempotency-Key 지원)'),
  likedProducts: account('GET', '/api/v1/user/like/product', 'member', '찜한 상품 목록 (최근 찜한 순)'),
  productLikeCheck: account('GET', '/api/v1/user/like/product/check', 'member', '상품 찜 여부 (productNos 1~30개)'),
  likeShop: account('PUT', '/api/v1/user/like/shop', 'signedUpWrite', '가게 찜 설정/해제 (likeYN; 최대 개수 초과 시 92; Idempotency-Key 지원)'),
  likedShops: account('GET', '/api/v1/user/like/shop', 'member', '찜한 가게 목록 (최근 찜한 순)'),
  shopLikeCheck: account('GET', '/api/v1/user/like/shop/check', 'member', '가게 찜 여부'),
  // Account host: 오픈 알림 of upcoming deals (issue 13; docs/decisions/015-open-alarms.md).
  setOpenAlarm: account(
    'PUT',
    '/api/v1/user/deal/:dealId/open-alarm',
    'signedUpWrite',
    '오픈 예정 특가의 오픈 알림 받기/취소 (alarmYN; 이미 시작된 특가는 13)',
  ),
  openAlarm: account('GET', '/api/v1/user/deal/:dealId/open-alarm', 'signedUp', '내 오픈 알림 여부 (alarmYN)'),
  // Account host: app (SPEC §7 "App"; every call needs deviceUuid).
  appAccess: account('POST', '/api/v1/app/access', 'device', '앱/웹 접속 기록'),
  appAdId: account('PUT', '/api/v1/app/ad/id', 'deviceHolder', '광고 식별자 저장'),
  appAd: account('PUT', '/api/v1/app/ad', 'deviceHolder', '광고 수신 설정 (adYN); 로그인 상태면 회원 설정도 함께'),
  appProfile: account('GET', '/api/v1/app/profile', 'device', '앱 정보(최소 버전, webVersion)와 userInfo(retrySignIn, banStatus)'),
  appPush: account('PUT', '/api/v1/app/push', 'deviceHolder', '푸시 수신 설정 (pushYN)'),
  appSettings: account('GET', '/api/v1/app/settings', 'deviceHolder', '기기 설정 (pushYN, adYN)'),
  appUserId: account('PUT', '/api/v1/app/user/id', 'memberWrite', '기기와 로그인한 회원 연결'),
  appVersion: account('PUT', '/api/v1/app/version', 'deviceHolder', '네이티브 앱 버전 기록'),

  // Community pictures (issue 15; docs/decisions/021-community-images.md): the body is the picture's bytes.
  communityImageUpload: {
    method: 'POST',
    path: '/api/v1/community/image',
    host: 'display',
    guard: 'signedUpWrite',
    cache: 'never',
    summary: '커뮤니티 사진 올리기 (JPEG·PNG·WebP·HEIC, 10MB 이하, 본문은 사진 그대로) → WebP로 다시 저장, 위치 정보 제거',
  },
  // Community posts and questions (issue 15; SPEC §7 "### Community"; docs/decisions/017-community-posts.md).
  // Public reads are 'live' on the display host (the answer never depends on who asks); the
  // member's own state and every write are member calls on the account host, never stored.
  communityBoards: community('GET', '/api/v1/community/board', 'visitor', 'reference', '게시판 목록 (code, name, 글 수; 게시판 탭의 칩 순서)'),
  communityPosts: community('GET', '/api/v1/community/dashboard', 'visitor', 'live', '게시글 목록 (boardCode, sort: popular | newest, cursor)', 'list'),
  communityDailyPosts: community('GET', '/api/v1/community/dashboard/list', 'visitor', 'live', '날짜별 게시판: 그날(KST) 올라온 글 (게시글·질문·설문)', 'list'),
  communityPost: community('GET', '/api/v1/community/dashboard/:id', 'visitor', 'live', '게시글 상세 (삭제된 글은 "삭제된 글이에요")', 'detail'),
  communityPostState: community('GET', '/api/v1/community/dashboard/:id/my-state', 'signedUp', 'personal', '게시글에 대한 내 상태 (isMine, liked, clipped)'),
  createCommunityPost: community('POST', '/api/v1/community/dashboard', 'signedUpWrite', 'never', '게시글 쓰기 (제목 2~40자, 내용 10~5,000자)'),
  updateCommunityPost: community('PUT', '/api/v1/community/dashboard/:id', 'signedUpWrite', 'never', '게시글 고치기 (작성자만)'),
  deleteCommunityPost: community('DELETE', '/api/v1/community/dashboard/:id', 'signedUpWrite', 'never', '게시글 삭제 (작성자만; 댓글은 남음)'),
  communityPostReplies: community('GET', '/api/v1/community/dashboard/:id/reply', 'visitor', 'live', '게시글 댓글 목록 (오래된 순, cursor)', 'detail'),
  createCommunityPostReply: community(
    'POST',
    '/api/v1/community/dashboard/:id/reply',
    'signedUpWrite',
    'never',
    '게시글에 댓글 쓰기 (1~1,000자; Idempotency-Key 지원)',
  ),
  deleteCommunityPostReply: community('DELETE', '/api/v1/community/dashboard/:id/reply/:replyId', 'signedUpWrite', 'never', '내 댓글 삭제'),
  questions: community('GET', '/api/v1/community/qna', 'visitor', 'live', '질문 목록 (sort: popular | newest, cursor)', 'list'),
  question: community('GET', '/api/v1/community/qna/:id', 'visitor', 'live', '질문 상세 (채택된 답변 번호 포함)', 'detail'),
  questionState: community('GET', '/api/v1/community/qna/:id/my-state', 'signedUp', 'personal', '질문에 대한 내 상태 (isMine, liked, clipped)'),
  createQuestion: community('POST', '/api/v1/community/qna', 'signedUpWrite', 'never', '질문 쓰기 (제목 2~40자, 내용 10~5,000자)'),
  updateQuestion: community('PUT', '/api/v1/community/qna/:id', 'signedUpWrite', 'never', '질문 고치기 (작성자만)'),
  deleteQuestion: community('DELETE', '/api/v1/community/qna/:id', 'signedUpWrite', 'never', '질문 삭제 (작성자만; 채택된 답변이 있으면 13)'),
  questionReplies: community('GET', '/api/v1/community/qna/:id/reply', 'visitor', 'live', '답변 목록 (채택된 답변이 맨 위, 나머지는 오래된 순)', 'detail'),
  createQuestionReply: community('POST', '/api/v1/community/qna/:id/reply', 'signedUpWrite', 'never', '답변 쓰기 (1~1,000자; Idempotency-Key 지원)'),
  deleteQuestionReply: community('DELETE', '/api/v1/community/qna/:id/reply/:replyId', 'signedUpWrite', 'never', '내 답변 삭제 (채택된 답변은 13)'),
  acceptAnswer: community('PUT', '/api/v1/community/qna/:id/accept/:replyId', 'signedUpWrite', 'never', '답변 채택 (질문한 사람만, 질문당 하나)'),
  // Community reactions (issue 15; SPEC §7 "### Community"; docs/decisions/018-community-reactions.md):
  // member writes on the account host like the 찜 (never cached), public reads and counters on the display host.
  dashboardLike: communityWrite('PUT', '/api/v1/community/dashboard/:id/like', '게시글 좋아요 설정/해제 (likeYN; Idempotency-Key 지원)'),
  dashboardClipping: communityWrite('PUT', '/api/v1/community/dashboard/:id/clipping', '게시글 스크랩 설정/해제 (clippingYN; Idempotency-Key 지원)'),
  dashboardReplyLike: communityWrite('PUT', '/api/v1/community/dashboard/:id/reply/:replyId/like', '게시글 댓글 좋아요 설정/해제 (likeYN)'),
  qnaLike: communityWrite('PUT', '/api/v1/community/qna/:id/like', '질문 좋아요 설정/해제 (likeYN; Idempotency-Key 지원)'),
  qnaClipping: communityWrite('PUT', '/api/v1/community/qna/:id/clipping', '질문 스크랩 설정/해제 (clippingYN; Idempotency-Key 지원)'),
  qnaReplyLike: communityWrite('PUT', '/api/v1/community/qna/:id/reply/:replyId/like', '답변 좋아요 설정/해제 (likeYN)'),
  surveyLike: communityWrite('PUT', '/api/v1/community/survey/:id/like', '설문 좋아요 설정/해제 (likeYN; Idempotency-Key 지원)'),
  surveyClipping: communityWrite('PUT', '/api/v1/community/survey/:id/clipping', '설문 스크랩 설정/해제 (clippingYN; Idempotency-Key 지원)'),
  surveyReplyLike: communityWrite('PUT', '/api/v1/community/survey/:id/reply/:replyId/like', '설문 댓글 좋아요 설정/해제 (likeYN)'),
  myReactions: account('GET', '/api/v1/community/my/reactions', 'signedUp', '내 좋아요·스크랩 여부 (postIds, replyIds 각 1~50개)'),
  communityAccuse: communityWrite(
    'POST',
    '/api/v1/community/accuse',
    '글·댓글 신고 (한 사람이 한 번; 신고한 회원의 신뢰도로 무게를 매겨, 무게 합이 기준에 닿으면 숨김)',
  ),
  // Issue 29 item 4 (docs/decisions/038-flag-weights.md; not in SPEC): the author of a post or reply
  // hidden by reports sees it through this personal read and may ask for review once.
  myHiddenContent: account(
    'GET',
    '/api/v1/community/my/hidden',
    'signedUp',
    '신고로 가려진 내 글·댓글 (postId의 글이 내 글이면 글, 그 글에 단 내 댓글; 검토 상태와 안내 문구 포함)',
  ),
  communityReviewRequest: communityWrite('POST', '/api/v1/community/review-request', '가려진 내 글·댓글 검토 요청 (가려질 때마다 한 번; Idempotency-Key 지원)'),
  surveys: display('/api/v1/community/survey', 'live', '설문 목록 (sort: newest | popular, state: open | closed, cursor)'),
  surveyDetail: display('/api/v1/community/survey/:id', 'live', '설문 상세 (항목별 결과는 마감 후에만)', 'detail'),
  surveyMyVote: account('GET', '/api/v1/community/my/survey-vote', 'signedUp', '내 설문 참여 (참여했거나 마감되면 결과 포함)'),
  createSurvey: communityWrite('POST', '/api/v1/community/survey', '설문 올리기 (항목 2~6개, 마감 1시간~30일 뒤)'),
  surveyVote: communityWrite('PUT', '/api/v1/community/survey/:id/vote', '설문 참여 (한 사람이 한 번; 마감 후 13)'),
  deleteSurvey: communityWrite('DELETE', '/api/v1/community/survey/:id', '내 설문 삭제 (댓글은 남음)'),
  surveyReplies: community('GET', '/api/v1/community/survey/:id/reply', 'visitor', 'live', '설문 댓글 목록 (오래된 순, cursor)', 'detail'),
  createSurveyReply: communityWrite('POST', '/api/v1/community/survey/:id/reply', '설문에 댓글 쓰기 (1~1,000자; Idempotency-Key 지원)'),
  deleteSurveyReply: communityWrite('DELETE', '/api/v1/community/survey/:id/reply/:replyId', '내 설문 댓글 삭제'),
  communityViewCount: openCall('POST', '/api/v1/community/view-count', '조회수 (기기·회원마다 하루 한 번, 한국 시간)'),
  communityPostShare: openCall('POST', '/api/v1/community/post-share', '공유 기록 (communityType과 postId 둘 다 있을 때만)'),
  // Community: banned-words validation (issue 15; docs/decisions/019-banned-words.md). Public, an answer per text: never cached.
  bannedWordsValidation: openCall(
    'GET',
    '/api/v1/community/bannedwords-validation',
    '금칙어 검사 (text 1~1,000자; 띄어쓰기·자모·닮은꼴 우회 포함; 걸린 부분만 응답; 주소당 분당 30회)',
  ),
  // My community (issue 15; SPEC §2 /community/my-page; docs/decisions/017-community-posts.md "My community"): member only, never stored.
  myCommunityPosts: account('GET', '/api/v1/community/my/posts', 'signedUp', '내가 쓴 글 (게시글·질문·설문, 최신순, cursor)'),
  myCommunityClippings: account('GET', '/api/v1/community/my/clippings', 'signedUp', '내가 스크랩한 글 (스크랩한 순서, 최신순, cursor)'),
  myCommunityLikes: account('GET', '/api/v1/community/my/likes', 'signedUp', '내가 좋아요한 글 (좋아요한 순서, 최신순, cursor)'),
  myCommunitySummary: account('GET', '/api/v1/community/my/summary', 'signedUp', '내 커뮤니티 개수 (글, 스크랩, 좋아요)'),
  // Community search (issue 15; docs/decisions/023-community-search.md): read live from the posts table, so no response cache.
  communitySearch: community(
    'GET',
    '/api/v1/community/search',
    'visitor',
    'live',
    '커뮤니티 검색 (게시글·질문·설문; communityType: all | dashboard | qna | survey; 초성·띄어쓰기·오타 대응; cursor)',
  ),

  // Game, deal event apply (v2), the shop stand-in's orders, frequently purchased, adon banner
  // (issue 16; docs/decisions/026-member-economy.md "## Game, events, orders, banners").
  gameToday: account('GET', '/api/v1/user/game/roulette', 'signedUp', '오늘의 룰렛'),
  playGame: account('POST', '/api/v1/user/game/roulette', 'signedUpWrite', '룰렛 돌리기 (하루 한 번)'),
  eventApplyState: account('GET', '/api/v2/user/deal/event/:eventId/apply', 'signedUp', '이벤트 응모 여부'),
  eventApply: account('POST', '/api/v2/user/deal/event/:eventId/apply', 'signedUpWrite', '이벤트 응모'),
  shopOrders: account('GET', '/api/v1/user/shop/order', 'signedUp', '내 주문 내역'),
  createShopOrder: account('POST', '/api/v1/user/shop/order', 'signedUpWrite', '주문하기'),
  frequentPurchasedProducts: account('GET', '/api/v1/user/frequent-purchased-products', 'signedUp', '자주 산 상품'),
  adonBanner: display('/api/v1/display/adon-banner', 'live', '광고 배너'),

  // Internal: operations (not SPEC §7; docs/decisions/005-offline-first.md).
  health: internal('GET', '/api/health', 'visitor', '서버 상태'),
  // Readiness for the load balancer (issue 18, docs/decisions/034-scale-out.md): database answers, not draining.
  ready: internal('GET', '/api/ready', 'visitor', '요청을 받을 준비 (데이터베이스, 종료 중 아님)'),
  release: internal('GET', '/api/internal/release', 'ops', '배포 중인 webVersion'),
  setRelease: internal('PUT', '/api/internal/release', 'ops', 'webVersion 배포 (npm run release)'),

  // Ops console (issue 32; docs/decisions/049-ops-console.md): operators sign in with a session cookie.
  opsSignIn: internal('POST', '/api/ops/session', 'visitor', '운영자 로그인 (이름, 비밀번호; 주소당 분당 제한)'),
  opsSignOut: internal('DELETE', '/api/ops/session', 'opsViewer', '운영자 로그아웃'),
  opsMe: internal('GET', '/api/ops/session', 'opsViewer', '로그인한 운영자와 CSRF 토큰'),
  opsChangePassword: internal('PUT', '/api/ops/password', 'opsViewer', '내 비밀번호 바꾸기 (지금 비밀번호 확인; 다른 로그인은 끝남)'),
  opsAudit: internal('GET', '/api/ops/audit', 'opsViewer', '운영 기록 (최신순)'),
  opsAdoption: internal('GET', '/api/ops/adoption', 'opsViewer', '버전별 활성 클라이언트 (최근 5분·60분, 5분 단위 추이)'),
  opsRollout: internal('GET', '/api/ops/rollout', 'opsViewer', '단계적 배포 상태와 버전별 오류율'),
  opsRolloutStart: internal('POST', '/api/ops/rollout', 'opsRelease', '단계적 배포 시작 (버전, 비율)'),
  opsRolloutUpdate: internal('PUT', '/api/ops/rollout', 'opsRelease', '단계적 배포 늘리기·멈추기·다시 시작·되돌리기'),
  opsReports: internal('GET', '/api/ops/reports', 'opsViewer', '신고된 글·댓글 (신고 사유, 신고자 신뢰도)'),
  opsResolveReport: internal('PUT', '/api/ops/reports/:targetType/:targetId', 'opsModerator', '신고 처리: 다시 보이기 또는 숨긴 채로 두기'),
  opsBannedWords: internal('GET', '/api/ops/banned-words', 'opsViewer', '금칙어 목록과 문장 시험 (text를 주면 걸리는 금칙어와 글자)'),
  opsAddBannedWord: internal('POST', '/api/ops/banned-words', 'opsModerator', '금칙어·예외 추가'),
  opsRemoveBannedWord: internal('DELETE', '/api/ops/banned-words/:word', 'opsModerator', '금칙어·예외 삭제'),
  opsSearchRules: internal('GET', '/api/ops/search-rules', 'opsViewer', '많이 찾는 검색어 규칙 (고정, 제외)'),
  opsSetSearchRule: internal('PUT', '/api/ops/search-rules', 'opsModerator', '검색어 고정·제외·규칙 삭제'),
  // The error beacon every client sends (issue 32 item 4): counts only, limited per address.
  clientError: openCall('POST', '/api/v1/client-error', '클라이언트 오류 알림 (버전, 종류만; 표본 추출)'),

  // Alarms (issue 16; SPEC §2 /alarm, §3 Alarm alarmType, §7 alarm count / alarm view; docs/decisions/026 "## Alarms"):
  // the member's own inbox on the account host, never stored (PERSONAL_API_PATH covers /api/v1/alarm).
  alarmCount: account('GET', '/api/v1/alarm/count', 'signedUp', '안 읽은 알림 개수 (홈의 종 배지)'),
  alarms: account('GET', '/api/v1/alarm', 'signedUp', '내 알림 목록 (최신순, alarmType 필터, cursor; 최근 90일)'),
  readAlarm: { method: 'PUT', path: '/api/v1/alarm/:id/read', host: 'account', guard: 'signedUp', cache: 'never', summary: '알림 하나 읽음' },
  readAllAlarms: {
    method: 'PUT',
    path: '/api/v1/alarm/read',
    host: 'account',
    guard: 'signedUp',
    cache: 'never',
    summary: '알림 모두 읽음 (alarmType을 주면 그 종류만)',
  },
  // Stars and levels (issue 16; SPEC §7 mypage, level, point, point summary (v2), point history, point guide (v2);
  // docs/decisions/026-member-economy.md "Points and levels"): member reads on the account host, personal.
  mypage: account('GET', '/api/v1/mypage', 'signedUp', '마이페이지 요약 (닉네임, 별, 등급, 글·댓글·구매·안 읽은 알림 수)'),
  memberLevel: account('GET', '/api/v1/mypage/level', 'signedUp', '내 등급 (다음 등급까지 남은 조건, 등급표; 오르면 등급 상승 알림)'),
  point: account('GET', '/api/v1/point', 'signedUp', '내 별 잔액'),
  pointSummary: account('GET', '/api/v2/point/summary', 'signedUp', '내 별 요약 (잔액, 이번 달 소멸 예정, 이번 달 적립)'),
  pointHistory: account('GET', '/api/v1/point/history', 'signedUp', '별 내역 (filter: all | earn | spend | expire, 최신순, cursor)'),
  pointGuide: account('GET', '/api/v2/point/guide', 'signedUp', '별 안내 (모으는 방법과 하루 한도, 쓰는 방법, 교환 조건, 소멸 기준)'),

  // Stars exchange (issue 16; SPEC §7 point exchange, exchange auto, exchange complete; docs/decisions/026 "## Exchange").
  pointExchangeInfo: account('GET', '/api/v1/user/point/exchange', 'signedUp', '별 교환 화면: 잔액, 교환 가능 별, 최소·단위, 자동 교환 설정'),
  pointExchange: {
    ...account('POST', '/api/v1/user/point/exchange', 'signedUpWrite', '별을 적립금·쿠폰으로 교환 (최소 1,000개, 100개 단위; Idempotency-Key 필수)'),
    cache: 'never',
  },
  exchangeAuto: account('GET', '/api/v1/user/point/exchange/auto', 'signedUp', '자동 교환 설정 (매달 1일)'),
  setExchangeAuto: { ...account('PUT', '/api/v1/user/point/exchange/auto', 'signedUpWrite', '자동 교환 켜기/끄기'), cache: 'never' },
  exchangeComplete: account('GET', '/api/v1/user/point/exchange/complete', 'signedUp', '끝난 교환 목록 (완료·실패, 최근 순)'),
  exchangeCompleteDetail: account('GET', '/api/v1/user/point/exchange/complete/:exchangeId', 'signedUp', '교환 한 건의 상태'),

  // Admin preview (issue 17; SPEC §2 /admin-deal, /admin-period, /admin-event, /admin-notice; docs/decisions/032-admin-preview.md):
  // any state, to the ops token or a signed preview link; never stored, never counts a view.
  previewDeal: preview('/api/v1/admin/preview/deal/:dealId', '특가 미리보기 (비공개·예약 포함)'),
  previewPeriod: preview('/api/v1/admin/preview/period/:periodId', '기획전 미리보기 (비공개·예약 포함)'),
  previewEvent: preview('/api/v1/admin/preview/event/:eventId', '이벤트 미리보기 (비공개·예약 포함)'),
  previewNotice: preview('/api/v1/admin/preview/notice/:noticeId', '공지 미리보기 (비공개·예약 포함, 조회수 없음)'),
} as const satisfies Record<string, EndpointPath>;

export type EndpointName = keyof typeof paths;

/**
 * Fill a path pattern: `pathOf('/api/v1/display/deal/:dealId', { dealId: 7 })` → `/api/v1/display/deal/7`.
 * Values are URI-encoded. Throws Error when a named segment has no value (a programming error).
 */
export function pathOf(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A path pattern as an anchored RegExp over URL pathnames (`:name` → one non-empty segment). */
export function pathPattern(pattern: string): RegExp {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

const compiled = Object.values(paths).map((p) => ({ ...p, pattern: pathPattern(p.path) }));

/**
 * The table entry a request (method, pathname) hits, or undefined. Static segments win over
 * parameters (`/deal/recommendation` before `/deal/:dealId`), as in Fastify's router.
 */
export function endpointAt(method: string, pathname: string): EndpointPath | undefined {
  const hits = compiled.filter((p) => p.method === method && p.pattern.test(pathname));
  return hits.sort((a, b) => paramCount(a.path) - paramCount(b.path))[0];
}

const paramCount = (pattern: string) => (pattern.match(/:\w+/g) ?? []).length;
