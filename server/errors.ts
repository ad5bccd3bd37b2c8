/**
 * The one error catalogue (SPEC §8): numeric server code, name, HTTP status and Korean message.
 *
 * Every error the API returns goes through {@link ApiError} and the error handler in
 * server/plugins/errors.ts, which renders the common envelope
 * `{ code, name, message, data: null, toastItems: [] }` (see server/contract/envelope.ts).
 * Messages are what a Korean shopper reads; SPEC §8 gives the dialog texts where it has them.
 */

export interface ErrorDefinition {
  code: number;
  name: string;
  status: number;
  message: string;
}

/** One catalogue entry; literal types are kept, so ErrorCode is the union of the codes. */
const def = <const C extends number, const N extends string, const S extends number, const M extends string>(code: C, name: N, status: S, message: M) =>
  ({ code, name, status, message }) as const;

export const ERRORS = {
  UNEXPECTED_ERROR: def(5, 'UNEXPECTED_ERROR', 500, '일시적인 문제로 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.'),
  NO_DATA: def(8, 'NO_DATA', 404, '요청하신 정보를 찾을 수 없어요.'),
  UNSUPPORTED: def(9, 'UNSUPPORTED', 415, '지원하지 않는 요청 형식이에요.'),
  NO_REQUIRED_VALUE: def(10, 'NO_REQUIRED_VALUE', 400, '필수 값이 빠졌어요.'),
  UNDEFINED: def(11, 'UNDEFINED', 404, '정의되지 않은 요청이에요.'),
  NOT_MATCHED: def(12, 'NOT_MATCHED', 400, '입력하신 값의 형식이 올바르지 않아요.'),
  OUT_OF_RANGE: def(13, 'OUT_OF_RANGE', 400, '입력하신 값이 허용 범위를 벗어났어요.'),
  PARAMETER_STORE_ERROR: def(51, 'PARAMETER_STORE_ERROR', 503, '설정 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'),
  SEARCH_ENGINE_ERROR: def(52, 'SEARCH_ENGINE_ERROR', 503, '검색이 지연되고 있어요. 검색어를 조금 더 구체적으로 입력해 주세요.'),
  NAVER_LOGIN_ERROR: def(81, 'NAVER_LOGIN_ERROR', 401, '네이버 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.'),
  APPLE_LOGIN_ERROR: def(82, 'APPLE_LOGIN_ERROR', 401, 'Apple 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.'),
  PROHIBIT_SIGNUP: def(83, 'PROHIBIT_SIGNUP', 403, '만 14세 미만은 보호자 동의가 있어야 가입할 수 있어요. 고객센터로 문의해 주세요.'),
  PROHIBIT_SIGNUP_APPLE: def(84, 'PROHIBIT_SIGNUP_APPLE', 403, '지금은 Apple 계정으로 가입할 수 없어요. 고객센터로 문의해 주세요.'),
  NICKNAME_LIMIT_OVER: def(87, 'NICKNAME_LIMIT_OVER', 429, '닉네임 변경 가능 횟수를 모두 사용했어요.'),
  LIKE_PRODUCT_MAX_LIMIT_ERROR: def(91, 'LIKE_PRODUCT_MAX_LIMIT_ERROR', 409, '찜할 수 있는 상품 수를 넘었어요. 찜 목록을 정리한 뒤 다시 시도해 주세요.'),
  LIKE_SHOP_MAX_LIMIT_ERROR: def(92, 'LIKE_SHOP_MAX_LIMIT_ERROR', 409, '찜할 수 있는 가게 수를 넘었어요. 찜 목록을 정리한 뒤 다시 시도해 주세요.'),
  NULL_OR_EMPTY_TOKEN: def(110, 'NULL_OR_EMPTY_TOKEN', 401, '로그인이 필요해요.'),
  ACCESS_TOKEN_EXPIRED: def(111, 'ACCESS_TOKEN_EXPIRED', 401, '로그인 정보가 만료되었어요.'),
  REFRESH_TOKEN_EXPIRED: def(112, 'REFRESH_TOKEN_EXPIRED', 401, '로그인 유효기간이 만료되어 자동으로 로그아웃되었어요. 다시 로그인해 주세요.'),
  REQUEST_TIMEOUT_WITH_CACHE: def(141, 'REQUEST_TIMEOUT_WITH_CACHE', 504, '요청 시간이 초과되었어요. 잠시 후 다시 시도해 주세요.'),
  EXTERNAL_API_ERROR: def(180, 'EXTERNAL_API_ERROR', 502, '외부 서비스와 연결하지 못했어요. 잠시 후 다시 시도해 주세요.'),
  /**
   * Not a SPEC §8 code (the SPEC only says banned users are blocked by a dialog with the ban
   * message, §4/§6): the one documented extension, docs/decisions/004-accounts.md. The message
   * sent is the member's own ban message.
   */
  BANNED_USER: def(130, 'BANNED_USER', 403, '이용이 제한된 계정이에요. 고객센터로 문의해 주세요.'),
  /** Also an extension: too many sign-in/refresh/validation calls (@fastify/rate-limit). */
  TOO_MANY_REQUESTS: def(131, 'TOO_MANY_REQUESTS', 429, '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.'),
  /**
   * Also an extension (issue 32, docs/decisions/049-ops-console.md): a signed-in operator whose role
   * does not allow the action, or an ops write without its session's CSRF token.
   */
  OPS_FORBIDDEN: def(132, 'OPS_FORBIDDEN', 403, '이 작업을 할 권한이 없어요.'),
  CAFE_WITHDRAWAL_FAILED: def(400, 'CAFE_WITHDRAWAL_FAILED', 502, '쇼핑몰 회원 탈퇴 처리에 실패했어요. 고객센터로 문의해 주세요.'),
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorName = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorName]['code'];

/** Every numeric code of SPEC §8, for tests and the client's catalogue. */
export const ERROR_CODES: readonly number[] = Object.values(ERRORS).map((e) => e.code);

/**
 * An error with a SPEC §8 code. Throw it from handlers/services; the error plugin renders it.
 * @param name catalogue entry, e.g. 'NO_DATA'
 * @param message optional Korean message overriding the catalogue default
 * @param details optional machine-readable details (e.g. which field failed), never personal data
 */
export class ApiError extends Error {
  readonly code: number;
  readonly errorName: ErrorName;
  readonly status: number;
  readonly details?: unknown;

  constructor(name: ErrorName, message?: string, details?: unknown) {
    const def = ERRORS[name];
    super(message ?? def.message);
    this.code = def.code;
    this.errorName = name;
    this.status = def.status;
    this.details = details;
  }
}
