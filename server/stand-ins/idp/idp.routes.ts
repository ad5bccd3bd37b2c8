/**
 * Local stand-in identity provider (issue 3): lets social sign-in run offline and in tests while
 * speaking the same protocols as the real providers, so the server's adapters
 * (server/domain/accounts/social-providers.ts) are exercised for real.
 *
 * Naver-style OAuth 2.0 (under /idp/naver):
 *   GET  /oauth2.0/authorize?response_type=code&client_id&redirect_uri&state[&auth_type=reprompt]
 *        → Korean consent page: a test persona (이름, 이메일, 성별, 출생연도, 휴대전화) with one
 *          [필수] checkbox per required item; unticked items are simply not released.
 *   POST /oauth2.0/authorize → 302 redirect_uri?code&state (or ?error=access_denied on 취소)
 *   POST /oauth2.0/token (form: grant_type, client_id, client_secret, code) → { access_token, … }
 *   GET  /v1/nid/me (Bearer) → { resultcode: '00', message: 'success', response: { id, email, … } }
 * Apple-style OIDC (under /idp/apple):
 *   GET  /auth/authorize?client_id&redirect_uri&state → consent page (이메일, 이름)
 *   POST /auth/authorize → 302 redirect_uri#id_token=…&state=…&user=… (RS256 id_token)
 *   GET  /auth/keys → JWKS
 * Codes live 5 minutes, are single-use and bound to the client and redirect URI they were issued
 * for; the RS256 key is generated at start (jose).
 * Redirect URIs must match exactly (issue 14, as real providers require): this origin — the PWA is
 * served from the same origin as the stand-in — and the PWA's /login-landing or /login-landing-apple
 * path, with nothing else. The Apple-style id_token carries the `nonce` the client sent, which our
 * sign-in checks and accepts once (server/domain/accounts/social-providers.ts).
 *
 * Each consent page also has a test-only "오류로 응답" button (issue 17): the provider answers
 * `error=invalid_request` (query for Naver-style, fragment for Apple-style), as a real provider
 * does on a broken request, so the client's error rules (SPEC §8) can be exercised end to end.
 * Every answer carries Cross-Origin-Opener-Policy `unsafe-none`, like the real providers' pages,
 * so a sign-in popup keeps its opener through them (docs/decisions/029-sign-in-popups.md).
 *
 * It is a DEMO login (issue 14, server/identity-mode.ts): the typed e-mail is the identity, so
 * it is only mounted in IDP_MODE stand-in, and every page says "데모 로그인".
 * Hidden from the OpenAPI document: not part of our API.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { Env } from '@server/env.js';
import { escapeHtml, standInPage } from '@server/infra/html.js';
import type { ProviderUrls } from '@server/domain/accounts/social-providers.js';

const CODE_TTL_MS = 5 * 60 * 1000;
const ACCESS_TTL_MS = 60 * 60 * 1000;
const ALLOWED_RETURN_PATHS = new Set(['/login-landing', '/login-landing-apple']);

interface NaverPersona {
  id: string;
  name: string;
  email?: string;
  gender?: string;
  birthyear?: string;
  mobile?: string;
}

/** This server's own origin as the browser reached it (the PWA's origin too). */
function ownOrigin(req: FastifyRequest): string {
  return new URL(`${req.protocol}://${req.host}`).origin;
}

/** The redirect URI when it is exactly this origin + one of the PWA's landing paths (no query, no fragment), else null. */
function validRedirect(req: FastifyRequest, v: unknown): string | null {
  if (typeof v !== 'string' || v.length > 2000) return null;
  try {
    const u = new URL(v);
    if (u.origin !== ownOrigin(req) || !ALLOWED_RETURN_PATHS.has(u.pathname) || u.search || u.hash || u.username || u.password) return null;
    return `${u.origin}${u.pathname}` === v ? v : null;
  } catch {
    return null;
  }
}

const str = (v: unknown, max = 200) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
const personaId = (prefix: string, email: string) => `${prefix}-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)}`;

function badRequest(reply: FastifyReply, text: string) {
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(standInPage('잘못된 요청', `<h1>잘못된 요청이에요</h1><p>${escapeHtml(text)}</p>`, '로그인 대역'));
}

/**
 * A consent form posting back to `action`: the client's values as hidden fields (escaped), the
 * persona `fields`, then the agree button (`agree`: its class and label) and 취소.
 */
function consentForm(action: string, hidden: Record<string, string>, fields: string, agree: { className: string; label: string }) {
  return [
    `<form method="post" action="${action}">`,
    ...Object.entries(hidden).map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`),
    fields,
    `<button class="btn ${agree.className}" type="submit" name="action" value="agree">${agree.label}</button>`,
    '<button class="sub" type="submit" name="action" value="cancel">취소</button>',
    '<button class="sub" type="submit" name="action" value="error">오류로 응답 (테스트용)</button>',
    '</form>',
  ].join('\n');
}

/** Shown on every consent page: this is a demo login, and why that matters. */
const DEMO_NOTICE =
  '<p class="note" role="note"><strong>데모 로그인</strong> · 실제 네이버·Apple이 아니에요. 입력한 이메일이 곧 계정이라 누구로든 로그인할 수 있어요. 실제 서비스에서는 꺼져 있어요.</p>';

/** A consent page, never cached: `title` as its heading (marked 데모 로그인), the demo notice, the `intro` and the form. */
function consentPage(reply: FastifyReply, title: string, intro: string, form: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      standInPage(
        title,
        `<h1>${title} <small style="font-size:13px;color:#c2340c;white-space:nowrap;vertical-align:middle">데모 로그인</small></h1>\n${DEMO_NOTICE}\n${intro}\n${form}`,
        '데모 로그인',
      ),
    );
}

/** A posted consent form: its fields, redirect URI and state; null when the client id, redirect URI or state is wrong. */
function consentAnswer(req: FastifyRequest, clientId: string) {
  const b = (req.body ?? {}) as Record<string, unknown>;
  const redirectUri = validRedirect(req, b.redirect_uri);
  const state = str(b.state);
  return str(b.client_id) === clientId && redirectUri && state ? { b, redirectUri, state } : null;
}

export async function idpStandInRoutes(app: FastifyInstance, opts: { env: Env; urls: ProviderUrls }) {
  const { env, urls } = opts;
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // Encapsulated: only the stand-in's own answers (the root's helmet sets our pages' policy).
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cross-origin-opener-policy', 'unsafe-none');
  });
  const codes = new Map<string, { persona: NaverPersona; clientId: string; redirectUri: string; expiresAt: number }>();
  const accessTokens = new Map<string, { persona: NaverPersona; expiresAt: number }>();
  const sweep = () => {
    const now = Date.now();
    for (const [k, v] of codes) if (v.expiresAt < now) codes.delete(k);
    for (const [k, v] of accessTokens) if (v.expiresAt < now) accessTokens.delete(k);
  };
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `stand-in-${randomBytes(4).toString('hex')}`;
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const hide = { schema: { hide: true } };

  // ---- Naver-style OAuth 2.0 ---------------------------------------------------------------
  app.get('/idp/naver/oauth2.0/authorize', hide, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const redirectUri = validRedirect(req, q.redirect_uri);
    if (q.response_type !== 'code' || str(q.client_id) !== env.NAVER_CLIENT_ID || !redirectUri || !str(q.state))
      return badRequest(reply, 'client_id, redirect_uri, state, response_type=code 가 필요해요.');
    const reprompt = q.auth_type === 'reprompt';
    const check = (name: string, label: string) =>
      `<label class="check"><input type="checkbox" name="agree_${name}" value="on" checked> [필수] ${label} 제공 동의</label>`;
    const persona = `<label>이름<input type="text" name="name" value="김제철" maxlength="30"></label>
<label>이메일<input type="email" name="email" value="jecheol@example.com" maxlength="100"></label>
<label>성별<select name="gender"><option value="F">여성</option><option value="M">남성</option><option value="U">선택 안 함</option></select></label>
<label>출생연도<input type="number" name="birthyear" value="1990" min="1900" max="2100"></label>
<label>휴대전화<input type="text" name="mobile" value="010-1234-5678" maxlength="20"></label>
<fieldset><legend>정보 제공 동의</legend>${check('email', '이메일 주소')}${check('gender', '성별')}${check('birthyear', '출생연도')}${check('mobile', '휴대전화번호')}</fieldset>`;
    const hidden = { client_id: str(q.client_id), redirect_uri: redirectUri, state: str(q.state) };
    const form = consentForm('/idp/naver/oauth2.0/authorize', hidden, persona, { className: 'naver', label: '동의하기' });
    const intro = `${reprompt ? '<p class="note">필수 항목을 모두 체크해 주세요.</p>' : ''}\n<p>제철장터가 아래 정보 제공을 요청해요.</p>`;
    return consentPage(reply, '네이버 아이디로 로그인', intro, form);
  });

  app.post('/idp/naver/oauth2.0/authorize', hide, async (req, reply) => {
    const answer = consentAnswer(req, env.NAVER_CLIENT_ID);
    if (!answer) return badRequest(reply, '요청 정보가 올바르지 않아요.');
    const { b, redirectUri, state } = answer;
    const target = new URL(redirectUri);
    target.searchParams.set('state', state);
    if (b.action === 'cancel') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'Canceled By User');
      return reply.redirect(target.toString(), 302);
    }
    if (b.action === 'error') {
      target.searchParams.set('error', 'invalid_request');
      target.searchParams.set('error_description', 'stand-in error');
      return reply.redirect(target.toString(), 302);
    }
    const email = str(b.email, 100) || 'jecheol@example.com';
    const agreed = (k: string) => b[`agree_${k}`] === 'on';
    const persona: NaverPersona = {
      id: personaId('naver', email),
      name: str(b.name, 30) || '김제철',
      email: agreed('email') ? email : undefined,
      gender: agreed('gender') ? str(b.gender, 1) || 'U' : undefined,
      birthyear: agreed('birthyear') ? str(b.birthyear, 4) : undefined,
      mobile: agreed('mobile') ? str(b.mobile, 20) : undefined,
    };
    sweep();
    const code = randomBytes(24).toString('base64url');
    codes.set(code, { persona, clientId: env.NAVER_CLIENT_ID, redirectUri, expiresAt: Date.now() + CODE_TTL_MS });
    target.searchParams.set('code', code);
    return reply.redirect(target.toString(), 302);
  });

  app.post('/idp/naver/oauth2.0/token', hide, async (req, reply) => {
    const b = { ...((req.query ?? {}) as Record<string, unknown>), ...((req.body ?? {}) as Record<string, unknown>) };
    reply.header('cache-control', 'no-store');
    if (b.grant_type !== 'authorization_code') return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'grant_type' });
    if (str(b.client_id) !== env.NAVER_CLIENT_ID || str(b.client_secret) !== env.NAVER_CLIENT_SECRET)
      return reply.code(401).send({ error: 'invalid_client', error_description: 'client authentication failed' });
    const code = str(b.code, 200);
    const entry = codes.get(code);
    codes.delete(code); // single use
    if (!entry || entry.expiresAt < Date.now()) return reply.code(400).send({ error: 'invalid_grant', error_description: 'invalid or expired code' });
    // RFC 6749 §4.1.3: the redirect URI of the token request must be the one the code was issued for.
    if (str(b.redirect_uri, 2000) !== entry.redirectUri) return reply.code(400).send({ error: 'invalid_grant', error_description: 'redirect_uri mismatch' });
    const accessToken = randomBytes(24).toString('base64url');
    accessTokens.set(accessToken, { persona: entry.persona, expiresAt: Date.now() + ACCESS_TTL_MS });
    return { access_token: accessToken, refresh_token: randomBytes(24).toString('base64url'), token_type: 'bearer', expires_in: String(ACCESS_TTL_MS / 1000) };
  });

  app.get('/idp/naver/v1/nid/me', hide, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const auth = str(req.headers.authorization, 500);
    const token = auth.replace(/^bearer\s+/i, '');
    const entry = accessTokens.get(token);
    if (!entry || entry.expiresAt < Date.now()) return reply.code(401).send({ resultcode: '024', message: 'Authentication failed' });
    const p = entry.persona;
    const response: Record<string, string> = { id: p.id, name: p.name };
    if (p.email) response.email = p.email;
    if (p.gender) response.gender = p.gender;
    if (p.birthyear) response.birthyear = p.birthyear;
    if (p.mobile) response.mobile = p.mobile;
    return { resultcode: '00', message: 'success', response };
  });

  // ---- Apple-style OIDC --------------------------------------------------------------------
  app.get('/idp/apple/auth/authorize', hide, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const redirectUri = validRedirect(req, q.redirect_uri);
    if (str(q.client_id) !== env.APPLE_CLIENT_ID || !redirectUri || !str(q.state)) return badRequest(reply, 'client_id, redirect_uri, state 가 필요해요.');
    const persona = `<label>이름<input type="text" name="name" value="이사과" maxlength="30"></label>
<label>이메일<input type="email" name="email" value="apple-user@privaterelay.example" maxlength="100"></label>`;
    const hidden = { client_id: str(q.client_id), redirect_uri: redirectUri, state: str(q.state), nonce: str(q.nonce), scope: str(q.scope) };
    const form = consentForm('/idp/apple/auth/authorize', hidden, persona, { className: 'apple', label: '계속' });
    return consentPage(reply, 'Apple로 로그인', '<p>제철장터에서 Apple ID를 사용하려고 해요.</p>', form);
  });

  app.post('/idp/apple/auth/authorize', hide, async (req, reply) => {
    const answer = consentAnswer(req, env.APPLE_CLIENT_ID);
    if (!answer) return badRequest(reply, '요청 정보가 올바르지 않아요.');
    const { b, redirectUri, state } = answer;
    const fragment = new URLSearchParams({ state });
    if (b.action === 'cancel') {
      fragment.set('error', 'user_cancelled_authorize');
    } else if (b.action === 'error') {
      fragment.set('error', 'invalid_request');
    } else {
      const email = str(b.email, 100) || 'apple-user@privaterelay.example';
      const idToken = await new SignJWT({ email, email_verified: true, ...(str(b.nonce) ? { nonce: str(b.nonce) } : {}) })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(urls.appleIssuer)
        .setAudience(env.APPLE_CLIENT_ID)
        .setSubject(personaId('apple', email))
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
      fragment.set('id_token', idToken);
      // Apple releases the `user` object (name, email) only for the scopes asked: `name email` (SPEC §9).
      if (
        str(b.scope)
          .split(' ')
          .some((x) => x === 'name' || x === 'email')
      )
        fragment.set('user', JSON.stringify({ name: { lastName: str(b.name, 30).slice(0, 1), firstName: str(b.name, 30).slice(1) }, email }));
    }
    return reply.redirect(`${redirectUri}#${fragment.toString()}`, 302);
  });

  app.get('/idp/apple/auth/keys', hide, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { keys: [publicJwk] };
  });
}
