/**
 * safeReturnUrl (issue 14, open redirect after sign-in; SPEC §4 "the intended path as return
 * path"): every entry of the shared corpus (tests/setup/redirect-corpus.ts) ends on our origin, as
 * the browser reads it; ordinary paths pass unchanged; the answer is stable when read again (the
 * landing pages hand it on to /login-action and /sign-up, which check it once more).
 */
import { describe, expect, it } from 'vitest';
import { GOOD_RETURN_PATHS, REDIRECT_CORPUS, staysOnOrigin } from '@tests/setup/redirect-corpus';
import { safeReturnUrl } from './session';

const ORIGIN = window.location.origin;

describe('safeReturnUrl: the redirect corpus', () => {
  it.each(REDIRECT_CORPUS)('%s stays on our origin', (_label, value) => {
    const result = safeReturnUrl(value);
    expect(staysOnOrigin(result, ORIGIN), JSON.stringify(result)).toBe(true);
    expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
    expect(safeReturnUrl(result)).toBe(result);
  });

  it.each(GOOD_RETURN_PATHS)('%s comes back unchanged', (path) => {
    expect(safeReturnUrl(path)).toBe(path);
  });

  it('same-origin absolute URLs become their path; anything not a short string is /', () => {
    expect(safeReturnUrl(`${ORIGIN}/my-page?tab=1#top`)).toBe('/my-page?tab=1#top');
    expect(safeReturnUrl('/검색?keyword=사과')).toBe('/%EA%B2%80%EC%83%89?keyword=%EC%82%AC%EA%B3%BC');
    for (const v of [undefined, null, 12, {}, '', `/${'a'.repeat(2000)}`]) expect(safeReturnUrl(v), String(v).slice(0, 20)).toBe('/');
  });
});
