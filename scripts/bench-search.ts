/**
 * `npm run bench:search` — search benchmark on the 100,000-product catalogue (issue 4).
 * Seeds (or reuses) a PGlite catalogue in .tmp/bench-100k, then measures, in one run:
 *   - product search: 1,000 mixed real-looking queries (1–2 syllables, 초성, mid-syllable,
 *     typos, spacing variants, number tokens) through the search service, as it runs in the
 *     server (with its per-match caches of facets and pages);
 *   - the same 1,000 queries again with those caches emptied before each query (the cold path);
 *   - autocomplete: 1,000 prefixes;
 *   - a naive `ILIKE '%q%'` scan (items + count) for the same queries;
 *   - recall on the labelled query set (tests/setup/search-recall.ts; ground truth: product names
 *     containing the query's words).
 * Prints p50/p95/p99 beside the last recorded run (bench/results/search.json, committed), marking a
 * kind whose p95 more than doubled as a regression (issue 33), and writes the new figures there. A
 * report, not a test: no assertions (npm test guards plans and recall: server/domain/search/search-guards.test.ts).
 * Options: --products N (default 100000), --data-dir DIR, --queries N (default 1000).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.js';
import { seedDatabase } from '../server/seed/index.js';
import { createRng } from '../server/seed/index.js';
import { products } from '../server/db/schema/index.js';
import { autoKeyword, clearSearchCaches, refreshSearchIndex, searchProducts } from '@server/domain/search/index.js';
import { searchQuerySchema } from '../server/contract/search.js';
import { measureRecall, overallRecall } from '@tests/setup/search-recall.js';
import { compareWithLast } from './lib/search-comparison.ts';

const args = process.argv.slice(2);
const arg = (n: string, d: string) => {
  const i = args.indexOf(`--${n}`);
  return i >= 0 ? args[i + 1] : d;
};
const productsTotal = Number(arg('products', '100000'));
const dataDir = path.resolve(arg('data-dir', `.tmp/bench-${productsTotal >= 1000 ? `${Math.round(productsTotal / 1000)}k` : productsTotal}`));
const queryCount = Number(arg('queries', '1000'));

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 100) / 100;
};
const summary = (xs: number[]) => ({
  n: xs.length,
  p50: pct(xs, 50),
  p95: pct(xs, 95),
  p99: pct(xs, 99),
  mean: Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100,
});

mkdirSync(path.dirname(dataDir), { recursive: true });
const database = await openDatabase({ dataDir });
await database.migrate();
const { db } = database;
const [{ n }] = await db.select({ n: count() }).from(products);
let seedMs = 0;
if (Number(n) === 0) {
  const t0 = performance.now();
  await seedDatabase(db, { products: productsTotal, seed: 20261123 });
  seedMs = Math.round(performance.now() - t0);
  console.log(`seeded ${productsTotal} products in ${seedMs} ms`);
}
const ti = performance.now();
const indexed = await refreshSearchIndex(db);
const indexMs = Math.round(performance.now() - ti);
if (indexed) console.log(`indexed ${indexed} products in ${indexMs} ms`);
const [{ total }] = await db.select({ total: count() }).from(products);

// Real-looking queries, deterministic.
const WORDS = [
  '사과',
  '배',
  '굴',
  '대게',
  '전복',
  '한우',
  '감귤',
  '한라봉',
  '참외',
  '딸기',
  '포도',
  '곶감',
  '고구마',
  '마늘',
  '배추',
  '버섯',
  '인삼',
  '홍삼',
  '녹차',
  '꼬막',
  '오징어',
  '갈치',
  '멸치',
  '김',
  '미역',
  '쌀',
  '흑미',
  '두부',
  '고추장',
  '된장',
  '꿀',
  '유자',
  '오미자',
  '과메기',
  '굴비',
  '매실',
  '복숭아',
  '수박',
  '감자',
  '옥수수',
];
const PHRASES = [
  '청송 사과',
  '완도 전복',
  '영덕 대게',
  '성주 참외',
  '횡성 한우',
  '보성 녹차',
  '제주 감귤',
  '나주 배',
  '상주 곶감',
  '통영 굴',
  '기장 미역',
  '안동 간고등어',
  '이천 쌀',
  '금산 인삼',
  '순창 고추장',
  '벌교 꼬막',
];
const CHOSEONG = ['ㅅㄱ', 'ㄷㄱ', 'ㅈㅂ', 'ㅎㅇ', 'ㄱㄱ', 'ㅊㅇ', 'ㄷㄹ', 'ㄴㅊ', 'ㅊㅅㅅㄱ', 'ㅇㄷㄷㄱ', 'ㅈㅈㄱㄱ', 'ㅎㄹㅂ'];
const MID = ['사ㄱ', '전ㅂ', '대ㄱ', '한ㅇ', '감ㄱ', '참ㅇ', '고구ㅁ', '청송 사ㄱ', '제주 감ㄱ', '오징ㅇ'];
const TYPOS = ['청송사가', '영덕대개', '완도전보', '성주참왜', '제주감굴', '횡성한오', '보성녹자', '나주베', '통영귤', '상주곳감'];
const SPACING = ['햇 사과', '햇사과', '꿀 사과', '생 굴', '찜 대게', '활 전복'];
const TOKENS = ['5kg', '1kg', '2KG', '10kg', '500g', '3kg 사과'];
const rng = createRng(99);
const pools = [WORDS, WORDS, PHRASES, CHOSEONG, MID, TYPOS, SPACING, TOKENS];
const queries = Array.from({ length: queryCount }, () => rng.pick(rng.pick(pools)));
const parse = (keyword: string) => searchQuerySchema.parse({ keyword });

// Warm-up (JIT, dictionary cache, PGlite buffers).
for (const q of queries.slice(0, 30)) await searchProducts(db, parse(q));

const searchMs: number[] = [];
const byKind: Record<string, number[]> = {};
const kindOf = (q: string) =>
  CHOSEONG.includes(q)
    ? '초성'
    : MID.includes(q)
      ? 'mid-syllable'
      : TYPOS.includes(q)
        ? 'typo'
        : SPACING.includes(q)
          ? 'spacing'
          : TOKENS.includes(q)
            ? 'token'
            : PHRASES.includes(q)
              ? 'phrase'
              : 'word';
for (const q of queries) {
  const t0 = performance.now();
  await searchProducts(db, parse(q));
  const ms = performance.now() - t0;
  searchMs.push(ms);
  (byKind[kindOf(q)] ??= []).push(ms);
}

console.log(`search: ${JSON.stringify(summary(searchMs))}`);
// The cold path: no cached facets, pages or dictionary look-ups for any query.
const coldMs: number[] = [];
const coldByKind: Record<string, number[]> = {};
for (const q of queries) {
  clearSearchCaches(db);
  const t0 = performance.now();
  await searchProducts(db, parse(q));
  const ms = performance.now() - t0;
  coldMs.push(ms);
  (coldByKind[kindOf(q)] ??= []).push(ms);
}
console.log(`search, caches emptied before each query: ${JSON.stringify(summary(coldMs))}`);
const prefixes = queries.map((q) => {
  const chars = [...q];
  return chars.slice(0, Math.max(1, Math.ceil(chars.length * rng.next()))).join('');
});
const autoMs: number[] = [];
for (const p of prefixes) {
  const t0 = performance.now();
  await autoKeyword(db, p);
  autoMs.push(performance.now() - t0);
}

console.log(`autocomplete: ${JSON.stringify(summary(autoMs))}`);
const naiveMs: number[] = [];
for (const q of queries) {
  const like = `%${q}%`;
  const t0 = performance.now();
  await db.execute(
    sql`select p.product_no, p.name, p.sale_price from products p where p.name ilike ${like} or p.origin ilike ${like} order by p.sales_count * p.rating_x10 desc, p.product_no limit 20`,
  );
  await db.execute(sql`select count(*) from products p where p.name ilike ${like} or p.origin ilike ${like}`);
  naiveMs.push(performance.now() - t0);
}

// Recall on the labelled set (tests/setup/search-recall.ts; the same set npm test checks on 3,000 products).
const recall = await measureRecall(db);

const result = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    driver: database.driver,
  },
  catalogue: { products: Number(total), seedMs, indexMs },
  search: summary(searchMs),
  searchByKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, summary(v)])),
  searchUncached: summary(coldMs),
  searchUncachedByKind: Object.fromEntries(Object.entries(coldByKind).map(([k, v]) => [k, summary(v)])),
  autocomplete: summary(autoMs),
  naiveIlike: summary(naiveMs),
  speedupP95: Math.round((pct(naiveMs, 95) / pct(searchMs, 95)) * 10) / 10,
  speedupP50: Math.round((pct(naiveMs, 50) / pct(searchMs, 50)) * 10) / 10,
  speedupP95Uncached: Math.round((pct(naiveMs, 95) / pct(coldMs, 95)) * 10) / 10,
  speedupP50Uncached: Math.round((pct(naiveMs, 50) / pct(coldMs, 50)) * 10) / 10,
  recall: { overall: overallRecall(recall), perQuery: recall },
  targets: { searchP95Ms: 30, autocompleteP95Ms: 10, speedup: 10, recall: 0.95 },
};
// Beside the last recorded run (the committed bench/results/search.json): a kind whose p95 more than
// doubled is marked as a regression (issue 33).
const RESULTS = 'bench/results/search.json';
const last = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Partial<typeof result>) : null;
const comparison = compareWithLast(result, last);
for (const line of comparison.lines) console.log(line);
mkdirSync('bench/results', { recursive: true });
writeFileSync(RESULTS, JSON.stringify({ ...result, previous: last ? { date: last.date, regressions: comparison.regressions } : null }, null, 2));
console.log(
  JSON.stringify({ ...result, recall: { overall: result.recall.overall, worst: [...recall].sort((a, b) => a.recall - b.recall).slice(0, 4) } }, null, 2),
);
await database.close();
