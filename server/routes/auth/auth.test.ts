/**
 * Issue 17 on the auth routes: the click-key header of SPEC §7 Auth round-trips (a well-formed key
 * is logged with the sign-in, a malformed one is ignored and never fails it), the stand-in provider
 * can answer an error, and the Cross-Origin-Opener-Policy keeps a sign-in popup's opener
 * (docs/decisions/029-sign-in-popups.md).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/setup/test-app.js';
import { postForm } from '@tests/setup/members.js';
import { clickKeyOf } from './auth.routes.js';

const LANDING = 'http://localhost/login-landing';
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ products: 100, env: { LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, logStream });
});
afterAll(async () => t?.close());

/** A portal-provider sign-in through the stand-in, with these extra request headers. */
async function signIn(email: string, headers: Record<string, string>) {
  const form = new URLSearchParams({ client_id: 'jecheol-local', redirect_uri: LANDING, state: 's1', name: '김제철', email, gender: 'F', birthyear: '1990' });
  for (const k of ['email', 'gender', 'birthyear', 'mobile']) form.set(`agree_${k}`, 'on');
  form.set('mobile', '010-2222-3333');
  form.set('action', 'agree');
  const consent = await postForm(t.app, '/idp/naver/oauth2.0/authorize', form);
  const code = new URL(String(consent.headers.location)).searchParams.get('code');
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/social/signin-and-up',
    headers: { deviceuuid: `w-click-${email.split('@')[0]}`, ...headers },
    payload: { channelType: 1001, redirectUri: LANDING, state: 's1', deviceType: 1002, token: code },
  });
}

describe('click-key header (SPEC §7 Auth)', () => {
  it('a well-formed key is logged with the sign-in', async () => {
    const res = await signIn('click-ok@example.com', { 'click-key': 'spring-sale_2026.kakao:42' });
    expect(res.statusCode).toBe(200);
    const entry = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'sign-in click key');
    expect(entry).toMatchObject({ clickKey: 'spring-sale_2026.kakao:42', channelType: 1001 });
    expect(typeof entry!.userId).toBe('number');
  });

  it('a malformed key is ignored: the sign-in still succeeds and nothing is logged for it', async () => {
    const before = lines.length;
    const res = await signIn('click-bad@example.com', { 'click-key': '<script>alert(1)</script>' });
    expect(res.statusCode).toBe(200);
    expect(lines.slice(before).join('')).not.toContain('sign-in click key');
  });

  it('clickKeyOf accepts one opaque key only', () => {
    expect(clickKeyOf({ 'click-key': 'abc-1' })).toBe('abc-1');
    expect(clickKeyOf({ 'click-key': ['a', 'b'] })).toBeNull();
    expect(clickKeyOf({ 'click-key': 'x'.repeat(65) })).toBeNull();
    expect(clickKeyOf({})).toBeNull();
  });
});

describe('stand-in provider errors', () => {
  it('answers invalid_request to the landing when asked to (Naver-style query, Apple-style fragment)', async () => {
    const naver = await postForm(
      t.app,
      '/idp/naver/oauth2.0/authorize',
      new URLSearchParams({ client_id: 'jecheol-local', redirect_uri: LANDING, state: 's9', action: 'error' }),
    );
    expect(naver.statusCode).toBe(302);
    expect(new URL(String(naver.headers.location)).searchParams.get('error')).toBe('invalid_request');
    const apple = await postForm(
      t.app,
      '/idp/apple/auth/authorize',
      new URLSearchParams({ client_id: 'kr.jecheol.web', redirect_uri: 'http://localhost/login-landing-apple', state: 's9', action: 'error' }),
    );
    const frag = new URLSearchParams(String(apple.headers.location).split('#')[1]);
    expect(frag.get('error')).toBe('invalid_request');
    expect(frag.get('id_token')).toBeNull();
  });

  it('releases the Apple user object (name, email) only for the name/email scopes', async () => {
    const base = {
      client_id: 'kr.jecheol.web',
      redirect_uri: 'http://localhost/login-landing-apple',
      state: 's8',
      action: 'agree',
      name: '이사과',
      email: 'a@b.example',
    };
    const withScope = await postForm(t.app, '/idp/apple/auth/authorize', new URLSearchParams({ ...base, scope: 'name email' }));
    const without = await postForm(t.app, '/idp/apple/auth/authorize', new URLSearchParams(base));
    expect(new URLSearchParams(String(withScope.headers.location).split('#')[1]).get('user')).toContain('사과');
    expect(new URLSearchParams(String(without.headers.location).split('#')[1]).get('user')).toBeNull();
  });
});

describe('Cross-Origin-Opener-Policy for sign-in popups', () => {
  it('pages keep the popups they open; the sign-in round trip documents and the provider keep their opener', async () => {
    expect((await t.app.inject({ url: '/' })).headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect((await t.app.inject({ url: '/api/v1/display/web/profile' })).headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    for (const url of ['/login?provider=apple&popup=0123456789abcdef', '/login-landing?code=x&state=y', '/login-landing-apple'])
      expect((await t.app.inject({ url })).headers['cross-origin-opener-policy'], url).toBe('unsafe-none');
    const idp = await t.app.inject({
      url: `/idp/apple/auth/authorize?client_id=kr.jecheol.web&redirect_uri=${encodeURIComponent('http://localhost/login-landing-apple')}&state=s`,
    });
    expect(idp.statusCode).toBe(200);
    expect(idp.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });
});
