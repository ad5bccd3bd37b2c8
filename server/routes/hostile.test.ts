/**
 * Hostile input (issue 6): property-based fuzzing with fast-check of every endpoint and method in
 * the OpenAPI document (/api/docs/json, generated from the zod schemas), so new routes are
 * covered the moment they are registered.
 *
 * Requests start from values the schema accepts (and ids that exist in the seeded catalogue), then
 * are mutated: wrong types, missing fields, huge strings, unicode edge cases (NFC/NFD Hangul,
 * zero-width, RTL marks, emoji, BOM, NUL), negative and huge numbers, prototype keys, malformed
 * JSON, wrong content types, duplicate query keys and headers, wrong methods; anonymous,
 * signed-in, signed-in-but-not-signed-up, banned and forged-token callers.
 *
 * Invariants for every answer: never a 5xx; JSON with a numeric code; a 2xx has code 0; a 4xx has
 * a SPEC §8 code (server/errors.ts, with the extensions 130/131) sent with that code's HTTP status
 * and a Korean message; and the database's write log (row triggers on every table) shows that
 * a rejected request wrote nothing. Deterministic: fixed seeds, no clocks in assertions.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '@tests/setup/test-app.js';
import { signInMember, type SignedIn } from '@tests/setup/members.js';
import { ERROR_CODES, ERRORS } from '../errors.js';
import { GOOD_RETURN_PATHS, REDIRECT_CORPUS, staysOnOrigin } from '@tests/setup/redirect-corpus.js';
import { sampleCommunity, sampleRequest } from '@tests/setup/endpoint-samples.js';
import { awardStars } from '@server/domain/stars/ledger.js';
import { communitySamples, fixturePost, makeTrusted } from '@tests/setup/community-fixtures.js';
import { HIDE_THRESHOLD } from '@server/domain/moderation/flag-weights.js';
import { MEMBER_GUARDS, OPERATOR_GUARDS } from '@contract/paths.js';
import { OPERATOR_ROLES, OPS_CSRF_HEADER, OPS_SESSION_COOKIE, type OperatorRole } from '@contract/ops.js';
import { sessionCookieOf, signInOperator, type SignedInOperator } from '@tests/setup/operators.js';
import { endpoints, type AnyEndpoint } from '@contract/endpoints.js';
import { encodeCursor } from '../domain/community/cursor.js';
import { encodeSearchCursor, queryStamp } from '../domain/community/search-cursor.js';
import { DEFAULT_BANNED_WORDS } from '@server/seed/banned-words.js';
import { createMatcher } from '@server/domain/moderation/banned-words.js';
import { createAlarm } from '@server/domain/alarms/alarms.js';
import { signPreview } from '@server/infra/preview-link.js';
import { PREVIEW_KINDS } from '@contract/admin-preview.js';
import { flushSearchLogs } from '../domain/search/search-log.js';
import { clearSearchCaches, keywordRank } from '@server/domain/search/index.js';
import { GENERIC_TERMS } from '@server/domain/search/popular.js';
import { compactOf } from '@server/infra/hangul.js';

/** The ops token of the app under test: the admin preview (issue 17) is fuzzed with and without it. */
const HOSTILE_OPS_TOKEN = 'hostile-ops-token-0123456789abcdef';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  nullable?: boolean;
  format?: string;
}
interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
interface Op {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  params: Param[];
  body?: JsonSchema;
}
type Caller = 'anonymous' | 'member' | 'newcomer' | 'banned' | 'forged' | 'garbage' | 'duplicate';

/** Fixed by default (deterministic CI); HOSTILE_SEED / HOSTILE_RUNS explore further by hand. */
const SEED = Number(process.env.HOSTILE_SEED ?? 20261123);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 1000);
/** Per fuzzing test: a timed-out property would keep sending requests into the next test. */
const FUZZ_TIMEOUT = Math.max(120_000, RUNS * 200);

let t: TestApp;
let ops: Op[] = [];
/** Values that exist in the seeded database, by parameter name (ids, codes, keywords). */
const known: Record<string, string[]> = {};
let tables: string[] = [];
const callers: Record<'member' | 'newcomer' | 'banned', SignedIn | null> = { member: null, newcomer: null, banned: null };
let signIns = 0;
/** The community rows made in beforeAll (issue 15). */
let community: Awaited<ReturnType<typeof communitySamples>>;
const counts = { requests: 0, ok: 0, rejected: 0, byCode: new Map<number, number>(), byOp: new Map<string, { sent: number; ok: number }>() };

/** Operations whose success ends the caller's session (or account): sign that caller in anew. */
const SESSION_ENDING = new Set(['DELETE /api/v1/token/jwt', 'PUT /api/v1/token/jwt/refresh', 'DELETE /api/v2/auth/social/withdrawal']);

async function caller(kind: 'member' | 'newcomer' | 'banned'): Promise<SignedIn> {
  const existing = callers[kind];
  if (existing) return existing;
  const n = ++signIns;
  const s = await signInMember(t.app, { email: `fuzz${n}@example.com`, nickName: `퍼즈${n}`, deviceUuid: `w-fuzz-${n}`, signUp: kind !== 'newcomer' });
  if (kind === 'banned')
    await t.db.execute(sql`update users set is_banned = true, ban_message = '퍼즈 테스트로 이용이 제한된 계정이에요.' where user_id = ${s.userId}`);
  callers[kind] = s;
  await writesSince(); // the sign-in's own writes are not the next request's
  return s;
}

beforeAll(async () => {
  // Small like limits so that 91/92 (limit reached) happen and are checked to write nothing.
  t = await createTestApp({
    products: 300,
    env: {
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      LOOKUP_RATE_LIMIT_PER_MINUTE: '100000',
      LIKE_PRODUCT_MAX: '2',
      LIKE_SHOP_MAX: '2',
      OPS_TOKEN: HOSTILE_OPS_TOKEN,
    },
  });
  const doc = (await t.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  };
  ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase() as Op['method'],
      path,
      params: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
  const rows = async (q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: Array<{ v: unknown }> }).rows.map((r) => String(r.v));
  const ids = async (table: string, column: string, n = 3) => rows(sql.raw(`select ${column} as v from ${table} order by ${column} limit ${n}`));
  Object.assign(known, {
    dealId: await ids('deals', 'deal_id'),
    periodId: await ids('periods', 'period_id'),
    eventId: await ids('events', 'event_id'),
    noticeId: await ids('notices', 'notice_id'),
    shopId: await ids('shops', 'shop_id', 4),
    code: await ids('locals', 'code'),
    localCode: await ids('locals', 'code'),
    categoryCode: [...(await ids('categories', 'code')), 'ALL'],
    occasionId: await ids('season_occasions', 'occasion_id'),
    recommendationCategoryId: await ids('season_recommendations', 'recommendation_category_id'),
    productNo: await ids('products', 'product_no', 5),
    // Product and community search (issue 15: 대게 posts, 초성, a syllable being typed, a typo).
    keyword: ['사과', 'ㅅㄱ', '청송 사과', '귤', '대게', 'ㄷㄱ', '대ㄱ', '한라붕'],
    nickName: ['제철러', '퍼즈1'],
    likeYN: ['Y', 'Y', 'Y', 'N'], // mostly likes, so the (small) like limits are reached
    alarmYN: ['Y', 'Y', 'N'], // 오픈 알림 (issue 13): 'Y' succeeds only on an upcoming deal (13 otherwise)
    cellphone: ['01012345678', '010-1234-5678'],
  });
  known.productNos = [known.productNo.join(','), known.productNo[0]];
  // Upcoming deals too, so that a 오픈 알림 'Y' is accepted as well as refused (13 on live ones).
  known.upcomingDealId = await rows(sql`select deal_id as v from deals where start_at > now() + interval '1 hour' order by deal_id limit 2`);
  known.dealId = [...known.dealId, ...known.upcomingDealId];
  // Issue 16: events open now and one not yet open (event apply: 200 once, then 13), banner placements.
  known.eventId = [...known.eventId, ...(await rows(sql`select event_id as v from events where start_at > now() order by event_id limit 1`))];
  known.placement = ['home', 'my-page', 'community'];
  // A few fixed Idempotency-Keys, so that replays and reuse on the other like endpoint happen.
  known['idempotency-key'] = ['fuzz-key-0001', 'fuzz-key-0002', 'fuzz-key-0003'];
  // Community (issue 15): a board, a post and a question with an answer, so ids that exist are sent
  // too (a post id and a question id under the SPEC's {id}, replies under {replyId}).
  await sampleCommunity(t.db);
  known.boardCode = ['free', 'free', 'nope'];
  known.id = await rows(sql`select post_id as v from community_posts order by post_id limit 4`);
  known.replyId = await rows(sql`select reply_id as v from community_replies order by reply_id limit 3`);
  known.date = [new Date().toISOString().slice(0, 10), '2025-03-11'];
  known.sort = ['popular', 'newest'];
  // Cursors that decode (each fits one sort: the other sort refuses it with 12).
  known.cursor = [
    encodeCursor({ kind: 'n', at: '2100-01-01 00:00:00+00', id: 2_147_483_647 }),
    encodeCursor({ kind: 'p', asOf: Date.now(), score: 1e9, id: 1 }),
    // The community search's own (valid for keyword 사과, every kind; 12 for any other search).
    encodeSearchCursor({ tier: 1, at: '2100-01-01 00:00:00+00', id: 2_147_483_647, corrected: null }, queryStamp('사과', 'all')),
  ];
  // Community reactions (issue 15): one post of each kind, an open and a closed survey, replies; by an
  // author who is not a fuzz caller, so likes, reports and votes can succeed as well as be refused.
  const c = await communitySamples(t.db);
  community = c;
  const postIds = [c.dashboard.postId, c.qna.postId, c.survey.postId, c.closed.postId].map(String);
  const both = (a: string[] | undefined, b: string[]) => [...new Set([...(a ?? []), ...b])];
  Object.assign(known, {
    id: both(known.id, postIds),
    postId: both(known.postId, postIds),
    replyId: both(known.replyId, c.replies.map(String)),
    targetId: [...postIds, ...c.replies.map(String)],
    optionId: [...c.survey.optionIds, ...c.closed.optionIds].map(String),
  });
  tables = await rows(
    sql`select table_name as v from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  await installWriteLog();
  await caller('member');
  await caller('newcomer');
  await caller('banned');
}, 120000);
afterAll(async () => {
  await t?.close();
});

/**
 * The "before/after" database check: a row-level trigger on every table logs each insert,
 * update and delete into hostile_writes (test-only; rolled-back writes vanish with their
 * transaction). A rejected request must add no entry. Stricter than comparing table digests (an
 * update that rewrites the same values counts too) and one query per request instead of a full
 * scan of every table.
 */
async function installWriteLog() {
  await t.db.execute(sql`create table hostile_writes (id bigserial primary key, table_name text not null, op text not null)`);
  await t.db.execute(
    sql.raw(
      `create function hostile_log() returns trigger language plpgsql as $$ begin insert into hostile_writes (table_name, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`,
    ),
  );
  for (const name of tables)
    await t.db.execute(sql.raw(`create trigger hostile_log after insert or update or delete on "${name}" for each row execute function hostile_log()`));
}
let lastWrite = 0;
/**
 * Writes ("UPDATE users", …) logged since the previous call. A search's log row is written by a
 * batcher after the answer (decision 035): it is written now, so it counts against the request that
 * made it — and a timer's flush never lands on a later, rejected one.
 */
async function writesSince(): Promise<string[]> {
  await flushSearchLogs(t.db);
  const r = (await t.db.execute(
    sql`select id::int as id, op || ' ' || table_name as w from hostile_writes where id > ${lastWrite} order by id`,
  )) as unknown as { rows: Array<{ id: number; w: string }> };
  if (r.rows.length) lastWrite = r.rows[r.rows.length - 1].id;
  return r.rows.map((x) => x.w);
}

// ---------------------------------------------------------------- hostile values

const NFD_HANGUL = '사과'.normalize('NFD');
const unicodeEdge = fc.constantFrom(
  NFD_HANGUL, // decomposed jamo: looks like 사과, is not equal to it
  '사과'.normalize('NFC'),
  '사\u200b과', // zero-width space
  '\u200d\u200c\u2060', // zero-width joiner / non-joiner / word joiner only
  '\u202e과사\u202c', // right-to-left override
  '\u200f사과\u200e', // RTL / LTR marks
  '\u0645\u0631\u062d\u0628\u0627', // Arabic
  '🍎🍊', // astral plane emoji
  '👩‍👩‍👧‍👦', // ZWJ sequence
  '🇰🇷', // regional indicators
  '\ufeff사과', // BOM
  'ㅅㄱ',
  'ᄀ', // a lone leading jamo
  '\ud83c', // a lone surrogate
  '\u0000',
  '\u001f\u007f',
  'a\u0301', // combining accent
  '　', // ideographic space
);
const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e309',
    '99999999999999999999',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '%',
    '%00',
    '_',
    "' OR 1=1 --",
    '; drop table products;',
    '\\',
    '..',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '${7*7}',
    '__proto__',
  ),
  unicodeEdge,
  fc.constantFrom('가'.repeat(300), 'a'.repeat(5000), '🍎'.repeat(100)),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.integer().map(String),
);
const hostileNumber = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2147483649,
  2147483648,
  4294967296,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  5e-324,
  1e-7,
);
const hugeString = fc.constantFrom(201, 2001, 8001, 70_000, 300_000).chain((n) => fc.constantFrom('a', '가', '🍎', '\u200b').map((c) => c.repeat(n)));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], ['Y'], { a: 1 }, [[[]]]) },
);
/** Calendar edges: year 0 and 1 (PostgreSQL has no year 0), the far future, a leap day that is not, negative years. */
const EDGE_DATES = [
  '0000-01-01',
  '0001-01-01',
  '0000-12-31',
  '9999-12-31',
  '1969-12-31',
  '2025-02-29',
  '2024-02-29',
  '-001-01-01',
  '+20261-01-01',
  '2026-13-01',
];
/** Number edges as a URL carries them. */
const EDGE_NUMBERS = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  ' 7',
  '007',
  '',
];
/** Number edges as a JSON body carries them. */
const EDGE_JSON_NUMBERS = [-1, 0, 0.5, 2147483648, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, -1e308, 5e-324, '7', null];
/** Whether a schema is a calendar date or a number (the inputs the edge test sends edges to). */
function edgeKind(s: JsonSchema): 'date' | 'number' | null {
  if (s.anyOf) return s.anyOf.map(edgeKind).find(Boolean) ?? null;
  if (s.format === 'date' || s.format === 'date-time' || (s.pattern && /\\d\{4\}-/.test(s.pattern))) return 'date';
  if (s.type === 'integer' || s.type === 'number' || (s.type === 'string' && s.pattern && /^\^?\\d[+*]\$?$|^\^\[0-9\]\+\$$/.test(s.pattern))) return 'number';
  return null;
}

/** Bodies that are not JSON at all, or JSON that JSON.parse alone would not refuse safely. */
const malformedJson = fc.constantFrom(
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  'NaN',
  '[1,2',
  '"unterminated',
  '\u0000',
  '\ufeff{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"a":1}{"b":2}',
  ' ',
  'null',
);
const contentTypes = fc.constantFrom(
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/merge-patch+json',
  '*/*',
  'application/json, text/plain',
  ';;;',
);

// ---------------------------------------------------------------- values the schema accepts

const arbitraryCache = new Map<JsonSchema, fc.Arbitrary<unknown>>();
/** An arbitrary of values valid for a (zod-generated) JSON schema. */
function valid(s: JsonSchema): fc.Arbitrary<unknown> {
  const cached = arbitraryCache.get(s);
  if (cached) return cached;
  let a: fc.Arbitrary<unknown>;
  if (s.anyOf) a = fc.oneof(...s.anyOf.map(valid));
  else if (s.enum) a = fc.constantFrom(...s.enum);
  else if (s.type === 'string' && s.pattern) a = fc.stringMatching(new RegExp(s.pattern));
  else if (s.type === 'string') {
    const minLength = s.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 30, 30));
    a = fc.oneof(
      fc.string({ minLength, maxLength }),
      fc.string({ unit: fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c)), minLength, maxLength }),
    );
  } else if (s.type === 'integer' || s.type === 'number') {
    const min = Math.max(s.minimum ?? -1_000_000, -(2 ** 31));
    const max = Math.min(s.maximum ?? 1_000_000, 2 ** 31 - 1);
    a = s.type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  } else if (s.type === 'boolean') a = fc.boolean();
  else if (s.type === 'array') a = fc.array(valid(s.items ?? {}), { maxLength: 4 });
  else if (s.type === 'object') {
    // Properties named like a parameter with known values (productNo, shopId…) mostly take those.
    const props = Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([k, v]) => [
        k,
        known[k]?.length
          ? fc.oneof(
              fc.constantFrom(...known[k]).map((x) => (v.type === 'integer' ? Number(x) : x)),
              valid(v),
            )
          : valid(v),
      ]),
    );
    a = fc.record(props, { requiredKeys: s.required ?? [] });
  } else a = fc.jsonValue();
  if (s.nullable) a = fc.oneof(a, fc.constant(null));
  arbitraryCache.set(s, a);
  return a;
}

/** A parameter's value: usually one that exists or the schema accepts, otherwise hostile. */
function paramValue(p: Param): fc.Arbitrary<string> {
  const good = known[p.name]?.length ? fc.constantFrom(...known[p.name]) : valid(p.schema).map(String);
  return fc.oneof({ weight: 5, arbitrary: good }, { weight: 1, arbitrary: hostileString });
}

// ---------------------------------------------------------------- mutations of a body

type Mutation =
  | { kind: 'none' }
  | { kind: 'drop'; at: number }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'whole'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'content-type'; type: string }
  | { kind: 'absent' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('extra' as const), key: fc.constantFrom('__proto__', 'constructor', 'extra', '사과', ''), value: hostileValue }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: fc.constantFrom(null, [], [{}], 'x', 1, true, {}) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('raw' as const), text: malformedJson }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('content-type' as const), type: contentTypes }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'absent' as const }) },
);

/** The payload and content type a mutation makes of a valid body. */
function mutate(body: unknown, m: Mutation): { payload?: string; contentType?: string } {
  const json = 'application/json';
  const obj = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : null;
  const keys = obj ? Object.keys(obj) : [];
  switch (m.kind) {
    case 'none':
      return { payload: JSON.stringify(body), contentType: json };
    case 'drop':
      if (obj && keys.length) delete obj[keys[m.at % keys.length]];
      return { payload: JSON.stringify(obj ?? body), contentType: json };
    case 'replace':
      if (obj && keys.length) obj[keys[m.at % keys.length]] = m.value;
      return { payload: JSON.stringify(obj ?? m.value), contentType: json };
    case 'extra': {
      // JSON.parse makes "__proto__" an own key (an object literal would set the prototype).
      const extra = JSON.parse(`{${JSON.stringify(m.key)}:${JSON.stringify(m.value) ?? 'null'}}`) as Record<string, unknown>;
      return { payload: JSON.stringify({ ...(obj ?? {}), ...extra }), contentType: json };
    }
    case 'whole':
      return { payload: JSON.stringify(m.value), contentType: json };
    case 'raw':
      return { payload: m.text, contentType: json };
    case 'content-type':
      return { payload: JSON.stringify(body), contentType: m.type };
    case 'absent':
      return {};
  }
}

// ---------------------------------------------------------------- requests and the invariants

/** Header values reach Node as latin1 bytes: send unicode the way a raw socket would deliver it. */
const asHeader = (s: string) =>
  Buffer.from(s, 'utf8')
    .toString('latin1')
    .replace(/[\r\n\0]/g, '');

async function credentials(
  kind: Caller,
  device: string | null | 'hostile',
  hostile: string,
  withRefresh: boolean,
): Promise<{ headers: Record<string, string | string[]>; session?: keyof typeof callers }> {
  const headers: Record<string, string | string[]> = {};
  let session: keyof typeof callers | undefined;
  if (kind === 'member' || kind === 'newcomer' || kind === 'banned') {
    const s = await caller(kind);
    session = kind;
    headers.authorization = `Bearer ${s.accessToken}`;
    headers.accesstoken = s.accessToken;
    if (withRefresh) headers.refreshtoken = s.refreshToken;
    headers.deviceuuid = s.deviceUuid;
  } else if (kind === 'forged') {
    const s = await caller('member');
    // Same header and claims, signature altered: must be refused as a forged token.
    const forged = s.accessToken.slice(0, -4) + (s.accessToken.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    headers.authorization = `Bearer ${forged}`;
    headers.accesstoken = forged;
    if (withRefresh) headers.refreshtoken = `${s.refreshToken}x`;
  } else if (kind === 'garbage') {
    headers.authorization = asHeader(`Bearer ${hostile}`);
    headers.accesstoken = asHeader(hostile);
    if (withRefresh) headers.refreshtoken = asHeader(hostile);
  } else if (kind === 'duplicate') {
    const s = await caller('member');
    // Node keeps the first of duplicate Authorization headers (and joins other duplicates with
    // ', '), so this caller may act as the member: track the session like the member's own.
    session = 'member';
    headers.authorization = [`Bearer ${s.accessToken}`, 'Bearer other'];
    headers.deviceuuid = [s.deviceUuid, 'w-other'];
  }
  if (device === null) delete headers.deviceuuid;
  else if (device === 'hostile') headers.deviceuuid = asHeader(hostile);
  else if (!headers.deviceuuid) headers.deviceuuid = device;
  return { headers, session };
}

const CODE_STATUS = new Map<number, number>(Object.values(ERRORS).map((e) => [e.code, e.status]));

/** The body as text, undone from the compression an Accept-Encoding asked for. */
function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  switch (res.headers['content-encoding']) {
    case 'gzip':
      return gunzipSync(raw).toString();
    case 'br':
      return brotliDecompressSync(raw).toString();
    case 'deflate':
      return inflateSync(raw).toString();
    default:
      return raw.toString();
  }
}

/** Send one request and check every invariant; returns the response. */
async function send(req: InjectOptions & { url: string }, label: string, session?: keyof typeof callers): Promise<LightMyRequestResponse> {
  const res = await t.app.inject(req);
  const writes = await writesSince();
  const text = decoded(res);
  const where = `${label} → ${res.statusCode} ${text.slice(0, 300)}`;
  counts.requests += 1;
  expect(res.statusCode, where).toBeLessThan(500);
  expect(res.headers['content-type'], where).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { code: unknown; message: unknown };
  expect(typeof body.code, where).toBe('number');
  counts.byCode.set(body.code as number, (counts.byCode.get(body.code as number) ?? 0) + 1);
  if (res.statusCode >= 400) {
    counts.rejected += 1;
    expect(ERROR_CODES, where).toContain(body.code);
    // The catalogue's status for the code; 414 is the router's answer to an over-long path segment.
    const status = res.statusCode === 414 && body.code === ERRORS.OUT_OF_RANGE.code ? ERRORS.OUT_OF_RANGE.status : res.statusCode;
    expect(CODE_STATUS.get(body.code as number), where).toBe(status);
    // Korean, except the token calls' missing-token text, which SPEC §5 gives verbatim.
    expect(body.message, where).toMatch(/[가-힣]|^Required parameter \w+ was null or undefined$/);
    expect(writes, `${where}: a rejected request wrote to the database`).toEqual([]);
  } else {
    counts.ok += 1;
    expect(body.code, where).toBe(0);
    if (session && SESSION_ENDING.has(`${req.method} ${new URL(req.url, 'http://x').pathname.replace(/\/$/, '')}`)) callers[session] = null;
  }
  return res;
}

interface Choice {
  caller: Caller;
  device: string | null | 'hostile';
  withRefresh: boolean;
  hostile: string;
  accept: Record<string, string>;
  path: string[];
  query: Array<string | undefined>;
  duplicateQuery: string | null;
  idempotencyKey: string | null | undefined;
  body: unknown;
  mutation: Mutation;
}

/**
 * Everything one request is made of, for an operation. `sessions`: a signed-in member sending
 * mostly well-formed writes, so that state builds up (like limits 91/92, nickname changes 87,
 * Idempotency-Key replays and reuse) and the refusals that state causes are checked too.
 */
function choices(op: Op, sessions = false): fc.Arbitrary<Choice> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  return fc.record({
    caller: sessions
      ? fc.constantFrom<Caller>('member', 'member', 'member', 'member', 'banned')
      : fc.constantFrom<Caller>('anonymous', 'member', 'member', 'member', 'newcomer', 'banned', 'forged', 'garbage', 'duplicate'),
    device: fc.oneof(
      { weight: 4, arbitrary: fc.constant('w-fuzz-device') },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constant('hostile' as const) },
    ),
    withRefresh: fc.boolean(),
    hostile: hostileString,
    accept: fc.oneof(
      { weight: 4, arbitrary: fc.constant({}) },
      {
        weight: 1,
        arbitrary: fc.record({ 'accept-encoding': fc.constantFrom('gzip', 'br;q=0, gzip;q=-1', 'x-unknown', '*;q=foo', 'identity;q=0', 'gzip, gzip, br') }),
      },
      { weight: 1, arbitrary: fc.record({ accept: fc.constantFrom('text/html', 'application/xml', '*/*;q=abc', '') }) },
    ),
    path: fc.tuple(...pathParams.map(paramValue)),
    query: fc.tuple(...queryParams.map((p) => fc.option(paramValue(p), { nil: undefined, freq: p.required ? 8 : 3 }))),
    duplicateQuery: fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: hostileString }),
    idempotencyKey: fc.option(
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...known['idempotency-key']) },
        { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) },
        { weight: 1, arbitrary: hostileString },
      ),
      { nil: undefined, freq: 3 },
    ),
    body: op.body ? valid(op.body) : fc.constant(undefined),
    mutation: fc.oneof(
      { weight: sessions ? 12 : 0, arbitrary: fc.constant(op.body ? { kind: 'none' as const } : { kind: 'absent' as const }) },
      { weight: op.body ? 0 : 6, arbitrary: fc.constant({ kind: 'absent' as const }) },
      { weight: 1, arbitrary: mutation },
    ),
  }) as fc.Arbitrary<Choice>;
}

/** encodeURIComponent, except that a lone surrogate goes out as the invalid UTF-8 it would be on the wire. */
function enc(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return s
      .split(/([\ud800-\udfff])/)
      .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
      .join('');
  }
}

async function request(op: Op, c: Choice) {
  const tally = counts.byOp.get(`${op.method} ${op.path}`) ?? { sent: 0, ok: 0 };
  counts.byOp.set(`${op.method} ${op.path}`, tally);
  tally.sent += 1;
  let i = 0;
  let url = op.path.replace(/\{(\w+)\}/g, () => enc(c.path[i++]));
  const queryParams = op.params.filter((p) => p.in === 'query');
  const qs = queryParams.flatMap((p, j) => (c.query[j] === undefined ? [] : [`${p.name}=${enc(c.query[j]!)}`]));
  if (c.duplicateQuery !== null && queryParams.length) qs.push(`${queryParams[0].name}=${enc(c.duplicateQuery)}`);
  if (qs.length) url += `?${qs.join('&')}`;
  const { headers, session } = await credentials(c.caller, c.device, c.hostile, c.withRefresh);
  Object.assign(headers, c.accept);
  if (c.idempotencyKey !== undefined && op.params.some((p) => p.name === 'idempotency-key')) headers['idempotency-key'] = asHeader(c.idempotencyKey ?? '');
  const { payload, contentType } = mutate(c.body, c.mutation);
  if (contentType) headers['content-type'] = contentType;
  const label = `${op.method} ${url} as ${c.caller}${session ? ` #${callers[session]?.userId}` : ''} ${JSON.stringify(headers).slice(0, 200)} ${JSON.stringify(c.mutation).slice(0, 120)} ${payload === undefined ? '' : payload.slice(0, 120)}`;
  const res = await send({ method: op.method, url, headers, payload }, label, session);
  if (res.statusCode < 300) tally.ok += 1;
  return res;
}

describe('hostile input on every endpoint of the OpenAPI document', () => {
  let nextOp = 0;
  it('found every endpoint and method', () => {
    const methods = new Set(ops.map((o) => o.method));
    expect(ops.length).toBeGreaterThanOrEqual(50);
    expect([...methods].sort()).toEqual(['DELETE', 'GET', 'POST', 'PUT']);
    expect(ops.filter((o) => o.body).length).toBeGreaterThanOrEqual(12);
  });

  it(
    'random requests: never 5xx; 4xx carry a SPEC §8 code with its status and change nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          // Round-robin over the operations, so every one gets its share however many the document
          // has (a random pick left one operation 4 of 1,000 runs once the table grew to 63).
          fc.constant(null).chain(() => {
            const op = ops[nextOp++ % ops.length];
            return choices(op).map((c) => ({ op, c }));
          }),
          async ({ op, c }) => {
            await request(op, c);
          },
        ),
        { numRuns: Math.max(RUNS, ops.length * 8), seed: SEED, endOnFailure: true },
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'signed-in sessions of writes: state-dependent refusals (limits, replays) change nothing either',
    async () => {
      // Without the session-ending calls, so that one member's state keeps growing.
      const writes = ops.filter((o) => o.method !== 'GET' && !SESSION_ENDING.has(`${o.method} ${o.path}`));
      await fc.assert(
        fc.asyncProperty(
          fc.nat().chain((n) => {
            const op = writes[n % writes.length];
            return choices(op, true).map((c) => ({ op, c }));
          }),
          async ({ op, c }) => {
            await request(op, c);
          },
        ),
        { numRuns: Math.ceil(RUNS / 3), seed: SEED + 2, endOnFailure: true },
      );
    },
    FUZZ_TIMEOUT,
  );

  it('the limits a member reaches (likes 91/92, nickname changes 87) refuse without writing', async () => {
    // The random sessions above may or may not get there; here each limit is driven to for sure.
    const limits: Array<[string, (i: number) => object, number]> = [
      [
        '/api/v1/user/like/product',
        (i) => ({ productNo: Number(known.productNo[i % known.productNo.length]), likeYN: 'Y' }),
        ERRORS.LIKE_PRODUCT_MAX_LIMIT_ERROR.code,
      ],
      ['/api/v1/user/like/shop', (i) => ({ shopId: Number(known.shopId[i % known.shopId.length]), likeYN: 'Y' }), ERRORS.LIKE_SHOP_MAX_LIMIT_ERROR.code],
      ['/api/v1/user/nick-name', (i) => ({ nickName: `한도${i}${signIns}` }), ERRORS.NICKNAME_LIMIT_OVER.code],
    ];
    for (const [url, body, code] of limits) {
      expect(
        ops.some((o) => o.method === 'PUT' && o.path === url),
        url,
      ).toBe(true);
      let reached = false;
      for (let i = 0; i < 8 && !reached; i++) {
        const { headers, session } = await credentials('member', 'w-fuzz-device', '', false);
        const res = await send({ method: 'PUT', url, headers, payload: body(i) }, `PUT ${url} #${i}`, session);
        reached = res.json().code === code;
      }
      expect(reached, `${url} reaches ${code}`).toBe(true);
    }
  });

  it('each endpoint with a body, each caller: every kind of broken body is a 4xx that changes nothing', async () => {
    const broken: Mutation[] = [
      { kind: 'absent' },
      { kind: 'whole', value: null },
      { kind: 'whole', value: [] },
      { kind: 'whole', value: 'x' },
      { kind: 'whole', value: 12 },
      ...[
        '{',
        '{"a":}',
        "{'a':1}",
        'NaN',
        '\ufeff{',
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
      ].map((text) => ({ kind: 'raw' as const, text })),
      { kind: 'raw', text: JSON.stringify({ over: 'a'.repeat(300_000) }) }, // over the 256 KB body limit
      ...['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'].map((type) => ({
        kind: 'content-type' as const,
        type,
      })),
    ];
    let n = 0;
    for (const op of ops.filter((o) => o.body)) {
      const props = Object.keys(op.body!.properties ?? {});
      const perField: Mutation[] = props.flatMap((_, at) => [
        { kind: 'drop' as const, at },
        { kind: 'replace' as const, at, value: null },
        { kind: 'replace' as const, at, value: [{ a: 1 }] },
        { kind: 'replace' as const, at, value: -1 },
        { kind: 'replace' as const, at, value: 2 ** 53 + 2 },
        { kind: 'replace' as const, at, value: '가'.repeat(70_000) },
        { kind: 'replace' as const, at, value: `${NFD_HANGUL}\u202e\u200b🍎` },
      ]);
      // A complete valid body (every property) to mutate: the first value fast-check generates.
      const full: JsonSchema = { ...op.body!, required: props };
      const [body] = fc.sample(valid(full), { numRuns: 1, seed: 7 });
      for (const who of ['anonymous', 'member', 'banned'] as const) {
        // Every broken body for each caller; the per-field mutations for the member (validation
        // runs before the guards, so the other callers would only repeat the same answers).
        for (const m of who === 'member' ? [...broken, ...perField] : broken) {
          const url = op.path.replace(/\{(\w+)\}/g, '1');
          const { headers, session } = await credentials(who, 'w-fuzz-device', '', false);
          const { payload, contentType } = mutate(body, m);
          if (contentType) headers['content-type'] = contentType;
          const res = await send({ method: op.method, url, headers, payload }, `${op.method} ${url} as ${who} ${JSON.stringify(m).slice(0, 100)}`, session);
          // A body that is not a JSON object (or is not there when the schema requires one) is never accepted.
          if (m.kind === 'raw' || m.kind === 'content-type' || (m.kind === 'whole' && m.value !== null))
            expect(res.statusCode, `${op.method} ${op.path} ${JSON.stringify(m).slice(0, 100)}`).toBeGreaterThanOrEqual(400);
          n += 1;
        }
      }
    }
    expect(n).toBeGreaterThan(400);
  });

  it('wrong methods on every path are 404 with code 11', async () => {
    const byPath = new Map<string, Set<string>>();
    for (const o of ops) byPath.set(o.path, (byPath.get(o.path) ?? new Set()).add(o.method));
    for (const [path, methods] of byPath) {
      const url = path.replace(/\{(\w+)\}/g, '1');
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
        if (methods.has(method)) continue;
        const res = await send({ method, url, headers: { 'content-type': 'application/json' }, payload: '{}' }, `${method} ${url}`);
        // A static path may also fit another operation's parameter (PUT /community/dashboard/list
        // is PUT /community/dashboard/{id} with a bad id): that operation answers it, with its code.
        if (ops.some((o) => o.method === method && new RegExp(`^${o.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(url))) continue;
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe(ERRORS.UNDEFINED.code);
      }
    }
  });

  it('edge dates and numbers in every date and number parameter and body field: never 5xx, nothing written (issue 29)', async () => {
    // Random mutations rarely reach a calendar's or an integer's edges (year 0 answered 500 on
    // /community/dashboard/list), so every such input is sent each edge value, as a member and a visitor.
    const sampleOf = (schema: JsonSchema) => fc.sample(valid(schema), { seed: SEED, numRuns: 1 })[0];
    const goodParam = (p: Param) => (known[p.name]?.length ? known[p.name][0] : String(sampleOf(p.schema)));
    let sent = 0;
    for (const op of ops) {
      const inputs = op.params.filter((p) => (p.in === 'path' || p.in === 'query') && edgeKind(p.schema));
      for (const target of inputs) {
        for (const value of edgeKind(target.schema) === 'date' ? EDGE_DATES : EDGE_NUMBERS) {
          let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => enc(name === target.name ? value : goodParam(op.params.find((p) => p.name === name)!)));
          const qs = op.params
            .filter((p) => p.in === 'query' && (p === target || p.required))
            .map((p) => `${p.name}=${enc(p === target ? value : goodParam(p))}`);
          if (qs.length) url += `?${qs.join('&')}`;
          for (const who of ['anonymous', 'member'] as const) {
            const { headers, session } = await credentials(who, 'w-fuzz-device', '', false);
            await send(
              {
                method: op.method,
                url,
                headers,
                ...(op.body ? { payload: JSON.stringify(sampleOf(op.body)), headers: { ...headers, 'content-type': 'application/json' } } : {}),
              },
              `${op.method} ${url} as ${who}`,
              session,
            );
            sent += 1;
          }
        }
      }
      const props = op.body?.type === 'object' ? Object.entries(op.body.properties ?? {}).filter(([, v]) => edgeKind(v)) : [];
      for (const [field, schema] of props) {
        const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => enc(goodParam(op.params.find((p) => p.name === name)!)));
        const values: unknown[] = edgeKind(schema) === 'date' ? EDGE_DATES : EDGE_JSON_NUMBERS;
        for (const value of values) {
          const body = { ...(sampleOf(op.body!) as object), [field]: value };
          const { headers, session } = await credentials('member', 'w-fuzz-device', '', false);
          await send(
            { method: op.method, url: path, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) },
            `${op.method} ${path} ${field}=${JSON.stringify(value)}`,
            session,
          );
          sent += 1;
        }
      }
    }
    // Enough to mean something: the table has dozens of numeric ids, sizes, pages and dates.
    expect(sent).toBeGreaterThan(500);
  });

  it('malformed URLs are 4xx with a code; a lone % in a query value is an ordinary search', async () => {
    for (const url of [
      '/api/v1/display/deal/%E0%A4%A',
      '/api/v1/display/notice/%ZZ',
      `/api/v2/display/local/${'a'.repeat(300)}/shop`,
      '/api/v1/search?keyword=%E0%A4%A',
      '/api/v1/user/like/product/check?productNos=%ff',
      '/api/v1/display/deal/1%2F..%2F2',
      '/api/v1/display/deal/1%00',
      '/api/v1/display/home/',
      '/api/v1/display/../v1/display/home',
      '/api/v1/display/%ED%99%88',
      '/api/v1/display/notice?page[]=1&size[a]=2',
      `/api/v1/search?keyword=${'%EA%B0%80'.repeat(20_000)}`,
      `/api/v1/display/notice?${Array.from({ length: 2000 }, (_, i) => `k${i}=${i}`).join('&')}`,
    ]) {
      await send({ method: 'GET', url }, url);
    }
    // Not a LIKE wildcard: '%' matches (almost) nothing rather than the whole catalogue.
    const percent = (await send({ method: 'GET', url: '/api/v1/search?keyword=%' }, 'keyword=%')).json();
    expect(percent.code).toBe(0);
    expect(percent.data.total).toBeLessThan(30);
  });

  it(
    'the stand-in provider and shop pages (not in the API document) never answer 5xx or write',
    async () => {
      const form = fc.dictionary(
        fc.constantFrom(
          'client_id',
          'redirect_uri',
          'state',
          'name',
          'email',
          'gender',
          'birthyear',
          'mobile',
          'action',
          'agree_email',
          'nonce',
          'grant_type',
          'client_secret',
          'code',
        ),
        hostileString,
        { maxKeys: 8 },
      );
      const target = fc.oneof(
        fc.record({
          method: fc.constant('POST' as const),
          url: fc.constantFrom('/idp/naver/oauth2.0/authorize', '/idp/naver/oauth2.0/token', '/idp/apple/auth/authorize'),
          form,
          type: fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain'),
        }),
        fc.record({
          method: fc.constant('GET' as const),
          url: fc.constantFrom(
            '/idp/naver/oauth2.0/authorize',
            '/idp/apple/auth/authorize',
            '/idp/naver/v1/nid/me',
            '/shop/login',
            '/shop/product/',
            '/shop/basket',
          ),
          form,
          type: fc.constant(''),
        }),
      );
      await fc.assert(
        fc.asyncProperty(target, hostileString, async ({ method, url, form: f, type }, extra) => {
          const qs = Object.entries(f)
            .map(([k, v]) => `${k}=${enc(v)}`)
            .join('&');
          const res = await t.app.inject(
            method === 'GET'
              ? { method, url: `${url.endsWith('/') ? url + enc(extra) : url}?${qs}`, headers: { authorization: asHeader(`Bearer ${extra}`) } }
              : { method, url, headers: { 'content-type': type }, payload: type === 'application/json' ? JSON.stringify(f) : qs },
          );
          expect(res.statusCode, `${method} ${url} ${qs.slice(0, 200)} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
          expect(await writesSince()).toEqual([]);
        }),
        { numRuns: Math.ceil(RUNS / 4), seed: SEED + 1 },
      );
    },
    FUZZ_TIMEOUT,
  );

  it('covered every endpoint, with both answers and rejections', async () => {
    // The random pick may leave an operation under-sampled as the table grows: top each up to 5.
    for (const op of ops) {
      const sent = counts.byOp.get(`${op.method} ${op.path}`)?.sent ?? 0;
      if (sent < 5) for (const c of fc.sample(choices(op), { numRuns: 5 - sent, seed: SEED + 11 })) await request(op, c);
    }
    // Printed once so a reader of the CI log sees what the fuzzing exercised.
    console.log(
      `hostile: ${counts.requests} requests on ${ops.length} operations; ${counts.ok} 2xx, ${counts.rejected} 4xx; codes ${JSON.stringify(Object.fromEntries([...counts.byCode].sort((a, b) => a[0] - b[0])))}; ${signIns} sign-ins`,
    );
    const neverOk = [...counts.byOp].filter(([, v]) => v.ok === 0).map(([k]) => k);
    if (neverOk.length) console.log(`hostile: no 2xx (expected for sign-ins with made-up provider tokens): ${neverOk.join(', ')}`);
    for (const op of ops) expect(counts.byOp.get(`${op.method} ${op.path}`)?.sent ?? 0, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(5);
    expect(counts.ok).toBeGreaterThan(200);
    expect(counts.rejected).toBeGreaterThan(1000);
  });
});

/**
 * Open redirect after sign-in (issue 14): the shop stand-in's login page hands `returnUrl` on to the
 * PWA's /login?provider=…&returnUrl=…, which returns there after sign-in. For every entry of the
 * shared corpus (tests/setup/redirect-corpus.ts, also the client's and the browser's), each link
 * of the page stays on our origin and carries a return path the browser reads as a path of ours,
 * exactly as written.
 */
describe('shop stand-in login returnUrl: the redirect corpus', () => {
  const ORIGIN = 'http://localhost';
  /** The return paths of the page's sign-in links, after checking that every link of the page is ours. */
  async function handedOn(returnUrl: string): Promise<string[]> {
    const res = await t.app.inject(`/shop/login?returnUrl=${enc(returnUrl)}`);
    expect(res.statusCode).toBe(200);
    // The return path inside is encodeURIComponent'd: &amp; is the only entity an href holds.
    const hrefs = [...res.body.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of hrefs) expect(new URL(href, ORIGIN).origin, href).toBe(ORIGIN);
    const back = hrefs.filter((h) => h.startsWith('/login?')).map((h) => new URL(h, ORIGIN).searchParams.get('returnUrl') ?? '');
    expect(back).toHaveLength(2); // 네이버, Apple
    return back;
  }

  it.each(REDIRECT_CORPUS)('%s: every link and the return path it carries stay on our origin', async (_label, value) => {
    for (const back of await handedOn(value)) expect(staysOnOrigin(back, ORIGIN), JSON.stringify(back)).toBe(true);
  });

  it.each(GOOD_RETURN_PATHS)('%s is handed on unchanged', async (path) => {
    expect(await handedOn(path)).toEqual([path, path]);
  });
});

/**
 * Sessions and devices (issue 14). Every endpoint that needs a member, called with a member's
 * real, unexpired access token: from any other device (random deviceUuids), and after that
 * member logged out, is refused with a SPEC §8 code and writes nothing (send() checks both).
 */
describe('sessions and devices: a token works only on its own device, and only while its session lives', () => {
  const memberOnly = (Object.values(endpoints) as AnyEndpoint[]).filter((e) => (MEMBER_GUARDS as readonly string[]).includes(e.guard));

  it('covers every member endpoint of the table', () => {
    expect(memberOnly.map((e) => e.name)).toEqual(
      expect.arrayContaining(['profile', 'likeProduct', 'nickName', 'withdraw', 'appUserId', 'setOpenAlarm', 'openAlarm']),
    );
  });

  it('a member token from another device is refused on every member endpoint', async () => {
    const s = await signInMember(t.app, { email: 'device-bound@example.com', nickName: '기기주인', deviceUuid: 'w-owner-device' });
    await writesSince();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...memberOnly), fc.stringMatching(/^[A-Za-z0-9_.:-]{1,40}$/), async (e, device) => {
        fc.pre(device !== s.deviceUuid);
        const res = await send(sampleRequest(e, { authorization: `Bearer ${s.accessToken}`, deviceuuid: device }), `${e.name} from ${device}`);
        expect(res.statusCode, `${e.name} from ${device}`).toBe(401);
        expect(res.json().code).toBe(ERRORS.NULL_OR_EMPTY_TOKEN.code);
      }),
      { numRuns: Math.max(60, Math.ceil(RUNS / 10)), seed: SEED + 7, endOnFailure: true },
    );
  });

  it('after logout the access token is refused on every member endpoint, on its own device too', async () => {
    const s = await signInMember(t.app, { email: 'logged-out@example.com', nickName: '나간사람', deviceUuid: 'w-logout-device' });
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/token/jwt',
      headers: { accesstoken: s.accessToken, refreshtoken: s.refreshToken, deviceuuid: s.deviceUuid },
    });
    expect(out.statusCode).toBe(200);
    await writesSince();
    for (const e of memberOnly) {
      const res = await send(sampleRequest(e, { authorization: `Bearer ${s.accessToken}`, deviceuuid: s.deviceUuid }), `${e.name} after logout`);
      expect(res.json().code, e.name).toBe(ERRORS.NULL_OR_EMPTY_TOKEN.code);
    }
    const refresh = await send(
      { method: 'PUT', url: '/api/v1/token/jwt/refresh', headers: { accesstoken: s.accessToken, refreshtoken: s.refreshToken, deviceuuid: s.deviceUuid } },
      'refresh after logout',
    );
    expect(refresh.json().code).toBe(ERRORS.REFRESH_TOKEN_EXPIRED.code);
  });
});

/**
 * 오픈 알림 (issue 13; docs/decisions/015-open-alarms.md), beyond the random requests above: every
 * kind of caller against real, missing and malformed deal ids with broken and huge bodies. Only a
 * signed-up, unbanned member's own state on an existing deal changes anything; every other answer is
 * a SPEC §8 code that writes nothing (send() checks the write log).
 */
describe('open alarms: forged and missing tokens, bad ids, huge bodies', () => {
  const badIds = ['0', '-1', 'abc', '1.5', '99999999999', '2147483648', enc('1\u0000'), enc('가'.repeat(300)), '%ZZ', '999999'];
  const bodies: Array<{ label: string; payload: string; type?: string }> = [
    { label: 'Y', payload: '{"alarmYN":"Y"}' },
    { label: 'N', payload: '{"alarmYN":"N"}' },
    { label: 'bad value', payload: '{"alarmYN":"yes"}' },
    { label: 'missing', payload: '{}' },
    { label: 'huge value', payload: JSON.stringify({ alarmYN: '가'.repeat(70_000) }) },
    { label: 'over the body limit', payload: JSON.stringify({ alarmYN: 'Y', over: 'a'.repeat(300_000) }) },
    { label: 'prototype keys', payload: '{"alarmYN":"Y","__proto__":{"polluted":true}}' },
    { label: 'not JSON', payload: '{alarmYN:Y' },
    { label: 'form', payload: 'alarmYN=Y', type: 'application/x-www-form-urlencoded' },
  ];

  it('every caller × deal id × body: never 5xx, a SPEC code, and only the member’s own valid state is written', async () => {
    const upcoming = known.upcomingDealId[0]!;
    const live = known.dealId[0]!;
    let accepted = 0;
    for (const who of ['anonymous', 'forged', 'garbage', 'newcomer', 'banned', 'member'] as const) {
      for (const id of [upcoming, live, ...badIds]) {
        const path = `/api/v1/user/deal/${id}/open-alarm`;
        for (const b of bodies) {
          const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
          headers['content-type'] = b.type ?? 'application/json';
          const res = await send({ method: 'PUT', url: path, headers, payload: b.payload }, `PUT ${path} as ${who} ${b.label}`, session);
          const valid = who === 'member' && (id === upcoming || id === live) && (b.label === 'Y' || b.label === 'N' || b.label === 'prototype keys');
          if (!valid) expect(res.statusCode, `${who} ${id} ${b.label}`).toBeGreaterThanOrEqual(400);
          if (res.statusCode === 200) accepted += 1;
        }
        const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
        const read = await send({ method: 'GET', url: path, headers }, `GET ${path} as ${who}`, session);
        if (who !== 'member' && who !== 'banned' && (id === upcoming || id === live)) expect(read.statusCode, `GET ${id} as ${who}`).toBe(401);
      }
    }
    // The member's Y on the upcoming deal, Y on the live one refused (13), N on both: accepted.
    expect(accepted).toBeGreaterThanOrEqual(3);
    const { headers } = await credentials('member', 'w-fuzz-device', '', false);
    await send(
      {
        method: 'PUT',
        url: `/api/v1/user/deal/${upcoming}/open-alarm`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"alarmYN":"Y"}',
      },
      'Y',
    );
    const mine = await send({ method: 'GET', url: `/api/v1/user/deal/${upcoming}/open-alarm`, headers }, 'GET mine');
    expect(mine.json().data).toEqual({ dealId: Number(upcoming), alarmYN: 'Y' });
    const refused = await send(
      { method: 'PUT', url: `/api/v1/user/deal/${live}/open-alarm`, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"alarmYN":"Y"}' },
      'Y on live',
    );
    expect(refused.json().code).toBe(ERRORS.OUT_OF_RANGE.code);
  });
});

/**
 * Community posts, questions and replies (issue 15; docs/decisions/017-community-posts.md), beyond
 * the random requests above: every kind of caller against real, missing and malformed ids with
 * valid, hostile and huge bodies. Only a signed-up, unbanned member's valid write changes
 * anything; every other answer is a SPEC §8 code that writes nothing (send() checks the write log),
 * and the new-user sandbox's refusal (131) writes nothing either.
 */
describe('community writes: forged and missing tokens, bad ids, hostile bodies', () => {
  const badIds = ['0', 'abc', '99999999999', enc('1\u0000'), '999999'];
  const bodies: Array<{ label: string; payload: string; type?: string }> = [
    { label: 'valid', payload: JSON.stringify({ boardCode: 'free', title: '퍼즈 제목', content: '퍼즈 테스트로 쓰는 본문입니다. 제철 과일 이야기.' }) },
    { label: 'xss', payload: JSON.stringify({ boardCode: 'free', title: '<script>alert(1)</script>', content: '<img src=x onerror=alert(1)> 본문 본문' }) },
    { label: 'control', payload: JSON.stringify({ boardCode: 'free', title: '제목\u0000', content: '본문\u0007 본문 본문 본문' }) },
    { label: 'lone surrogate', payload: '{"boardCode":"free","title":"\\ud83c제목","content":"\\udc00 본문 본문 본문 본문"}' },
    { label: 'huge', payload: JSON.stringify({ boardCode: 'free', title: '가'.repeat(70_000), content: '가'.repeat(70_000) }) },
    { label: 'not JSON', payload: '{title:' },
    { label: 'form', payload: 'title=a&content=b', type: 'application/x-www-form-urlencoded' },
  ];

  it('every caller × id × body: never 5xx, a SPEC code, refused calls write nothing', async () => {
    const post = known.id[0]!;
    const question = (await t.db.execute(sql`select post_id as v from community_posts where community_type = 'qna' order by post_id limit 1`)) as unknown as {
      rows: Array<{ v: number }>;
    };
    const q = String(question.rows[0]!.v);
    const reply = known.replyId[0]!;
    const targets = (id: string): Array<{ method: 'POST' | 'PUT' | 'DELETE'; url: string; body: boolean }> => [
      { method: 'PUT', url: `/api/v1/community/dashboard/${id}`, body: true },
      { method: 'DELETE', url: `/api/v1/community/dashboard/${id}`, body: false },
      { method: 'POST', url: `/api/v1/community/dashboard/${id}/reply`, body: true },
      { method: 'DELETE', url: `/api/v1/community/dashboard/${id}/reply/${reply}`, body: false },
      { method: 'PUT', url: `/api/v1/community/qna/${id}`, body: true },
      { method: 'DELETE', url: `/api/v1/community/qna/${id}`, body: false },
      { method: 'POST', url: `/api/v1/community/qna/${id}/reply`, body: true },
      { method: 'DELETE', url: `/api/v1/community/qna/${id}/reply/${reply}`, body: false },
      { method: 'PUT', url: `/api/v1/community/qna/${id}/accept/${reply}`, body: false },
      // Survey replies (the same replies as a post's).
      { method: 'POST', url: `/api/v1/community/survey/${id}/reply`, body: true },
      { method: 'DELETE', url: `/api/v1/community/survey/${id}/reply/${community.replies[2]}`, body: false },
    ];
    for (const who of ['anonymous', 'forged', 'garbage', 'newcomer', 'banned', 'member'] as const) {
      for (const b of bodies) {
        const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
        headers['content-type'] = b.type ?? 'application/json';
        for (const url of ['/api/v1/community/dashboard', '/api/v1/community/qna']) {
          const res = await send({ method: 'POST', url, headers, payload: b.payload }, `POST ${url} as ${who} ${b.label}`, session);
          if (who !== 'member' || (b.label !== 'valid' && b.label !== 'xss')) expect(res.statusCode, `${who} ${url} ${b.label}`).toBeGreaterThanOrEqual(400);
        }
      }
      for (const id of [post, q, String(community.survey.postId), ...badIds]) {
        for (const target of targets(id)) {
          for (const b of target.body ? bodies.slice(0, 5) : [{ label: 'none', payload: '' }]) {
            const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
            if (target.body) headers['content-type'] = 'application/json';
            const res = await send(
              { method: target.method, url: target.url, headers, ...(target.body ? { payload: b.payload } : {}) },
              `${target.method} ${target.url} as ${who} ${b.label}`,
              session,
            );
            if (who !== 'member') expect(res.statusCode, `${who} ${target.method} ${target.url}`).toBeGreaterThanOrEqual(400);
          }
        }
      }
    }
  });

  it('reply creates with an Idempotency-Key (dashboard, qna, survey): a replay answers the first answer and writes nothing; a reused or malformed key is a 4xx that writes nothing', async () => {
    const s = await signInMember(t.app, { email: 'reply-queue@example.com', nickName: '대기열', deviceUuid: 'w-reply-queue' });
    await writesSince();
    const headers = (key: string) => ({
      authorization: `Bearer ${s.accessToken}`,
      deviceuuid: s.deviceUuid,
      'content-type': 'application/json',
      'idempotency-key': asHeader(key),
    });
    const c = community;
    const paths = [
      `/api/v1/community/dashboard/${c.dashboard.postId}/reply`,
      `/api/v1/community/qna/${c.qna.postId}/reply`,
      `/api/v1/community/survey/${c.survey.postId}/reply`,
    ];
    for (const [i, url] of paths.entries()) {
      const key = `fuzz-reply-queue-${i}`;
      const payload = JSON.stringify({ content: `오프라인에서 쓴 댓글 ${i}번` });
      // A fresh member's reply gap (1 / 5 s) is counted per member: wait it out between the three posts.
      if (i > 0) await t.db.execute(sql`update community_replies set created_at = created_at - interval '1 minute' where user_id = ${s.userId}`);
      if (i > 0) await writesSince();
      const first = await send({ method: 'POST', url, headers: headers(key), payload }, `reply ${url} first`);
      expect(first.statusCode, first.body).toBe(200);
      for (const body of [payload, JSON.stringify({ content: '내용이 달라도 같은 키' })]) {
        const again = await send({ method: 'POST', url, headers: headers(key), payload: body }, `reply ${url} replay`);
        expect(again.json()).toEqual(first.json());
        expect(await writesSince(), 'a replay writes nothing').toEqual([]);
      }
      // The same key on the other paths: 12, nothing written (send() checks the write log).
      for (const other of paths.filter((p) => p !== url))
        expect((await send({ method: 'POST', url: other, headers: headers(key), payload }, `reply ${other} reused key`)).json().code).toBe(
          ERRORS.NOT_MATCHED.code,
        );
      for (const bad of ['short', 'a'.repeat(65), '키가한글이에요키가', 'has space in it'])
        expect((await send({ method: 'POST', url, headers: headers(bad), payload }, `reply ${url} key ${bad}`)).statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('pictures on posts (imageKeys): unknown, repeated, malformed, too many and mistyped keys write nothing (a real upload may be taken), never 5xx', async () => {
    const hex = (c: string) => c.repeat(64);
    // An upload of a member who is not a fuzz caller; its own write is not the next request's.
    await t.db.execute(
      sql`insert into community_uploads (image_key, content_type, width, height, bytes) values (${hex('e')}, 'image/webp', 10, 10, 10) on conflict do nothing`,
    );
    await writesSince();
    const base = { boardCode: 'free', title: '사진 퍼즈', content: '사진을 붙인 글의 본문이에요. 제철 과일 이야기.' };
    const cases: Array<[string, unknown, boolean]> = [
      ['unknown key', [hex('d')], false],
      ['repeated key', [hex('e'), hex('e')], false],
      ['malformed key', ['../../etc/passwd'], false],
      ['11 keys', Array.from({ length: 11 }, (_, i) => i.toString(16).repeat(64)), false],
      ['101 keys', Array.from({ length: 101 }, () => hex('e')), false],
      ['a huge key', ['e'.repeat(10_000)], false],
      ['not an array', hex('e'), false],
      ['an object', { 0: hex('e') }, false],
      ['a null inside', [null], false],
      ['a real upload', [hex('e')], true],
    ];
    for (const who of ['anonymous', 'forged', 'newcomer', 'banned', 'member'] as const) {
      for (const [label, imageKeys, good] of cases) {
        for (const url of ['/api/v1/community/dashboard', '/api/v1/community/qna']) {
          const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
          headers['content-type'] = 'application/json';
          const payload = JSON.stringify({ ...base, content: `${base.content} ${label} ${who} ${url}`, imageKeys });
          const res = await send({ method: 'POST', url, headers, payload }, `POST ${url} as ${who} with ${label}`, session);
          if (!good || who !== 'member') expect(res.statusCode, `${who} ${url} ${label}`).toBeGreaterThanOrEqual(400);
        }
      }
    }
  });

  it('my community reads (posts, clippings, likes, summary): members only, hostile cursors and sizes are 4xx, nothing written', async () => {
    const queries = ['', '?size=1', '?size=0', '?size=51', '?size=abc', '?cursor=abc', `?cursor=${enc('가'.repeat(500))}`, `?cursor=${known.cursor[1]}`];
    for (const who of ['anonymous', 'forged', 'garbage', 'newcomer', 'banned', 'member'] as const) {
      for (const list of ['posts', 'clippings', 'likes', 'summary']) {
        for (const q of list === 'summary' ? [''] : queries) {
          const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
          const res = await send({ method: 'GET', url: `/api/v1/community/my/${list}${q}`, headers }, `GET my/${list}${q} as ${who}`, session);
          const member = who === 'banned' || who === 'member';
          const goodQuery = q === '' || q === '?size=1';
          // The query's shape is checked before the caller (400 for anyone); a cursor of the right
          // shape that does not decode is the service's 12, after the member check.
          const shapeBad = /size=(0|51|abc)|%/.test(q);
          expect(res.statusCode, `${who} ${list}${q}: ${res.body}`).toBe(shapeBad ? 400 : !member ? 401 : goodQuery ? 200 : 400);
        }
      }
    }
  });

  it("alarms (issue 16): members only; hostile types, cursors, sizes and ids are 4xx; another member's alarm is 8; nothing written", async () => {
    // The banned caller owns one alarm (their own inbox stays readable, decision 026); the member owns another.
    const banned = await caller('banned');
    const member = await caller('member');
    const own = await createAlarm(t.db, {
      userId: member.userId,
      alarmType: 2,
      title: '퍼즈 알림',
      body: '본문',
      linkPath: '/community/qna/1',
      dedupeKey: 'fuzz:own',
    });
    const theirs = await createAlarm(t.db, { userId: banned.userId, alarmType: 1, title: '퍼즈 알림', body: '본문', linkPath: null, dedupeKey: 'fuzz:theirs' });
    await writesSince();
    const queries = [
      '',
      '?alarmType=2',
      '?alarmType=9',
      '?alarmType=-1',
      '?alarmType=%EA%B0%80',
      '?size=0',
      '?size=51',
      '?cursor=abc',
      `?cursor=${known.cursor[1]}`,
    ];
    for (const who of ['anonymous', 'forged', 'garbage', 'newcomer', 'banned', 'member'] as const) {
      const member_ = who === 'banned' || who === 'member';
      for (const q of queries) {
        const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
        const res = await send({ method: 'GET', url: `/api/v1/alarm${q}`, headers }, `GET alarm${q} as ${who}`, session);
        const good = q === '' || q === '?alarmType=2';
        if (good) expect(res.statusCode, `${who} ${q}`).toBe(member_ ? 200 : 401);
        else expect(res.statusCode, `${who} ${q}`).toBeGreaterThanOrEqual(400);
      }
      for (const id of [own, theirs, 0, 'abc', '99999999999', '%00']) {
        const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
        const res = await send({ method: 'PUT', url: `/api/v1/alarm/${id}/read`, headers }, `PUT alarm/${id}/read as ${who}`, session);
        const mine = (who === 'member' && id === own) || (who === 'banned' && id === theirs);
        if (mine) expect(res.statusCode).toBe(200);
        else expect(res.statusCode, `${who} ${id}`).toBeGreaterThanOrEqual(400);
      }
      for (const payload of [{}, { alarmType: 3 }, { alarmType: 0 }, { alarmType: 'x' }, { alarmType: ['1'] }, { __proto__: { alarmType: 1 } }]) {
        const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
        headers['content-type'] = 'application/json';
        await send(
          { method: 'PUT', url: '/api/v1/alarm/read', headers, payload: JSON.stringify(payload) },
          `PUT alarm/read ${JSON.stringify(payload)} as ${who}`,
          session,
        );
      }
    }
  });

  it('the sandbox (1 post / 30 s) refuses with 131 and writes nothing', async () => {
    const { headers, session } = await credentials('member', 'w-fuzz-device', '', false);
    headers['content-type'] = 'application/json';
    let reached = false;
    for (let i = 0; i < 3 && !reached; i++) {
      const payload = JSON.stringify({ title: `샌드박스 ${i}번`, content: `새 회원 제한을 확인하는 ${i}번째 질문 본문이에요.` });
      const res = await send({ method: 'POST', url: '/api/v1/community/qna', headers, payload }, `POST qna #${i}`, session);
      reached = res.json().code === ERRORS.TOO_MANY_REQUESTS.code;
    }
    expect(reached).toBe(true);
  });
});

/**
 * Community reactions (issue 15; docs/decisions/018-community-reactions.md), beyond the random
 * requests above: every kind of caller against real, missing and malformed post, reply and option
 * ids with good, broken and huge bodies. Member writes change something only for a signed-up,
 * unbanned member; view-count and post-share are open to anyone; every refusal is a SPEC §8 code
 * that writes nothing (send() checks the write log).
 */
describe('community reactions: forged and missing tokens, bad ids, huge bodies', () => {
  const badIds = ['0', '-1', 'abc', '1.5', '99999999999', '2147483648', enc('1\u0000'), enc('가'.repeat(300)), '%ZZ', '999999'];
  const broken = [
    { label: 'huge', payload: JSON.stringify({ likeYN: '가'.repeat(70_000), memo: '가'.repeat(70_000), options: ['가'.repeat(70_000)] }) },
    { label: 'over the body limit', payload: JSON.stringify({ over: 'a'.repeat(300_000) }) },
    { label: 'prototype keys', payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}' },
    { label: 'not JSON', payload: '{likeYN:Y' },
  ];
  const PUBLIC = new Set(['/api/v1/community/view-count', '/api/v1/community/post-share']);

  it('every caller × endpoint × id × body: never 5xx, a SPEC code, refusals write nothing', async () => {
    const c = community;
    const ids = [String(c.dashboard.postId), String(c.qna.postId), String(c.survey.postId), String(c.closed.postId), ...badIds];
    const reply = String(c.replies[2]);
    const option = c.survey.optionIds[0]!;
    const requests = (id: string): Array<{ method: 'PUT' | 'POST' | 'DELETE'; url: string; bodies: unknown[] }> => [
      { method: 'PUT', url: `/api/v1/community/dashboard/${id}/like`, bodies: [{ likeYN: 'Y' }, { likeYN: 'N' }] },
      { method: 'PUT', url: `/api/v1/community/qna/${id}/clipping`, bodies: [{ clippingYN: 'Y' }, { clippingYN: 'N' }] },
      { method: 'PUT', url: `/api/v1/community/survey/${id}/reply/${reply}/like`, bodies: [{ likeYN: 'Y' }] },
      { method: 'PUT', url: `/api/v1/community/survey/${id}/vote`, bodies: [{ optionId: option }, { optionId: Number(id) || 1 }] },
      { method: 'DELETE', url: `/api/v1/community/survey/${id}`, bodies: [undefined] },
      {
        method: 'POST',
        url: '/api/v1/community/accuse',
        bodies: [
          { targetType: 'reply', targetId: Number(id) || 0, reasonCode: 'spam' },
          { targetType: 'post', targetId: Number(id) || 0, reasonCode: 'etc' },
        ],
      },
      { method: 'POST', url: '/api/v1/community/view-count', bodies: [{ communityType: 'dashboard', postId: Number(id) || 0 }] },
      { method: 'POST', url: '/api/v1/community/post-share', bodies: [{ communityType: 'qna', postId: Number(id) || 0 }, { postId: Number(id) || 0 }] },
    ];
    let accepted = 0;
    for (const who of ['anonymous', 'forged', 'garbage', 'newcomer', 'banned', 'member'] as const) {
      for (const id of ids) {
        for (const r of requests(id)) {
          const payloads = [
            ...r.bodies.map((b) => (b === undefined ? undefined : JSON.stringify(b))),
            ...(r.method === 'DELETE' ? [] : broken.map((b) => b.payload)),
          ];
          for (const payload of payloads) {
            const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
            if (payload !== undefined) headers['content-type'] = 'application/json';
            const res = await send(
              { method: r.method, url: r.url, headers, payload },
              `${r.method} ${r.url} as ${who} ${String(payload).slice(0, 80)}`,
              session,
            );
            if (!PUBLIC.has(r.url) && who !== 'member') expect(res.statusCode, `${r.method} ${r.url} as ${who}`).toBeGreaterThanOrEqual(400);
            if (res.statusCode === 200) accepted += 1;
          }
        }
      }
    }
    // The member's likes, clipping, vote and reports, the views and shares of every caller.
    expect(accepted).toBeGreaterThanOrEqual(10);
  });

  it('three brand-new accounts’ reports never hide a post (issue 29); three trusted members’ do in the third call; a fourth member gets 8; refused reports write nothing', async () => {
    const target = community.qna.postId;
    const sign = (label: string, i: number) =>
      signInMember(t.app, { email: `${label}${i}@example.com`, nickName: `${label === 'reporter' ? '신고자' : '새신고'}${i}`, deviceUuid: `w-${label}-${i}` });
    const fresh = await Promise.all([1, 2, 3].map((i) => sign('fresh-reporter', i)));
    const reporters = await Promise.all([1, 2, 3, 4].map((i) => sign('reporter', i)));
    // The first three are 활동 회원 (weight 2 each: flag-weights.ts); the fourth stays new.
    for (const r of reporters.slice(0, 3)) await makeTrusted(t.db, r.userId, 2);
    await writesSince();
    const accuse = (s: SignedIn, reasonCode: string) =>
      send(
        {
          method: 'POST',
          url: '/api/v1/community/accuse',
          headers: { authorization: `Bearer ${s.accessToken}`, deviceuuid: s.deviceUuid, 'content-type': 'application/json' },
          payload: JSON.stringify({ targetType: 'post', targetId: target, reasonCode }),
        },
        `accuse ${target} as #${s.userId}`,
      );
    const status = async () =>
      ((await t.db.execute(sql`select status from community_posts where post_id = ${target}`)) as unknown as { rows: Array<{ status: string }> }).rows[0]!
        .status;
    // The random requests above may have reported it already (as a brand-new member: weight 0).
    const weight = async () =>
      Number(
        (
          (await t.db.execute(
            sql`select coalesce(sum(weight), 0)::float8 as w from community_reports where target_type = 'post' and target_id = ${target} and resolved_at is null`,
          )) as unknown as { rows: Array<{ w: number }> }
        ).rows[0]!.w,
      );
    expect(await status()).toBe('visible');
    const before = await weight();
    for (const f of fresh) {
      const res = await accuse(f, 'spam');
      if (res.statusCode === 200) expect(res.json().data.hidden).toBe(false);
    }
    expect(await weight()).toBe(before);
    expect(await status()).toBe('visible');
    const needed = Math.ceil((HIDE_THRESHOLD - before) / 2);
    for (let i = 0; i < needed; i++) {
      const res = await accuse(reporters[i]!, 'spam');
      expect(res.json().data.hidden).toBe(i === needed - 1);
      // The same member again: 13 (8 once hidden), nothing written.
      expect((await accuse(reporters[i]!, 'abuse')).json().code).toBe(i === needed - 1 ? ERRORS.NO_DATA.code : ERRORS.OUT_OF_RANGE.code);
    }
    expect(await status()).toBe('hidden');
    expect((await accuse(reporters[3]!, 'spam')).json().code).toBe(ERRORS.NO_DATA.code);
  });
});

/**
 * Banned words (issue 15; docs/decisions/019-banned-words.md), beyond the random requests above:
 * the validation call with hostile text (broken Unicode, combining storms, RTL, lone surrogates,
 * evasions, the length limit) from fresh client addresses, nickname writes with evasions from every
 * kind of caller (refused, nothing written — send() checks the write log), and a property: on any
 * string the matcher never throws and its answer is the caller's own characters.
 */
describe('banned words: hostile text on the validation call, nickname writes and the matcher', () => {
  const texts = [
    'ㅅ1발',
    'ｆｕｃｋ',
    '시\u200b발',
    '시발'.normalize('NFD'),
    '\u202e발시\u202c',
    '가' + '\u0301'.repeat(2000),
    '\ud83c시발',
    '시\u0000발',
    '🍎'.repeat(500),
    'ㅅ'.repeat(1000),
    '가'.repeat(1001),
    '%ZZ',
    '시발역에서 만나요',
  ];

  it('the validation call: never 5xx, a SPEC code, a boolean answer, nothing written', async () => {
    let n = 0;
    for (const text of texts) {
      const res = await send(
        { method: 'GET', url: `/api/v1/community/bannedwords-validation?text=${enc(text)}`, remoteAddress: `10.77.0.${++n}` },
        `banned-words ${JSON.stringify(text.slice(0, 40))}`,
      );
      if (res.statusCode === 200) expect(typeof res.json().data.isValid).toBe('boolean');
    }
    const spoken = await send({ method: 'GET', url: `/api/v1/community/bannedwords-validation?text=${enc('ㅅ1발')}`, remoteAddress: '10.77.1.1' }, 'evasion');
    expect(spoken.json().data).toMatchObject({ isValid: false, word: 'ㅅ1발' });
  });

  it('nickname writes with evasions: refused for every caller, nothing written', async () => {
    for (const who of ['anonymous', 'forged', 'newcomer', 'banned', 'member'] as const) {
      for (const nickName of ['시1발', 'SiBaL', '병_신', '시이이발', '씹발놈', '씨8새']) {
        const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
        headers['content-type'] = 'application/json';
        const res = await send(
          { method: 'PUT', url: '/api/v1/user/nick-name', headers, payload: JSON.stringify({ nickName }) },
          `nick ${nickName} as ${who}`,
          session,
        );
        expect(res.statusCode, `${who} ${nickName}`).toBeGreaterThanOrEqual(400);
        if (who === 'member') expect(res.json().code).toBe(ERRORS.NOT_MATCHED.code);
      }
    }
  });

  it('survey writes with the attack run’s text (issue 29): bidi overrides, C1 controls, lone surrogates, a first-day member’s 5 links, disguised words — refused for every caller with a SPEC code, nothing written', async () => {
    const base = { title: '어느 귤이 좋아요?', content: '', options: ['제주', '고흥'], endsAt: new Date(Date.now() + 86_400_000).toISOString() };
    const bodies = [
      { ...base, title: '\u202e역방향 설문' },
      { ...base, content: '귤\u0085 어디 게 좋아요?' },
      { ...base, options: ['제주', '고흥\u009b'] },
      { ...base, options: ['제주 \ud83c', '고흥'] },
      { ...base, content: 'https://a.example/1 http://b.example www.c.example', options: ['https://d.example', 'www.e.example'] },
      { ...base, options: ['제주', '씨\u3164발'] },
      { ...base, title: '씹발놈 설문' },
      { ...base, content: '카지no 가입하면 꽁돈' },
    ];
    for (const who of ['anonymous', 'forged', 'newcomer', 'banned', 'member'] as const) {
      for (const body of bodies) {
        const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
        headers['content-type'] = 'application/json';
        const res = await send(
          { method: 'POST', url: '/api/v1/community/survey', headers, payload: JSON.stringify(body) },
          `survey ${JSON.stringify(body).slice(0, 80)} as ${who}`,
          session,
        );
        expect(res.statusCode, `${who} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        if (who === 'member') expect([ERRORS.NOT_MATCHED.code, ERRORS.OUT_OF_RANGE.code]).toContain(res.json().code);
      }
    }
  });

  it('the matcher on any string: never throws, the excerpt is the text’s own characters', () => {
    const matcher = createMatcher(DEFAULT_BANNED_WORDS);
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 40 }), hostileString), (text) => {
        const hit = matcher.find(text);
        if (hit) {
          expect(hit.excerpt).toBe(text.slice(hit.start, hit.end));
          expect(hit.excerpt.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: RUNS, seed: SEED + 15 },
    );
  });
});

/**
 * Community search (issue 15; docs/decisions/023-community-search.md), beyond the random requests
 * above: the keyword becomes a PostgreSQL regular expression and LIKE filters, so keywords made of
 * their metacharacters, patterns that are slow for backtracking engines, broken Unicode and the
 * length limits, with every kind and with forged cursors — never a 5xx, a SPEC code, nothing written.
 */
describe('community search: hostile keywords and cursors', () => {
  const keywords = [
    '(a+)+$',
    '(((((((((((',
    ')))',
    '[[:alpha:]]',
    '[^]',
    '\\',
    '\\1',
    '\\d+',
    '.*.*.*.*.*',
    '***:a',
    '(?i)대게',
    'a{1,100000}',
    '%_%\\%',
    '$^|',
    'ㄱ'.repeat(50),
    'ㄱ'.repeat(49) + '가',
    '가ㄱ'.repeat(25),
    '닭ㄱ',
    '대'.repeat(50),
    '대게'.normalize('NFD'),
    '가' + '\u0301'.repeat(49),
    '\u202e게대\u202c',
    '\ud83c대게',
    '\ufeff',
    '🍎'.repeat(50),
    '가'.repeat(51),
    '\u0000',
    ' ',
  ];

  it('every keyword × kind × cursor: never 5xx, a SPEC code, nothing written', async () => {
    const stamp = queryStamp('대게', 'all');
    const cursors = [
      undefined,
      encodeSearchCursor({ tier: 0, at: '2100-01-01 00:00:00+00', id: 1, corrected: null }, stamp),
      encodeSearchCursor({ tier: 2, at: '1999-12-31 23:59:59.999999+09', id: 2_147_483_647, corrected: '(a+)+$' }, stamp),
      encodeCursor({ kind: 'n', at: '2100-01-01 00:00:00+00', id: 1 }),
      Buffer.from(JSON.stringify(['s', 0, "2026-01-01'::timestamptz); drop table users; --", 1, stamp, null])).toString('base64url'),
    ];
    let ok = 0;
    for (const keyword of keywords)
      for (const communityType of ['all', 'survey', 'notice'])
        for (const cursor of cursors) {
          const qs = `keyword=${enc(keyword)}&communityType=${communityType}${cursor ? `&cursor=${cursor}` : ''}`;
          const res = await send({ method: 'GET', url: `/api/v1/community/search?${qs}` }, `community search ${qs.slice(0, 120)}`);
          if (res.statusCode === 200) ok += 1;
        }
    expect(ok).toBeGreaterThanOrEqual(40); // the valid keywords without a cursor, for all and survey
    // A valid cursor of the 대게 search carrying a correction searches that word: literal, not a pattern.
    const corrected = (await send({ method: 'GET', url: `/api/v1/community/search?keyword=${enc('대게')}&cursor=${cursors[2]}` }, 'corrected cursor')).json();
    expect(corrected.data).toMatchObject({ correctedKeyword: '(a+)+$', items: [] });
  });

  it('random keywords, kinds and sizes: never 5xx, a SPEC code, nothing written', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostileString, fc.string({ unit: 'binary', maxLength: 60 })),
        fc.constantFrom('all', 'dashboard', 'qna', 'survey', '', 'ALL', '__proto__'),
        fc.constantFrom('1', '20', '50', '0', '51', '-1', 'x', ''),
        async (keyword, communityType, size) => {
          await send(
            { method: 'GET', url: `/api/v1/community/search?keyword=${enc(keyword)}&communityType=${enc(communityType)}&size=${size}` },
            `community search ${JSON.stringify(keyword).slice(0, 60)} ${communityType} ${size}`,
          );
        },
      ),
      { numRuns: Math.ceil(RUNS / 4), seed: SEED + 21 },
    );
  });
});

/**
 * The stars exchange (issue 16; docs/decisions/026 "## Exchange"): every caller against valid,
 * hostile and huge bodies and Idempotency-Keys. Only the signed-up, unbanned member's valid
 * exchange moves stars (and only once per key: the replay writes nothing); every refusal is a
 * SPEC §8 code that writes nothing (send() checks the write log), short balance included.
 */
describe('stars exchange: forged and missing tokens, hostile bodies and keys', () => {
  const bodies = [
    { stars: 1000, target: 'shop-point' },
    { stars: 1000, target: 'coupon' },
    { stars: 999_999_900, target: 'coupon' },
    { stars: 900, target: 'coupon' },
    { stars: 1050, target: 'shop-point' },
    { stars: -1000, target: 'shop-point' },
    { stars: 1e21, target: 'shop-point' },
    { stars: '1000', target: 'shop-point' },
    { stars: 1000, target: '__proto__' },
    { stars: 1000, target: 'shop-point', __proto__: { polluted: true } },
  ];
  const keys = [null, 'short', 'a'.repeat(65), '키가한글이에요키가', 'has space in it', '\u0000aaaaaaaaa'];

  it('every caller × body × key: never 5xx, a SPEC code; only the member’s valid exchange writes, once per key', async () => {
    const member = await caller('member');
    await awardStars(t.db, {
      userId: member.userId,
      reason: 'event-apply',
      amount: 1000,
      idempotencyKey: 'hostile-exchange-1',
      now: new Date(Date.now() - 86_400_000),
    });
    await awardStars(t.db, {
      userId: member.userId,
      reason: 'event-apply',
      amount: 1000,
      idempotencyKey: 'hostile-exchange-2',
      now: new Date(Date.now() - 2 * 86_400_000),
    });
    await writesSince();
    const accepted = new Set<number>();
    let n = 0;
    for (const who of ['anonymous', 'forged', 'garbage', 'newcomer', 'banned', 'member'] as const) {
      for (const body of bodies) {
        for (const key of [`hostile-key-${who}-${n++}`, ...keys]) {
          const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
          headers['content-type'] = 'application/json';
          if (key !== null) headers['idempotency-key'] = asHeader(key);
          const res = await send(
            { method: 'POST', url: '/api/v1/user/point/exchange', headers, payload: JSON.stringify(body) },
            `exchange as ${who} ${JSON.stringify(body)} ${key}`,
            session,
          );
          if (res.statusCode === 200) {
            accepted.add(res.json().data.exchange.exchangeId);
            expect(who).toBe('member');
            // The replay answers the same exchange and writes nothing.
            const again = await send({ method: 'POST', url: '/api/v1/user/point/exchange', headers, payload: JSON.stringify(body) }, 'replay', session);
            expect(again.json().data.exchange.exchangeId).toBe(res.json().data.exchange.exchangeId);
            expect(await writesSince()).toEqual([]);
          }
        }
      }
    }
    // 2,000 stars: exactly two exchanges of 1,000 went through (a key that sanitises to one already used
    // answers that exchange again), the rest were short (13).
    expect(accepted.size).toBe(2);
    for (const who of ['anonymous', 'forged', 'newcomer', 'banned', 'member'] as const) {
      const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
      for (const body of [{ enabled: true }, { enabled: 'yes' }, { enabled: true, target: 'cash' }, '{enabled:', { over: 'a'.repeat(300_000) }]) {
        headers['content-type'] = 'application/json';
        const res = await send(
          { method: 'PUT', url: '/api/v1/user/point/exchange/auto', headers, payload: typeof body === 'string' ? body : JSON.stringify(body) },
          `auto as ${who} ${JSON.stringify(body).slice(0, 60)}`,
          session,
        );
        if (who !== 'member' || typeof body === 'string' || (body as { enabled?: unknown }).enabled !== true || 'target' in body)
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }
    }
  });
});

/**
 * Stars and level reads (issue 16; docs/decisions/026 "Points and levels"): every caller against
 * hostile history filters, sizes and cursors — never 5xx, a SPEC §8 code, members (banned ones
 * too) only; a refused read writes nothing (send() checks the write log). The level read is a read
 * that may write: only a member whose level rises gets member_levels and one outbox event, and only
 * once; the at-read expiry writes only for a member with stars past expiry.
 */
describe('stars and level reads: forged and missing tokens, hostile filters and cursors', () => {
  it('every caller × history query: never 5xx, members only, bad shapes 400, refusals write nothing', async () => {
    const queries = [
      '',
      '?filter=earn',
      '?filter=gift',
      '?size=0',
      '?size=51',
      '?size=abc',
      '?cursor=abc',
      `?cursor=${enc('가'.repeat(500))}`,
      '?cursor=aDEyMw',
    ];
    for (const who of ['anonymous', 'forged', 'garbage', 'newcomer', 'banned', 'member'] as const) {
      for (const q of queries) {
        const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
        const res = await send({ method: 'GET', url: `/api/v1/point/history${q}`, headers }, `GET point/history${q} as ${who}`, session);
        const member = who === 'banned' || who === 'member';
        const shapeBad = /filter=gift|size=(0|51|abc)|%/.test(q);
        const goodQuery = q === '' || q === '?filter=earn' || q === '?cursor=aDEyMw';
        expect(res.statusCode, `${who} ${q}: ${res.body}`).toBe(shapeBad ? 400 : !member ? 401 : goodQuery ? 200 : 400);
      }
      for (const url of ['/api/v1/mypage', '/api/v1/mypage/level', '/api/v1/point', '/api/v2/point/summary', '/api/v2/point/guide']) {
        const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
        const res = await send({ method: 'GET', url, headers }, `GET ${url} as ${who}`, session);
        expect(res.statusCode, `${who} ${url}`).toBe(who === 'banned' || who === 'member' ? 200 : 401);
      }
    }
  });

  it('a level read writes only for a member whose level rises, once', async () => {
    const member = await caller('member');
    await awardStars(t.db, { userId: member.userId, reason: 'app-login', idempotencyKey: 'hostile-level-login' });
    const posts = (await t.db.execute(sql`select post_id from community_posts where status = 'visible' limit 3`)) as unknown as {
      rows: Array<{ post_id: number }>;
    };
    for (const [i, p] of posts.rows.entries())
      await t.db.execute(
        sql`insert into community_replies (post_id, user_id, content, content_hash) values (${p.post_id}, ${member.userId}, ${`답글 ${i}`}, ${`hostile-level-${i}`})`,
      );
    await writesSince();
    const { headers, session } = await credentials('member', 'w-fuzz-device', '', false);
    const first = await send({ method: 'GET', url: '/api/v1/mypage/level', headers }, 'level read that rises', session);
    expect(first.json().data.level).toBeGreaterThanOrEqual(2);
    expect((await t.db.execute(sql`select 1 from member_levels where user_id = ${member.userId}`)) as unknown as { rows: unknown[] }).toMatchObject({
      rows: [{}],
    });
    await writesSince();
    const again = await send({ method: 'GET', url: '/api/v1/mypage/level', headers }, 'level read again', session);
    expect(again.json().data.level).toBe(first.json().data.level);
    expect(await writesSince()).toEqual([]);
  });
});

/**
 * Admin preview (issue 17; docs/decisions/032-admin-preview.md), beyond the random requests above:
 * every kind of caller with hostile, tampered, expired and other-item preview links and bearer
 * tokens is refused with 110/111/12 and writes nothing; only the ops token or a link signed for that
 * very item reads, and a read writes nothing either (no view is counted).
 */
describe('admin preview: only the ops token or a link for that item reads, nothing is ever written', () => {
  it('hostile links and bearers are refused; good ones read without writing', async () => {
    const p = t.summary.previews;
    const ids = { deal: p.deal.draft, period: p.period.scheduled, event: p.event.draft, notice: p.notice.scheduled };
    const now = Date.now();
    await writesSince();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PREVIEW_KINDS),
        fc.constantFrom<Caller>('anonymous', 'member', 'banned', 'forged', 'garbage'),
        fc.oneof(
          hostileString,
          fc.constant(undefined),
          fc.constantFrom('expired', 'other-item', 'other-kind', 'other-token', 'flipped', 'extended').map((how) => ({ how })),
        ),
        async (kind, who, link) => {
          const id = ids[kind];
          const other = kind === 'deal' ? 'period' : 'deal';
          let value: string | undefined;
          if (typeof link === 'object' && link) {
            const good = signPreview(HOSTILE_OPS_TOKEN, kind, id, now);
            const [exp, sig] = good.split('.') as [string, string];
            value = {
              expired: signPreview(HOSTILE_OPS_TOKEN, kind, id, now - 31 * 86_400_000, 86_400),
              'other-item': signPreview(HOSTILE_OPS_TOKEN, kind, id + 1, now),
              'other-kind': signPreview(HOSTILE_OPS_TOKEN, other, id, now),
              'other-token': signPreview(`${HOSTILE_OPS_TOKEN}x`, kind, id, now),
              flipped: `${exp}.${sig.slice(0, 10)}${sig[10] === 'a' ? 'b' : 'a'}${sig.slice(11)}`,
              extended: `${Number(exp) + 3600}.${sig}`,
            }[link.how];
          } else value = link;
          const { headers, session } = await credentials(who, 'w-fuzz-device', '\u0000forged', false);
          const url = `/api/v1/admin/preview/${kind}/${id}${value === undefined ? '' : `?preview=${encodeURIComponent(value)}`}`;
          const res = await send({ method: 'GET', url, headers }, `GET ${url} as ${who}`, session);
          expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
          expect([ERRORS.NULL_OR_EMPTY_TOKEN.code, ERRORS.ACCESS_TOKEN_EXPIRED.code, ERRORS.NOT_MATCHED.code, ERRORS.OUT_OF_RANGE.code]).toContain(
            res.json().code,
          );
        },
      ),
      { numRuns: Math.max(80, Math.ceil(RUNS / 10)), seed: SEED + 17, endOnFailure: true },
    );
    for (const kind of PREVIEW_KINDS) {
      const byLink = await send(
        { method: 'GET', url: `/api/v1/admin/preview/${kind}/${ids[kind]}?preview=${signPreview(HOSTILE_OPS_TOKEN, kind, ids[kind])}` },
        `${kind} link`,
      );
      expect(byLink.statusCode).toBe(200);
      const byOps = await send(
        { method: 'GET', url: `/api/v1/admin/preview/${kind}/${ids[kind]}`, headers: { authorization: `Bearer ${HOSTILE_OPS_TOKEN}` } },
        `${kind} ops`,
      );
      expect(byOps.statusCode).toBe(200);
      expect(await writesSince(), `${kind} preview wrote`).toEqual([]);
    }
  });
});

describe('popular searches: pumped from one address, or with generic words (issue 29)', () => {
  it('40 parallel searches with made-up deviceUuids from one address, and a bare region (제주) from 6 addresses, list nothing', async () => {
    // A category name the search finds products for as typed, and not generic (the seeded data).
    const names = (
      (await t.db.execute(sql`select c.name from categories c where char_length(c.name) >= 2 order by c.name`)) as unknown as { rows: Array<{ name: string }> }
    ).rows
      .map((c) => c.name)
      .filter((n) => !GENERIC_TERMS.has(compactOf(n)));
    let name = '';
    for (const n of names) {
      const data = (await t.app.inject(`/api/v1/search?keyword=${encodeURIComponent(n)}`)).json().data;
      if (data.total > 0 && !data.correctedKeyword) {
        name = n;
        break;
      }
    }
    expect(name).not.toBe('');
    await flushSearchLogs(t.db);
    await t.db.execute(sql`delete from search_logs`);
    const searchAs = (keyword: string, remoteAddress: string, device: string) =>
      t.app.inject({ url: `/api/v1/search?keyword=${encodeURIComponent(keyword)}`, headers: { deviceuuid: device }, remoteAddress });
    const pumped = await Promise.all(Array.from({ length: 40 }, (_, i) => searchAs(name, '203.0.113.50', `w-hostile-pump-${i}`)));
    for (const r of pumped) expect(r.statusCode).toBe(200);
    for (let i = 0; i < 6; i++) {
      const r = await searchAs('제주', `198.51.100.${60 + i}`, `w-hostile-generic-${i}`);
      expect(r.statusCode).toBe(200);
      expect(r.json().data.total).toBeGreaterThan(0); // found products: only its being generic keeps it off
    }
    await flushSearchLogs(t.db);
    clearSearchCaches(t.db);
    const rank = await keywordRank(t.db);
    expect(rank.items.map((i) => i.keyword)).not.toContain(name);
    expect(rank.items.map((i) => i.keyword)).not.toContain('제주');
  });
});

describe('view counts pumped and devices claimed by strangers (issue 29, items 7 and 8)', () => {
  it('60 parallel view-counts with made-up deviceUuids from one address add one view', async () => {
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: community.author });
    const pumped = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/community/view-count',
          headers: { deviceuuid: `w-hostile-viewer-${i}` },
          remoteAddress: '203.0.113.70',
          payload: { communityType: 'dashboard', postId },
        }),
      ),
    );
    for (const r of pumped) expect(r.statusCode).toBe(200);
    const [row] = (
      (await t.db.execute(sql`select view_count from community_posts where post_id = ${postId}`)) as unknown as { rows: Array<{ view_count: number }> }
    ).rows;
    expect(row!.view_count).toBe(1);
  });

  it("a stranger's /app/access on a device that signed in gets no secret, and its push setting stays", async () => {
    const s = await signInMember(t.app, {
      email: `hostile-device-${Date.now()}@example.com`,
      nickName: `기기주인${Date.now() % 100000}`,
      deviceUuid: 'w-hostile-victim-phone',
    });
    const claim = await t.app.inject({ method: 'POST', url: '/api/v1/app/access', headers: { deviceuuid: s.deviceUuid }, payload: { deviceType: 1003 } });
    expect(claim.statusCode).toBe(200);
    expect(claim.json().data.deviceSecret).toBeUndefined();
    const push = await t.app.inject({ method: 'PUT', url: '/api/v1/app/push', headers: { deviceuuid: s.deviceUuid }, payload: { pushYN: 'Y' } });
    expect(push.json().code).toBe(110);
  });
});

/**
 * The ops console (issue 32; docs/decisions/049-ops-console.md): the authorization matrix of every
 * ops endpoint of the table — anonymous, a member's token (and the ops bearer token), each role,
 * each role's write without its CSRF token, and a session cookie forged or from a signed-out
 * browser. A refusal writes nothing (send() checks the write log); who may pass is the table's
 * guard: opsViewer any operator, opsModerator the moderator, opsRelease the release operator.
 */
describe('ops console: every ops endpoint × anonymous, member, each role, CSRF', () => {
  const opsEndpoints = (Object.values(endpoints) as AnyEndpoint[]).filter((e) => (OPERATOR_GUARDS as readonly string[]).includes(e.guard));
  const ROLE_OF: Record<string, OperatorRole | null> = { opsViewer: null, opsModerator: 'moderator', opsRelease: 'release' };
  const operatorsByRole = {} as Record<OperatorRole, SignedInOperator>;
  const refusal = (err: keyof typeof ERRORS) => ({ status: ERRORS[err].status, code: ERRORS[err].code });

  beforeAll(async () => {
    for (const role of OPERATOR_ROLES) operatorsByRole[role] = await signInOperator(t.app, t.db, `hostile-${role}`, role);
    await writesSince();
  });

  /**
   * The sample's wrong current password is refused with 12 and leaves one audit row (password.fail,
   * as a failed sign-in leaves signin.fail; docs/decisions/049): the one write this refusal makes.
   */
  async function sendWrongCurrentPassword(req: InjectOptions & { url: string }, label: string) {
    const res = await t.app.inject(req);
    expect({ status: res.statusCode, code: res.json().code }, label).toEqual({ status: 400, code: ERRORS.NOT_MATCHED.code });
    expect(await writesSince(), label).toEqual(['INSERT ops_audit']);
    return res;
  }

  it('covers the console’s endpoints', () => {
    expect(opsEndpoints.map((e) => e.name)).toEqual(
      expect.arrayContaining(['opsMe', 'opsRolloutStart', 'opsResolveReport', 'opsAddBannedWord', 'opsSignOut', 'opsChangePassword']),
    );
  });

  it('anonymous, a member’s token, the ops bearer token and a forged cookie: 110 on every one, nothing written', async () => {
    const member = callers.member ?? (await caller('member'));
    const who: Array<[string, Record<string, string>]> = [
      ['anonymous', {}],
      ['member', { authorization: `Bearer ${member.accessToken}`, deviceuuid: member.deviceUuid }],
      ['ops bearer token', { authorization: `Bearer ${HOSTILE_OPS_TOKEN}` }],
      ['forged cookie', { cookie: `${OPS_SESSION_COOKIE}=${'A'.repeat(43)}`, [OPS_CSRF_HEADER]: 'x' }],
      ['huge cookie', { cookie: `${OPS_SESSION_COOKIE}=${'가'.repeat(3000)}` }],
    ];
    for (const e of opsEndpoints)
      for (const [label, headers] of who) {
        const res = await send(sampleRequest(e, headers), `${e.name} as ${label}`);
        expect({ status: res.statusCode, code: res.json().code }, `${e.name} as ${label}`).toEqual(refusal('NULL_OR_EMPTY_TOKEN'));
      }
  });

  it('each role: its own endpoints pass, the others’ are refused (132); a write without the CSRF token is refused (132)', async () => {
    let passed = 0;
    for (const e of opsEndpoints) {
      const needed = ROLE_OF[e.guard];
      for (const role of OPERATOR_ROLES) {
        const op = operatorsByRole[role];
        const write = e.method !== 'GET';
        if (e.name === 'opsSignOut') continue; // below: it ends the session the other rows use
        const label = `${e.name} as ${role}`;
        if (write) {
          const noCsrf = await send(sampleRequest(e, op.headers(false)), `${label} without CSRF`);
          expect({ status: noCsrf.statusCode, code: noCsrf.json().code }, `${label} without CSRF`).toEqual(refusal('OPS_FORBIDDEN'));
          const wrongCsrf = await send(
            sampleRequest(e, { ...op.headers(false), [OPS_CSRF_HEADER]: operatorsByRole[role === 'viewer' ? 'release' : 'viewer'].csrfToken }),
            `${label} with another session's CSRF`,
          );
          expect(wrongCsrf.json().code, `${label} with another session's CSRF`).toBe(ERRORS.OPS_FORBIDDEN.code);
        }
        const res =
          e.name === 'opsChangePassword'
            ? await sendWrongCurrentPassword(sampleRequest(e, op.headers(write)), label)
            : await send(sampleRequest(e, op.headers(write)), label);
        if (needed === null || needed === role) {
          expect([ERRORS.NULL_OR_EMPTY_TOKEN.code, ERRORS.OPS_FORBIDDEN.code], `${label} was refused: ${res.body}`).not.toContain(res.json().code);
          passed += 1;
        } else expect({ status: res.statusCode, code: res.json().code }, label).toEqual(refusal('OPS_FORBIDDEN'));
      }
    }
    expect(passed).toBeGreaterThan(opsEndpoints.length);
    // The sample rollout the release operator started must not steer the other tests' devices.
    await t.app.inject({ method: 'PUT', url: '/api/ops/rollout', headers: operatorsByRole.release.headers(true), payload: { action: 'rollback' } });
    await writesSince();
  });

  it('sign-out ends the session: the same cookie is refused afterwards (110)', async () => {
    const op = await signInOperator(t.app, t.db, 'hostile-leaver', 'viewer');
    await writesSince();
    expect((await send({ method: 'DELETE', url: '/api/ops/session', headers: op.headers(true) }, 'sign-out')).statusCode).toBe(200);
    const after = await send({ url: '/api/ops/session', headers: op.headers() }, 'me after sign-out');
    expect(after.json().code).toBe(ERRORS.NULL_OR_EMPTY_TOKEN.code);
  });

  it('hostile sign-in bodies: 4xx with a SPEC code, never a session', async () => {
    const bodies: unknown[] = [
      {},
      { name: 'hostile-viewer' },
      { name: 'hostile-viewer', password: 'x'.repeat(201) },
      { name: 'a'.repeat(31), password: 'x' },
      { name: 'hostile-viewer', password: 'wrong password!!' },
      { name: { $ne: '' }, password: { $ne: '' } },
      { name: "' or 1=1 --", password: "' or 1=1 --" },
      'name=x',
      null,
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/ops/session', payload: payload as object, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(ERROR_CODES).toContain(res.json().code);
      expect(sessionCookieOf(res.headers['set-cookie'])).toBe('');
    }
    await writesSince(); // failed sign-ins are audit rows by design (docs/decisions/049)
  });
});
