/**
 * The client's words for SPEC §8 codes whose answer may arrive without the server's own message
 * (issue 17): a proxy's or gateway's error page, an empty body. The server's Korean message always
 * wins when there is one (server/errors.ts holds the same texts).
 *   51  parameter store error (503) · 141 request timeout with cache creation (504) · 400 cafe withdrawal failed (502)
 */
export const SPEC_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  51: '설정 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  141: '요청 시간이 초과되었어요. 잠시 후 다시 시도해 주세요.',
  400: '쇼핑몰 회원 탈퇴 처리에 실패했어요. 고객센터로 문의해 주세요.',
};

const FALLBACK = '요청을 처리하지 못했어요.';

/** The message to show for an error answer: the server's, else the catalogue's for its code, else a generic one. */
export function messageForCode(code: number, serverMessage?: unknown): string {
  if (typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  return SPEC_ERROR_MESSAGES[code] ?? FALLBACK;
}
