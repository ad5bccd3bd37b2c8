/**
 * The ops console's API (issue 32; docs/decisions/049-ops-console.md) against the real app and
 * database: operator sign-in (cookie flags, CSRF, session fixation, rate limit, wrong passwords),
 * the audit log, adoption counts from the webVersion check (anonymous: no device id stored),
 * staged rollouts (cohorts stable by device, raise only adds devices, pause, rollback, complete),
 * the error beacon and the automatic halt, and moderation through the same code as the CLIs.
 * The authorization matrix of every ops endpoint is in server/routes/hostile.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { sessionCookieOf, signInOperator, TEST_OPERATOR_PASSWORD, TEST_SCRYPT } from '@tests/setup/operators.js';
import { fixtureReportedPost } from '@tests/setup/community-fixtures.js';
import { clientBeats, communityPosts, operators, opsAudit } from '@server/db/schema/index.js';
import { OPS_CSRF_HEADER, OPS_SESSION_COOKIE } from '@contract/ops.js';
import { cohortBucket, HALT_RULE } from '@server/domain/ops/release-watch.service.js';
import { hashPassword, verifyPassword } from '@server/domain/ops/passwords.js';
import { opsCommand } from '@scripts/ops.js';
import { bannedWordsCommand } from '@scripts/banned-words.js';

const t = useTestApp({ env: { OPS_SIGNIN_PER_MINUTE: '60', CLIENT_ERROR_PER_MINUTE: '1000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' } }, 60000);

const profile = (deviceUuid: string, v?: string, platform?: string) =>
  t.app.inject({ url: `/api/v1/app/profile${v ? `?v=${v}${platform ? `&platform=${platform}` : ''}` : ''}`, headers: { deviceuuid: deviceUuid } });
const webVersionOf = async (deviceUuid: string, v?: string) => (await profile(deviceUuid, v)).json().data.webVersion as string;
const lastAudit = async () =>
  (
    await t.db
      .select()
      .from(opsAudit)
      .orderBy(sql`audit_id desc`)
      .limit(1)
  )[0]!;

describe('passwords', () => {
  it('scrypt hashes verify, carry their cost, refuse a wrong password and a malformed hash', async () => {
    const h = await hashPassword('비밀번호는 길게 써요 2026', TEST_SCRYPT);
    expect(h).toMatch(/^scrypt\$10\$8\$1\$[\w-]+\$[\w-]{43}$/);
    expect(await verifyPassword('비밀번호는 길게 써요 2026', h)).toBe(true);
    expect(await verifyPassword('비밀번호는 길게 써요 2027', h)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99$8$1$a$b')).toBe(false);
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(h).not.toBe(await hashPassword('비밀번호는 길게 써요 2026', TEST_SCRYPT)); // a fresh salt each time
  });
});

describe('the bootstrap command', () => {
  it('adds an operator once, refuses bad names, roles and short passwords, replaces with --replace', async () => {
    expect(await opsCommand(t.db, ['add-operator', '--name', 'Boot.Strap', '--role', 'viewer'], TEST_OPERATOR_PASSWORD, TEST_SCRYPT)).toMatchObject({
      code: 0,
    });
    const [row] = await t.db.select().from(operators).where(eq(operators.name, 'boot.strap'));
    expect(row!.passwordHash.startsWith('scrypt$')).toBe(true);
    expect(row!.passwordHash).not.toContain(TEST_OPERATOR_PASSWORD);
    expect((await opsCommand(t.db, ['add-operator', '--name', 'boot.strap', '--role', 'viewer'], TEST_OPERATOR_PASSWORD, TEST_SCRYPT)).code).toBe(1);
    expect((await opsCommand(t.db, ['add-operator', '--name', 'boot.strap', '--role', 'admin'], TEST_OPERATOR_PASSWORD, TEST_SCRYPT)).code).toBe(1);
    expect((await opsCommand(t.db, ['add-operator', '--name', 'x', '--role', 'viewer'], TEST_OPERATOR_PASSWORD, TEST_SCRYPT)).code).toBe(1);
    expect((await opsCommand(t.db, ['add-operator', '--name', 'short.pw', '--role', 'viewer'], 'short', TEST_SCRYPT)).code).toBe(1);
    expect((await opsCommand(t.db, ['add-operator', '--name', 'boot.strap'], TEST_OPERATOR_PASSWORD, TEST_SCRYPT)).code).toBe(2);
    expect((await opsCommand(t.db, ['frobnicate'], '', TEST_SCRYPT)).code).toBe(2);
    const replaced = await opsCommand(t.db, ['add-operator', '--name', 'boot.strap', '--role', 'release', '--replace'], TEST_OPERATOR_PASSWORD, TEST_SCRYPT);
    expect(replaced.code).toBe(0);
    expect((await lastAudit()).action).toBe('operator.replace');
    expect((await opsCommand(t.db, ['list'])).out).toMatch(/boot\.strap\trelease/);
  });
});

describe('sign-in, the session cookie and CSRF', () => {
  it('sets an HttpOnly SameSite=Strict cookie scoped to /api/ops, answers the CSRF token, and /me knows the operator', async () => {
    await opsCommand(t.db, ['add-operator', '--name', 'cookie.check', '--role', 'viewer'], TEST_OPERATOR_PASSWORD, TEST_SCRYPT);
    const res = await t.app.inject({ method: 'POST', url: '/api/ops/session', payload: { name: 'Cookie.Check', password: TEST_OPERATOR_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${OPS_SESSION_COOKIE}=[\\w-]{43}; Path=/api/ops; HttpOnly; SameSite=Strict; Max-Age=43200$`));
    const { csrfToken, operator } = res.json().data;
    expect(operator).toEqual({ name: 'cookie.check', role: 'viewer' });
    const cookie = `${OPS_SESSION_COOKIE}=${sessionCookieOf(res.headers['set-cookie'])}`;
    const me = await t.app.inject({ url: '/api/ops/session', headers: { cookie } });
    expect(me.json().data).toEqual({ operator, csrfToken });
  });

  it('a wrong password or an unknown name: 400 code 12, no cookie, an audit row', async () => {
    for (const payload of [
      { name: 'cookie.check', password: 'not the right one' },
      { name: 'nobody.here', password: TEST_OPERATOR_PASSWORD },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/ops/session', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 12, message: '이름이나 비밀번호가 맞지 않아요.' });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await lastAudit()).toMatchObject({ action: 'signin.fail', target: payload.name, operatorName: '?' });
    }
  });

  it('session fixation: a cookie the browser already had is never adopted; sign-in issues a new one and ends the old', async () => {
    const first = await signInOperator(t.app, t.db, 'fixation.victim', 'moderator');
    // An attacker-chosen value, and a real session planted in the browser: neither survives a sign-in.
    for (const planted of [`${OPS_SESSION_COOKIE}=attacker-chosen-value-0000000000000000000`, first.cookie]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ops/session',
        headers: { cookie: planted },
        payload: { name: 'fixation.victim', password: TEST_OPERATOR_PASSWORD },
      });
      const issued = `${OPS_SESSION_COOKIE}=${sessionCookieOf(res.headers['set-cookie'])}`;
      expect(issued).not.toBe(planted);
      expect((await t.app.inject({ url: '/api/ops/session', headers: { cookie: planted } })).json().code).toBe(110);
      expect((await t.app.inject({ url: '/api/ops/session', headers: { cookie: issued } })).statusCode).toBe(200);
    }
  });

  it('CSRF: a write needs this session’s token in x-ops-csrf (132 without, wrong, or another session’s); nothing is written', async () => {
    const a = await signInOperator(t.app, t.db, 'csrf.a', 'moderator');
    const b = await signInOperator(t.app, t.db, 'csrf.b', 'moderator');
    const add = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/ops/banned-words', headers, payload: { word: '씨에스알에프' } });
    for (const headers of [
      a.headers(false),
      { ...a.headers(false), [OPS_CSRF_HEADER]: '' },
      { ...a.headers(false), [OPS_CSRF_HEADER]: b.csrfToken },
      { ...a.headers(false), [OPS_CSRF_HEADER]: a.csrfToken.slice(0, -1) },
    ]) {
      const res = await add(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(132);
    }
    expect((await t.app.inject({ url: '/api/ops/banned-words', headers: a.headers() })).json().data.items.map((w: { word: string }) => w.word)).not.toContain(
      '씨에스알에프',
    );
    expect((await add(a.headers(true))).statusCode).toBe(200);
  });
});

describe('adoption (the webVersion check reports the version it runs)', () => {
  it('counts active clients per version and platform over 5 and 60 minutes, stores no device id', async () => {
    const viewer = await signInOperator(t.app, t.db, 'adoption.viewer', 'viewer');
    await profile('w-adopt-1', '2.21.0', 'browser');
    await profile('w-adopt-1', '2.21.0', 'browser'); // the same device twice: one client
    await profile('w-adopt-2', '2.21.0', 'installed');
    await profile('w-adopt-3', '2.22.0', 'webview');
    await profile('w-adopt-4'); // an old client that reports nothing is not counted
    const res = await t.app.inject({ url: '/api/ops/adoption?hours=1', headers: viewer.headers() });
    const data = res.json().data;
    expect(data.active5).toEqual(
      expect.arrayContaining([
        { webVersion: '2.21.0', platform: 'browser', clients: 1 },
        { webVersion: '2.21.0', platform: 'installed', clients: 1 },
        { webVersion: '2.22.0', platform: 'webview', clients: 1 },
      ]),
    );
    expect(data.series.find((p: { webVersion: string }) => p.webVersion === '2.21.0').clients).toBe(2);
    const stored = JSON.stringify(await t.db.select().from(clientBeats));
    expect(stored).not.toContain('w-adopt');
    // A bad version or platform is refused (12), nothing counted.
    expect((await profile('w-adopt-5', '2.21', 'browser')).statusCode).toBe(400);
    expect((await profile('w-adopt-5', '2.21.0', 'tv')).statusCode).toBe(400);
  });
});

describe('staged rollouts', () => {
  const devices = Array.from({ length: 200 }, (_, i) => `w-cohort-${i}`);

  it('10 % by hashed device, stable; raising only adds devices; pause keeps the cohort; rollback sends all back; 100 % completes', async () => {
    const release = await signInOperator(t.app, t.db, 'rollout.release', 'release');
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/ops/rollout', headers: release.headers(true), payload });
    const stable = await webVersionOf('w-cohort-0');
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/ops/rollout',
      headers: release.headers(true),
      payload: { webVersion: '3.0.0', percent: 10 },
    });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().data).toMatchObject({ webVersion: '3.0.0', previousVersion: stable, percent: 10, state: 'active' });
    expect((await lastAudit()).action).toBe('rollout.start');
    const seen = async () => Object.fromEntries(await Promise.all(devices.map(async (d) => [d, await webVersionOf(d)] as const)));
    const at10 = await seen();
    const cohort10 = devices.filter((d) => at10[d] === '3.0.0');
    expect(cohort10.length).toBeGreaterThan(5);
    expect(cohort10.length).toBeLessThan(40);
    expect(devices.every((d) => at10[d] === '3.0.0' || at10[d] === stable)).toBe(true);
    // Stable: asking again gives the same answer to every device (no flapping, so no reload loop).
    expect(await seen()).toEqual(at10);
    // A second rollout while one runs is refused (13).
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/ops/rollout', headers: release.headers(true), payload: { webVersion: '3.1.0', percent: 5 } })).json()
        .code,
    ).toBe(13);
    // Raise to 50 %: everyone in the 10 % stays in (moves at most once), more join.
    expect((await put({ action: 'raise', percent: 50 })).json().data.percent).toBe(50);
    const at50 = await seen();
    expect(cohort10.every((d) => at50[d] === '3.0.0')).toBe(true);
    expect(devices.filter((d) => at50[d] === '3.0.0').length).toBeGreaterThan(cohort10.length + 40);
    expect((await put({ action: 'raise', percent: 40 })).json().code).toBe(13); // never down: that is a rollback
    // Pause: the cohort keeps the new version; resume; rollback: everyone back to stable.
    expect((await put({ action: 'pause' })).json().data.state).toBe('paused');
    expect(await seen()).toEqual(at50);
    expect((await put({ action: 'resume' })).json().data.state).toBe('active');
    expect((await put({ action: 'rollback' })).json().data.state).toBe('rolled_back');
    expect(Object.values(await seen()).every((v) => v === stable)).toBe(true);
    expect((await put({ action: 'rollback' })).json().code).toBe(13);
    // A new rollout of the same version: 100 % at once completes it, and the stable version becomes it.
    const full = await t.app.inject({
      method: 'POST',
      url: '/api/ops/rollout',
      headers: release.headers(true),
      payload: { webVersion: '3.0.0', percent: 100 },
    });
    expect(full.json().data.state).toBe('complete');
    expect((await t.app.inject({ url: '/api/ops/rollout', headers: release.headers() })).json().data.stableVersion).toBe('3.0.0');
    expect(Object.values(await seen()).every((v) => v === '3.0.0')).toBe(true);
    // Rolling back a complete rollout restores the previous stable version.
    await put({ action: 'rollback' });
    expect(await webVersionOf('w-cohort-1')).toBe(stable);
    const actions = (await t.app.inject({ url: '/api/ops/audit?size=20', headers: release.headers() }))
      .json()
      .data.items.map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['rollout.start', 'rollout.raise', 'rollout.pause', 'rollout.resume', 'rollout.rollback']));
  });

  it('the cohort bucket is a stable function of the rollout salt and the device, spread evenly', () => {
    const buckets = devices.map((d) => cohortBucket('salt-a', d));
    expect(buckets).toEqual(devices.map((d) => cohortBucket('salt-a', d)));
    expect(buckets.filter((b) => b < 5000).length).toBeGreaterThan(75);
    expect(buckets.filter((b) => b < 5000).length).toBeLessThan(125);
    expect(devices.map((d) => cohortBucket('salt-b', d))).not.toEqual(buckets);
  });
});

describe('error beacon and automatic halt', () => {
  it('counts errors per version; the new version erring more than twice the old over the window halts the rollout by itself', async () => {
    const release = await signInOperator(t.app, t.db, 'halt.release', 'release');
    const stable = await webVersionOf('w-halt-x');
    await t.app.inject({ method: 'POST', url: '/api/ops/rollout', headers: release.headers(true), payload: { webVersion: '4.0.0', percent: 50 } });
    // Clients of both versions check in; only the new one errs.
    for (let i = 0; i < 6; i += 1) await profile(`w-halt-old-${i}`, stable);
    for (let i = 0; i < 2; i += 1) await profile(`w-halt-new-${i}`, '4.0.0');
    const beacon = (webVersion: string, kind = 'error') =>
      t.app.inject({ method: 'POST', url: '/api/v1/client-error', payload: { webVersion, kind, platform: 'browser' } });
    expect((await beacon(stable)).statusCode).toBe(200);
    // Bad beacons: 400, nothing counted; no personal data accepted (unknown fields are dropped).
    expect((await beacon('x.y.z')).statusCode).toBe(400);
    expect((await beacon(stable, 'stack')).statusCode).toBe(400);
    for (let i = 0; i < HALT_RULE.minErrors; i += 1) {
      expect((await beacon('4.0.0', i === 0 ? 'chunk' : 'rejection')).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 10));
    }
    // The status read applies the rule too (the beacon's check is throttled per instance).
    const status = (await t.app.inject({ url: '/api/ops/rollout', headers: release.headers() })).json().data;
    expect(status.rollout.state).toBe('halted');
    expect(status.rollout.haltReason).toMatch(/4\.0\.0의 오류율.*2배를 넘었어요/);
    expect(status.haltRule).toEqual({ factor: 2, windowMinutes: 10, minErrors: 3 });
    expect(status.health.find((h: { webVersion: string }) => h.webVersion === '4.0.0')).toMatchObject({ errors: 3, clients: 2 });
    expect(await lastAudit()).toMatchObject({ action: 'rollout.halt', operatorName: 'auto', target: '4.0.0' });
    // Halted: every device is told the stable version again.
    expect(await webVersionOf('w-halt-new-0')).toBe(stable);
    await t.app.inject({ method: 'PUT', url: '/api/ops/rollout', headers: release.headers(true), payload: { action: 'rollback' } });
  });
});

describe('moderation through the console, the same code as the CLIs', () => {
  it('reports: the queue with reason and reporter trust; restore shows the post again; all in the audit log', async () => {
    const mod = await signInOperator(t.app, t.db, 'queue.mod', 'moderator');
    const post = await fixtureReportedPost(t.db, { title: '신고된 글이에요', memo: '광고 같아요', trustLevel: 2, labels: ['ops-author', 'ops-reporter'] });
    // Read while hidden first: the restore must drop whatever the server cached for it.
    expect((await t.app.inject({ url: `/api/v1/community/dashboard/${post.postId}` })).json().data?.title).not.toBe('신고된 글이에요');
    const queue = (await t.app.inject({ url: '/api/ops/reports', headers: mod.headers() })).json().data.items;
    const item = queue.find((q: { targetId: number }) => q.targetId === post.postId);
    expect(item).toMatchObject({
      targetType: 'post',
      status: 'hidden',
      reports: [expect.objectContaining({ reason: expect.any(String), memo: '광고 같아요', trustName: expect.any(String) })],
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/ops/reports/post/${post.postId}`,
      headers: mod.headers(true),
      payload: { resolution: 'restored' },
    });
    expect(res.json().data).toEqual({ resolved: 1 });
    const [row] = await t.db.select().from(communityPosts).where(eq(communityPosts.postId, post.postId));
    expect(row!.status).toBe('visible');
    const pub = await t.app.inject({ url: `/api/v1/community/dashboard/${post.postId}` });
    expect(pub.json().data?.title, pub.body).toBe('신고된 글이에요');
    expect(await lastAudit()).toMatchObject({ action: 'report.restored', operatorName: 'queue.mod', target: `post ${post.postId}` });
    expect(
      (
        await t.app.inject({ method: 'PUT', url: `/api/ops/reports/post/${post.postId}`, headers: mod.headers(true), payload: { resolution: 'restored' } })
      ).json().code,
    ).toBe(8);
  });

  it('banned words: add, try a sentence, the CLI sees the same list, remove; search rules pin/block/unpin', async () => {
    const mod = await signInOperator(t.app, t.db, 'words.mod', 'moderator');
    const add = await t.app.inject({ method: 'POST', url: '/api/ops/banned-words', headers: mod.headers(true), payload: { word: ' 감자칩 ' } });
    expect(add.json().data).toMatchObject({ word: '감자칩', kind: 'block' });
    expect(await lastAudit()).toMatchObject({ action: 'bannedWord.add', target: '감자칩', after: { kind: 'block' } });
    const tryIt = async (text: string) =>
      (await t.app.inject({ url: `/api/ops/banned-words?text=${encodeURIComponent(text)}`, headers: mod.headers() })).json().data.trial;
    expect(await tryIt('감 자 칩 먹고 싶다')).toMatchObject({ refused: true, word: '감자칩' });
    expect(await tryIt('고구마 먹고 싶다')).toEqual({ refused: false, word: null, excerpt: null });
    // The public check the community forms use refuses it at once (the cached list was dropped).
    expect((await t.app.inject({ url: `/api/v1/community/bannedwords-validation?text=${encodeURIComponent('감자칩 주세요')}` })).json().data.isValid).toBe(
      false,
    );
    expect((await bannedWordsCommand(t.db, ['list'])).out).toContain('block\t감자칩');
    expect((await t.app.inject({ method: 'POST', url: '/api/ops/banned-words', headers: mod.headers(true), payload: { word: '!!!' } })).json().code).toBe(12);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/ops/banned-words/${encodeURIComponent('감자칩')}`, headers: mod.headers(true) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/ops/banned-words/${encodeURIComponent('감자칩')}`, headers: mod.headers(true) })).json().code,
    ).toBe(8);

    const rule = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/ops/search-rules', headers: mod.headers(true), payload });
    expect((await rule({ action: 'pin', term: ' 한라봉 ', rank: 1 })).json().data).toEqual({ term: '한라봉', action: 'pin', pinRank: 1 });
    expect((await rule({ action: 'block', term: '아이폰' })).json().data).toEqual({ term: '아이폰', action: 'block', pinRank: null });
    expect((await rule({ action: 'pin', term: '한라봉', rank: 11 })).statusCode).toBe(400);
    const rank = (await t.app.inject({ url: '/api/v1/search/rank' })).json().data;
    expect(JSON.stringify(rank)).toContain('한라봉');
    expect((await t.app.inject({ url: '/api/ops/search-rules', headers: mod.headers() })).json().data.items).toEqual(
      expect.arrayContaining([{ term: '한라봉', action: 'pin', pinRank: 1 }]),
    );
    expect((await rule({ action: 'unpin', term: '한라봉' })).json().data).toBeNull();
    expect((await rule({ action: 'unpin', term: '한라봉' })).json().code).toBe(8);
    expect(await lastAudit()).toMatchObject({ action: 'searchRule.remove', before: { action: 'pin', pinRank: 1 } });
  });
});

// Last in the file: it spends this address's sign-ins for the minute.
describe('an operator changes their own password (내 계정)', () => {
  const signInWith = (name: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/ops/session', payload: { name, password }, remoteAddress: '192.0.2.77' });
  const change = (headers: Record<string, string>, body: unknown, remoteAddress = '192.0.2.78') =>
    t.app.inject({ method: 'PUT', url: '/api/ops/password', headers, payload: body as object, remoteAddress });

  it('checks the current password; the new one then signs in and the old one does not; the other sessions end, this one stays; audited without secrets', async () => {
    const here = await signInOperator(t.app, t.db, 'pw.owner', 'viewer');
    const elsewhere = await signInWith('pw.owner', TEST_OPERATOR_PASSWORD);
    expect(elsewhere.statusCode).toBe(200);
    const elsewhereCookie = `${OPS_SESSION_COOKIE}=${sessionCookieOf(elsewhere.headers['set-cookie'])}`;
    const hashBefore = (await t.db.select().from(operators).where(eq(operators.name, 'pw.owner')))[0]!.passwordHash;
    const next = '새 비밀번호는 길게 2026!';

    // Refused, nothing changed: a wrong current password, a short or too long new one, the same one.
    const refusals: Array<[unknown, number, RegExp]> = [
      [{ currentPassword: 'not the password', newPassword: next }, 12, /지금 비밀번호가 맞지 않아요/],
      [{ currentPassword: TEST_OPERATOR_PASSWORD, newPassword: 'short' }, 12, /12~200자/],
      [{ currentPassword: TEST_OPERATOR_PASSWORD, newPassword: '가'.repeat(201) }, 12, /12~200자/],
      [{ currentPassword: TEST_OPERATOR_PASSWORD, newPassword: TEST_OPERATOR_PASSWORD }, 12, /지금과 다른/],
      [{ currentPassword: TEST_OPERATOR_PASSWORD }, 10, /[가-힣]/], // missing: SPEC §8 code 10
    ];
    for (const [body, code, message] of refusals) {
      const res = await change(here.headers(true), body);
      expect({ status: res.statusCode, code: res.json().code }, JSON.stringify(body)).toEqual({ status: 400, code });
      expect(res.json().message).toMatch(message);
    }
    // Without the CSRF token: 132, nothing changed.
    expect((await change(here.headers(false), { currentPassword: TEST_OPERATOR_PASSWORD, newPassword: next })).json().code).toBe(132);
    expect((await t.db.select().from(operators).where(eq(operators.name, 'pw.owner')))[0]!.passwordHash).toBe(hashBefore);

    const done = await change(here.headers(true), { currentPassword: TEST_OPERATOR_PASSWORD, newPassword: next });
    expect(done.statusCode).toBe(200);
    expect((await signInWith('pw.owner', TEST_OPERATOR_PASSWORD)).json().code).toBe(12);
    expect((await signInWith('pw.owner', next)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ops/session', headers: here.headers() })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ops/session', headers: { cookie: elsewhereCookie } })).json().code).toBe(110);

    const rows = await t.db.select().from(opsAudit).where(eq(opsAudit.target, 'pw.owner'));
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['password.fail', 'password.change']));
    expect(JSON.stringify(rows)).not.toContain(next);
    expect(JSON.stringify(rows)).not.toContain(TEST_OPERATOR_PASSWORD);
  });

  it('70 parallel wrong guesses of the current password: at most OPS_SIGNIN_PER_MINUTE (60) checked, the rest 131; the password stays', async () => {
    const op = await signInOperator(t.app, t.db, 'pw.guessed', 'viewer');
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        change(op.headers(true), { currentPassword: `guess number ${i}`, newPassword: 'whatever-new-password' }, `198.51.100.${i + 1}`),
      ),
    );
    const codes = answers.map((r) => r.json().code as number);
    expect(codes.filter((c) => c === 12).length).toBeLessThanOrEqual(60);
    expect(codes.filter((c) => c === 131).length).toBeGreaterThanOrEqual(10);
    expect(codes.every((c) => c === 12 || c === 131)).toBe(true);
    expect((await signInWith('pw.guessed', TEST_OPERATOR_PASSWORD)).statusCode).toBe(200);
  });

  it('three changes at once from one session: exactly one wins, its password works, the others are 12', async () => {
    const op = await signInOperator(t.app, t.db, 'pw.racer', 'viewer');
    const candidates = ['경합 비밀번호 하나 2026', '경합 비밀번호 둘 2026', '경합 비밀번호 셋 2026'];
    const answers = await Promise.all(candidates.map((newPassword) => change(op.headers(true), { currentPassword: TEST_OPERATOR_PASSWORD, newPassword })));
    const won = answers.flatMap((r, i) => (r.statusCode === 200 ? [candidates[i]!] : []));
    expect(won).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expect(r.json().code).toBe(12);
    expect((await signInWith('pw.racer', won[0]!)).statusCode).toBe(200);
  });
});

describe('sign-in rate limit', () => {
  it('beyond OPS_SIGNIN_PER_MINUTE (here 60) a sign-in is refused with 131 before the password is checked, and sets no cookie', async () => {
    await opsCommand(t.db, ['add-operator', '--name', 'rate.probe', '--role', 'viewer'], TEST_OPERATOR_PASSWORD, TEST_SCRYPT);
    const codes: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/ops/session', payload: { name: 'rate.probe', password: 'wrong wrong wrong' } });
      codes.push(res.json().code);
    }
    expect(codes).toContain(131);
    const right = await t.app.inject({ method: 'POST', url: '/api/ops/session', payload: { name: 'rate.probe', password: TEST_OPERATOR_PASSWORD } });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/[가-힣]/);
    expect(right.headers['set-cookie']).toBeUndefined();
  });
});
