/**
 * The keyword log behind the request (search-log.ts, docs/decisions/035-search-log-batching.md),
 * through the real API and database: N first-page searches become exactly N rows in one
 * multi-row INSERT, the answer never waits on that INSERT, app.close() writes what is queued,
 * and a failing INSERT is logged without failing a single search.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app.js';
import { eq } from 'drizzle-orm';
import { products, searchLogs } from '@server/db/schema/index.js';
import { dropAllCachedAnswers } from '@server/infra/cache/response-cache.js';
import { loadEnv } from '@server/env.js';
import { useTestApp } from '@tests/setup/test-app.js';
import { flushSearchLogs, replaceSearchLogWriter, searchLogStats, type SearchLogRow } from '@server/domain/search/search-log.js';

const t = useTestApp({ products: 300 });
const q = (s: string) => encodeURIComponent(s);

async function search(keyword: string, opts: { device?: string; page?: number; app?: typeof t.app } = {}) {
  const res = await (opts.app ?? t.app).inject({
    url: `/api/v1/search?keyword=${q(keyword)}&page=${opts.page ?? 1}`,
    headers: opts.device ? { deviceuuid: opts.device } : {},
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.json().data as { total: number };
}
async function clearLogs() {
  await flushSearchLogs(t.db);
  await t.db.delete(searchLogs);
}
const logRows = async () =>
  (await t.db.select().from(searchLogs).orderBy(searchLogs.logId)).map((r) => [r.keyword, r.deviceUuid, r.resultCount > 0, r.corrected]);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => (resolve = res));
  return { promise, resolve };
}

afterEach(async () => {
  // Back to the production writer (the replaced one is flushed first).
  await replaceSearchLogWriter(t.db, {});
});

describe('search log behind the request', () => {
  it('N first-page searches → exactly N rows, with their keyword, device and outcome, in one INSERT', async () => {
    await clearLogs();
    const inserts: number[] = [];
    await replaceSearchLogWriter(t.db, {
      intervalMs: 60_000,
      write: (rows) => {
        inserts.push(rows.length);
        return t.db.insert(searchLogs).values(rows);
      },
    });
    const searches = Array.from({ length: 24 }, (_, i) => ({ keyword: ['사과', '귤', 'ㅋㅋㅋ없는말'][i % 3], device: `w-batch-${i}` }));
    await Promise.all(searches.map((s) => search(s.keyword, { device: s.device })));
    await search('사과', { page: 2, device: 'w-batch-page2' }); // page 2 is never logged
    expect(inserts).toEqual([]); // nothing written on the request path
    await flushSearchLogs(t.db);
    expect(inserts).toEqual([24]);
    const rows = await logRows();
    expect(rows).toHaveLength(24);
    const expected = searches.map((s) => [s.keyword, s.device, s.keyword !== 'ㅋㅋㅋ없는말', false]);
    const key = (r: unknown[]) => JSON.stringify(r);
    expect(rows.map(key).sort()).toEqual(expected.map(key).sort());
  });

  it('logs the time of the search, not of the flush', async () => {
    await clearLogs();
    await replaceSearchLogWriter(t.db, { intervalMs: 60_000 });
    const before = Date.now();
    await search('사과', { device: 'w-when' });
    const after = Date.now();
    await new Promise((r) => setTimeout(r, 50));
    await flushSearchLogs(t.db);
    const [row] = await t.db.select().from(searchLogs);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.createdAt.getTime()).toBeLessThanOrEqual(after);
  });

  it('the answer does not wait on the INSERT', async () => {
    await clearLogs();
    const gate = deferred();
    const started: SearchLogRow[][] = [];
    await replaceSearchLogWriter(t.db, {
      maxBatch: 1, // every search starts a flush at once…
      write: async (rows) => {
        started.push(rows);
        await gate.promise; // …whose INSERT hangs until the test lets it go
        await t.db.insert(searchLogs).values(rows);
      },
    });
    const r = await search('사과', { device: 'w-slow' });
    expect(r.total).toBeGreaterThan(0);
    expect(started.map((b) => b.map((x) => x.keyword))).toEqual([['사과']]); // the INSERT had started…
    expect(await logRows()).toEqual([]); // …and had not finished when the answer came
    await search('귤', { device: 'w-slow-2' }); // a second search does not queue behind it either
    gate.resolve();
    await flushSearchLogs(t.db);
    expect((await logRows()).map((x) => x[0])).toEqual(['사과', '귤']);
  });

  it('a failing INSERT is logged and counted; every search still answers 200', async () => {
    await clearLogs();
    const logged: Array<{ obj: object; msg: string }> = [];
    await replaceSearchLogWriter(
      t.db,
      {
        maxBatch: 1,
        // A real database error: keyword is NOT NULL.
        write: (rows) => t.db.insert(searchLogs).values(rows.map((x) => ({ ...x, keyword: null as unknown as string }))),
      },
      { error: (obj, msg) => logged.push({ obj, msg }) },
    );
    for (const k of ['사과', '귤', '배']) await search(k, { device: `w-fail-${k}` });
    await flushSearchLogs(t.db);
    expect(await logRows()).toEqual([]);
    expect(logged.length).toBeGreaterThanOrEqual(1);
    expect(logged[0].msg).toMatch(/search log: \d+ keyword rows not written/);
    const stats = searchLogStats(t.db);
    expect(stats.written).toBe(0);
    expect(stats.failed + stats.buffered).toBe(3);
  });

  it('app.close() writes the queued rows (graceful shutdown loses nothing)', async () => {
    await clearLogs();
    await replaceSearchLogWriter(t.db, { intervalMs: 60_000 }); // nothing would be written by time
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' });
    const other = await buildApp({ db: t.db, env });
    await other.ready();
    await search('사과', { app: other, device: 'w-close-1' });
    await search('귤', { app: other, device: 'w-close-2' });
    expect(await logRows()).toEqual([]);
    await other.close();
    expect((await logRows()).map((x) => [x[0], x[1]])).toEqual([
      ['사과', 'w-close-1'],
      ['귤', 'w-close-2'],
    ]);
  });

  it('repeated searches share one cached answer (issue 18) and every one is still logged; a like-type invalidation drops it', async () => {
    await clearLogs();
    await replaceSearchLogWriter(t.db, { intervalMs: 60_000 });
    const page = async () =>
      (await t.app.inject({ url: `/api/v1/search?keyword=${q('사과')}&page=1`, headers: { deviceuuid: 'w-cached' } })).json().data as {
        items: Array<{ productNo: number; likeCount: number }>;
      };
    const first = (await page()).items[0]!;
    // A change the index stamp does not see (likeCount, as a like writes it): the cached answer stays…
    await t.db
      .update(products)
      .set({ likeCount: first.likeCount + 7 })
      .where(eq(products.productNo, first.productNo));
    try {
      expect((await page()).items.find((p) => p.productNo === first.productNo)!.likeCount).toBe(first.likeCount);
      // …until the writer drops the response caches (like.routes.ts does after every like).
      dropAllCachedAnswers(t.db);
      expect((await page()).items.find((p) => p.productNo === first.productNo)!.likeCount).toBe(first.likeCount + 7);
    } finally {
      await t.db.update(products).set({ likeCount: first.likeCount }).where(eq(products.productNo, first.productNo));
      dropAllCachedAnswers(t.db);
    }
    await flushSearchLogs(t.db);
    expect((await logRows()).filter((r) => r[1] === 'w-cached')).toHaveLength(3);
  });
});
