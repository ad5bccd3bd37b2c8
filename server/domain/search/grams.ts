/**
 * Syllable n-grams of the compact search key (issue 4; docs/decisions/003-korean-search.md).
 *
 * The GIN index product_search_grams is on `search_grams(compact)` (SQL function of migration
 * 0004): every distinct substring of one, two and three characters ('청송사과' → 청, 송, 사, 과, 청송,
 * 송사, 사과, 청송사, 송사과). It answers "compact contains q" for a complete word q:
 *   - q of 1–3 characters ('굴', '사과', '5kg') is itself a gram: one posting list, exact;
 *   - longer q: all of its 3-character substrings are grams of the product (a superset),
 *     rechecked with `compact LIKE '%q%'`.
 * The jamo trigram index, by contrast, has to intersect long lists of common jamo triples and
 * recheck thousands of rows (measured in docs/decisions/003).
 */

/** The longest gram the index holds. */
export const MAX_GRAM = 3;

/**
 * Distinct substrings of 1–3 characters (code points) of a compact key: what search_grams()
 * computes in the database (a test checks the two agree).
 */
export function syllableGrams(compact: string): string[] {
  const chars = [...compact];
  const out = new Set<string>();
  for (let n = 1; n <= MAX_GRAM; n++) for (let i = 0; i + n <= chars.length; i++) out.add(chars.slice(i, i + n).join(''));
  return [...out];
}

/**
 * The grams a product must all have to contain the compact query `q`: q itself when it is at most
 * three characters (then the grams decide exactly), else its distinct 3-character substrings.
 */
export function queryGrams(q: string): string[] {
  const chars = [...q];
  if (chars.length === 0) return [];
  if (chars.length <= MAX_GRAM) return [q];
  const out = new Set<string>();
  for (let i = 0; i + MAX_GRAM <= chars.length; i++) out.add(chars.slice(i, i + MAX_GRAM).join(''));
  return [...out];
}

/** True when the grams alone decide containment (no LIKE recheck needed). */
export function gramsAreExact(q: string): boolean {
  const n = [...q].length;
  return n >= 1 && n <= MAX_GRAM;
}
