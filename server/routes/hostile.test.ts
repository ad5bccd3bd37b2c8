/**
 * Property-based fuzzing of every GET endpoint listed in the OpenAPI document (a first slice of
 * issue 6's hostile suite): path params and query values drawn from hostile strings (wrong
 * types, huge numbers, NFD Hangul, zero-width and RTL marks, emoji, control characters, SQL and
 * LIKE metacharacters, duplicate keys). Every answer must be a 2xx or a documented 4xx with a
 * SPEC §8 numeric code — never a 5xx — and a rejected request must not change the database.
 * Deterministic: fixed seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../tests/setup/test-app.js';
import { ERROR_CODES } from '../errors.js';

let t: TestApp;
let paths: Array<{ path: string; params: string[]; query: string[] }> = [];

beforeAll(async () => {
  t = await createTestApp({ products: 300 });
  const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, { get?: { parameters?: Array<{ in: string; name: string }> } }> };
  paths = Object.entries(doc.paths)
    .filter(([, ops]) => ops.get)
    .map(([path, ops]) => ({
      path,
      params: (ops.get!.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (ops.get!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    }));
});
afterAll(async () => {
  await t?.close();
});

const hostileString = fc.oneof(
  fc.constantFrom('', ' ', '0', '-1', '1.5', '1e309', '99999999999999999999', 'NaN', 'null', 'true', '[]', '{}', '%', '_', "' OR 1=1 --", '; drop table products;', '\\', '..', '../../etc/passwd'),
  fc.constantFrom('사과'.normalize('NFD'), '사\u200b과', '\u202e사과', '🍎🍊', 'ㅅㄱ', '가'.repeat(300), 'a'.repeat(5000), '\u0000', '\u001f', '\ufeff'),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
);

async function snapshot() {
  const r = (await t.db.execute(sql`select (select sum(view_count) from notices) as views, (select count(*) from search_logs) as logs, (select sum(stock_left) from deals) as stock`)) as unknown as { rows: unknown[] };
  return JSON.stringify(r.rows[0]);
}

describe('hostile input on every GET endpoint', () => {
  it('found the endpoints in the OpenAPI document', () => {
    expect(paths.length).toBeGreaterThanOrEqual(25);
  });

  it('never answers 5xx; 4xx carry a SPEC §8 code and change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.array(hostileString, { minLength: 1, maxLength: 6 }), fc.boolean(), async (pick, values, duplicate) => {
        const ep = paths[pick % paths.length];
        let v = 0;
        const next = () => values[v++ % values.length];
        let url = ep.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(next()));
        const qs = ep.query.map((name) => `${name}=${encodeURIComponent(next())}`);
        if (duplicate && ep.query.length) qs.push(`${ep.query[0]}=${encodeURIComponent(next())}`);
        if (qs.length) url += `?${qs.join('&')}`;
        const before = await snapshot();
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(500);
        const body = res.json();
        expect(typeof body.code, url).toBe('number');
        if (res.statusCode >= 400) {
          expect(ERROR_CODES, url).toContain(body.code);
          expect(body.message).toMatch(/[가-힣]/);
          expect(await snapshot(), url).toBe(before);
        } else {
          expect(body.code).toBe(0);
        }
      }),
      { numRuns: 400, seed: 20261123 },
    );
  });

  it('malformed URLs and wrong methods are 4xx with a code', async () => {
    for (const url of ['/api/v1/display/deal/%E0%A4%A', '/api/v1/display/notice/%ZZ', `/api/v2/display/local/${'a'.repeat(300)}/shop`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(ERROR_CODES).toContain(res.json().code);
    }
    // A lone '%' in a query value is decoded leniently: an ordinary search for '%'.
    expect((await t.app.inject('/api/v1/search?keyword=%')).json()).toMatchObject({ code: 0, data: { total: 0 } });
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/display/home', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe(11);
  });
});
