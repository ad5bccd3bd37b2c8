/**
 * String distances on jamo (issue 4; docs/decisions/003-korean-search.md "Typos"): edit distance for
 * dictionary corrections, trigram similarity for naming what a similarity answer is for. Pure.
 */

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);
/**
 * Edit distance (UTF-16 units; jamo are single units) with an early exit above `max`: insertions,
 * deletions, substitutions and — optimal string alignment — a swap of two neighbours as one edit,
 * the commonest slip on a phone keyboard (issue 30: 한랍오 is 한라봉 with ㅇ and ㅗ swapped, two
 * Levenshtein edits, so no 3-syllable word was ever corrected for it).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length + 1);
    rowB = new Int32Array(b.length + 1);
    rowC = new Int32Array(b.length + 1);
  }
  let before = rowC; // row i - 2, for swaps
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj && ai !== bj) v = Math.min(v, before[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) {
      // A swap reaches back two rows: stop only when the previous row is past `max` too.
      let prevMin = prev[0];
      for (let j = 1; j <= b.length; j++) if (prev[j] < prevMin) prevMin = prev[j];
      if (prevMin > max) return max + 1;
    }
    const t = before;
    before = prev;
    prev = cur;
    cur = t;
  }
  return prev[b.length];
}

/**
 * Trigram similarity (pg_trgm's `similarity`: shared trigrams over all trigrams, each word padded
 * with two spaces before and one after) of two jamo strings, 0 … 1.
 */
export function trigramSimilarity(a: string, b: string): number {
  const trigrams = (text: string) => {
    const set = new Set<string>();
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const padded = `  ${word} `;
      for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
    }
    return set;
  };
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const g of ta) if (tb.has(g)) shared++;
  const all = ta.size + tb.size - shared;
  return all === 0 ? 0 : shared / all;
}
