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

export const ERRORS = {
  UNEXPECTED_ERROR: { code: 5, name: 'UNEXPECTED_ERROR', status: 500, message: '일시적인 문제로 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.' },
  NO_DATA: { code: 8, name: 'NO_DATA', status: 404, message: '요청하신 정보를 찾을 수 없어요.' },
  UNSUPPORTED: { code: 9, name: 'UNSUPPORTED', status: 415, message: '지원하지 않는 요청 형식이에요.' },
  NO_REQUIRED_VALUE: { code: 10, name: 'NO_REQUIRED_VALUE', status: 400, message: '필수 값이 빠졌어요.' },
  UNDEFINED: { code: 11, name: 'UNDEFINED', status: 404, message: '정의되지 않은 요청이에요.' },
  NOT_MATCHED: { code: 12, name: 'NOT_MATCHED', status: 400, message: '입력하신 값의 형식이 올바르지 않아요.' },
  OUT_OF_RANGE: { code: 13, name: 'OUT_OF_RANGE', status: 400, message: '입력하신 값이 허용 범위를 벗어났어요.' },
  PARAMETER_STORE_ERROR: { code: 51, name: 'PARAMETER_STORE_ERROR', status: 503, message: '설정 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.' },
  SEARCH_ENGINE_ERROR: { code: 52, name: 'SEARCH_ENGINE_ERROR', status: 503, message: '검색이 지연되고 있어요. 검색어를 조금 더 구체적으로 입력해 주세요.' },
  NAVER_LOGIN_ERROR: { code: 81, name: 'NAVER_LOGIN_ERROR', status: 401, message: '네이버 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.' },
  APPLE_LOGIN_ERROR: { code: 82, name: 'APPLE_LOGIN_ERROR', status: 401, message: 'Apple 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.' },
  PROHIBIT_SIGNUP: {
    code: 83,
    name: 'PROHIBIT_SIGNUP',
    status: 403,
    message: '만 14세 미만은 보호자 동의가 있어야 가입할 수 있어요. 고객센터로 문의해 주세요.',
  },
  PROHIBIT_SIGNUP_APPLE: { code: 84, name: 'PROHIBIT_SIGNUP_APPLE', status: 403, message: '지금은 Apple 계정으로 가입할 수 없어요. 고객센터로 문의해 주세요.' },
  NICKNAME_LIMIT_OVER: { code: 87, name: 'NICKNAME_LIMIT_OVER', status: 429, message: '닉네임 변경 가능 횟수를 모두 사용했어요.' },
  LIKE_PRODUCT_MAX_LIMIT_ERROR: {
    code: 91,
    name: 'LIKE_PRODUCT_MAX_LIMIT_ERROR',
    status: 409,
    message: '찜할 수 있는 상품 수를 넘었어요. 찜 목록을 정리한 뒤 다시 시도해 주세요.',
  },
  LIKE_SHOP_MAX_LIMIT_ERROR: {
    code: 92,
    name: 'LIKE_SHOP_MAX_LIMIT_ERROR',
    status: 409,
    message: '찜할 수 있는 가게 수를 넘었어요. 찜 목록을 정리한 뒤 다시 시도해 주세요.',
  },
  NULL_OR_EMPTY_TOKEN: { code: 110, name: 'NULL_OR_EMPTY_TOKEN', status: 401, message: '로그인이 필요해요.' },
  ACCESS_TOKEN_EXPIRED: { code: 111, name: 'ACCESS_TOKEN_EXPIRED', status: 401, message: '로그인 정보가 만료되었어요.' },
  REFRESH_TOKEN_EXPIRED: {
    code: 112,
    name: 'REFRESH_TOKEN_EXPIRED',
    status: 401,
    message: '로그인 유효기간이 만료되어 자동으로 로그아웃되었어요. 다시 로그인해 주세요.',
  },
  REQUEST_TIMEOUT_WITH_CACHE: { code: 141, name: 'REQUEST_TIMEOUT_WITH_CACHE', status: 504, message: '요청 시간이 초과되었어요. 잠시 후 다시 시도해 주세요.' },
  EXTERNAL_API_ERROR: { code: 180, name: 'EXTERNAL_API_ERROR', status: 502, message: '외부 서비스와 연결하지 못했어요. 잠시 후 다시 시도해 주세요.' },
  /**
   * Not a SPEC §8 code (the SPEC only says banned users are blocked by a dialog with the ban
   * message, §4/§6): the one documented extension, docs/decisions/004-accounts.md. The message
   * sent is the member's own ban message.
   */
  BANNED_USER: { code: 130, name: 'BANNED_USER', status: 403, message: '이용이 제한된 계정이에요. 고객센터로 문의해 주세요.' },
  /** Also an extension: too many sign-in/refresh/validation calls (@fastify/rate-limit). */
  TOO_MANY_REQUESTS: { code: 131, name: 'TOO_MANY_REQUESTS', status: 429, message: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.' },
  CAFE_WITHDRAWAL_FAILED: { code: 400, name: 'CAFE_WITHDRAWAL_FAILED', status: 500, message: '쇼핑몰 회원 탈퇴 처리에 실패했어요. 고객센터로 문의해 주세요.' },
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
