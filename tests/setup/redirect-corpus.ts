/**
 * Return-URL corpus of issue 14 (open redirect after sign-in; SPEC §4 "the intended path as return
 * path"): strings a browser may turn into another site although they look like a path, read by
 * the client's safeReturnUrl unit test (src/lib/auth/return-url.test.ts), the hostile suite (the
 * shop stand-in's login page, server/routes/hostile.test.ts) and the browser
 * (tests/e2e/security.spec.ts). Each entry is the value as the page receives it, already decoded
 * once from the query string; the percent-encoded entries are there to stay encoded.
 *
 * Why they are dangerous: the URL parser removes TAB, LF and CR anywhere and C0 controls and spaces
 * at both ends, reads `\` as `/` in http(s) URLs, resolves dot segments (`/.//x` is the path
 * `//x`, which a later `location.replace` reads as a host), and a different scheme before `:`
 * makes the rest a host (`https:evil.example`).
 */

export const EVIL_HOST = 'evil.example';

/** [label, value] pairs: every value must end on our origin. */
export const REDIRECT_CORPUS: ReadonlyArray<readonly [string, string]> = [
  ['TAB between the slashes', `/\t/${EVIL_HOST}/x`],
  ['LF between the slashes', `/\n/${EVIL_HOST}/x`],
  ['CR between the slashes', `/\r/${EVIL_HOST}/x`],
  ['CR LF between the slashes', `/\r\n/${EVIL_HOST}/x`],
  ['leading TAB', `\t//${EVIL_HOST}`],
  ['NUL between the slashes', `/\u0000/${EVIL_HOST}`],
  ['DEL between the slashes', `/\u007f/${EVIL_HOST}`],
  ['C1 NEL between the slashes', `/\u0085/${EVIL_HOST}`],
  ['Unicode line separator', `/\u2028/${EVIL_HOST}`],
  ['Unicode paragraph separator', `/\u2029/${EVIL_HOST}`],
  ['protocol-relative', `//${EVIL_HOST}`],
  ['three slashes', `///${EVIL_HOST}`],
  ['backslash host', `\\${EVIL_HOST}`],
  ['two backslashes', `\\\\${EVIL_HOST}`],
  ['slash backslash', `/\\${EVIL_HOST}`],
  ['backslash slash', `\\/${EVIL_HOST}`],
  ['backslashes after a dot segment', `/x/..\\\\${EVIL_HOST}`],
  ['backslash inside a path', `/my-page\\..\\..\\${EVIL_HOST}`],
  ['dot segment to two slashes', `/.//${EVIL_HOST}`],
  ['parent segment to two slashes', `/x/..//${EVIL_HOST}`],
  ['encoded parent segment to two slashes', `/%2e%2e//${EVIL_HOST}`],
  ['percent-encoded TAB (literal)', `/%09/${EVIL_HOST}`],
  ['percent-encoded slashes (literal)', `%2F%2F${EVIL_HOST}`],
  ['percent-encoded TAB form of the report', `%2F%09%2F${EVIL_HOST}%2Fx`],
  ['percent-encoded slashes after a slash', `/%2F%2F${EVIL_HOST}`],
  ['percent-encoded backslash', `/%5C${EVIL_HOST}`],
  ['double-encoded slashes', `%252F%252F${EVIL_HOST}`],
  ['double-encoded TAB form', `%252F%2509%252F${EVIL_HOST}`],
  ['javascript:', 'javascript:alert(document.domain)'],
  ['javascript: mixed case', 'JaVaScRiPt:alert(1)'],
  ['javascript: with a TAB inside', 'java\tscript:alert(1)'],
  ['javascript: after a slash path', '/x/../javascript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['http://', `http://${EVIL_HOST}/x`],
  ['https://', `https://${EVIL_HOST}/x`],
  ['https: without slashes', `https:${EVIL_HOST}`],
  ['https: one slash', `https:/${EVIL_HOST}`],
  ['ftp://', `ftp://${EVIL_HOST}`],
  ['user-info trick', `//127.0.0.1@${EVIL_HOST}`],
  ['full-width slashes', `／／${EVIL_HOST}`],
  ['slash and full-width slash', `/／${EVIL_HOST}`],
  ['full-width backslashes', `＼＼${EVIL_HOST}`],
  ['https: with full-width slashes', `https:／／${EVIL_HOST}`],
  ['leading space', ` //${EVIL_HOST}`],
  ['leading spaces before a TAB form', `  /\t/${EVIL_HOST}`],
  ['leading no-break space', `\u00a0//${EVIL_HOST}`],
  ['trailing CR LF after a host', `//${EVIL_HOST}\r\n`],
];

/** Ordinary return paths that must come back unchanged (already in their canonical form). */
export const GOOD_RETURN_PATHS: readonly string[] = ['/', '/my-page', '/deal/12?x=1', '/search?keyword=%EC%82%AC%EA%B3%BC#top', '/community/main/popular-post'];

/** TAB/LF/CR and the other C0 controls, DEL and C1 (\p{Cc}), the Unicode line and paragraph separators, backslash. */
const UNSAFE_CHARACTERS = /[\p{Cc}\u2028\u2029\\]/u;

/**
 * Is `value` a return path that keeps the browser on `origin`, read exactly as written (no
 * characters the URL parser would drop or reinterpret, not `//…` after parsing)?
 */
export function staysOnOrigin(value: string, origin: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value)) return false;
  const url = new URL(value, origin);
  return url.origin === origin && !url.pathname.startsWith('//');
}
