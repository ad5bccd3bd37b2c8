/**
 * Issue 14 — what an attack on the running server found, one describe per finding. Each test
 * failed before its fix (docs/security.md lists which). Runs on PGlite and, in CI, again on
 * PostgreSQL (`npm test` with DATABASE_URL), where the concurrency cases matter most.
 */
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@server/env.js';
import { resolveIdentityMode } from '@server/identity-mode.js';
import { redactUrl } from '@server/infra/log-redaction.js';
import { opsTokenFile } from '@server/infra/ops-token.js';
import { clientConfig } from '@server/plugins/pwa.js';
import { banMember } from '@server/domain/accounts/account.service.js';
import { NICKNAME_CHANGE_LIMIT } from '@contract/account.js';
import { createTestApp, type TestApp } from '@tests/setup/test-app.js';
import { postForm, signInMember, type SignedIn } from '@tests/setup/members.js';
import { countOf } from '@tests/setup/sql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 100, env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000', LOOKUP_RATE_LIMIT_PER_MINUTE: '10000' } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

let seq = 0;
const email = (what: string) => `sec-${what}-${++seq}-${Date.now()}@example.com`;
const asMember = (s: SignedIn, device = s.deviceUuid) => ({ authorization: `Bearer ${s.accessToken}`, deviceuuid: device });
const tokenHeaders = (s: { accessToken: string; refreshToken: string }, device: string) => ({
  accesstoken: s.accessToken,
  refreshtoken: s.refreshToken,
  deviceuuid: device,
});
const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v2/user/profile', headers });

describe('passwordless demo login is an explicit mode, never the default in production (High)', () => {
  const base = {
    NODE_ENV: 'production' as const,
    IDP_MODE: '' as const,
    NAVER_AUTH_BASE_URL: '',
    NAVER_API_BASE_URL: '',
    NAVER_CLIENT_SECRET: 'x',
    APPLE_AUTH_BASE_URL: '',
  };

  it('production without a provider refuses to start, unless IDP_MODE=stand-in says so', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: ':memory:' })).toThrow(/IDP_MODE/);
    expect(resolveIdentityMode(base)).toEqual({ error: expect.stringMatching(/IDP_MODE=stand-in/) });
    expect(resolveIdentityMode({ ...base, IDP_MODE: 'stand-in' })).toEqual({ kind: 'stand-in' });
    expect(resolveIdentityMode({ ...base, NODE_ENV: 'development' })).toEqual({ kind: 'stand-in' });
  });

  it('never mixes the demo login with a real provider; an unconfigured provider is off', () => {
    const naverOnly = { ...base, NAVER_AUTH_BASE_URL: 'https://nid.example', NAVER_API_BASE_URL: 'https://api.example' };
    expect(resolveIdentityMode({ ...naverOnly, IDP_MODE: 'stand-in' })).toEqual({ error: expect.stringMatching(/섞지/) });
    expect(resolveIdentityMode(naverOnly)).toEqual({ kind: 'providers', naver: true, apple: false });
    expect(resolveIdentityMode({ ...naverOnly, NAVER_CLIENT_SECRET: 'jecheol-local-secret' })).toEqual({ error: expect.stringMatching(/SECRET/) });
    // The /login page offers only what is configured.
    const env = loadEnv({
      NODE_ENV: 'production',
      DATA_DIR: ':memory:',
      NAVER_AUTH_BASE_URL: 'https://nid.example',
      NAVER_API_BASE_URL: 'https://api.example',
      NAVER_CLIENT_SECRET: 'real',
    });
    expect(clientConfig(env).signInProviders).toBe('naver');
    expect(clientConfig(loadEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:' })).signInProviders).toBe('naver,apple');
  });

  it('with only Naver configured, the demo pages are gone and an Apple sign-in is 9, not a free account', async () => {
    const real = await createTestApp({
      products: 100,
      env: { NAVER_AUTH_BASE_URL: 'https://nid.naver.example', NAVER_API_BASE_URL: 'https://openapi.naver.example', NAVER_CLIENT_SECRET: 'a-real-secret' },
    });
    try {
      expect((await real.app.inject({ method: 'GET', url: '/idp/apple/auth/authorize?client_id=kr.jecheol.web&state=s' })).statusCode).toBe(404);
      expect((await real.app.inject({ method: 'GET', url: '/idp/apple/auth/keys' })).statusCode).toBe(404);
      const apple = await real.app.inject({
        method: 'POST',
        url: '/api/v2/auth/social/signin-and-up',
        headers: { deviceuuid: 'w-sec-apple' },
        payload: {
          channelType: 1002,
          redirectUri: 'http://localhost/login-landing-apple',
          state: 's',
          deviceType: 1002,
          token: 'x.y.z',
          nonce: 'n'.repeat(32),
        },
      });
      expect(apple.json()).toMatchObject({ code: 9 });
    } finally {
      await real.close();
    }
  }, 120_000);

  it('the demo consent page says 데모 로그인', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/idp/naver/oauth2.0/authorize?response_type=code&client_id=jecheol-local&redirect_uri=${encodeURIComponent('http://localhost/login-landing')}&state=s`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('데모 로그인');
  });
});

describe('a ban outlives withdrawal (Medium)', () => {
  const withdraw = (s: SignedIn) => t.app.inject({ method: 'DELETE', url: '/api/v2/auth/social/withdrawal', headers: asMember(s), payload: {} });

  it('a banned member who withdraws and signs in again with the same identity is refused with 83 and the ban message', async () => {
    const who = email('ban');
    const s = await signInMember(t.app, { email: who, nickName: `밴회원${seq}` });
    // An operator's ban straight in the database (no helper), as bans were applied before.
    await t.db.execute(sql`update users set is_banned = true, ban_message = '욕설로 이용이 제한되었어요.' where user_id = ${s.userId}`);
    expect((await withdraw(s)).statusCode).toBe(200);
    await expect(signInMember(t.app, { email: who, signUp: false })).rejects.toThrow(/"code":83.*욕설로 이용이 제한되었어요/);
  });

  it('banMember records the identity at once; an unbanned identity signs up again', async () => {
    const who = email('ban2');
    const s = await signInMember(t.app, { email: who, nickName: `밴둘${seq}` });
    await banMember(t.db, s.userId, '거래 사기 신고로 이용이 제한되었어요.');
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/user/like/product', headers: asMember(s), payload: { productNo: 1, likeYN: 'Y' } })).json().code,
    ).toBe(130);
    expect((await withdraw(s)).statusCode).toBe(200);
    await expect(signInMember(t.app, { email: who, signUp: false })).rejects.toThrow(/"code":83/);
    const other = await signInMember(t.app, { email: email('clean'), nickName: `깨끗${seq}` });
    expect((await profile(asMember(other))).statusCode).toBe(200);
  });
});

describe('logout and reuse detection end access at once (Medium)', () => {
  it('after logout the same access token is 110 (it used to work until it expired)', async () => {
    const s = await signInMember(t.app, { email: email('logout'), nickName: `로그아웃${seq}` });
    expect((await profile(asMember(s))).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/v1/token/jwt', headers: tokenHeaders(s, s.deviceUuid) });
    expect(out.statusCode).toBe(200);
    const after = await profile(asMember(s));
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(110);
    const validation = await t.app.inject({
      method: 'GET',
      url: '/api/v1/token/jwt/validation',
      headers: { accesstoken: s.accessToken, deviceuuid: s.deviceUuid },
    });
    expect(validation.json().code).toBe(110);
  });

  it('a reused refresh token revokes the family, and the newest access token stops working too', async () => {
    const s = await signInMember(t.app, { email: email('reuse'), nickName: `재사용${seq}` });
    const first = await t.app.inject({ method: 'PUT', url: '/api/v1/token/jwt/refresh', headers: tokenHeaders(s, s.deviceUuid) });
    expect(first.statusCode).toBe(200);
    const fresh = first.json().data as { accessToken: string; refreshToken: string };
    expect((await profile({ authorization: `Bearer ${fresh.accessToken}`, deviceuuid: s.deviceUuid })).statusCode).toBe(200);
    // The old refresh token comes back: someone else holds it.
    const reuse = await t.app.inject({ method: 'PUT', url: '/api/v1/token/jwt/refresh', headers: tokenHeaders(s, s.deviceUuid) });
    expect(reuse.json().code).toBe(112);
    expect((await profile({ authorization: `Bearer ${fresh.accessToken}`, deviceuuid: s.deviceUuid })).json().code).toBe(110);
  });

  it('withdrawal ends access of every session of the member', async () => {
    const s = await signInMember(t.app, { email: email('leave'), nickName: `떠남${seq}` });
    const second = await signInMember(t.app, { email: email('leave-other'), nickName: `남음${seq}` });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v2/auth/social/withdrawal', headers: asMember(s), payload: {} })).statusCode).toBe(200);
    expect((await profile(asMember(s))).json().code).toBe(110);
    expect((await profile(asMember(second))).statusCode).toBe(200);
  });
});

describe('tokens are bound to their device (Low)', () => {
  it('an access token sent with another deviceUuid is 110, without one 10', async () => {
    const s = await signInMember(t.app, { email: email('device'), nickName: `기기${seq}`, deviceUuid: 'w-sec-phone-a' });
    expect((await profile(asMember(s, 'w-sec-phone-b'))).json().code).toBe(110);
    expect((await profile({ authorization: `Bearer ${s.accessToken}` })).json().code).toBe(10);
    expect((await profile(asMember(s))).statusCode).toBe(200);
  });

  it('a refresh from another device is 112 and does not move the binding', async () => {
    const s = await signInMember(t.app, { email: email('refresh-device'), nickName: `갱신${seq}`, deviceUuid: 'w-sec-phone-c' });
    const stolen = await t.app.inject({ method: 'PUT', url: '/api/v1/token/jwt/refresh', headers: tokenHeaders(s, 'w-sec-attacker') });
    expect(stolen.json().code).toBe(112);
    const own = await t.app.inject({ method: 'PUT', url: '/api/v1/token/jwt/refresh', headers: tokenHeaders(s, 'w-sec-phone-c') });
    expect(own.statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from((own.json().data.accessToken as string).split('.')[1]!, 'base64url').toString());
    expect(claims.did).toBe('w-sec-phone-c');
  });
});

describe('nickname change limit holds under concurrency (Low)', () => {
  it(`10 parallel changes: exactly ${NICKNAME_CHANGE_LIMIT} succeed, the rest are 87`, async () => {
    const s = await signInMember(t.app, { email: email('nick'), nickName: `닉동시${seq}` });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({ method: 'PUT', url: '/api/v1/user/nick-name', headers: asMember(s), payload: { nickName: `동시닉${seq}x${i}` } }),
      ),
    );
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(NICKNAME_CHANGE_LIMIT);
    expect(codes.filter((c) => c === 87)).toHaveLength(10 - NICKNAME_CHANGE_LIMIT);
    expect(await countOf(t.db, sql`select count(*)::int as n from nickname_changes where user_id = ${s.userId}`)).toBe(NICKNAME_CHANGE_LIMIT);
  });
});

describe('likes are for members who finished sign-up (Low; decision 005)', () => {
  it('a signed-in account without a nickname cannot like (110), a member can', async () => {
    const half = await signInMember(t.app, { email: email('half'), signUp: false });
    const like = (s: SignedIn) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/user/like/product', headers: asMember(s), payload: { productNo: 2, likeYN: 'Y' } });
    const refused = await like(half);
    expect(refused.json().code).toBe(110);
    expect(refused.json().message).toMatch(/회원가입/);
    expect(await countOf(t.db, sql`select count(*)::int as n from product_likes where user_id = ${half.userId}`)).toBe(0);
    expect((await like(await signInMember(t.app, { email: email('full'), nickName: `찜회원${seq}` }))).statusCode).toBe(200);
  });
});

describe('lookups that reveal who exists are tightly limited (Low: enumeration)', () => {
  it('the e-mail lookup by phone answers 10 a minute per address, then 131', async () => {
    const tight = await createTestApp({ products: 100 });
    try {
      const lookup = () => tight.app.inject({ method: 'GET', url: '/api/v1/user/email?cellphone=01098765432', remoteAddress: '10.1.1.1' });
      for (let i = 0; i < 10; i++) expect((await lookup()).statusCode).toBe(404);
      const over = await lookup();
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe(131);
      // Nickname validation: per address and per member.
      const s = await signInMember(tight.app, { email: email('enum'), nickName: `열거${seq}` });
      const validate = () =>
        tight.app.inject({
          method: 'GET',
          url: `/api/v1/user/nick-name/validation?nickName=${encodeURIComponent('아무개')}`,
          headers: asMember(s),
          remoteAddress: '10.1.1.2',
        });
      for (let i = 0; i < 10; i++) expect((await validate()).statusCode).toBe(200);
      expect((await validate()).json().code).toBe(131);
    } finally {
      await tight.close();
    }
  }, 120_000);
});

describe("a device's settings need the device's secret or its member (Low)", () => {
  it('knowing a deviceUuid is not enough to change its push and ad settings', async () => {
    const device = { deviceuuid: 'w-sec-victim-device' };
    const registered = (await t.app.inject({ method: 'POST', url: '/api/v1/app/access', headers: device, payload: { deviceType: 1003 } })).json().data;
    expect(registered.deviceSecret).toMatch(/^[\w-]{32}$/);
    const stranger = await t.app.inject({ method: 'PUT', url: '/api/v1/app/push', headers: device, payload: { pushYN: 'Y' } });
    expect(stranger.json().code).toBe(110);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/app/ad', headers: { ...device, devicesecret: 'wrong' }, payload: { adYN: 'Y' } })).json().code,
    ).toBe(110);
    const owner = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/app/push',
      headers: { ...device, devicesecret: registered.deviceSecret },
      payload: { pushYN: 'Y' },
    });
    expect(owner.json().data).toEqual({ pushYN: 'Y', adYN: 'N' });
    // A second access never hands the secret out again.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/app/access', headers: device })).json().data.deviceSecret).toBeUndefined();
  });

  it("a member cannot link another person's device to their account", async () => {
    const s = await signInMember(t.app, { email: email('link'), nickName: `연결${seq}`, deviceUuid: 'w-sec-my-phone' });
    const other = await t.app.inject({ method: 'PUT', url: '/api/v1/app/user/id', headers: asMember(s, 'w-sec-someone-else') });
    expect(other.json().code).toBe(110);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/app/user/id', headers: asMember(s) })).statusCode).toBe(200);
  });
});

describe('devices claimed only by their holder (issue 29, item 8, Low)', () => {
  const access = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/app/access', headers, payload: { deviceType: 1003, appVersion: '9.9.9' } });
  const push = (headers: Record<string, string>, pushYN: 'Y' | 'N') => t.app.inject({ method: 'PUT', url: '/api/v1/app/push', headers, payload: { pushYN } });
  const deviceRow = async (deviceUuid: string) =>
    (await t.db.execute(sql`select push_yn, secret_hash, app_version, last_access_at from devices where device_uuid = ${deviceUuid}`)) as unknown as {
      rows: Array<{ push_yn: string; secret_hash: string | null; app_version: string | null; last_access_at: unknown }>;
    };

  it('a stranger naming a claimed device gets no secret and cannot change its settings', async () => {
    // The attack's device: it signed in (its row exists, without a secret) and never called /app/access.
    const s = await signInMember(t.app, { email: email('claimed'), nickName: `기기${seq}`, deviceUuid: 'w-sec-signed-in-phone' });
    const before = (await deviceRow(s.deviceUuid)).rows[0]!;
    expect(before.secret_hash).toBeNull();
    const stranger = await access({ deviceuuid: s.deviceUuid });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().data).toEqual({ deviceUuid: s.deviceUuid, is_first_visit: false });
    expect((await push({ deviceuuid: s.deviceUuid }, 'Y')).json().code).toBe(110);
    expect((await deviceRow(s.deviceUuid)).rows[0]).toEqual(before);
    // A device that claimed itself first: a second anonymous claim, with a wrong secret or none, gets nothing either.
    const holder = (await access({ deviceuuid: 'w-sec-first-come' })).json().data;
    expect(holder).toEqual({ deviceUuid: 'w-sec-first-come', is_first_visit: true, deviceSecret: expect.stringMatching(/^[\w-]{32}$/) });
    for (const headers of [{ deviceuuid: 'w-sec-first-come' }, { deviceuuid: 'w-sec-first-come', devicesecret: 'guessed' }] as Array<Record<string, string>>) {
      expect((await access(headers)).json().data).toEqual({ deviceUuid: 'w-sec-first-come', is_first_visit: false });
      expect((await push(headers, 'Y')).json().code).toBe(110);
    }
    // Another member's token names its own device, not this one.
    expect((await access(asMember(s, 'w-sec-first-come'))).json().data.deviceSecret).toBeUndefined();
    expect((await deviceRow('w-sec-first-come')).rows[0]!.push_yn).toBe('N');
  });

  it("the holder (its secret, rotated) and the device's signed-in member get a secret that works; the old one stops working", async () => {
    const first = (await access({ deviceuuid: 'w-sec-rotating' })).json().data.deviceSecret as string;
    const rotated = (await access({ deviceuuid: 'w-sec-rotating', devicesecret: first })).json().data;
    expect(rotated.deviceSecret).toMatch(/^[\w-]{32}$/);
    expect(rotated.deviceSecret).not.toBe(first);
    expect((await push({ deviceuuid: 'w-sec-rotating', devicesecret: first }, 'Y')).json().code).toBe(110);
    expect((await push({ deviceuuid: 'w-sec-rotating', devicesecret: rotated.deviceSecret }, 'Y')).json().data).toEqual({ pushYN: 'Y', adYN: 'N' });
    // The member signed in on a device without a secret proves it with the token's device (did).
    const s = await signInMember(t.app, { email: email('own'), nickName: `내기기${seq}`, deviceUuid: 'w-sec-members-phone' });
    const mine = (await access(asMember(s))).json().data;
    expect(mine.deviceSecret).toMatch(/^[\w-]{32}$/);
    expect((await deviceRow(s.deviceUuid)).rows[0]!.app_version).toBe('9.9.9');
    expect((await push({ deviceuuid: s.deviceUuid, devicesecret: mine.deviceSecret }, 'Y')).json().data.pushYN).toBe('Y');
    // …and takes back a device someone claimed first: the squatter's secret stops working.
    const squatted = (await access({ deviceuuid: 'w-sec-squatted' })).json().data.deviceSecret as string;
    const owner = await signInMember(t.app, { email: email('squat'), nickName: `되찾기${seq}`, deviceUuid: 'w-sec-squatted' });
    const back = (await access(asMember(owner))).json().data.deviceSecret as string;
    expect(back).toMatch(/^[\w-]{32}$/);
    expect((await push({ deviceuuid: 'w-sec-squatted', devicesecret: squatted }, 'Y')).json().code).toBe(110);
    expect((await push({ deviceuuid: 'w-sec-squatted', devicesecret: back }, 'Y')).json().code).toBe(0);
    // A banned member still holds their own phone; a withdrawn account's token proves nothing.
    const banned = await signInMember(t.app, { email: email('banned-phone'), nickName: `정지기기${seq}`, deviceUuid: 'w-sec-banned-phone' });
    await banMember(t.db, banned.userId, '운영 정책 위반으로 이용이 제한되었어요.');
    expect((await access(asMember(banned))).json().data.deviceSecret).toMatch(/^[\w-]{32}$/);
    const gone = await signInMember(t.app, { email: email('gone-phone'), nickName: `탈퇴기기${seq}`, deviceUuid: 'w-sec-withdrawn-phone' });
    await t.db.execute(sql`update users set withdrawn_at = now() where user_id = ${gone.userId}`);
    expect((await access(asMember(gone))).json().data).toEqual({ deviceUuid: 'w-sec-withdrawn-phone', is_first_visit: false });
  });

  it('30 parallel first claims of a new device: one secret, and it works; 30 parallel rotations: one new secret, and it works', async () => {
    const claims = await Promise.all(Array.from({ length: 30 }, () => access({ deviceuuid: 'w-sec-parallel' })));
    expect(claims.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const secrets = claims.map((r) => r.json().data.deviceSecret as string | undefined).filter(Boolean) as string[];
    expect(secrets).toHaveLength(1);
    expect((await push({ deviceuuid: 'w-sec-parallel', devicesecret: secrets[0]! }, 'Y')).json().code).toBe(0);
    const rotations = await Promise.all(Array.from({ length: 30 }, () => access({ deviceuuid: 'w-sec-parallel', devicesecret: secrets[0]! })));
    const next = rotations.map((r) => r.json().data.deviceSecret as string | undefined).filter(Boolean) as string[];
    expect(next).toHaveLength(1);
    expect((await push({ deviceuuid: 'w-sec-parallel', devicesecret: next[0]! }, 'N')).json().data.pushYN).toBe('N');
    expect((await push({ deviceuuid: 'w-sec-parallel', devicesecret: secrets[0]! }, 'Y')).json().code).toBe(110);
  });
});

describe('one-time sign-in codes never reach the log (Low)', () => {
  it('code, state and id_token are redacted from logged URLs', async () => {
    expect(redactUrl('/login-landing?code=abc123&state=xyz&from=shop')).toBe('/login-landing?code=[redacted]&state=[redacted]&from=shop');
    expect(redactUrl('/x?ID_TOKEN=a.b.c&nonce=n')).toBe('/x?ID_TOKEN=[redacted]&nonce=[redacted]');
    expect(redactUrl('/plain?page=2')).toBe('/plain?page=2');
    // Issue 29: the admin preview's signed link, the SPEC's camel-case names, and token-shaped values under any name.
    expect(redactUrl('/admin-notice/3?preview=1767225600.AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe('/admin-notice/3?preview=[redacted]');
    expect(redactUrl('/x?refreshToken=r&accessToken=a&from=app')).toBe('/x?refreshToken=[redacted]&accessToken=[redacted]&from=app');
    expect(redactUrl('/x?t=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMiJ9.c2lnbmF0dXJlLXNpZw&keyword=사과')).toBe('/x?t=[redacted]&keyword=사과');
    expect(redactUrl('/x?k=0123456789abcdef0123456789abcdef&size=20')).toBe('/x?k=[redacted]&size=20');
    expect(redactUrl('/search?keyword=%EC%82%AC%EA%B3%BC&page=2')).toBe('/search?keyword=%EC%82%AC%EA%B3%BC&page=2');
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({ products: 100, env: { LOG_LEVEL: 'info' }, logStream });
    try {
      await logged.app.inject({ method: 'GET', url: '/login-landing?code=ONE-TIME-CODE-42&state=STATE-42' });
      await logged.app.inject({ method: 'GET', url: '/api/v1/display/home?code=ONE-TIME-CODE-43' });
      const log = lines.join('');
      expect(log).toContain('/login-landing?code=[redacted]');
      expect(log).not.toContain('ONE-TIME-CODE');
      expect(log).not.toContain('STATE-42');
    } finally {
      await logged.close();
    }
  }, 120_000);
});

describe('the demo identity provider speaks the protocol strictly (Low)', () => {
  const naverAuthorize = (redirectUri: string) =>
    t.app.inject({
      method: 'GET',
      url: `/idp/naver/oauth2.0/authorize?response_type=code&client_id=jecheol-local&redirect_uri=${encodeURIComponent(redirectUri)}&state=s`,
    });

  it('a redirect URI must be exactly this origin + a landing path', async () => {
    expect((await naverAuthorize('http://localhost/login-landing')).statusCode).toBe(200);
    for (const bad of [
      'http://evil.example/login-landing',
      'https://localhost/login-landing',
      'http://localhost:8080/login-landing',
      'http://localhost/login-landing?next=/x',
      'http://localhost/login-landing#x',
      'http://user@localhost/login-landing',
      'http://localhost/elsewhere',
    ])
      expect((await naverAuthorize(bad)).statusCode, bad).toBe(400);
    const form = new URLSearchParams({
      client_id: 'jecheol-local',
      redirect_uri: 'http://evil.example/login-landing',
      state: 's',
      email: 'x@example.com',
      action: 'agree',
    });
    expect((await postForm(t.app, '/idp/naver/oauth2.0/authorize', form)).statusCode).toBe(400);
  });

  it('a code is redeemed only with the redirect URI it was issued for', async () => {
    const form = new URLSearchParams({
      client_id: 'jecheol-local',
      redirect_uri: 'http://localhost/login-landing',
      state: 's',
      email: email('code'),
      action: 'agree',
    });
    const consent = await postForm(t.app, '/idp/naver/oauth2.0/authorize', form);
    const code = new URL(String(consent.headers.location)).searchParams.get('code')!;
    const token = await postForm(
      t.app,
      '/idp/naver/oauth2.0/token',
      new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'jecheol-local',
        client_secret: 'jecheol-local-secret',
        code,
        redirect_uri: 'http://evil.example/login-landing',
      }),
    );
    expect(token.json().error).toBe('invalid_grant');
  });

  it('an Apple-style id_token needs the session nonce and works once', async () => {
    const nonce = 'this-browser-session-nonce-0001';
    const form = new URLSearchParams({
      client_id: 'kr.jecheol.web',
      redirect_uri: 'http://localhost/login-landing-apple',
      state: 'a',
      email: email('apple'),
      nonce: createHash('sha256').update(nonce).digest('hex'),
      action: 'agree',
    });
    const consent = await postForm(t.app, '/idp/apple/auth/authorize', form);
    const idToken = new URLSearchParams(new URL(String(consent.headers.location)).hash.slice(1)).get('id_token')!;
    const signIn = (n: string, device: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/auth/social/signin-and-up',
        headers: { deviceuuid: device },
        payload: { channelType: 1002, redirectUri: 'http://localhost/login-landing-apple', state: 'a', deviceType: 1002, token: idToken, nonce: n },
      });
    expect((await signIn('another-session-nonce-9999', 'w-sec-apple-1')).json().code).toBe(82);
    expect((await signIn(nonce, 'w-sec-apple-1')).statusCode).toBe(200);
    expect((await signIn(nonce, 'w-sec-apple-2')).json().code).toBe(82);
    expect((await signIn(nonce, 'w-sec-apple-3')).json().code).toBe(82);
  });
});

describe('the ops token is kept in DATA_DIR, never in the working tree (Info)', () => {
  it('with DATABASE_URL too', () => {
    expect(opsTokenFile({ DATA_DIR: '/srv/jecheol/data' }, '/app')).toBe('/srv/jecheol/data/ops-token');
    expect(opsTokenFile({ DATA_DIR: './data' }, '/app')).toBe('/app/data/ops-token');
  });
});
