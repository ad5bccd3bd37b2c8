/**
 * Community search (issue 15; SPEC §2 /community/search, §7 "### Community"; decision:
 * docs/decisions/023-community-search.md): visible posts, questions and surveys whose title or body
 * holds the keyword, with the product search's Korean rules — spacing-free, 초성, a syllable still
 * being typed (./pattern.ts, keys from server/infra/hangul.ts) — and its typo dictionary.
 *
 * No stored search keys: the keyword becomes one regular expression matched against the posts'
 * own text (`~*`) at query time, so a post is found, changed or gone the moment it is written,
 * edited, hidden or deleted, with no index to keep current and no migration. The price is a scan
 * of the visible posts of the chosen kind per search (measured in the decision: fine for the seeded
 * community, the scale path for 100k posts is written there).
 *
 * Order: the whole title is the keyword (tier 0), the title holds it (1), only the body does (2);
 * newest first within a tier; cursor pages (./search-cursor.ts). A keyword that finds nothing is
 * corrected through the product search's dictionary (a word within 1–2 jamo edits, never a word
 * the dictionary knows as typed) unless `exact=Y`. Every search has the product search's deadline
 * (3 s → code 52).
 */
import { sql, type SQL } from 'drizzle-orm';
import { KEYWORD_MAX_LENGTH, type CommunitySearchQuery, type CommunitySearchResult } from '@contract/community-search.js';
import type { Db } from '@server/db/client.js';
import { ApiError } from '@server/errors.js';
import { compactOf, hasControlCharacters, isChoseongQuery, jamoOf, normalizeKeyword } from '@server/infra/hangul.js';
import { SUMMARY_COLUMNS, summaryOf } from './community.service.js';
import { autoKeyword, withDeadline } from '../search/index.js';
import { searchPattern } from './search-pattern.js';
import { decodeSearchCursor, encodeSearchCursor, queryStamp, type SearchCursor } from './search-cursor.js';

/** A keyword is corrected only when it is this long (in jamo, about three syllables), as in the product search. */
const CORRECTABLE_JAMO = 6;
/**
 * How many of the newest posts (of the chosen kind, hidden and deleted ones included) one search
 * reads: every post of a community up to this size, the newest this many beyond it. Matching costs
 * a few µs a post in PGlite; measured, and the indexed scale path, in docs/decisions/023-community-search.md.
 */
export const SEARCH_WINDOW = 5_000;
/** Dictionary corrections tried, closest first, until one finds posts. */
const CORRECTIONS_TRIED = 3;

type Row = Record<string, unknown>;
type Page = Pick<CommunitySearchResult, 'total' | 'items' | 'nextCursor'>;

/**
 * One page of the visible posts matching `term`, after `after` (null: the first page), with the
 * number of all matches. `corrected` goes into the next cursor so later pages keep the correction.
 */
async function searchPage(
  db: Db,
  term: string,
  q: Pick<CommunitySearchQuery, 'communityType' | 'size'>,
  after: SearchCursor | null,
  stamp: string,
  corrected: string | null,
): Promise<Page> {
  const pattern = searchPattern(term);
  if (!pattern) return { total: 0, items: [], nextCursor: null };
  // Case-insensitive only when the keyword has cased letters (latin): `~` is cheaper than `~*`.
  const [like, regex] = pattern.cased ? [sql.raw('ilike'), sql.raw('~*')] : [sql.raw('like'), sql.raw('~')];
  // The keyword's characters in order (LIKE, several times cheaper than the regex) before the regex.
  const holds = (column: SQL) => {
    const likes = pattern.likes.map((l) => sql`${column} ${like} ${l}`);
    const prefilter = likes.length > 1 ? sql`(${sql.join(likes, sql` or `)}) and ` : likes.length ? sql`${likes[0]} and ` : sql``;
    return sql`(${prefilter}${column} ${regex} ${pattern.source})`;
  };
  const inTitle = holds(sql`p.title`);
  const match = pattern.inContent ? sql`(${inTitle} or ${holds(sql`p.content`)})` : inTitle;
  // The newest SEARCH_WINDOW posts of the kind, by the index of that order (the status is checked
  // after the walk: inside it, a planner without statistics — PGlite has no autovacuum — sorted the
  // whole table instead), then the match on the visible ones.
  const kind = q.communityType === 'all' ? sql`` : sql`where p.community_type = ${q.communityType}`;
  const window = sql`(select p.post_id, p.created_at, p.status, p.title, p.content from community_posts p ${kind}
    order by p.created_at desc nulls last, p.post_id desc nulls last limit ${SEARCH_WINDOW}) p`;
  const tier = sql`case when p.title ${regex} ${pattern.whole} then 0 when ${inTitle} then 1 else 2 end`;
  const position = after
    ? sql`where m.tier > ${after.tier} or (m.tier = ${after.tier} and (m.created_at, m.post_id) < (${after.at}::timestamptz, ${after.id}))`
    : sql``;
  // The match is evaluated once (m); the count reads all of it, the page its first size + 1 rows,
  // and only the page's rows are joined to boards and authors. A page past the end still answers
  // the count (the left join keeps its row).
  const res = (await db.execute(sql`
    with m as materialized (
      select p.post_id, p.created_at, ${tier} as tier from ${window} where p.status = 'visible' and ${match}
    ),
    page as (select m.* from m ${position} order by m.tier, m.created_at desc, m.post_id desc limit ${q.size + 1})
    select n.total, x.* from (select count(*)::int as total from m) n
    left join lateral (
      select ${SUMMARY_COLUMNS}, page.tier from page
      join (community_posts p left join community_boards b on b.board_id = p.board_id left join users u on u.user_id = p.user_id)
        on p.post_id = page.post_id
    ) x on true
    order by x.tier, x.created_at desc, x.post_id desc`)) as unknown as { rows: Row[] };
  const found = res.rows.filter((r) => r.post_id != null);
  const page = found.slice(0, q.size);
  const last = page[page.length - 1];
  return {
    total: Number(res.rows[0]?.total ?? 0),
    items: page.map(summaryOf),
    nextCursor:
      found.length > q.size && last
        ? encodeSearchCursor({ tier: Number(last.tier), at: String(last.created_key), id: Number(last.post_id), corrected }, stamp)
        : null,
  };
}

/**
 * Dictionary words a keyword may be a typo of, closest first: the product search's suggestions
 * (GET /api/v2/auto-keyword) that matched by typo tolerance (no highlight), not store names. None
 * for short keywords, 초성 and for a keyword the dictionary holds as typed ('전복' stays 전복).
 */
async function correctionsOf(db: Db, keyword: string): Promise<string[]> {
  const q = compactOf(keyword);
  if (!q || isChoseongQuery(q) || jamoOf(q).length < CORRECTABLE_JAMO) return [];
  const { items } = await autoKeyword(db, keyword);
  if (items.some((i) => compactOf(i.keyword) === q)) return [];
  return items
    .filter((i) => i.highlight === null && i.kind !== 'shop')
    .slice(0, CORRECTIONS_TRIED)
    .map((i) => i.keyword);
}

/**
 * The keyword as typed, trimmed, if it may be searched: 1–KEYWORD_MAX_LENGTH characters (code
 * points), no control characters — the product search's rules, each with its own message.
 * @throws ApiError 10 blank, 13 too long, 12 control characters
 */
export function checkedKeyword(raw: string): string {
  const keyword = raw.trim();
  if (!keyword) throw new ApiError('NO_REQUIRED_VALUE', '검색어를 입력해 주세요.');
  if ([...keyword].length > KEYWORD_MAX_LENGTH) throw new ApiError('OUT_OF_RANGE', `검색어는 ${KEYWORD_MAX_LENGTH}자까지 입력할 수 있어요.`);
  if (hasControlCharacters(keyword)) throw new ApiError('NOT_MATCHED', '검색어에 쓸 수 없는 문자가 들어 있어요.');
  return keyword;
}

/**
 * GET /api/v1/community/search: a cursor page of visible posts (every kind, or one communityType)
 * for a keyword, best first (see the module docstring), with the total of matches.
 * @throws ApiError 10/13/12 a blank, too long or malformed keyword (checkedKeyword), 12 a cursor of another
 *   search or list, 52 past the search deadline
 */
export async function searchCommunity(db: Db, q: CommunitySearchQuery): Promise<CommunitySearchResult> {
  const keyword = normalizeKeyword(checkedKeyword(q.keyword));
  const stamp = queryStamp(keyword, q.communityType);
  const after = q.cursor ? decodeSearchCursor(q.cursor, stamp) : null;
  const answer = (page: Page, corrected: string | null): CommunitySearchResult => ({
    keyword,
    communityType: q.communityType,
    correctedKeyword: corrected,
    correction: corrected === null ? null : 'dictionary',
    size: q.size,
    ...page,
  });
  return withDeadline(
    (async () => {
      // A later page of a corrected answer continues the correction.
      if (after?.corrected) return answer(await searchPage(db, after.corrected, q, after, stamp, after.corrected), after.corrected);
      const page = await searchPage(db, keyword, q, after, stamp, null);
      if (page.total > 0 || after || q.exact === 'Y') return answer(page, null);
      for (const word of await correctionsOf(db, keyword)) {
        const fixed = await searchPage(db, word, q, null, stamp, word);
        if (fixed.total > 0) return answer(fixed, word);
      }
      return answer(page, null);
    })(),
  );
}
