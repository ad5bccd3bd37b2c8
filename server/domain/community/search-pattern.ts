/**
 * The Korean match of the community search (issue 15; docs/decisions/023-community-search.md) as
 * one PostgreSQL regular expression, so that posts need no stored search keys (no migration) and a
 * post is searchable the moment it is written, edited, hidden or deleted.
 *
 * The keyword's keys come from server/infra/hangul.ts (the product search's, es-hangul): its compact
 * form (NFC, lowercase, no spaces) is turned into a pattern over the post's own text where
 *   - every character may be separated from the next by spaces: '대게찜' finds '대게 찜' and
 *     '대게 찜' finds '대게찜' (both are the compact '대게찜');
 *   - an initial consonant stands for any syllable that starts with it ('ㄷㄱ' → [다-딯][가-깋]: 대게,
 *     단감 …) or for itself ('ㅋㅋ' finds 'ㅋㅋ') — 초성 search, for queries of 2+ consonants;
 *   - a trailing consonant after a syllable is a syllable still being typed ('대ㄱ' → 대 then a
 *     syllable of ㄱ, or 댁/댃: the syllables whose jamo continue ㄷㅐ with ㄱ), as the product search's
 *     mid-syllable rule;
 *   - anything else (latin, digits, punctuation) is literal (regex metacharacters escaped); a
 *     keyword with latin letters is matched case-insensitively (`~*`, ILIKE).
 * Complete syllables match as syllables: '굴' does not find '구례', as in the product search.
 */
import { compactOf, escapeLike, isChoseongQuery, jamoOf } from '@server/infra/hangul.js';

/** The 19 initial consonants in Unicode order: syllables of initial i are U+AC00 + i·588 … + 587. */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const SYLLABLES_PER_INITIAL = 588;
const FINALS_PER_VOWEL = 28;
const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;
/** Between two characters of the keyword: any run of white space (spacing-free matching). */
const GAP = '\\s*';

export type PatternKind = 'word' | 'choseong' | 'partial';

export interface SearchPattern {
  /** 'word': complete syllables and literals; 'choseong': 2+ initial consonants; 'partial': ends mid-syllable. */
  kind: PatternKind;
  /** The regular expression (PostgreSQL ARE) a title or body must contain. */
  source: string;
  /** The same, anchored: the whole title (spaces around ignored) is the keyword. */
  whole: string;
  /** Whether bodies are searched too (초성 queries match titles only: in bodies nearly everything matches). */
  inContent: boolean;
  /**
   * LIKE patterns one of which every match contains — the keyword's characters in order, '대게찜' →
   * ['%대%게%찜%']; for a syllable being typed one per way it may end, '대ㄱ' → ['%대%', '%댁%', '%댃%']
   * — a cheap filter before the regex. Empty for 초성 keywords.
   */
  likes: string[];
  /** Whether the keyword has cased letters (latin …): then it is matched case-insensitively (`~*`, ILIKE). */
  cased: boolean;
  /** The compact keyword the pattern was made from. */
  compact: string;
}

const isSyllable = (code: number) => code >= FIRST_SYLLABLE && code <= LAST_SYLLABLE;

/** Escape the metacharacters of PostgreSQL's advanced regular expressions (user text matched literally). */
export function escapeRegex(s: string): string {
  return s.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);
}

/** Any syllable that starts with the initial consonant `c`, or `c` itself; null when `c` cannot start a syllable (ㄳ …). */
function initialClass(c: string): string | null {
  const i = INITIALS.indexOf(c);
  if (i < 0) return null;
  const first = FIRST_SYLLABLE + i * SYLLABLES_PER_INITIAL;
  return `[${String.fromCharCode(first)}-${String.fromCharCode(first + SYLLABLES_PER_INITIAL - 1)}${c}]`;
}

/**
 * Syllables whose jamo are those of `syllable` followed by the consonant `c`: the syllable with
 * `c` as (the start of) its final consonant ('대' + ㄱ → 댁, 댃; '달' + ㄱ → 닭).
 */
function withFinal(syllable: string, c: string): string[] {
  const code = syllable.charCodeAt(0);
  const base = code - ((code - FIRST_SYLLABLE) % FINALS_PER_VOWEL);
  const want = jamoOf(syllable) + c;
  const out: string[] = [];
  for (let f = 1; f < FINALS_PER_VOWEL; f++) {
    const candidate = String.fromCharCode(base + f);
    if (jamoOf(candidate).startsWith(want)) out.push(candidate);
  }
  return out;
}

/**
 * The pattern of a keyword, or null when nothing is left to search (only spaces or invisible marks).
 * Pure: the same keyword always gives the same pattern.
 */
export function searchPattern(keyword: string): SearchPattern | null {
  const compact = compactOf(keyword);
  const chars = [...compact];
  if (chars.length === 0) return null;
  const choseong = isChoseongQuery(compact) && chars.length >= 2;
  const pieces = chars.map((ch) => (choseong ? (initialClass(ch) ?? escapeRegex(ch)) : escapeRegex(ch)));
  let kind: PatternKind = choseong ? 'choseong' : 'word';
  const last = chars[chars.length - 1]!;
  const before = chars[chars.length - 2];
  const like = (cs: string[]) => `%${cs.map(escapeLike).join('%')}%`;
  let likes = choseong ? [] : [like(chars)];
  if (!choseong && before !== undefined && isSyllable(before.charCodeAt(0)) && initialClass(last)) {
    // A syllable still being typed: the consonant opens the next syllable or closes this one.
    const closed = withFinal(before, last);
    const open = `${escapeRegex(before)}${GAP}${initialClass(last)}`;
    pieces.splice(pieces.length - 2, 2, closed.length ? `(?:${open}|[${closed.join('')}])` : open);
    kind = 'partial';
    const head = chars.slice(0, -2);
    likes = [before, ...closed].map((end) => like([...head, end]));
  }
  const source = pieces.join(GAP);
  return { kind, source, whole: `^\\s*${source}\\s*$`, inContent: !choseong, likes, cased: compact !== compact.toUpperCase(), compact };
}
