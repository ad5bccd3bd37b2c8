/**
 * Latency of the community search (issue 15; figures in docs/decisions/023-community-search.md):
 *   npx tsx scripts/measure-community-search.ts [--data-dir DIR] [--rounds N]
 * Without --data-dir: a fresh in-memory database with the default seed (1,200 products, 390 posts).
 * With it: that data folder (e.g. one seeded by `npx tsx scripts/seed.ts --reset --posts 100000
 * --data-dir DIR`). Runs a fixed mix of keywords — words, spacing variants, 초성, a syllable being
 * typed, typos, misses, one communityType each and a second page — through the service (in process,
 * no HTTP), one at a time, after one warm-up round; prints p50/p95/p99 in ms, overall and by kind.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '@server/db/client.js';
import { seedDatabase } from '@server/seed/index.js';
import { refreshSearchIndex } from '@server/domain/search/index.js';
import { communitySearchQuerySchema } from '@contract/community-search.js';
import { searchCommunity } from '../server/domain/community/community-search.service.js';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dataDir = arg('data-dir');
const rounds = Number(arg('rounds') ?? 20);

const MIX: Array<[kind: string, keyword: string, communityType?: string]> = [
  ['word', '대게'],
  ['word', '곶감'],
  ['word', '김치'],
  ['word', '보관'],
  ['word', '레시피', 'dashboard'],
  ['word', '해감', 'qna'],
  ['word', '좋아하세요', 'survey'],
  ['spacing', '대게찜'],
  ['spacing', '대게 찜'],
  ['spacing', '냉장 보관'],
  ['choseong', 'ㄷㄱ'],
  ['choseong', 'ㄱㄱ'],
  ['choseong', 'ㅂㄱㅂ'],
  ['partial', '대ㄱ'],
  ['partial', '보과ㄴ'],
  ['typo', '한라붕'],
  ['typo', '고구마말랭ㅇ'],
  ['miss', '아이폰'],
  ['miss', '전복'],
];

const database = await openDatabase({ dataDir: dataDir ?? ':memory:' });
await database.migrate();
const { db } = database;
if (!dataDir) await seedDatabase(db, { products: 1200, seed: 42 });
await refreshSearchIndex(db);

const times = new Map<string, number[]>();
const record = (kind: string, ms: number) => {
  times.set(kind, [...(times.get(kind) ?? []), ms]);
  times.set('all', [...(times.get('all') ?? []), ms]);
};
const hits = new Map<string, number>();
for (let round = 0; round <= rounds; round++) {
  for (const [kind, keyword, communityType] of MIX) {
    const q = communitySearchQuerySchema.parse({ keyword, communityType });
    const t0 = performance.now();
    const first = await searchCommunity(db, q);
    const t1 = performance.now();
    if (round > 0) record(kind, t1 - t0);
    hits.set(`${keyword}${communityType ? `/${communityType}` : ''}`, first.total);
    if (first.nextCursor) {
      const t2 = performance.now();
      await searchCommunity(db, communitySearchQuerySchema.parse({ keyword, communityType, cursor: first.nextCursor }));
      if (round > 0) record('next page', performance.now() - t2);
    }
  }
}
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};
const counted = (await db.execute(sql`select count(*)::int as n from community_posts where status = 'visible'`)) as unknown as { rows: Array<{ n: number }> };
const n = counted.rows[0]?.n;
console.log(JSON.stringify({ visiblePosts: n, rounds, totals: Object.fromEntries(hits) }));
for (const [kind, xs] of times)
  console.log(`${kind.padEnd(10)} n=${String(xs.length).padStart(4)}  p50 ${pct(xs, 50)}  p95 ${pct(xs, 95)}  p99 ${pct(xs, 99)} ms`);
await database.close();
