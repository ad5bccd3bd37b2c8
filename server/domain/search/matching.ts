/**
 * How a keyword matches products (issue 4; docs/decisions/003-korean-search.md "Matching"): a
 * complete word at syllable level through the n-gram index, a word being typed on its jamo infix,
 * 3+ initial consonants on the choseong key, 1–2 consonants or a short fragment expanded through
 * the dictionary into complete words. Each match is an SQL condition on product_search and a key
 * naming it for the caches.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { productSearch } from '@server/db/schema/index.js';
import { compactOf, escapeLike, isChoseongQuery, jamoOf, normalizeKeyword } from '@server/infra/hangul.js';
import { suggest } from './dictionary.js';
import { gramsAreExact, queryGrams } from './grams.js';
import { indexState, type IndexState } from './index-state.js';

/** A product match: its SQL condition, a key naming it for the caches, and an optional rank sorted first. */
export interface Match {
  where: SQL;
  key: string;
  typo: boolean;
  rank?: SQL;
}

/** A text[] literal of the values (bound parameters). */
export const textArray = (xs: string[]) =>
  sql`array[${sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  )}]::text[]`;

/** The indexed n-grams of a product (the expression of the GIN index product_search_grams). */
const grams = sql`search_grams(${productSearch.compact})`;

/**
 * A complete word ('사과', '굴', '청송사과', '5kg' — compact form) at syllable level: the product's
 * compact key contains it. The n-gram index finds it; words of 4+ characters are rechecked with
 * LIKE on the stored key (never with search_grams(), which costs ~40 µs a row).
 */
export function wordCondition(q: string): SQL {
  const has = sql`${grams} @> ${textArray(queryGrams(q))}`;
  return gramsAreExact(q) ? has : sql`(${has} and ${productSearch.compact} like ${`%${escapeLike(q)}%`})`;
}

/**
 * Complete words that must all be in the product, anywhere (issue 33): '완도 전복' finds '완도 활전복
 * 1kg', '3kg 사과' finds '사과 3kg'. One containment over the union of the words' grams (one GIN probe,
 * exact for words of 1–3 syllables); each longer word is rechecked with strpos on the stored key.
 */
export function allWordsCondition(words: string[]): SQL {
  const has = sql`${grams} @> ${textArray([...new Set(words.flatMap(queryGrams))])}`;
  const longer = words.filter((w) => !gramsAreExact(w));
  if (longer.length === 0) return has;
  const contains = sql.join(
    longer.map((w) => sql`strpos(${productSearch.compact}, ${w}) > 0`),
    sql` and `,
  );
  return sql`(${has} and ${contains})`;
}

/** A query ending in lone jamo ('사ㄱ', '고구ㅁ'): the last syllable is still being typed. */
const TRAILING_JAMO = /[ㄱ-ㅣ]+$/;

/**
 * How many words the consonants or fragment of a short query may stand for (issue 33): every
 * keyword it spells out completely (ㄷㄱ → 대구, 단감, 당근, 대게), at most this many, by weight; a
 * catalogue's growth reorders the weights, so a cap of 3 lost 대게 at 3,000 products.
 */
export const WHOLE_EXPANSION_MAX = 8;
/** How many words a fragment that spells out no keyword completely stands for (prefix and infix matches). */
export const PARTIAL_EXPANSION_MAX = 3;

/** The match of a keyword against product_search (see the module docstring). */
export async function matchCondition(db: Db, keyword: string): Promise<Match | null> {
  return matchIn(db, await indexState(db), keyword);
}

export async function matchIn(db: Db, s: IndexState, keyword: string): Promise<Match | null> {
  const q = compactOf(keyword);
  if (!q) return null;
  const cho = isChoseongQuery(q);
  if (cho && q.length >= 3) return { where: sql`${productSearch.choseong} like ${`%${escapeLike(q)}%`}`, key: `c:${q}`, typo: false };
  // A complete word (no lone jamo at its end) matches at syllable level: a submitted '굴' does not
  // find '구례' (whose jamo starts with ㄱㅜㄹ), nor '배' find '백도'. Several words: each of them,
  // anywhere in the product (spacing inside a word is still ignored: '햇 사과' finds '햇사과').
  if (!cho && !TRAILING_JAMO.test(q)) {
    const words = [...new Set(normalizeKeyword(keyword).split(' ').map(compactOf).filter(Boolean))];
    if (words.length > 1) return { where: allWordsCondition(words), key: `a:${words.join(' ')}`, typo: false };
    return { where: wordCondition(q), key: `w:${q}`, typo: false };
  }
  const jamo = jamoOf(q);
  if (!cho && jamo.length >= 3) {
    // Mid-syllable: the jamo infix; the completed syllables at syllable level. Whichever part is
    // indexed, the other is a plain filter (strpos): search_grams() must never be rechecked per
    // row, as a BitmapAnd with the jamo trigram index would do (measured 1.8 s for '대ㄱ').
    const complete = q.replace(TRAILING_JAMO, '');
    const key = `m:${jamo}|${complete}`;
    if ([...complete].length >= 2) return { where: sql`(${wordCondition(complete)} and strpos(${productSearch.jamo}, ${jamo}) > 0)`, key, typo: false };
    const infix = sql`${productSearch.jamo} like ${`%${escapeLike(jamo)}%`}`;
    return { where: complete ? sql`(${infix} and strpos(${productSearch.compact}, ${complete}) > 0)` : infix, key, typo: false };
  }
  // 1–2 initial consonants or a 1–2 jamo fragment: expand through the dictionary into complete
  // words. Prefer keywords the query spells out completely (ㅅㄱ → 사과, 생굴), every one of them up
  // to WHOLE_EXPANSION_MAX; else the best PARTIAL_EXPANSION_MAX prefix and infix matches, so the
  // expansion stays precise and small.
  const target = cho ? q : jamo;
  const candidates = (await suggest(db, s, q, WHOLE_EXPANSION_MAX + 4)).filter((x) => !x.typo && x.entry.kind !== 'shop' && !x.entry.keyword.includes(' '));
  const whole = candidates.filter((x) => (cho ? x.entry.flatCho : x.entry.flatJamo) === target);
  const chosen = whole.length > 0 ? whole.slice(0, WHOLE_EXPANSION_MAX) : candidates.slice(0, PARTIAL_EXPANSION_MAX);
  const words = [...new Set(chosen.map((x) => compactOf(x.entry.keyword)))];
  if (words.length === 0) return { where: sql`false`, key: 'none', typo: false };
  if (words.length === 1) return { where: wordCondition(words[0]), key: `w:${words[0]}`, typo: false };
  // Words of 1–3 syllables are single grams: one `&&` over the index, exact. Longer words add an
  // index arm each and a strpos filter over all words, so the OR never rechecks search_grams().
  const single = words.filter(gramsAreExact);
  const longer = words.filter((w) => !gramsAreExact(w));
  const key = `x:${words.join(',')}`;
  const exact = sql`${grams} && ${textArray(single)}`;
  if (longer.length === 0) return { where: exact, key, typo: false };
  const arms = [...(single.length ? [exact] : []), ...longer.map((w) => sql`${grams} @> ${textArray(queryGrams(w))}`)];
  const contains = sql.join(
    words.map((w) => sql`strpos(${productSearch.compact}, ${w}) > 0`),
    sql` or `,
  );
  return { where: sql`((${sql.join(arms, sql` or `)}) and (${contains}))`, key, typo: false };
}
