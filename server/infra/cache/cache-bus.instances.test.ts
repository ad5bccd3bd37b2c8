/**
 * Two app instances on one database (issue 18; docs/decisions/034-scale-out.md "Cross-instance
 * invalidation"): a like on instance A shows on B's cached product list within 1 s, and a logout on A
 * ends the old access token on B at once (SPEC §8 110), although B cached its family as live and its
 * list for 10 s. On PostgreSQL the instances are two buildApp around two pools of the same database,
 * each with its own LISTEN/NOTIFY bus; on PGlite (one process) A and B are one app with the
 * in-process bus, and the same assertions hold. Issue 28: a 찜 drops on B only the cached answers
 * that show that product (counted with cachedAnswerLoads: before it, every like reloaded every list).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app.js';
import { openDatabase, type Database } from '@server/db/client.js';
import { products, users } from '@server/db/schema/index.js';
import { seedDatabase } from '@server/seed/index.js';
import { loadEnv } from '@server/env.js';
import { createPostgresCacheBus } from '@server/infra/cache/cache-bus.js';
import { cachedAnswerLoads } from '@server/infra/cache/response-cache.js';
import { TokenService } from '@server/domain/accounts/tokens.js';
import { refreshSearchIndex } from '@server/domain/search/index.js';
import { createIsolatedDatabase, testPostgresUrl } from '@tests/setup/postgres.js';
import { injectFetch } from '@tests/setup/test-app.js';
import { within1s } from '@tests/setup/polling.js';

const server = testPostgresUrl();
const silent = { info: () => undefined, warn: () => undefined };
const LIST = '/api/v1/display/web/category/product?categoryCode=10&page=1&size=20';

let a: FastifyInstance;
let b: FastifyInstance;
let tokens: TokenService;
let database: Database;
/** B's database handle: its response caches are bound to it (cachedAnswerLoads). */
let bDb: Database['db'];
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const own = server ? await createIsolatedDatabase(server) : null;
  if (own) closers.push(own.drop);
  database = await openDatabase({ databaseUrl: own?.url, dataDir: ':memory:' });
  closers.push(() => database.close());
  await database.migrate();
  await seedDatabase(database.db, { products: 120, seed: 42, now: new Date() });
  await refreshSearchIndex(database.db);
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' });
  tokens = new TokenService(database.db, { secret: '', accessTtlSeconds: 600 });
  const instance = async (db: Database, withTokens?: TokenService) => {
    const cacheBus = own ? createPostgresCacheBus(own.url, { log: silent }) : undefined;
    await cacheBus?.ready;
    const ref: { app?: FastifyInstance } = {};
    const app = (ref.app = await buildApp({ db: db.db, env, cacheBus, tokens: withTokens, fetch: injectFetch(() => ref.app!) }));
    await app.ready();
    closers.push(() => app.close());
    return app;
  };
  a = await instance(database, tokens);
  if (own) {
    const second = await openDatabase({ databaseUrl: own.url });
    closers.push(() => second.close());
    b = await instance(second);
    bDb = second.db;
  } else {
    b = a;
    bDb = database.db;
  }
}, 120_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function member(label: string) {
  const [u] = await database.db
    .insert(users)
    .values({ channelType: 1001, providerUid: `bus-${label}`, nickName: `버스${label}`, signUpDt: new Date() })
    .returning();
  const deviceUuid = `w-bus-${label}`;
  const issued = await tokens.issue({ userId: u!.userId, deviceUuid });
  return { ...issued, headers: { authorization: `Bearer ${issued.accessToken}`, deviceuuid: deviceUuid } };
}

describe(`cache drops across instances (${server ? 'PostgreSQL, two instances' : 'PGlite, one instance'})`, () => {
  it('a like on A shows on B’s cached product list within 1 s', async () => {
    const first = (await b.inject(LIST)).json().data.items[0] as { productNo: number; likeCount: number };
    const likeCountOnB = async () =>
      ((await b.inject(LIST)).json().data.items as { productNo: number; likeCount: number }[]).find((p) => p.productNo === first.productNo)?.likeCount;
    expect(await likeCountOnB()).toBe(first.likeCount); // cached on B now
    const m = await member('like');
    const put = await a.inject({ method: 'PUT', url: '/api/v1/user/like/product', headers: m.headers, payload: { productNo: first.productNo, likeYN: 'Y' } });
    expect(put.statusCode).toBe(200);
    const [row] = await database.db.select({ n: products.likeCount }).from(products).where(eq(products.productNo, first.productNo));
    expect(row!.n).toBe(first.likeCount + 1);
    await within1s(likeCountOnB, first.likeCount + 1, 20);
  });

  it('a 찜 on A drops on B only the answers that show that product (issue 28); the member’s own list shows it at once', async () => {
    type Card = { productNo: number; likeCount: number };
    const PAGE_1 = LIST.replace('size=20', 'size=10');
    const PAGE_2 = PAGE_1.replace('page=1', 'page=2');
    const page1 = (await b.inject(PAGE_1)).json().data.items as Card[];
    const page2 = (await b.inject(PAGE_2)).json().data.items as Card[];
    expect(page2.length).toBeGreaterThan(0);
    const target = page1.find((p) => !page2.some((q) => q.productNo === p.productNo))!;
    // Both pages cached on B: asking again loads nothing.
    const before = cachedAnswerLoads(bDb);
    await b.inject(PAGE_1);
    await b.inject(PAGE_2);
    expect(cachedAnswerLoads(bDb)).toBe(before);

    const m = await member('keyed');
    const put = await a.inject({ method: 'PUT', url: '/api/v1/user/like/product', headers: m.headers, payload: { productNo: target.productNo, likeYN: 'Y' } });
    expect(put.statusCode).toBe(200);
    const likeCountOnB = async () => ((await b.inject(PAGE_1)).json().data.items as Card[]).find((p) => p.productNo === target.productNo)?.likeCount;
    await within1s(likeCountOnB, target.likeCount + 1, 20);
    expect(cachedAnswerLoads(bDb)).toBe(before + 1); // page 1 (it shows the product) loaded again, once
    expect((await b.inject(PAGE_2)).json().data.items).toEqual(page2);
    expect(cachedAnswerLoads(bDb)).toBe(before + 1); // page 2 (it does not) still answered from the cache
    // The member's own list is personal, never cached: it shows the 찜 at once, on any instance.
    const mine = (await b.inject({ url: '/api/v1/user/like/product', headers: m.headers })).json().data;
    expect(JSON.stringify(mine)).toContain(`"productNo":${target.productNo}`);
  });

  it('a logout on A refuses the old access token on B at once (110)', async () => {
    const m = await member('logout');
    const liked = () => b.inject({ url: '/api/v1/user/like/product', headers: m.headers });
    expect((await liked()).statusCode).toBe(200); // B now trusts the family as live for 5 s
    const out = await a.inject({ method: 'DELETE', url: '/api/v1/token/jwt', headers: { ...m.headers, refreshtoken: m.refreshToken } });
    expect(out.statusCode).toBe(200);
    await within1s(async () => (await liked()).json().code as number, 110, 20);
    const refused = await liked();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe(110);
  });
});
