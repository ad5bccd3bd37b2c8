/**
 * What the request log may show (issue 14; OWASP ASVS 5.0 §16.2.5 "no sensitive data in logs").
 * One-time sign-in codes, OAuth state, id_tokens and nonces travel in URLs (the landing pages'
 * query, the stand-in provider's redirects): the log line keeps the path and every other
 * parameter, with those values replaced by `[redacted]`. Issue 29 adds the admin preview's signed
 * link (`preview`), the SPEC's camel-case token names, and any value shaped like a token whatever
 * its name: a JWT (three base64url parts) or 32+ characters of base64url/hex. Token headers are
 * redacted by pino's `redact` paths in server/app.ts.
 */
const SECRET_PARAMS = new Set([
  'code',
  'state',
  'id_token',
  'access_token',
  'refresh_token',
  'accesstoken',
  'refreshtoken',
  'nonce',
  'token',
  'devicesecret',
  'preview',
]);
/** A value that looks like a credential: a JWT, or a long run of base64url (hex included). */
const TOKEN_SHAPED = /^(?:[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}|[A-Za-z0-9_-]{32,}={0,2})$/;

/** `/login-landing?code=abc&state=x&from=shop` → `/login-landing?code=[redacted]&state=[redacted]&from=shop`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeSafely(eq < 0 ? pair : pair.slice(0, eq)).toLowerCase();
      const value = eq < 0 ? '' : decodeSafely(pair.slice(eq + 1));
      return SECRET_PARAMS.has(name) || TOKEN_SHAPED.test(value) ? `${eq < 0 ? pair : pair.slice(0, eq)}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${redacted}`;
}

function decodeSafely(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** Header names (lower case) never written to the log. */
export const REDACTED_HEADERS = ['authorization', 'accesstoken', 'refreshtoken', 'cookie', 'devicesecret'];
