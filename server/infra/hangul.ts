/**
 * Korean text keys for search (issue 4), built on es-hangul rather than our own tables.
 *   compact  — NFC, lowercase, without spaces:            '햇 사과 5KG' → '햇사과5kg'
 *   jamo     — compact decomposed into jamo:              '사과' → 'ㅅㅏㄱㅗㅏ', '사ㄱ' → 'ㅅㅏㄱ'
 *   choseong — initial consonants of each syllable, other characters kept: '사과5kg' → 'ㅅㄱ5kg'
 * Matching a query's jamo inside a product's jamo covers 1–2 syllable words, mid-syllable
 * typing and spacing differences; the choseong key covers 초성 queries; trigram similarity on
 * jamo covers typos. Pure functions, shared by the server and its tests.
 */
import { disassemble, getChoseong } from 'es-hangul';

const HANGUL_SYLLABLE = /[가-힣]/;
const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;
// Control characters (\p{Cc}: C0, DEL, C1) and zero-width/bidi marks are not search text.
const CONTROL = /\p{Cc}/u;
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;

/** NFC, lowercase, invisible marks removed, spaces collapsed and trimmed. */
export function normalizeKeyword(input: string): string {
  return input.normalize('NFC').replace(INVISIBLE, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function hasControlCharacters(input: string): boolean {
  return CONTROL.test(input);
}

/** Spacing-free form used for matching ('햇 사과' = '햇사과'). */
export function compactOf(input: string): string {
  return normalizeKeyword(input).replace(/\s+/g, '');
}

/** Jamo decomposition of the compact form (non-Hangul characters pass through). */
export function jamoOf(input: string): string {
  return disassemble(compactOf(input));
}

/** Initial consonants of Hangul syllables; other characters (digits, latin, lone jamo) kept in place. */
export function choseongOf(input: string): string {
  let out = '';
  for (const ch of compactOf(input)) out += HANGUL_SYLLABLE.test(ch) ? getChoseong(ch) : ch;
  return out;
}

/** True for queries made only of initial consonants, e.g. 'ㅅㄱ'. */
export function isChoseongQuery(input: string): boolean {
  return CHOSEONG_ONLY.test(compactOf(input));
}

/** The search keys of one text. */
export function searchKeys(text: string) {
  return { compact: compactOf(text), jamo: jamoOf(text), choseong: choseongOf(text) };
}

/** Escape LIKE wildcards so user input is matched literally. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Where the query matches inside a display string, in UTF-16 indices of `display`, for
 * highlighting: by jamo (prefix or infix, spacing-insensitive) or by choseong.
 * Returns null when there is no match.
 */
export function matchRange(display: string, query: string): { start: number; end: number } | null {
  const q = compactOf(query);
  if (!q) return null;
  const chars = [...display];
  // Map each non-space display character to its jamo / choseong span.
  const units: Array<{ index: number; jamo: string; cho: string }> = [];
  let offset = 0;
  for (const ch of chars) {
    if (!/\s/.test(ch)) {
      const lower = ch.toLowerCase();
      units.push({ index: offset, jamo: disassemble(lower), cho: HANGUL_SYLLABLE.test(lower) ? getChoseong(lower) : lower });
    }
    offset += ch.length;
  }
  const useCho = isChoseongQuery(q);
  const target = useCho ? q : disassemble(q);
  const pieces = units.map((u) => (useCho ? u.cho : u.jamo));
  const joined = pieces.join('');
  const at = joined.indexOf(target);
  if (at < 0) return null;
  // Convert the jamo offset back to display units.
  let pos = 0;
  let startUnit = -1;
  let endUnit = -1;
  for (let i = 0; i < pieces.length; i++) {
    const next = pos + pieces[i].length;
    if (startUnit < 0 && at < next) startUnit = i;
    if (startUnit >= 0 && at + target.length <= next) {
      endUnit = i;
      break;
    }
    pos = next;
  }
  if (startUnit < 0 || endUnit < 0) return null;
  const last = units[endUnit];
  const lastChar = display.codePointAt(last.index)! > 0xffff ? 2 : 1;
  return { start: units[startUnit].index, end: last.index + lastChar };
}
