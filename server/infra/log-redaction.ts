/**
 * What the request log may show (issue 14; OWASP ASVS 5.0 §16.2.5 "no sensitive data in logs").
 * One-time sign-in codes, OAuth state, id_tokens and nonces travel in URLs (the landing pages'
 * query, the stand-in provider's redirects): the log line keeps the path and every other
 * parameter, with those values replaced by `[redacted]`. Token headers are redacted by pino's
 * `redact` paths in server/app.ts.
 */
const SECRET_PARAMS = new Set(['code', 'state', 'id_token', 'access_token', 'refresh_token', 'nonce', 'token', 'devicesecret']);

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
      return SECRET_PARAMS.has(name) ? `${eq < 0 ? pair : pair.slice(0, eq)}=[redacted]` : pair;
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
