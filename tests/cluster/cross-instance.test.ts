/**
 * Cross-instance suite (issue 18 "Done when"): three API instances (real child processes) on one
 * PostgreSQL database and one Redis, started at once by scripts/lib/cluster.ts. A, B and C are
 * instances 0, 1 and 2; requests go straight to an instance unless a test says "through the proxy".
 *
 * Client addresses: the instances trust the loopback proxy (TRUST_PROXY), so a test that sends
 * `X-Forwarded-For` from loopback speaks as that address. Every test uses its own documentation
 * range address (RFC 5737), so one test's sign-ins never spend another's rate limit.
 * Members sign in through the proxy: the demo login (stand-in provider) keeps its one-time codes in
 * one process, and the balancer sends every /idp request to the same instance (scripts/lib/haproxy.ts).
 * Their tokens then work on every instance (one signing key in PostgreSQL or JWT_SECRET).
 *
 * Runs in CI from scripts/test.mjs (step 3c) with DATABASE_URL of the throwaway cluster:
 *   bash scripts/pg-cluster.sh run -- npx vitest run --config vitest.cluster.config.ts
 * Without DATABASE_URL it starts its own PostgreSQL (scripts/pg-cluster.sh). Redis is always its own
 * (scripts/redis-server.sh, installed with apt when missing, like PostgreSQL and Chromium).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '@scripts/lib/cluster.js';
import { type Session, api, newMember, waitFor } from '@scripts/lib/cluster-http.js';
import { chromiumArgs, chromiumExecutablePath } from '@tests/setup/chromium.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrationFiles = readdirSync(path.join(root, 'server/db/migrations')).filter((f) => f.endsWith('.sql'));
const SEED_PRODUCTS = 400;
/** How late a change may show on another instance (issue 18: "within 1 s"). */
const CROSS_INSTANCE_MS = 1_000;
/** The console operator's password (scripts/ops.ts add-operator reads OPS_PASSWORD). */
const OPERATOR_PASSWORD = 'cluster-operator-password-2026';

let cluster: Cluster;
let A: string;
let B: string;
let C: string;

beforeAll(async () => {
  cluster = await startCluster({
    instances: 3,
    redis: true,
    proxy: true,
    databaseUrl: process.env.DATABASE_URL || undefined,
    // Redis commands may take 1 s here, not 50 ms: this suite tests what is shared across instances,
    // and on a busy 2-core machine (the e2e run beside it) a Redis answer can take over 50 ms, which
    // sends an instance to its per-instance fallback (the chaos suite tests that, with 50 ms).
    env: { SEED_PRODUCTS: String(SEED_PRODUCTS), LOG_LEVEL: 'warn', REDIS_COMMAND_TIMEOUT_MS: '1000' },
    log: (line) => {
      if (/error|fatal|warn/i.test(line)) console.log(line);
    },
  });
  [A, B, C] = cluster.instances.map((i) => i.url) as [string, string, string];
}, 600_000);

afterAll(async () => {
  await cluster?.stop();
}, 120_000);

describe('three instances starting at once on a fresh database', () => {
  it('all became ready; each migration was applied exactly once and the catalogue was seeded once', async () => {
    for (const url of [A, B, C]) expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ hash: string; n: string }>('SELECT hash, count(*) AS n FROM drizzle.__drizzle_migrations GROUP BY hash');
      expect(rows).toHaveLength(migrationFiles.length);
      expect(rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
      // Seeded once: a second seed would repeat every product of every shop and every notice.
      expect(Number((await client.query('SELECT count(*) AS n FROM products')).rows[0].n)).toBeGreaterThanOrEqual(SEED_PRODUCTS);
      const repeated = async (sql: string) => Number((await client.query(`SELECT count(*) AS n FROM (${sql}) d`)).rows[0].n);
      expect(await repeated('SELECT shop_id, name FROM products GROUP BY 1, 2 HAVING count(*) > 1')).toBe(0);
      expect(await repeated('SELECT title FROM notices GROUP BY 1 HAVING count(*) > 1')).toBe(0);
      expect(Number((await client.query('SELECT count(*) AS n FROM app_release')).rows[0].n)).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('the proxy spreads requests over the instances', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 9; i += 1) {
      const res = await fetch(`${cluster.proxyUrl}/api/health`);
      expect(res.status).toBe(200);
      seen.add(res.headers.get('x-instance') ?? '');
    }
    expect(seen.size).toBe(3);
  });
});

describe('a like on A is seen on B within 1 s', () => {
  it('home best (a cached display list) and search show the new likeCount on B', async () => {
    const member = await newMember(cluster.proxyUrl!, '198.51.100.10');
    type Card = { productNo: number; name: string; likeCount: number };
    const homeBest = (url: string) => api<{ products: Card[] }>(url, 'GET', '/api/v1/display/home/best');
    const product = (await homeBest(B)).body.data.products[0]!;
    // Warm B's caches (home list and the search page of this product's name) with the old count.
    const search = (url: string) => api<{ items: Card[] }>(url, 'GET', `/api/v1/search?keyword=${encodeURIComponent(product.name)}&size=40`);
    const before = product.likeCount;
    expect((await search(B)).body.data.items.find((p) => p.productNo === product.productNo)?.likeCount).toBe(before);
    expect((await homeBest(B)).body.data.products[0]!.likeCount).toBe(before);

    const liked = await api<{ likeCount: number }>(A, 'PUT', '/api/v1/user/like/product', member, { productNo: product.productNo, likeYN: 'Y' });
    expect(liked.status).toBe(200);
    expect(liked.body.data.likeCount).toBe(before + 1);
    const acknowledged = Date.now();

    const bestOnB = await waitFor(CROSS_INSTANCE_MS, async () => {
      const items = (await homeBest(B)).body.data.products;
      return items.find((p) => p.productNo === product.productNo)?.likeCount === before + 1;
    });
    expect(bestOnB, `B's home best showed likeCount ${before + 1} within ${CROSS_INSTANCE_MS} ms`).toBe(true);
    const searchOnB = await waitFor(CROSS_INSTANCE_MS - (Date.now() - acknowledged), async () => {
      return (await search(B)).body.data.items.find((p) => p.productNo === product.productNo)?.likeCount === before + 1;
    });
    expect(searchOnB, `B's search showed likeCount ${before + 1} within ${CROSS_INSTANCE_MS} ms`).toBe(true);
  });
});

describe('sessions across instances', () => {
  it('20 parallel refreshes of one token, split across A and B: exactly one succeeds, the rest are 112', async () => {
    const member = await newMember(cluster.proxyUrl!, '198.51.100.20');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(i % 2 === 0 ? A : B, 'PUT', '/api/v1/token/jwt/refresh', null, undefined, {
          authorization: `Bearer ${member.accessToken}`,
          refreshToken: member.refreshToken,
          deviceUuid: member.deviceUuid,
          'x-forwarded-for': '198.51.100.21',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual(Array(19).fill(112));
  });

  it('a logout on A ends the access token on B at once', async () => {
    const member = await newMember(cluster.proxyUrl!, '198.51.100.30');
    const check = () => api(B, 'GET', '/api/v1/token/jwt/validation', member, undefined, { 'x-forwarded-for': '198.51.100.31' });
    expect((await check()).status).toBe(200); // B now holds the family as live in its cache
    const out = await api(A, 'DELETE', '/api/v1/token/jwt', member, undefined, { refreshToken: member.refreshToken });
    expect(out.status).toBe(200);
    const after = await check();
    expect(after.status).toBe(401);
  });
});

describe('shared rate limits (Redis)', () => {
  it('121 sign-in attempts from one client, split across A and B: the 121st is 429 with code 131', async () => {
    const attempt = (url: string, client: string) =>
      api(
        url,
        'POST',
        '/api/v1/auth/social/signin-and-up',
        null,
        { channelType: 1001, redirectUri: `${url}/login-landing`, state: 's', deviceType: 1002, token: 'bogus' },
        {
          deviceUuid: 'w-cluster-rate',
          'x-forwarded-for': client,
        },
      );
    // One round from one client: its first 120 attempts, half on A and half on B, then the 121st.
    const first = [];
    for (let i = 0; i < 120; i += 1) first.push((await attempt(i % 2 === 0 ? A : B, '203.0.113.77')).status);
    const r = { first, last: await attempt(B, '203.0.113.77') };
    expect(r.first.filter((s) => s === 429)).toEqual([]);
    expect(r.last.status).toBe(429);
    expect(r.last.body.code).toBe(131);
    // Another client is not affected.
    const other = await api(
      A,
      'POST',
      '/api/v1/auth/social/signin-and-up',
      null,
      { channelType: 1001, redirectUri: `${A}/login-landing`, state: 's', deviceType: 1002, token: 'bogus' },
      {
        deviceUuid: 'w-cluster-rate',
        'x-forwarded-for': '203.0.113.78',
      },
    );
    expect(other.status).not.toBe(429);
  });
});

describe('releases', () => {
  it('a release on A: B and C report the new webVersion at once', async () => {
    const webVersion = `9.${Date.now() % 1000}.${Math.floor(Math.random() * 1000)}`;
    const profile = (url: string) => api<{ webVersion: string }>(url, 'GET', '/api/v1/app/profile', null, undefined, { deviceUuid: 'w-cluster-release' });
    const before = (await profile(B)).body.data.webVersion;
    expect(before).not.toBe(webVersion);
    const release = (version: string) => api(A, 'PUT', '/api/internal/release', null, { webVersion: version }, { authorization: `Bearer ${cluster.opsToken}` });
    try {
      expect((await release(webVersion)).status).toBe(200);
      expect((await profile(B)).body.data.webVersion).toBe(webVersion);
      expect((await profile(C)).body.data.webVersion).toBe(webVersion);
    } finally {
      // The built pages carry the build's webVersion: left at 9.x, every later browser test in this
      // cluster would see a release and reload mid-step (the version roll-over, lib/version-rollover.ts).
      expect((await release(before)).status).toBe(200);
    }
  });
});

describe('the ops console across instances (issue 32)', () => {
  it('a banned word added in the console on A (a real browser) is refused by the check on B within 1 s', async () => {
    // An operator, bootstrapped with the CLI on the shared database, as in production.
    const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'add-operator', '--name', 'cluster.mod', '--role', 'moderator'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: cluster.databaseUrl, OPS_PASSWORD: OPERATOR_PASSWORD },
      encoding: 'utf8',
    });
    expect(made.status, made.stderr).toBe(0);
    const word = '클러스터금칙';
    const validOnB = async () =>
      (
        await api<{ isValid: boolean }>(B, 'GET', `/api/v1/community/bannedwords-validation?text=${encodeURIComponent(`${word} 팔아요`)}`, null, undefined, {
          'x-forwarded-for': '198.51.100.60',
        })
      ).body.data.isValid;
    // B has read its list (cached) before the word exists.
    expect(await validOnB()).toBe(true);

    const browser = await chromium.launch({
      executablePath: chromiumExecutablePath, // CHROMIUM_PATH from npm test, else the headless shell or Chromium
      args: chromiumArgs,
    });
    try {
      const page = await browser.newPage({ locale: 'ko-KR', viewport: { width: 390, height: 844 } });
      page.setDefaultTimeout(30_000);
      // What the console asked A and what it said: when a step times out on a busy CI machine, the
      // failure names the answers and the page's text instead of only the locator it waited for.
      const opsAnswers: string[] = [];
      const consoleErrors: string[] = [];
      page.on('response', (res) => {
        if (res.url().includes('/api/ops/')) opsAnswers.push(`${res.request().method()} ${new URL(res.url()).pathname} ${res.status()}`);
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) opsAnswers.push(`navigated ${new URL(frame.url()).pathname}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      try {
        await page.goto(`${A}/ops`);
        await page.getByLabel('이름').fill('cluster.mod');
        await page.getByLabel('비밀번호').fill(OPERATOR_PASSWORD);
        await page.getByRole('button', { name: '로그인' }).click();
        await page.getByRole('navigation', { name: '운영 화면' }).waitFor();
        await page.getByRole('button', { name: '금칙어', exact: true }).click();
        // The list has loaded (its heading counts the words) before the word is typed, and the input
        // holds the word when 추가 is pressed.
        await page.getByRole('heading', { name: /^금칙어 목록 \d+개$/ }).waitFor();
        const wordInput = page.getByLabel('단어');
        await wordInput.fill(word);
        if (!(await waitFor(5_000, async () => (await wordInput.inputValue()) === word)))
          throw new Error(`the word input holds "${await wordInput.inputValue()}", not "${word}"`);
        await page.getByRole('button', { name: '추가' }).click();
        // The console shows the word once A acknowledged it; from then on B has 1 s.
        await page.getByRole('button', { name: `${word} 삭제` }).waitFor();
      } catch (error) {
        const shown = (
          await page
            .locator('main')
            .innerText()
            .catch(() => '(no main)')
        )
          .replace(/\s+/g, ' ')
          .slice(0, 600);
        throw new Error(
          `the ops console flow stopped: ${(error as Error).message.split('\n')[0]}\n  navigations and /api/ops answers: ${JSON.stringify(opsAnswers)}\n  console errors: ${JSON.stringify(consoleErrors)}\n  page shows: ${shown}`,
          { cause: error },
        );
      }
      const refusedOnB = await waitFor(CROSS_INSTANCE_MS, async () => (await validOnB()) === false);
      expect(refusedOnB, `B refused "${word}" within ${CROSS_INSTANCE_MS} ms of the console's confirmation`).toBe(true);
    } finally {
      await browser.close();
    }
  });
});

describe('an instance killed mid-burst', () => {
  it('killing A during a burst of likes loses no acknowledged like, and B keeps serving', async () => {
    const members: Session[] = [];
    for (let i = 0; i < 4; i += 1) members.push(await newMember(cluster.proxyUrl!, `198.51.100.${50 + i}`));
    const best = await api<{ items: Array<{ product: { productNo: number } }> }>(B, 'GET', '/api/v1/display/best/rank');
    const productNos = best.body.data.items.map((i) => i.product.productNo).slice(0, 40);
    expect(productNos.length).toBeGreaterThanOrEqual(30);

    const acknowledged: Array<{ member: number; productNo: number }> = [];
    let failedOnA = 0;
    let killed = false;
    const burst = members.map(async (member, m) => {
      for (let k = 0; k < productNos.length; k += 1) {
        const url = k % 2 === 0 ? A : B;
        const res = await api(url, 'PUT', '/api/v1/user/like/product', member, { productNo: productNos[k], likeYN: 'Y' }).catch(() => null);
        if (res?.status === 200) acknowledged.push({ member: m, productNo: productNos[k]! });
        else if (url === A && killed) failedOnA += 1;
        else throw new Error(`like on ${url === A ? 'A' : 'B'} failed (${res?.status ?? 'no answer'}) ${killed ? 'after' : 'before'} the kill`);
      }
    });
    // Kill A once a third of the burst is acknowledged.
    while (acknowledged.length < (members.length * productNos.length) / 3) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    await cluster.kill(0, 'SIGKILL');
    await Promise.all(burst);

    expect(failedOnA).toBeGreaterThan(0); // the kill really happened mid-burst
    // Every acknowledged like is there (read on B); B answered every request sent to it.
    for (let m = 0; m < members.length; m += 1) {
      const mine = acknowledged.filter((a) => a.member === m).map((a) => a.productNo);
      const check = await api<Array<{ productNo: number; likeYN: string }>>(
        B,
        'GET',
        `/api/v1/user/like/product/check?productNos=${mine.slice(0, 30).join(',')}`,
        members[m]!,
      );
      expect(check.status).toBe(200);
      expect(check.body.data.filter((c) => c.likeYN !== 'Y')).toEqual([]);
      const list = await api<{ items: Array<{ productNo: number }> }>(B, 'GET', '/api/v1/user/like/product?size=100', members[m]!);
      const listed = new Set(list.body.data.items.map((p) => p.productNo));
      expect(mine.filter((p) => !listed.has(p))).toEqual([]);
    }
    // Through the proxy, requests keep succeeding with A gone.
    for (let i = 0; i < 6; i += 1) expect((await fetch(`${cluster.proxyUrl}/api/v1/display/home`)).status).toBe(200);
  });
});
