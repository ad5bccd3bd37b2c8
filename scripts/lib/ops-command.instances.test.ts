/**
 * Every ops command publishes its own notification (issue 28 "Invalidation by key"): a banned word,
 * a popular-search rule, a resolved report and a release, written by the command's own process
 * (openOpsDatabase: its own pool and cache bus, as `npm run banned-words -- add …` runs), show on
 * another instance within 1 s although that instance had cached what they change (the banned-word
 * list for 30 s, a post's detail for 5–10 s). On PostgreSQL: two apps on two pools of one database,
 * each with its own LISTEN/NOTIFY bus, and the command on a third; on PGlite (one process) the
 * command runs on the one app's handle and the same assertions hold.
 * Before issue 28 the commands published only inside their own process: the banned word reached
 * other instances after ≈ 28 s, the report's post stayed cached — both fail the 1 s bound here.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app.js';
import { openDatabase } from '@server/db/client.js';
import { communityReports } from '@server/db/schema/index.js';
import { setRelease } from '@server/domain/release/release.service.js';
import { loadEnv } from '@server/env.js';
import { createPostgresCacheBus } from '@server/infra/cache/cache-bus.js';
import { fixtureAuthor, fixturePost } from '@tests/setup/community-fixtures.js';
import { testPostgresUrl } from '@tests/setup/postgres.js';
import { openTestDatabase } from '@tests/setup/test-app.js';
import { bannedWordsCommand } from '../banned-words.js';
import { reportsCommand } from '../reports.js';
import { searchTermsCommand } from '../search-terms.js';
import { openOpsDatabase, type OpsDatabase } from './ops-command.js';
import { within1s } from '@tests/setup/polling.js';
import { signInOperator } from '@tests/setup/operators.js';

const server = testPostgresUrl();
const silent = { info: () => undefined, warn: () => undefined };
let a: FastifyInstance;
let b: FastifyInstance;
let ops: OpsDatabase;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const own = await openTestDatabase();
  closers.push(own.close);
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' });
  const instance = async (db: Parameters<typeof buildApp>[0]['db']) => {
    const cacheBus = server ? createPostgresCacheBus(own.url, { log: silent }) : undefined;
    await cacheBus?.ready;
    const app = await buildApp({ db, env, cacheBus });
    await app.ready();
    closers.push(() => app.close());
    return app;
  };
  a = await instance(own.database.db);
  if (server) {
    const second = await openDatabase({ databaseUrl: own.url });
    closers.push(() => second.close());
    b = await instance(second.db);
    ops = await openOpsDatabase({ DATABASE_URL: own.url });
    closers.push(() => ops.close());
  } else {
    b = a;
    ops = { db: own.database.db, close: async () => undefined };
  }
}, 120_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

let address = 0;
/** A client address of its own per request (the banned-words check is limited per address). */
const nextAddress = () => `10.28.${Math.floor(++address / 250)}.${1 + (address % 250)}`;

describe(`ops commands reach the other instance within 1 s (${server ? 'PostgreSQL: two instances and the command’s process' : 'PGlite: one instance'})`, () => {
  it('banned-words add: B refuses the word although it had the list cached', async () => {
    const word = '곰팡이쌀';
    const text = `오늘 ${word} 싸게 팔아요`;
    const validOnB = async () =>
      (await b.inject({ url: `/api/v1/community/bannedwords-validation?text=${encodeURIComponent(text)}`, remoteAddress: nextAddress() })).json().data
        .isValid as boolean;
    expect(await validOnB()).toBe(true); // B holds the list now (30 s)
    expect((await bannedWordsCommand(ops.db, ['add', word])).code).toBe(0);
    await within1s(validOnB, false);
  });

  it('search-terms pin: B ranks the pinned term first', async () => {
    const firstOnB = async () => (await b.inject({ url: '/api/v1/search/rank' })).json().data.items[0]?.keyword as string | undefined;
    expect(await firstOnB()).not.toBe('한라봉');
    expect((await searchTermsCommand(ops.db, ['pin', '한라봉', '1'])).code).toBe(0);
    await within1s(firstOnB, '한라봉');
  });

  it('reports remove: B stops showing the post although its detail was cached', async () => {
    const author = await fixtureAuthor(ops.db, 'ops');
    const reporter = await fixtureAuthor(ops.db, 'rep');
    const { postId } = await fixturePost(ops.db, { type: 'dashboard', userId: author, title: '연락 주시면 싸게 드려요' });
    const detailOnB = async () => (await b.inject({ url: `/api/v1/community/dashboard/${postId}` })).statusCode;
    expect(await detailOnB()).toBe(200); // cached on B now
    await ops.db.insert(communityReports).values({ userId: reporter, targetType: 'post', targetId: postId, reasonCode: 'spam' });
    expect(await detailOnB()).toBe(200);
    expect((await reportsCommand(ops.db, ['remove', 'post', String(postId)])).code).toBe(0);
    await within1s(detailOnB, 404);
  });

  it('a release written by the command (no server answered) is what B reports next', async () => {
    const versionOnB = async () => (await b.inject({ url: '/api/v1/app/profile', headers: { deviceuuid: 'w-ops-release' } })).json().data.webVersion as string;
    const before = await versionOnB();
    const next = before === '9.28.0' ? '9.28.1' : '9.28.0';
    await setRelease(ops.db, { webVersion: next });
    await within1s(versionOnB, next);
  });
});

describe(`the ops console reaches the other instance within 1 s too (issue 32; ${server ? 'PostgreSQL: two instances' : 'PGlite: one instance'})`, () => {
  it('a banned word added in the console on A is refused on B, which had the list cached', async () => {
    const op = await signInOperator(a, ops.db, 'instances.mod', 'moderator');
    const word = '콘솔곰팡이';
    const text = `오늘 ${word} 싸게 팔아요`;
    const validOnB = async () =>
      (await b.inject({ url: `/api/v1/community/bannedwords-validation?text=${encodeURIComponent(text)}`, remoteAddress: nextAddress() })).json().data
        .isValid as boolean;
    expect(await validOnB()).toBe(true);
    const added = await a.inject({ method: 'POST', url: '/api/ops/banned-words', headers: op.headers(true), payload: { word } });
    expect(added.statusCode, added.body).toBe(200);
    await within1s(validOnB, false);
  });
});
