/**
 * The popular searches (SPEC §7 search/rank; docs/decisions/003-korean-search.md "Honest popular
 * searches"): terms that found products for several devices in the last days, ops pins and
 * blocks (scripts/search-terms.ts), never a banned or 초성-only term.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { searchLogs, searchTermRules } from '@server/db/schema/index.js';
import { compactOf, isChoseongQuery } from '@server/infra/hangul.js';
import { BANNED_NICKNAME_WORDS } from '../accounts/account.service.js';
import { dictionary } from './dictionary.js';
import { indexState } from './index-state.js';
import { GRADE_WORDS } from './recommendations.js';

const LOG_HALF_LIFE_HOURS = 24;
/** Popular searches (docs/decisions/003 "Honest popular searches"): window, and distinct devices a term needs. */
export const RANK_WINDOW_DAYS = 14;
export const RANK_MIN_DEVICES = 3;
export const RANK_SIZE = 10;

/**
 * Words that describe every listing rather than name a food, so a list of them tells a shopper
 * nothing and a seller who repeats them gains a slot (issue 29, item 7): shipping and sale words,
 * bare origins and regions, and the catalogue's own nouns. Compared whole, without spaces: 국산 is
 * never listed, 국산 참깨 can be. Ops can block more terms (scripts/search-terms.ts).
 */
export const GENERIC_TERMS: ReadonlySet<string> = new Set(
  [
    // shipping, sale and packing
    '당일발송 당일배송 무료배송 새벽배송 택배 특가 할인 세일 최저가 이벤트 쿠폰 선물 선물세트 세트 대용량 소포장 산지직송 직송',
    // how it is made or graded, on its own
    '수제 국산 국내산 수입 유기농 무농약 친환경 제철 햇 신선 특품 상품 정품 명품 최상품 가정용 못난이',
    // bare regions (a region with a food, 제주 감귤, is a real search)
    '서울 경기 강원 충북 충남 전북 전남 경북 경남 제주 부산 대구 인천 광주 대전 울산 세종',
    // the catalogue's own nouns
    '농산물 수산물 축산물 식품 먹거리 과일 채소 반찬 간식 제철장터',
  ]
    .flatMap((group) => group.split(' '))
    .map((w) => compactOf(w)),
);

type RankItem = { rank: number; keyword: string; score: number; pinned?: boolean };

/** Ops rules (scripts/search-terms.ts), with their stamp: count and latest change. */
async function termRules(db: Db) {
  const rows = await db.select().from(searchTermRules);
  const stamp = `${rows.length}|${Math.max(0, ...rows.map((r) => r.updatedAt.getTime()))}`;
  return { rows, stamp };
}

/**
 * Whether a term may appear among the popular searches at all: not 초성 only (ㅅㄱ), not a generic
 * word (GENERIC_TERMS), not a banned word (SPEC §5; the nickname list of the account host), not
 * blocked by ops (compared without spaces).
 */
export function rankable(term: string, blocked: Set<string>): boolean {
  const c = compactOf(term);
  if (!c || isChoseongQuery(c) || /^[ㄱ-ㅣ]+$/.test(c)) return false;
  if (GENERIC_TERMS.has(c)) return false;
  if (BANNED_NICKNAME_WORDS.some((w) => c.includes(w))) return false;
  return !blocked.has(c);
}

/**
 * GET /api/v1/search/rank: the popular searches (SPEC §7 search/rank; docs/decisions/003
 * "Honest popular searches"). Organic terms come from the search logs of the last
 * RANK_WINDOW_DAYS: only searches that found products without a correction, by devices that sent
 * a deviceUuid; each client address (server/infra/client-key.ts; issue 29: made-up deviceUuids from one address
 * pumped a term to rank 1) counts once per term, however many devices it sends (its latest search,
 * weighted 2^(−age / 24 h)), and a term needs RANK_MIN_DEVICES distinct addresses. Blocked, banned and 초성-only terms never appear;
 * pinned terms take their fixed rank and the organic ones fill the other places. With no organic
 * term the dictionary's top words fill in (`fromLogs: false`). Cached per rules stamp (./cache.ts).
 */
export async function keywordRank(db: Db, now = new Date()): Promise<{ items: RankItem[]; fromLogs: boolean }> {
  const s = await indexState(db);
  const rules = await termRules(db);
  const cacheKey = `${rules.stamp}|${Math.floor(now.getTime() / 60_000)}`;
  const hit = s.caches.rank.get(rules.stamp) as { key: string; value: { items: RankItem[]; fromLogs: boolean } } | undefined;
  if (hit && hit.key === cacheKey) return hit.value;
  const generation = s.generation;
  const blocked = new Set(rules.rows.filter((r) => r.action === 'block').map((r) => compactOf(r.term)));
  const pins = rules.rows
    .filter((r) => r.action === 'pin' && r.pinRank !== null && r.pinRank >= 1 && r.pinRank <= RANK_SIZE)
    .sort((a, b) => a.pinRank! - b.pinRank! || a.updatedAt.getTime() - b.updatedAt.getTime());
  const at = now.toISOString();
  const res = (await db.execute(sql`
    with counted as (
      select ${searchLogs.keyword} as keyword, ${searchLogs.deviceUuid} as device,
        -- the address key (server/infra/client-key.ts); rows logged before it existed count their device as an address
        coalesce(${searchLogs.clientKey}, 'd:' || ${searchLogs.deviceUuid}) as client, ${searchLogs.createdAt} as at
      from ${searchLogs}
      where ${searchLogs.createdAt} > ${at}::timestamptz - make_interval(days => ${RANK_WINDOW_DAYS})
        -- at is JS time (ms); PostgreSQL stamps rows in µs: a row logged in the same ms as at is not in its future
        and date_trunc('milliseconds', ${searchLogs.createdAt}) <= ${at}::timestamptz
        and ${searchLogs.deviceUuid} is not null and ${searchLogs.resultCount} > 0 and not ${searchLogs.corrected}
    ), per_client as (
      -- one vote per address and term (its latest search), however many devices it claims
      select keyword, client, max(at) as last, count(distinct device) as devices from counted group by 1, 2
    )
    select keyword, count(*)::int as clients, sum(devices)::int as devices,
      sum(power(0.5, extract(epoch from (${at}::timestamptz - last)) / 3600.0 / ${LOG_HALF_LIFE_HOURS}))::float8 as score
    from per_client group by keyword having count(*) >= ${RANK_MIN_DEVICES}
    order by score desc, keyword limit 50`)) as unknown as { rows: Array<{ keyword: string; score: number | string }> };
  const pinnedTerms = new Set(pins.map((p) => compactOf(p.term)));
  let organic = res.rows
    .filter((r) => rankable(r.keyword, blocked) && !pinnedTerms.has(compactOf(r.keyword)))
    .map((r) => ({ keyword: r.keyword, score: Math.round(Number(r.score) * 1000) / 1000 }));
  const fromLogs = organic.length > 0;
  if (!fromLogs)
    organic = (await dictionary(db, s))
      .filter(
        (e) =>
          e.kind === 'word' && e.keyword.length >= 2 && !GRADE_WORDS.has(e.keyword) && rankable(e.keyword, blocked) && !pinnedTerms.has(compactOf(e.keyword)),
      )
      .slice(0, RANK_SIZE)
      .map((e) => ({ keyword: e.keyword, score: 0 }));
  // Pins at their ranks (a later pin to a taken rank goes to the next free one), organic terms in the gaps.
  const slots: Array<{ keyword: string; score: number; pinned?: boolean } | undefined> = new Array(RANK_SIZE).fill(undefined);
  for (const p of pins) {
    let i = p.pinRank! - 1;
    while (i < RANK_SIZE && slots[i]) i++;
    if (i < RANK_SIZE) slots[i] = { keyword: p.term, score: 0, pinned: true };
  }
  const rest = organic[Symbol.iterator]();
  for (let i = 0; i < RANK_SIZE; i++) if (!slots[i]) slots[i] = rest.next().value;
  const items = slots.filter((x) => x !== undefined).map((x, i) => ({ rank: i + 1, ...x }));
  const value = { items, fromLogs };
  if (s.generation === generation) s.caches.rank.set(rules.stamp, { key: cacheKey, value });
  return value;
}
