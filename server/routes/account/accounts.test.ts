import { createHash } from 'node:crypto';
/**
 * Accounts and sessions end to end on the real app and database (issue 3): the stand-in identity
 * provider, both sign-ins, sign-up with the age gate, token rotation with reuse detection, bans,
 * withdrawal, app calls, and bad input that must change nothing.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { generateKeyPair, SignJWT } from 'jose';
import { createTestApp, useTestApp } from '@tests/setup/test-app.js';
import { postForm } from '@tests/setup/members.js';
import { TokenService } from '@server/domain/accounts/tokens.js';
import { AGE_GATE_MESSAGE, NICKNAME_CHANGE_LIMIT } from '@contract/account.js';
import { bannedWords } from '@server/db/schema/index.js';
import { invalidateBannedWords } from '@server/domain/moderation/banned-words.js';
import { validateNickName } from '@server/domain/accounts/account.service.js';

/** Test clock for access-token expiry (the TokenService reads it). */
let clockOffsetMs = 0;
const ACCESS_TTL_S = 60;

const t = useTestApp(
  {
    env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL_S), AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    tokens: (db) => new TokenService(db, { secret: '', accessTtlSeconds: ACCESS_TTL_S, now: () => new Date(Date.now() + clockOffsetMs) }),
  },
  60000,
);

const DEVICE = 'w-test-device-1';
const LANDING = 'http://localhost/login-landing';
const LANDING_APPLE = 'http://localhost/login-landing-apple';

interface Persona {
  email?: string;
  birthyear?: string;
  gender?: string;
  mobile?: string;
  agree?: Partial<Record<'email' | 'gender' | 'birthyear' | 'mobile', boolean>>;
}

/** Drive the stand-in's consent form like a browser and return the authorisation code. */
async function naverCode(p: Persona = {}) {
  const page = await t.app.inject({
    method: 'GET',
    url: `/idp/naver/oauth2.0/authorize?response_type=code&client_id=jecheol-local&redirect_uri=${encodeURIComponent(LANDING)}&state=s1`,
  });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('[필수] 이메일 주소 제공 동의');
  const agree = { email: true, gender: true, birthyear: true, mobile: true, ...p.agree };
  const form = new URLSearchParams({
    client_id: 'jecheol-local',
    redirect_uri: LANDING,
    state: 's1',
    name: '김제철',
    email: p.email ?? 'kim@example.com',
    gender: p.gender ?? 'F',
    birthyear: p.birthyear ?? '1990',
    mobile: p.mobile ?? '010-1234-5678',
    action: 'agree',
  });
  for (const [k, v] of Object.entries(agree)) if (v) form.set(`agree_${k}`, 'on');
  const res = await postForm(t.app, '/idp/naver/oauth2.0/authorize', form);
  expect(res.statusCode).toBe(302);
  const loc = new URL(res.headers.location as string);
  expect(loc.pathname).toBe('/login-landing');
  expect(loc.searchParams.get('state')).toBe('s1');
  return loc.searchParams.get('code')!;
}

/** POST /api/{v1 (Naver-style) | v2 (Apple)}/auth/social/signin-and-up with `payload`, from DEVICE unless `headers` say otherwise. */
const signInRequest = (version: 'v1' | 'v2', payload: Record<string, unknown>, headers: Record<string, string> = { deviceuuid: DEVICE }) => ({
  method: 'POST' as const,
  url: `/api/${version}/auth/social/signin-and-up`,
  headers,
  payload,
});

async function naverSignIn(p: Persona = {}, device = DEVICE) {
  const code = await naverCode(p);
  return t.app.inject(signInRequest('v1', { channelType: 1001, redirectUri: LANDING, state: 's1', deviceType: 1002, token: code }, { deviceuuid: device }));
}

/** The nonce a browser session keeps for one Apple-style sign-in; the provider gets its SHA-256 (issue 14). */
const APPLE_NONCE = 'nonce-of-this-browser-session-0123456789';
const sha256Hex = (v: string) => createHash('sha256').update(v).digest('hex');

async function appleIdToken(email = 'apple@example.com', nonce = APPLE_NONCE) {
  const form = new URLSearchParams({
    client_id: 'kr.jecheol.web',
    redirect_uri: LANDING_APPLE,
    state: 'a1',
    name: '이사과',
    email,
    nonce: sha256Hex(nonce),
    action: 'agree',
  });
  const res = await postForm(t.app, '/idp/apple/auth/authorize', form);
  expect(res.statusCode).toBe(302);
  const frag = new URLSearchParams(new URL(res.headers.location as string).hash.slice(1));
  expect(frag.get('state')).toBe('a1');
  return frag.get('id_token')!;
}

const appleSignIn = async (token: string, device = DEVICE, nonce = APPLE_NONCE) =>
  t.app.inject(
    signInRequest('v2', { channelType: 1002, redirectUri: LANDING_APPLE, state: 'a1', name: '이사과', deviceType: 1002, token, nonce }, { deviceuuid: device }),
  );

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}`, deviceuuid: DEVICE });

let nickSeq = 0;
const freshNick = () => `제철러${++nickSeq}${Math.floor(Math.random() * 1000)}`;

/** A signed-in member (Naver-style) with a nickname. */
async function member(email: string) {
  const res = await naverSignIn({ email });
  expect(res.statusCode).toBe(200);
  const s = res.json().data;
  const up = await t.app.inject({
    method: 'PUT',
    url: '/api/v2/user/profile',
    headers: bearer(s.accessToken),
    payload: { nickName: freshNick(), termsAgreed: true, privacyAgreed: true },
  });
  expect(up.statusCode).toBe(200);
  return s as { accessToken: string; refreshToken: string };
}

const refresh = (accessToken: string, refreshToken: string) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/token/jwt/refresh', headers: { accesstoken: accessToken, refreshtoken: refreshToken, deviceuuid: DEVICE } });

/** Row counts and a digest of every account table: a rejected request must change none of them. */
async function snapshot() {
  const r = await t.db.execute(sql`select
    (select count(*) from users)::int as users,
    (select count(*) from refresh_tokens)::int as tokens,
    (select count(*) from devices)::int as devices,
    (select count(*) from nickname_changes)::int as changes,
    (select md5(coalesce(string_agg(u::text, '|' order by user_id), '')) from users u) as users_digest,
    (select md5(coalesce(string_agg(d::text, '|' order by device_uuid), '')) from devices d) as devices_digest,
    (select md5(coalesce(string_agg(r::text, '|' order by token_id), '')) from refresh_tokens r) as tokens_digest`);
  return (r as unknown as { rows: unknown[] }).rows[0];
}

describe('Naver-style sign-in through the stand-in provider (SPEC §4, §5)', () => {
  it('signs in, needs sign-up, completes it with a nickname and becomes a member', async () => {
    const res = await naverSignIn({ email: 'first@example.com' });
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({ needsSignUp: true, banStatus: { isBanned: false, message: '' }, isCafe24Register: false });
    expect(s.accessToken.split('.')).toHaveLength(3);
    expect(Date.parse(s.expireDt)).toBeGreaterThan(Date.now());
    // SPEC §9: the refresh token lives 3 months beyond the access token.
    expect(Date.parse(s.refreshExpireDt) - Date.parse(s.expireDt)).toBeGreaterThan(88 * 86400000);
    const before = await t.app.inject({ method: 'GET', url: '/api/v2/user/profile', headers: bearer(s.accessToken) });
    expect(before.json().data).toMatchObject({ is_member: false, email: 'first@example.com', socialLoginPlatform: 'naver', hasBirthYear: true });
    expect(before.headers['cache-control']).toBe('no-store');
    const up = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/profile',
      headers: bearer(s.accessToken),
      payload: { nickName: '첫손님', termsAgreed: true, privacyAgreed: true, marketingYN: 'Y' },
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toMatchObject({ is_member: true, user_nickname: '첫손님', marketing_notification: true });
    expect(Date.parse(up.json().data.created_at)).toBeGreaterThan(Date.now() - 60000);
    // Signing in again finds the same member: no sign-up.
    const again = await naverSignIn({ email: 'first@example.com' });
    expect(again.json().data.needsSignUp).toBe(false);
  });

  it('refuses with code 10 and the missing items when a required item is not released; nothing is stored', async () => {
    const before = await snapshot();
    const res = await naverSignIn({ email: 'partial@example.com', agree: { mobile: false, gender: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 10,
      message: '필수 항목을 모두 체크해야 가입을 완료할 수 있어요.',
      details: { missingItems: ['gender', 'mobile'] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('age gate: born current year − 15 is refused with 83 and the SPEC text, one year older is accepted', async () => {
    const year = new Date().getFullYear();
    const before = await snapshot();
    const young = await naverSignIn({ email: 'young@example.com', birthyear: String(year - 15) });
    expect(young.statusCode).toBe(403);
    expect(young.json()).toMatchObject({ code: 83, name: 'PROHIBIT_SIGNUP', message: AGE_GATE_MESSAGE });
    expect(await snapshot()).toEqual(before);
    const ok = await naverSignIn({ email: 'sixteen@example.com', birthyear: String(year - 16) });
    expect(ok.statusCode).toBe(200);
  });

  it('a code is single-use and a wrong one is refused with 81', async () => {
    const code = await naverCode({ email: 'once@example.com' });
    const body = { channelType: 1001, redirectUri: LANDING, state: 's1', deviceType: 1002, token: code };
    expect((await t.app.inject(signInRequest('v1', body))).statusCode).toBe(200);
    const replay = await t.app.inject(signInRequest('v1', body));
    expect(replay.json().code).toBe(81);
  });
});

describe('Apple sign-in (OIDC id_token against the JWKS)', () => {
  it('SPEC §7 "bearer added if a token exists": a stored token sent along (stale, forged or live) never changes the sign-in', async () => {
    const live = (await naverSignIn({ email: 'bearer-live@example.com' })).json().data.accessToken as string;
    for (const [i, token] of [live, 'not-a-jwt', `${live.slice(0, -4)}AAAA`].entries()) {
      const email = `bearer-${i}@example.com`;
      const nonce = `bearer-nonce-${i}-0123456789abcdef`;
      const res = await t.app.inject(
        signInRequest(
          'v2',
          { channelType: 1002, redirectUri: LANDING_APPLE, state: 'a1', name: '이사과', deviceType: 1002, token: await appleIdToken(email, nonce), nonce },
          { deviceuuid: DEVICE, authorization: `Bearer ${token}` },
        ),
      );
      expect(res.statusCode, email).toBe(200);
      const s = res.json().data;
      const profile = await t.app.inject({ method: 'GET', url: '/api/v2/user/profile', headers: bearer(s.accessToken) });
      expect(profile.json().data).toMatchObject({ socialLoginPlatform: 'apple' });
    }
  });

  it('verifies the id_token, then sign-up asks the birth year and applies the age gate with 84', async () => {
    const res = await appleSignIn(await appleIdToken('pear@example.com'));
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s.needsSignUp).toBe(true);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v2/user/profile', headers: bearer(s.accessToken) });
    expect(profile.json().data).toMatchObject({ socialLoginPlatform: 'apple', hasBirthYear: false });
    const noYear = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/profile',
      headers: bearer(s.accessToken),
      payload: { nickName: '배사과', termsAgreed: true, privacyAgreed: true },
    });
    expect(noYear.json().code).toBe(10);
    const before = await snapshot();
    const young = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/profile',
      headers: bearer(s.accessToken),
      payload: { nickName: '배사과', birthYear: new Date().getFullYear() - 10, termsAgreed: true, privacyAgreed: true },
    });
    expect(young.json()).toMatchObject({ code: 84, message: AGE_GATE_MESSAGE });
    expect(await snapshot()).toEqual(before);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/profile',
      headers: bearer(s.accessToken),
      payload: { nickName: '배사과', birthYear: 1985, termsAgreed: true, privacyAgreed: true },
    });
    expect(ok.json().data).toMatchObject({ is_member: true, user_nickname: '배사과', birthYear: 1985 });
  });

  it('refuses an id_token signed by another key, or for another audience, with 82', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: 'x@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid: 'evil' })
      .setIssuer('http://127.0.0.1:3000/idp/apple')
      .setAudience('kr.jecheol.web')
      .setSubject('apple-x')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await appleSignIn(forged)).json().code).toBe(82);
    expect((await appleSignIn('not-a-jwt')).json().code).toBe(82);
  });
});

describe('tokens (SPEC §7 Token, §8 110/111/112; RFC 9700 rotation)', () => {
  it('validation: 200 when valid, 110 without a token, 111 once expired', async () => {
    const s = await member('validate@example.com');
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/token/jwt/validation', headers: { accesstoken: s.accessToken, deviceuuid: DEVICE } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.valid).toBe(true);
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/token/jwt/validation', headers: { deviceuuid: DEVICE } });
    expect(none.json().code).toBe(110);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/token/jwt/validation',
      headers: { accesstoken: s.accessToken.slice(0, -4) + 'AAAA', deviceuuid: DEVICE },
    });
    expect(forged.json().code).toBe(110);
    clockOffsetMs = (ACCESS_TTL_S + 5) * 1000;
    try {
      const expired = await t.app.inject({ method: 'GET', url: '/api/v1/token/jwt/validation', headers: { accesstoken: s.accessToken, deviceuuid: DEVICE } });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe(111);
      const profile = await t.app.inject({ method: 'GET', url: '/api/v2/user/profile', headers: bearer(s.accessToken) });
      expect(profile.json().code).toBe(111);
      // The expired access token still identifies the session for a refresh.
      const r = await refresh(s.accessToken, s.refreshToken);
      expect(r.statusCode).toBe(200);
      const ok2 = await t.app.inject({ method: 'GET', url: '/api/v2/user/profile', headers: bearer(r.json().data.accessToken) });
      expect(ok2.statusCode).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('rotates on refresh; a replayed refresh token revokes the whole family', async () => {
    const s = await member('rotate@example.com');
    const r1 = await refresh(s.accessToken, s.refreshToken);
    expect(r1.statusCode).toBe(200);
    const p1 = r1.json().data;
    expect(p1.refreshToken).not.toBe(s.refreshToken);
    // The attacker replays the first refresh token: refused, and the family is revoked…
    const replay = await refresh(s.accessToken, s.refreshToken);
    expect(replay.json()).toMatchObject({ code: 112, name: 'REFRESH_TOKEN_EXPIRED' });
    // …so the legitimate, newer token no longer works either.
    const victim = await refresh(p1.accessToken, p1.refreshToken);
    expect(victim.json().code).toBe(112);
  });

  it('two concurrent refreshes with the same token: exactly one wins', async () => {
    const s = await member('race@example.com');
    const results = await Promise.all([refresh(s.accessToken, s.refreshToken), refresh(s.accessToken, s.refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a refresh token of another user, and missing tokens with 110', async () => {
    const a = await member('owner-a@example.com');
    const b = await member('owner-b@example.com');
    expect((await refresh(a.accessToken, b.refreshToken)).json().code).toBe(112);
    const missing = await t.app.inject({ method: 'PUT', url: '/api/v1/token/jwt/refresh', headers: { accesstoken: a.accessToken, deviceuuid: DEVICE } });
    expect(missing.json()).toMatchObject({ code: 110, message: 'Required parameter refreshToken was null or undefined' });
  });

  it('logout (DELETE /api/v1/token/jwt) revokes the family; the refresh token is dead afterwards', async () => {
    const s = await member('logout@example.com');
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/token/jwt',
      headers: { accesstoken: s.accessToken, refreshtoken: s.refreshToken, deviceuuid: DEVICE },
    });
    expect(del.statusCode).toBe(200);
    expect(del.headers['cache-control']).toBe('no-store');
    expect((await refresh(s.accessToken, s.refreshToken)).json().code).toBe(112);
  });
});

describe('bans (SPEC §4, §6)', () => {
  it('a banned member can read but every write is refused with the ban message; app/profile reports it', async () => {
    const s = await member('banned@example.com');
    await t.db.execute(
      sql`update users set is_banned = true, ban_message = '커뮤니티 운영정책 위반으로 2026년 12월 31일까지 이용이 제한돼요.' where email = 'banned@example.com'`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user/profile', headers: bearer(s.accessToken) })).statusCode).toBe(200);
    const before = await snapshot();
    const writes = [
      { method: 'PUT', url: '/api/v1/user/nick-name', payload: { nickName: '바뀐이름' } },
      { method: 'PUT', url: '/api/v2/user/ad-consent', payload: { emailYN: 'Y', smsYN: 'Y' } },
      { method: 'PUT', url: '/api/v2/user/cellphone', payload: { cellphone: '01099998888' } },
      { method: 'PUT', url: '/api/v2/user/profile', payload: { gender: 'M' } },
      { method: 'PUT', url: '/api/v1/app/user/id' },
    ] as const;
    for (const w of writes) {
      const res = await t.app.inject({ ...w, headers: bearer(s.accessToken) });
      expect(res.statusCode, w.url).toBe(403);
      expect(res.json(), w.url).toMatchObject({ code: 130, message: '커뮤니티 운영정책 위반으로 2026년 12월 31일까지 이용이 제한돼요.' });
    }
    expect(await snapshot()).toEqual(before);
    const app = await t.app.inject({ method: 'GET', url: '/api/v1/app/profile', headers: bearer(s.accessToken) });
    expect(app.json().data.userInfo).toEqual({
      retrySignIn: false,
      banStatus: { isBanned: true, message: '커뮤니티 운영정책 위반으로 2026년 12월 31일까지 이용이 제한돼요.' },
    });
    // Signing in again reports the ban in the sign-in response.
    expect((await naverSignIn({ email: 'banned@example.com' })).json().data.banStatus.isBanned).toBe(true);
  });
});

describe('account calls (SPEC §7 Account)', () => {
  it('nickname validation: length, characters, banned words, taken, and the change limit (87)', async () => {
    const s = await member('nick@example.com');
    const v = async (nickName: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/user/nick-name/validation?nickName=${encodeURIComponent(nickName)}`, headers: bearer(s.accessToken) })
      ).json().data;
    expect(await v('가')).toMatchObject({ isValid: false });
    expect(await v('가나다라마바사아자차카타파')).toMatchObject({ isValid: false });
    expect(await v('사과 좋아')).toMatchObject({ isValid: false, message: '닉네임은 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있어요.' });
    expect(await v('진짜관리자')).toMatchObject({ isValid: false, message: '사용할 수 없는 단어가 들어 있어요.' });
    expect(await v('ADMIN_1')).toMatchObject({ isValid: false });
    expect(await v('첫손님')).toMatchObject({ isValid: false, message: '이미 사용 중인 닉네임이에요.' });
    expect(await v('제철_사과2')).toMatchObject({ isValid: true });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/user/nick-name/validation', headers: bearer(s.accessToken) });
    expect(missing.json().code).toBe(10);
    for (let i = 0; i < NICKNAME_CHANGE_LIMIT; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/nick-name',
        headers: bearer(s.accessToken),
        payload: { nickName: `바꾼닉${i}x${nickSeq}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const before = await snapshot();
    const over = await t.app.inject({ method: 'PUT', url: '/api/v1/user/nick-name', headers: bearer(s.accessToken), payload: { nickName: '한번더바꿈' } });
    expect(over.json().code).toBe(87);
    expect(await snapshot()).toEqual(before);
  });

  it('nickname: the community banned words (evasions too, the operator’s table) are refused by validation and change, nothing written', async () => {
    const s = await member('nick-words@example.com');
    const v = async (nickName: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/user/nick-name/validation?nickName=${encodeURIComponent(nickName)}`, headers: bearer(s.accessToken) })
      ).json().data;
    // through the call once, then the service (the call is limited to LOOKUP_RATE_LIMIT_PER_MINUTE)
    expect(await v('시1발러')).toEqual({ isValid: false, message: '사용할 수 없는 단어가 들어 있어요.' });
    for (const bad of ['ssibal', 'tlqkf_', '병_신', '시이이발', '개새끼왕', '카지노왕'])
      expect(await validateNickName(t.db, bad), bad).toEqual({ isValid: false, message: '사용할 수 없는 단어가 들어 있어요.' });
    // exceptions of the list: 시발역 is a station, 개발 is development
    expect(await validateNickName(t.db, '시발역장')).toMatchObject({ isValid: true });
    expect(await validateNickName(t.db, '개발자김씨')).toMatchObject({ isValid: true });
    // changing to such a nickname, or completing sign-up with one, is refused the same way and writes nothing
    const newcomer = (await naverSignIn({ email: 'nick-words-new@example.com' })).json().data;
    const before = await snapshot();
    const change = await t.app.inject({ method: 'PUT', url: '/api/v1/user/nick-name', headers: bearer(s.accessToken), payload: { nickName: 'SiBaL_2' } });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({ code: 12, message: '사용할 수 없는 단어가 들어 있어요.' });
    const signUp = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/profile',
      headers: bearer(newcomer.accessToken),
      payload: { nickName: '병1신', termsAgreed: true, privacyAgreed: true, birthYear: 1990 },
    });
    expect(signUp.json()).toMatchObject({ code: 12, message: '사용할 수 없는 단어가 들어 있어요.' });
    expect(await snapshot()).toEqual(before);
    // a word the operator adds is refused once the cached list is reloaded
    await t.db.insert(bannedWords).values({ word: '감자칩', kind: 'block' });
    invalidateBannedWords(t.db);
    expect(await validateNickName(t.db, '감자칩러버')).toMatchObject({ isValid: false });
    await t.db.delete(bannedWords).where(eq(bannedWords.word, '감자칩'));
    invalidateBannedWords(t.db);
    expect(await validateNickName(t.db, '감자칩러버')).toMatchObject({ isValid: true });
  });

  it('nickname: the attack run’s 씹발놈 and 씨8새 (issue 29) are refused by validation, change and sign-up, nothing written; 병신년생 and 시발버스 pass', async () => {
    const s = await member('nick-29@example.com');
    const v = async (nickName: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/user/nick-name/validation?nickName=${encodeURIComponent(nickName)}`, headers: bearer(s.accessToken) })
      ).json().data;
    expect(await v('씹발놈')).toEqual({ isValid: false, message: '사용할 수 없는 단어가 들어 있어요.' });
    for (const bad of ['씨8새', '씌발', '개섀끼', '병sin', 'byungsin', '시8_2'])
      expect(await validateNickName(t.db, bad), bad).toEqual({ isValid: false, message: '사용할 수 없는 단어가 들어 있어요.' });
    for (const fine of ['병신년생', '시발버스기사', '개새우튀김', '수박씨8개'])
      expect(await validateNickName(t.db, fine), fine).toMatchObject({ isValid: true });
    const newcomer = (await naverSignIn({ email: 'nick-29-new@example.com' })).json().data;
    const before = await snapshot();
    const change = await t.app.inject({ method: 'PUT', url: '/api/v1/user/nick-name', headers: bearer(s.accessToken), payload: { nickName: '씹발놈' } });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({ code: 12, message: '사용할 수 없는 단어가 들어 있어요.' });
    const signUp = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/profile',
      headers: bearer(newcomer.accessToken),
      payload: { nickName: '씨8새', termsAgreed: true, privacyAgreed: true, birthYear: 1990 },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toMatchObject({ code: 12, message: '사용할 수 없는 단어가 들어 있어요.' });
    expect(await snapshot()).toEqual(before);
  });

  it('settings, ad consent, cellphone and the masked email lookup', async () => {
    const s = await member('settings@example.com');
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v2/user/ad-consent', headers: bearer(s.accessToken), payload: { emailYN: 'Y', smsYN: 'N' } })).statusCode,
    ).toBe(200);
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/user/settings', headers: bearer(s.accessToken) });
    expect(settings.json().data).toEqual({ smsYN: 'N', emailYN: 'Y', adYN: 'N' });
    const phone = await t.app.inject({ method: 'PUT', url: '/api/v2/user/cellphone', headers: bearer(s.accessToken), payload: { cellphone: '010-5555-1212' } });
    expect(phone.json().data.cellphone).toBe('01055551212');
    const lookup = await t.app.inject({ method: 'GET', url: '/api/v1/user/email?cellphone=01055551212' });
    expect(lookup.json().data).toEqual({ email: 'se******@example.com', socialLoginPlatform: 'naver' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/email?cellphone=01000000000' })).json().code).toBe(8);
  });
});

describe('app calls (SPEC §7 App: deviceUuid required)', () => {
  it('every app call without deviceUuid is 10; with it they work', async () => {
    const calls = [
      { method: 'POST', url: '/api/v1/app/access', payload: { deviceType: 1002 } },
      { method: 'PUT', url: '/api/v1/app/ad/id', payload: { adId: 'ad-1' } },
      { method: 'PUT', url: '/api/v1/app/ad', payload: { adYN: 'Y' } },
      { method: 'GET', url: '/api/v1/app/profile' },
      { method: 'PUT', url: '/api/v1/app/push', payload: { pushYN: 'Y' } },
      { method: 'GET', url: '/api/v1/app/settings' },
      { method: 'PUT', url: '/api/v1/app/user/id' },
      { method: 'PUT', url: '/api/v1/app/version', payload: { appVersion: '3.1.0' } },
    ] as const;
    const before = await snapshot();
    for (const c of calls) {
      const res = await t.app.inject(c);
      expect(res.json().code, c.url).toBe(10);
    }
    expect(await snapshot()).toEqual(before);
    const dev = { deviceuuid: 'w-app-device-9' };
    const registered = (await t.app.inject({ ...calls[0], headers: dev })).json().data;
    expect(registered).toEqual({ deviceUuid: 'w-app-device-9', is_first_visit: true, deviceSecret: expect.stringMatching(/^[\w-]{32}$/) });
    expect((await t.app.inject({ ...calls[0], headers: dev })).json().data.is_first_visit).toBe(false);
    // The device's settings are changed with its own secret (issue 14).
    const own = { ...dev, devicesecret: registered.deviceSecret };
    expect((await t.app.inject({ ...calls[4], headers: own })).json().data).toEqual({ pushYN: 'Y', adYN: 'N' });
    expect((await t.app.inject({ ...calls[5], headers: own })).json().data).toEqual({ pushYN: 'Y', adYN: 'N' });
    const profile = (await t.app.inject({ ...calls[3], headers: dev })).json().data;
    expect(profile).toEqual({ androidMinVersion: '2.0.0', iOSMinVersion: '2.0.0', webVersion: '2.21.0', userInfo: null });
    expect((await t.app.inject({ ...calls[6], headers: dev })).json().code).toBe(110);
  });
});

describe('withdrawal', () => {
  it('anonymises the member, revokes every token, and the same identity signs up afresh', async () => {
    const s = await member('leaving@example.com');
    const second = await naverSignIn({ email: 'leaving@example.com' }, 'w-other-device');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/auth/social/withdrawal',
      headers: bearer(s.accessToken),
      payload: { reason: '자주 이용하지 않아요' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.execute(sql`select email, nick_name, cellphone, birth_year, withdrawn_at from users where provider_uid like 'withdrawn-%'`);
    const anonymised = (rows as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(anonymised.length).toBeGreaterThanOrEqual(1);
    for (const r of anonymised) expect(r).toMatchObject({ email: null, nick_name: null, cellphone: null, birth_year: null });
    expect((await refresh(s.accessToken, s.refreshToken)).json().code).toBe(112);
    expect((await refresh(second.json().data.accessToken, second.json().data.refreshToken)).json().code).toBe(112);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user/profile', headers: bearer(s.accessToken) })).json().code).toBe(110);
    const again = await naverSignIn({ email: 'leaving@example.com' });
    expect(again.json().data.needsSignUp).toBe(true);
  });
});

describe('bad input changes nothing (issue 3 "Bad input")', () => {
  it('rejects malformed headers, tokens, bodies and queries with their codes', async () => {
    const s = await member('badinput@example.com');
    const auth = bearer(s.accessToken);
    const cases: { req: InjectOptions & { method: string; url: string }; code: number }[] = [
      { req: { method: 'PUT', url: '/api/v2/user/ad-consent', headers: auth, payload: { emailYN: 'yes', smsYN: 'N' } }, code: 12 },
      { req: { method: 'PUT', url: '/api/v2/user/ad-consent', headers: auth, payload: { smsYN: 'N' } }, code: 10 },
      { req: { method: 'PUT', url: '/api/v2/user/ad-consent', payload: { emailYN: 'Y', smsYN: 'N' } }, code: 110 },
      { req: { method: 'PUT', url: '/api/v2/user/cellphone', headers: auth, payload: { cellphone: '02-123-4567' } }, code: 12 },
      { req: { method: 'PUT', url: '/api/v2/user/cellphone', headers: auth, payload: { cellphone: 1012345678 } }, code: 12 },
      { req: { method: 'GET', url: '/api/v1/user/email' }, code: 10 },
      { req: { method: 'GET', url: '/api/v1/user/email?cellphone=abc' }, code: 12 },
      { req: { method: 'PUT', url: '/api/v1/user/nick-name', headers: auth, payload: { nickName: '' } }, code: 10 },
      { req: { method: 'PUT', url: '/api/v1/user/nick-name', headers: auth, payload: { nickName: 'x'.repeat(500) } }, code: 13 },
      { req: { method: 'PUT', url: '/api/v1/user/nick-name', headers: auth, payload: { nickName: '운영자님' } }, code: 12 },
      { req: { method: 'PUT', url: '/api/v1/user/nick-name', headers: { ...auth, 'content-type': 'application/json' }, payload: '{"nickName":' }, code: 12 },
      { req: { method: 'PUT', url: '/api/v1/user/nick-name', headers: { ...auth, 'content-type': 'text/plain' }, payload: 'nickName=a' }, code: 9 },
      { req: { method: 'PUT', url: '/api/v2/user/profile', headers: auth, payload: { birthYear: 3000 } }, code: 12 },
      { req: { method: 'PUT', url: '/api/v2/user/profile', headers: auth, payload: { birthYear: 1800 } }, code: 13 },
      { req: { method: 'PUT', url: '/api/v2/user/profile', headers: auth, payload: { gender: 'X' } }, code: 12 },
      { req: { method: 'GET', url: '/api/v2/user/profile', headers: { authorization: 'Bearer abc.def.ghi', deviceuuid: DEVICE } }, code: 110 },
      { req: { method: 'GET', url: '/api/v1/token/jwt/validation', headers: { accesstoken: s.accessToken } }, code: 10 },
      { req: { method: 'GET', url: '/api/v1/token/jwt/validation', headers: { accesstoken: s.accessToken, deviceuuid: 'bad uuid with spaces' } }, code: 12 },
      {
        req: { method: 'PUT', url: '/api/v1/token/jwt/refresh', headers: { accesstoken: s.accessToken, refreshtoken: 'nope', deviceuuid: DEVICE } },
        code: 112,
      },
      { req: { method: 'DELETE', url: '/api/v1/token/jwt', headers: { refreshtoken: s.refreshToken, deviceuuid: DEVICE } }, code: 110 },
      { req: signInRequest('v1', { channelType: 1002, redirectUri: LANDING, state: 's', deviceType: 1002, token: 'c' }), code: 12 },
      { req: signInRequest('v1', { channelType: 1001, redirectUri: LANDING, state: 's', deviceType: 1002 }), code: 10 },
      { req: signInRequest('v1', { channelType: 1001, redirectUri: LANDING, state: 's', deviceType: 1002, token: 'c' }, {}), code: 10 },
      { req: signInRequest('v2', { channelType: 1002, redirectUri: LANDING, state: 's', deviceType: 7, token: 'x', nonce: APPLE_NONCE }), code: 12 },
      { req: { method: 'DELETE', url: '/api/v2/auth/social/withdrawal', headers: auth, payload: { reason: 'x'.repeat(1000) } }, code: 13 },
      { req: { method: 'DELETE', url: '/api/v2/auth/social/withdrawal', headers: { authorization: auth.authorization } }, code: 10 },
      { req: { method: 'PUT', url: '/api/v1/app/push', headers: { deviceuuid: DEVICE }, payload: { pushYN: true } }, code: 12 },
      { req: { method: 'PUT', url: '/api/v1/app/version', headers: { deviceuuid: DEVICE }, payload: { appVersion: "1.0'; drop table users;--" } }, code: 12 },
      { req: { method: 'PUT', url: '/api/v1/app/ad/id', headers: { deviceuuid: DEVICE }, payload: { adId: '' } }, code: 10 },
      { req: { method: 'POST', url: '/api/v1/app/access', headers: { deviceuuid: 'x'.repeat(300) }, payload: {} }, code: 12 },
    ];
    const before = await snapshot();
    for (const c of cases) {
      const res = await t.app.inject(c.req);
      expect(res.statusCode, `${c.req.method} ${c.req.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${c.req.method} ${c.req.url}`).toBeLessThan(500);
      expect(res.json().code, `${c.req.method} ${c.req.url} ${res.body}`).toBe(c.code);
      expect(res.json().message).toMatch(/[가-힣]|Required parameter/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('rate-limits sign-in per client IP with 131 and a Korean message', async () => {
    const limited = await createTestApp({ products: 100, env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', LOOKUP_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const hit = () => limited.app.inject({ method: 'GET', url: '/api/v1/user/email?cellphone=01011112222', remoteAddress: '10.9.8.7' });
      for (let i = 0; i < 3; i++) expect((await hit()).statusCode).toBe(404);
      const over = await hit();
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 131 });
      expect(over.json().message).toMatch(/요청이 너무 많아요/);
      // Another client is unaffected.
      expect((await limited.app.inject({ method: 'GET', url: '/api/v1/user/email?cellphone=01011112222', remoteAddress: '10.9.8.6' })).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  }, 60000);
});
