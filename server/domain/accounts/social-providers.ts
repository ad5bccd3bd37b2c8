/**
 * Provider adapters for social sign-in (SPEC §1, §7 Auth; issue 3). The server never trusts a
 * profile sent by the browser: it asks the provider itself.
 *
 * - Naver-style (channelType 1001): OAuth 2.0 authorisation-code flow. The browser brings back the
 *   `code`; we exchange it at `${NAVER_AUTH_BASE_URL}/oauth2.0/token` with our client secret, then
 *   read `${NAVER_API_BASE_URL}/v1/nid/me` (email, gender, birthyear, mobile, name).
 * - Apple (channelType 1002): OIDC. The browser brings back an `id_token`; we verify its RS256
 *   signature against the provider's JWKS (`${APPLE_AUTH_BASE_URL}/auth/keys`), issuer, audience
 *   (our client id) and expiry with jose.
 * Base URLs are configuration; empty means the stand-in identity provider under /idp of this
 * server (server/stand-ins/idp). `fetch` is injectable so tests reach the stand-in
 * through app.inject without a port.
 * Errors: ApiError 81 (Naver) / 82 (Apple) when the provider refuses; 180 when it is unreachable.
 */
import { createHash } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { ApiError } from '@server/errors.js';
import type { Env } from '@server/env.js';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface NaverProfile {
  id: string;
  email?: string;
  gender?: string;
  birthyear?: string;
  mobile?: string;
  name?: string;
}

export interface AppleIdentity {
  sub: string;
  email?: string;
  /** The id_token's nonce claim: SHA-256 (hex) of the nonce the client kept (checked by verifyIdToken). */
  nonceHash: string;
}

export interface ProviderUrls {
  /** Where the browser is sent to authorise (client config). */
  naverAuthorizeUrl: string;
  appleAuthorizeUrl: string;
  /** Server-side bases. */
  naverAuthBase: string;
  naverApiBase: string;
  appleAuthBase: string;
  /** OIDC issuer expected in Apple id_tokens. */
  appleIssuer: string;
}

/** Resolve provider URLs from the environment (stand-in defaults). */
export function providerUrls(env: Env): ProviderUrls {
  const self = (env.SELF_BASE_URL || `http://127.0.0.1:${env.PORT}`).replace(/\/$/, '');
  const naverAuthBase = (env.NAVER_AUTH_BASE_URL || `${self}/idp/naver`).replace(/\/$/, '');
  const naverApiBase = (env.NAVER_API_BASE_URL || `${self}/idp/naver`).replace(/\/$/, '');
  const appleAuthBase = (env.APPLE_AUTH_BASE_URL || `${self}/idp/apple`).replace(/\/$/, '');
  return {
    naverAuthorizeUrl: env.NAVER_AUTH_BASE_URL ? `${naverAuthBase}/oauth2.0/authorize` : '/idp/naver/oauth2.0/authorize',
    appleAuthorizeUrl: env.APPLE_AUTH_BASE_URL ? `${appleAuthBase}/auth/authorize` : '/idp/apple/auth/authorize',
    naverAuthBase,
    naverApiBase,
    appleAuthBase,
    appleIssuer: env.APPLE_AUTH_BASE_URL ? 'https://appleid.apple.com' : appleAuthBase,
  };
}

async function getJson(fetchFn: FetchLike, url: string, init: RequestInit | undefined, onFail: 'NAVER_LOGIN_ERROR' | 'APPLE_LOGIN_ERROR') {
  let res: Response;
  try {
    res = await fetchFn(url, { ...init, signal: AbortSignal.timeout(10000) });
  } catch {
    throw new ApiError('EXTERNAL_API_ERROR');
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ApiError(onFail);
  }
  if (res.status >= 500) throw new ApiError('EXTERNAL_API_ERROR');
  return { status: res.status, body: body as Record<string, unknown> };
}

export class NaverAdapter {
  constructor(
    private readonly urls: ProviderUrls,
    private readonly client: { id: string; secret: string },
    private readonly fetchFn: FetchLike,
  ) {}

  /**
   * Exchange an authorisation code and read the profile.
   * @throws ApiError 81 when the code or token is refused, 180 when the provider is unreachable
   */
  async profileFromCode(code: string, state: string, redirectUri: string): Promise<NaverProfile> {
    // redirect_uri: the one the code was issued for (RFC 6749 §4.1.3; the stand-in checks it).
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: this.client.id,
      client_secret: this.client.secret,
      code,
      state,
      redirect_uri: redirectUri,
    });
    const token = await getJson(
      this.fetchFn,
      `${this.urls.naverAuthBase}/oauth2.0/token`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() },
      'NAVER_LOGIN_ERROR',
    );
    const accessToken = token.body.access_token;
    if (token.status !== 200 || typeof accessToken !== 'string' || !accessToken) throw new ApiError('NAVER_LOGIN_ERROR');
    const me = await getJson(this.fetchFn, `${this.urls.naverApiBase}/v1/nid/me`, { headers: { authorization: `Bearer ${accessToken}` } }, 'NAVER_LOGIN_ERROR');
    const response = me.body.response as Record<string, unknown> | undefined;
    if (me.status !== 200 || me.body.resultcode !== '00' || !response || typeof response.id !== 'string' || !response.id)
      throw new ApiError('NAVER_LOGIN_ERROR');
    const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
    return {
      id: response.id,
      email: str(response.email),
      gender: str(response.gender),
      birthyear: str(response.birthyear),
      mobile: str(response.mobile),
      name: str(response.name),
    };
  }
}

const JWKS_TTL_MS = 10 * 60 * 1000;

export class AppleAdapter {
  private jwks: { set: ReturnType<typeof createLocalJWKSet>; at: number } | null = null;

  constructor(
    private readonly urls: ProviderUrls,
    private readonly clientId: string,
    private readonly fetchFn: FetchLike,
  ) {}

  private async keySet(force = false) {
    if (!force && this.jwks && Date.now() - this.jwks.at < JWKS_TTL_MS) return this.jwks.set;
    const res = await getJson(this.fetchFn, `${this.urls.appleAuthBase}/auth/keys`, undefined, 'APPLE_LOGIN_ERROR');
    if (res.status !== 200 || !Array.isArray(res.body.keys)) throw new ApiError('APPLE_LOGIN_ERROR');
    this.jwks = { set: createLocalJWKSet(res.body as unknown as JSONWebKeySet), at: Date.now() };
    return this.jwks.set;
  }

  /**
   * Verify an id_token (RS256 against the JWKS; iss, aud = our client id, exp) and its nonce: the
   * token's `nonce` claim must be SHA-256 (hex) of the `nonce` the client kept in its session for
   * this sign-in (issue 14; the caller then records it as used, so a token works once).
   * A token signed by an unknown key refreshes the JWKS once (key rotation).
   * @throws ApiError 82 when the token or its nonce is not valid, 180 when the JWKS is unreachable
   */
  async verifyIdToken(idToken: string, nonce: string): Promise<AppleIdentity> {
    const verify = async (force: boolean) =>
      jwtVerify(idToken, await this.keySet(force), { issuer: this.urls.appleIssuer, audience: this.clientId, algorithms: ['RS256'] });
    let payload;
    try {
      payload = (await verify(false)).payload;
    } catch (e) {
      if (e instanceof ApiError) throw e;
      if ((e as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') throw new ApiError('APPLE_LOGIN_ERROR');
      try {
        payload = (await verify(true)).payload;
      } catch (e2) {
        if (e2 instanceof ApiError) throw e2;
        throw new ApiError('APPLE_LOGIN_ERROR');
      }
    }
    if (typeof payload.sub !== 'string' || !payload.sub) throw new ApiError('APPLE_LOGIN_ERROR');
    const nonceHash = createHash('sha256').update(nonce).digest('hex');
    if (!nonce || typeof payload.nonce !== 'string' || payload.nonce !== nonceHash) throw new ApiError('APPLE_LOGIN_ERROR');
    return { sub: payload.sub, email: typeof payload.email === 'string' ? payload.email : undefined, nonceHash };
  }
}
