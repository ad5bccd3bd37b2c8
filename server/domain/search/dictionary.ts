/**
 * The keyword dictionary (issue 4; docs/decisions/003-korean-search.md "Dictionary"): product words,
 * two-word phrases, origins and shop names, weighted by sales and likes, rebuilt with the index and
 * loaded once per index stamp. It answers autocomplete, expands short 초성 and jamo fragments into
 * words (./matching.ts), and offers "did you mean" corrections within 1–2 jamo edits.
 */
import { asc, desc } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { products, searchKeywords, shops } from '@server/db/schema/index.js';
import { choseongOf, compactOf, isChoseongQuery, jamoOf, matchRange, normalizeKeyword } from '@server/infra/hangul.js';
import { withDeadline } from './deadline.js';
import { editDistance } from './edit-distance.js';
import { indexState, invalidateIndexState, stateOf, type IndexState, type KeywordEntry } from './index-state.js';

/** Words worth suggesting from a product name: Hangul-led tokens without digits or brackets. */
export function nameWords(name: string): string[] {
  return name.split(/\s+/).filter((w) => /^[가-힣]{1,8}$/.test(w));
}

/** Rebuild the dictionary from the catalogue: every keyword gets a new id, so the index stamp changes for every process. */
export async function rebuildDictionary(db: Db) {
  const weights = new Map<string, { kind: string; weight: number }>();
  const add = (keyword: string, kind: string, weight: number) => {
    const k = keyword.trim();
    if (!k || k.length > 30) return;
    const cur = weights.get(k);
    if (cur) cur.weight += weight;
    else weights.set(k, { kind, weight });
  };
  const rows = await db.select({ name: products.name, origin: products.origin, sales: products.salesCount }).from(products);
  for (const r of rows) {
    const words = nameWords(r.name);
    for (const w of words) if (w.length >= 2 || /^[가-힣]$/.test(w)) add(w, 'word', 1 + r.sales / 1000);
    for (let i = 0; i + 1 < words.length; i++) add(`${words[i]} ${words[i + 1]}`, 'phrase', 1 + r.sales / 1000);
    add(r.origin, 'origin', 0.5);
  }
  const shopRows = await db.select({ name: shops.name, likes: shops.likeCount }).from(shops);
  for (const s of shopRows) add(s.name, 'shop', 1 + s.likes / 1000);
  const all = [...weights.entries()].map(([keyword, v]) => ({ keyword, kind: v.kind, weight: Math.round(v.weight * 100) / 100 }));
  await db.delete(searchKeywords);
  for (let i = 0; i < all.length; i += 1000) await db.insert(searchKeywords).values(all.slice(i, i + 1000));
  invalidateIndexState(stateOf(db), undefined);
}

/** The dictionary of the current index stamp, loaded once (a failed load is tried again next time). */
export function dictionary(db: Db, s: IndexState): Promise<KeywordEntry[]> {
  let d = s.dictionary;
  if (!d) {
    const loading = db
      .select()
      .from(searchKeywords)
      .orderBy(desc(searchKeywords.weight), asc(searchKeywords.keywordId))
      .then((rows) =>
        rows.map((r) => {
          const jamo = jamoOf(r.keyword);
          const cho = choseongOf(r.keyword);
          return { keyword: r.keyword, kind: r.kind, weight: r.weight, jamo, cho, flatJamo: jamo.replace(/\s/g, ''), flatCho: cho.replace(/\s/g, '') };
        }),
      );
    d = loading;
    s.dictionary = d;
    d.catch(() => {
      if (s.dictionary === loading) s.dictionary = undefined;
    });
  }
  return d;
}

/** A dictionary keyword offered for a query; `typo` when it is a correction rather than a match. */
export type Suggestion = { entry: KeywordEntry; typo: boolean };

/** Dictionary keywords for a query: whole matches, prefix, then infix, by weight; then typos. Cached per index stamp. */
export async function suggest(db: Db, s: IndexState, keyword: string, limit: number): Promise<Suggestion[]> {
  const q = compactOf(keyword);
  const key = `${limit}|${q}`;
  const hit = s.caches.suggestions.get(key) as Suggestion[] | undefined;
  if (hit) return hit;
  const generation = s.generation;
  const dict = await dictionary(db, s);
  const cho = isChoseongQuery(q);
  const target = cho ? q : jamoOf(q);
  // Tiers: the whole keyword matches (ㅅㄱ → 사과), then prefix, then infix; by weight within a tier.
  const exact: KeywordEntry[] = [];
  const prefix: KeywordEntry[] = [];
  const infix: KeywordEntry[] = [];
  for (const e of dict) {
    const hay = cho ? e.flatCho : e.flatJamo;
    const at = hay.indexOf(target);
    if (at === 0 && hay.length === target.length) exact.push(e);
    else if (at === 0) prefix.push(e);
    else if (at > 0) infix.push(e);
    if (exact.length >= limit) break;
  }
  let found: Suggestion[] = [...exact, ...prefix, ...infix].slice(0, limit).map((e) => ({ entry: e, typo: false }));
  // Typos: only for longer words (≥ 3 syllables ≈ 6 jamo), at most 2 jamo edits.
  if (found.length < 3 && !cho && target.length >= 6) {
    const max = target.length >= 9 ? 2 : 1;
    const typo = dict
      .filter((e) => !found.some((f) => f.entry === e))
      .map((e) => ({ e, d: editDistance(target, e.flatJamo.slice(0, target.length), max) }))
      .filter((x) => x.d <= max)
      .sort((a, b) => a.d - b.d || b.e.weight - a.e.weight)
      .slice(0, limit - found.length);
    found = [...found, ...typo.map((t) => ({ entry: t.e, typo: true }))];
  }
  if (s.generation === generation) s.caches.suggestions.set(key, found);
  return found;
}

/** The shortest keyword (in jamo) a "did you mean" correction is looked for: two syllables, one with a final consonant (전보 → 전복). */
export const CORRECTION_MIN_JAMO = 5;

/**
 * The "did you mean" word for a keyword that found nothing (issue 30): the dictionary word (a
 * product word, phrase or origin — never a shop) whose whole jamo is closest to the keyword's,
 * within 1 edit (2 from 9 jamo on), a swap of neighbours counting as one (editDistance); the
 * heavier word on a tie. Whole words, not prefixes: autocomplete's prefix typos would "correct"
 * a keyword to any longer word that merely begins like it. Null below CORRECTION_MIN_JAMO or when
 * no word is close enough. Cached per index stamp.
 */
export async function correctionFor(db: Db, s: IndexState, keyword: string): Promise<KeywordEntry | null> {
  const target = jamoOf(keyword);
  const key = `correction|${target}`;
  const hit = s.caches.suggestions.get(key) as { entry: KeywordEntry | null } | undefined;
  if (hit) return hit.entry;
  const generation = s.generation;
  let best: { e: KeywordEntry; d: number } | null = null;
  if (target.length >= CORRECTION_MIN_JAMO && !isChoseongQuery(keyword)) {
    const max = target.length >= 9 ? 2 : 1;
    for (const e of await dictionary(db, s)) {
      if (e.kind === 'shop' || e.flatJamo === target) continue;
      const d = editDistance(target, e.flatJamo, max);
      // The dictionary is ordered by weight: a later word wins only when it is closer.
      if (d <= max && (!best || d < best.d)) best = { e, d };
    }
  }
  if (s.generation === generation) s.caches.suggestions.set(key, { entry: best?.e ?? null });
  return best?.e ?? null;
}

/** GET /api/v2/auto-keyword: up to 10 suggestions with the matched range for highlighting. */
export async function autoKeyword(db: Db, keyword: string) {
  const normalized = normalizeKeyword(keyword);
  const found = await withDeadline(indexState(db).then((s) => suggest(db, s, normalized, 10)));
  return {
    keyword: normalized,
    items: found.map(({ entry, typo }) => ({ keyword: entry.keyword, kind: entry.kind, highlight: typo ? null : matchRange(entry.keyword, normalized) })),
  };
}
