/**
 * The matching form of a text for the banned-words filter (issue 15; issue 29 item 6;
 * docs/decisions/019-banned-words.md): a stream of jamo and Latin units with their roles, tokens
 * and source positions, so that an evasion compares equal to the listed word.
 *
 * Steps, per character of the text (positions keep pointing at the caller's characters):
 *   1. Invisible characters go: every Default_Ignorable_Code_Point (zero-width space and joiners,
 *      U+2060, U+FEFF, soft hyphen, the Hangul fillers U+3164, U+FFA0, U+115F, U+1160 …), format
 *      and control characters, combining marks. They separate nothing.
 *   2. NFKC (full-width ｆｕｃｋ, halfwidth ﾡ, circled ㉠), conjoining jamo → compatibility jamo,
 *      Latin diacritics dropped (fück), Cyrillic/Greek/small-capital look-alikes → Latin
 *      ({@link CONFUSABLE_LATIN}: ѕhit, ƒuck).
 *   3. Inside a run (text between spaces) that holds Hangul: look-alikes of jamo (1 l i I | ! → ㅣ,
 *      0 o O → ㅇ, 7 → ㄱ, H → ㅐ, ^ 人 → ㅅ, 己 → ㄹ, 口 → ㅁ, 卜 ト → ㅏ, 一 ー → ㅡ) and the lone
 *      vowels ㅡ ㅣ ㆍ are optional units: read as the jamo, or skipped as separators inside a match
 *      (ㅅ1발, 시1발, 시ㅡ발); an 8 right after a syllable reads as 발 (시8, 씨8새) or is skipped (존8나), unless it is a
 *      number (3시8분, 수박씨 8개, 18일: a digit before the syllable, a digit or counter after);
 *      a c before a syllable reads as 씨 (c발).
 *   4. In runs without Hangul: leet digits and symbols read as letters (sh1t, $hit), v also as u
 *      (fvck), and * # % _ between letters as a masked letter (f*ck, f#ck, s**t).
 *   5. With `romanize` (the matcher's second reading): Latin chunks that spell Korean syllables
 *      (병sin, 카지no, ssibal, byungsin) become those syllables; ambiguous letters keep every
 *      reading (k → ㄱ|ㅋ, final t → ㄷ|ㅅ|ㅈ …). A capitalised name (Jonna, Jinro) is left as it is.
 *   6. Syllables split into jamo (es-hangul `disassemble` for compound vowels and finals), each
 *      keeping its role (initial, vowel, final; lone jamo match any role).
 *   7. Spaces, punctuation and other digits are gaps between tokens, not units; repeats collapse
 *      (fuuuck, 시이이발, 시ㅣ발, 병시인 → 병신) or, doubled lone jamo, become optional (ㅅㅅㅣㅣ).
 */
import { disassemble } from 'es-hangul';

/** C initial, V vowel, F final (of a syllable), L lone jamo (any role), X any other letter. */
export type Role = 'C' | 'V' | 'F' | 'L' | 'X';

/** One unit of the matching form. */
export interface Unit {
  /** a compatibility jamo, a lowercase letter, or '*' (a masked Latin letter) */
  j: string;
  /** other readings: a look-alike's Latin letter, a romanised letter's other jamo, v's u */
  alts?: readonly string[];
  role: Role;
  /** a look-alike or separator vowel that may also be skipped inside a match */
  opt?: boolean;
  /** a masking symbol next to a Latin letter (f*ck): any letter (also optional: f_u_c_k) */
  wild?: boolean;
  /** token index (gaps — spaces, punctuation — start a new token) */
  tok: number;
  /** syllable index into `syllables`, -1 when not part of a syllable */
  syl: number;
  /** the caller's characters this unit came from (UTF-16 [start, end)) */
  start: number;
  end: number;
}

/** A text's units and the syllables they belong to (for the particle rule). */
export interface Normalized {
  units: Unit[];
  syllables: string[];
  /** whether a second reading with `romanize` could differ (the text has a Latin chunk of 2+ letters) */
  latinChunks: boolean;
}

export const CHO = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
export const JUNG = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
export const JONG = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];

const IGNORED = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\p{M}]/u;
const SPACE = /\s/u;
const LETTER = /\p{L}/u;

/**
 * Look-alikes of Latin letters (UTS #39 confusables.txt, the entries whose skeleton is one Latin
 * letter, limited to the scripts a keyboard or a copy-paste gives: Cyrillic, Greek, IPA and small
 * capitals, a few Latin letters NFKC and mark removal leave alone). Upper case first (Greek Η is
 * H, its lower case η is n), then lower case.
 */
export const CONFUSABLE_LATIN: Readonly<Record<string, string>> = {
  // Cyrillic capitals
  А: 'a',
  В: 'b',
  Е: 'e',
  Ѕ: 's',
  І: 'i',
  Ј: 'j',
  К: 'k',
  М: 'm',
  Н: 'h',
  О: 'o',
  Р: 'p',
  С: 'c',
  Т: 't',
  Х: 'x',
  У: 'y',
  Ү: 'y',
  Ԁ: 'd',
  Ԛ: 'q',
  Ԝ: 'w',
  Ӏ: 'l',
  // Greek capitals
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'i',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
  // Cyrillic small
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ү: 'y',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ь: 'b',
  ѵ: 'v',
  // Greek small
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  γ: 'y',
  μ: 'u',
  ϲ: 'c',
  ϳ: 'j',
  // Latin letters without a decomposition, IPA, small capitals
  ı: 'i',
  ſ: 's',
  ɑ: 'a',
  ɡ: 'g',
  ɩ: 'i',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ƒ: 'f',
  ʋ: 'u',
  ℓ: 'l',
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ғ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
};

/** Look-alikes of jamo inside runs that hold Hangul: [jamo, Latin reading or '', optional (may be a separator)]. */
const JAMO_LOOKALIKE: Readonly<Record<string, readonly [string, string, boolean]>> = {
  '1': ['ㅣ', 'i', true],
  l: ['ㅣ', 'l', true],
  L: ['ㅣ', 'l', true],
  i: ['ㅣ', 'i', true],
  I: ['ㅣ', 'i', true],
  '|': ['ㅣ', 'l', true],
  '!': ['ㅣ', 'i', true],
  丨: ['ㅣ', '', true],
  '0': ['ㅇ', 'o', true],
  o: ['ㅇ', 'o', true],
  O: ['ㅇ', 'o', true],
  '7': ['ㄱ', 't', true],
  H: ['ㅐ', 'h', true],
  '^': ['ㅅ', '^', true],
  人: ['ㅅ', '', false],
  己: ['ㄹ', '', false],
  口: ['ㅁ', '', false],
  卜: ['ㅏ', '', false],
  ト: ['ㅏ', '', false],
  一: ['ㅡ', '', true],
  ー: ['ㅡ', '', true],
  '─': ['ㅡ', '', true],
  '━': ['ㅡ', '', true],
};
/** Lone vowels written as separators between syllables (시ㅡ발, 씨ㅣ발, 개ㆍ새끼). */
const SEPARATOR_VOWELS = new Set(['ㅡ', 'ㅣ', 'ㆍ']);
/** Leet readings inside Latin runs (sh1t, $hit, f4g…). */
const LATIN_LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  $: 's',
  '@': 'a',
  '!': 'i',
  '|': 'l',
  '+': 't',
  '€': 'e',
};
const V_AS_U = ['u'];
/** Symbols that mask a letter between Latin letters (f*ck, f#ck, f%ck, f_ck). */
const MASKS = new Set(['*', '#', '%', '_']);
/** What a number is followed by (8개, 8시, 8kg): an 8 before one of these is a number, not 발. */
const COUNTERS = new Set([...'개명번분시일월년초세살원호층차회장병팩통인권대마송알봉단근되줄컵잔판칸평리톤배위등강부곡켤쪽박포봉캔곳군가']);

function conjoiningToCompat(cp: number): string | null {
  if (cp >= 0x1100 && cp <= 0x1112) return CHO[cp - 0x1100];
  if (cp >= 0x1161 && cp <= 0x1175) return JUNG[cp - 0x1161];
  if (cp >= 0x11a8 && cp <= 0x11c2) return JONG[cp - 0x11a7];
  return null;
}

/** Vowel and final jamo split into their parts (ㅘ → ㅗㅏ, ㄺ → ㄹㄱ), as es-hangul `disassemble` does; computed once. */
const JUNG_PARTS = [...JUNG].map((v) => [...disassemble(v)]);
const JONG_PARTS = JONG.map((f) => [...disassemble(f)]);
const COMPAT_PARTS = new Map<string, string[]>();
for (let cp = 0x3131; cp <= 0x318e; cp++) COMPAT_PARTS.set(String.fromCharCode(cp), [...disassemble(String.fromCharCode(cp))]);

const isSyllable = (c: string) => c >= '가' && c <= '힣';
const isCompatJamo = (c: string) => c >= 'ㄱ' && c <= 'ㆎ';
const isHangul = (c: string) => isSyllable(c) || isCompatJamo(c);
const isAsciiLetter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/* ------------------------------------------------------------ romanisation (step 5) */

/** Spellings of initials, vowels and finals, longest first; each with its jamo readings (first = the usual one). */
const R_INITIALS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['ssh', ['ㅆ']],
  ['kk', ['ㄲ']],
  ['gg', ['ㄲ']],
  ['tt', ['ㄸ']],
  ['dd', ['ㄸ']],
  ['pp', ['ㅃ']],
  ['bb', ['ㅃ']],
  ['ss', ['ㅆ']],
  ['jj', ['ㅉ']],
  ['zz', ['ㅉ']],
  ['ch', ['ㅊ', 'ㅉ']],
  ['sh', ['ㅅ']],
  ['kh', ['ㅋ']],
  ['th', ['ㅌ']],
  ['ph', ['ㅍ']],
  ['g', ['ㄱ']],
  ['k', ['ㄱ', 'ㅋ']],
  ['n', ['ㄴ']],
  ['d', ['ㄷ']],
  ['t', ['ㄷ', 'ㅌ']],
  ['r', ['ㄹ']],
  ['l', ['ㄹ']],
  ['m', ['ㅁ']],
  ['b', ['ㅂ']],
  ['p', ['ㅂ', 'ㅍ']],
  ['s', ['ㅅ']],
  ['j', ['ㅈ']],
  ['z', ['ㅈ']],
  ['h', ['ㅎ']],
  ['f', ['ㅍ']],
  ['v', ['ㅂ']],
  ['', ['ㅇ']],
];
const R_VOWELS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['yeo', ['ㅕ']],
  ['yae', ['ㅒ']],
  ['wae', ['ㅙ']],
  ['eo', ['ㅓ']],
  ['ae', ['ㅐ', 'ㅔ']],
  ['ya', ['ㅑ']],
  ['ye', ['ㅖ', 'ㅕ']],
  ['yo', ['ㅛ']],
  ['yu', ['ㅠ', 'ㅕ']],
  ['wa', ['ㅘ']],
  ['wo', ['ㅝ']],
  ['we', ['ㅞ', 'ㅙ']],
  ['wi', ['ㅟ']],
  ['oe', ['ㅚ']],
  ['ui', ['ㅢ', 'ㅟ']],
  ['eu', ['ㅡ']],
  ['ee', ['ㅣ']],
  ['oo', ['ㅜ']],
  ['a', ['ㅏ']],
  ['e', ['ㅔ', 'ㅐ', 'ㅓ']],
  ['i', ['ㅣ']],
  ['o', ['ㅗ', 'ㅓ']],
  ['u', ['ㅜ', 'ㅓ', 'ㅡ']],
];
const R_FINALS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['ng', ['ㅇ']],
  ['ss', ['ㅆ']],
  ['k', ['ㄱ']],
  ['g', ['ㄱ']],
  ['n', ['ㄴ']],
  ['t', ['ㄷ', 'ㅅ', 'ㅈ', 'ㅊ', 'ㅌ', 'ㅆ']],
  ['d', ['ㄷ']],
  ['l', ['ㄹ']],
  ['r', ['ㄹ']],
  ['m', ['ㅁ']],
  ['p', ['ㅂ', 'ㅍ']],
  ['b', ['ㅂ']],
  ['s', ['ㅅ', 'ㅆ']],
  ['', ['']],
];
const R_VOWEL_START = /[aeiouwy]/;
/** Longest Latin chunk tried (longer ones stay Latin): bounds the parse. */
const ROMANIZE_MAX = 24;

/** A romanised syllable: readings of its initial, vowel and final, and the chunk letters it spans [from, to). */
interface RomanSyllable {
  cho: readonly string[];
  jung: readonly string[];
  jong: readonly string[];
  from: number;
  to: number;
}

/**
 * Read a Latin chunk (lower case) as Korean syllables in the Revised Romanization and its common
 * informal spellings (ssibal, byungsin, gaesaekki), maximal onset, or null when it does not parse.
 */
export function romanizeChunk(chunk: string): RomanSyllable[] | null {
  if (chunk.length < 2 || chunk.length > ROMANIZE_MAX) return null;
  const failed = new Set<number>();
  const parse = (at: number): RomanSyllable[] | null => {
    if (at === chunk.length) return [];
    if (failed.has(at)) return null;
    for (const [ci, cho] of R_INITIALS) {
      if (!chunk.startsWith(ci, at)) continue;
      for (const [vi, jung] of R_VOWELS) {
        const v = at + ci.length;
        if (!chunk.startsWith(vi, v)) continue;
        for (const [fi, jong] of R_FINALS) {
          const f = v + vi.length;
          if (!chunk.startsWith(fi, f)) continue;
          const next = f + fi.length;
          // maximal onset: a consonant followed by a vowel starts the next syllable
          if (fi && next < chunk.length && R_VOWEL_START.test(chunk[next])) continue;
          const rest = parse(next);
          if (rest) return [{ cho, jung, jong, from: at, to: next }, ...rest];
        }
      }
    }
    failed.add(at);
    return null;
  };
  return parse(0);
}

/* ------------------------------------------------------------ the units */

interface Cell {
  /** one folded character */
  c: string;
  start: number;
  end: number;
}

/** Step 1–2: the text's characters folded, invisible ones gone, each with its source position. */
function foldCells(text: string): Cell[] {
  const cells: Cell[] = [];
  let index = 0;
  for (const raw of text) {
    const start = index;
    const end = index + raw.length;
    index = end;
    if (raw.length === 1 && raw <= '\u007f') {
      if (SPACE.test(raw)) cells.push({ c: ' ', start, end });
      else if (!IGNORED.test(raw)) cells.push({ c: raw, start, end });
      continue;
    }
    if (isSyllable(raw) || (isCompatJamo(raw) && raw !== '\u3164')) {
      cells.push({ c: raw, start, end });
      continue;
    }
    if (SPACE.test(raw)) {
      cells.push({ c: ' ', start, end });
      continue;
    }
    if (IGNORED.test(raw)) continue;
    const compat = conjoiningToCompat(raw.codePointAt(0)!);
    if (compat) {
      cells.push({ c: compat, start, end });
      continue;
    }
    for (const n of raw.normalize('NFKC')) {
      if (SPACE.test(n)) {
        cells.push({ c: ' ', start, end });
        continue;
      }
      if (IGNORED.test(n)) continue;
      const nc = conjoiningToCompat(n.codePointAt(0)!);
      if (nc || isHangul(n)) {
        cells.push({ c: nc ?? n, start, end });
        continue;
      }
      const look = CONFUSABLE_LATIN[n];
      if (look) {
        cells.push({ c: look, start, end });
        continue;
      }
      // fück → fuck: a Latin letter with marks is its base letter
      for (const d of n.normalize('NFD')) if (!IGNORED.test(d)) cells.push({ c: CONFUSABLE_LATIN[d] ?? d, start, end });
    }
  }
  return cells;
}

/**
 * The matching form of a text (see the file header). Pure; the matcher reads every text twice when
 * it has Latin chunks, without and with `romanize`.
 */
export function normalizeForMatch(text: string, opts: { romanize?: boolean } = {}): Normalized {
  const cells = foldCells(text);
  const units: Unit[] = [];
  const syllables: string[] = [];

  // runs (between spaces): does each hold Hangul, Latin letters?
  const runHangul = new Array<boolean>(cells.length);
  const runLatin = new Array<boolean>(cells.length);
  for (let from = 0; from < cells.length;) {
    let to = from;
    let h = false;
    let l = false;
    for (; to < cells.length && cells[to].c !== ' '; to++) {
      if (isHangul(cells[to].c)) h = true;
      else if (isAsciiLetter(cells[to].c)) l = true;
    }
    for (let k = from; k < to; k++) {
      runHangul[k] = h;
      runLatin[k] = l;
    }
    from = to + 1;
  }

  // Latin chunks (maximal runs of ASCII letters) and, with `romanize`, their syllables
  let latinChunks = false;
  const romanAt = new Map<number, { syllables: RomanSyllable[]; to: number }>();
  for (let k = 0; k < cells.length;) {
    if (!isAsciiLetter(cells[k].c)) {
      k++;
      continue;
    }
    let to = k;
    while (to < cells.length && isAsciiLetter(cells[to].c)) to++;
    const chunk = cells.slice(k, to).map((x) => x.c);
    // a capitalised name (Jonna, Jinro) is not read as Korean
    const name = /^[A-Z][a-z]+$/.test(chunk.join(''));
    if (to - k >= 2 && !name) {
      latinChunks = true;
      if (opts.romanize) {
        const read = romanizeChunk(chunk.join('').toLowerCase());
        if (read) romanAt.set(k, { syllables: read, to });
      }
    }
    k = to;
  }

  let tok = 0;
  let gap = false;
  let last: { vowels: number; final: boolean } | null = null;
  const push = (j: string, role: Role, syl: number, start: number, end: number, alts?: readonly string[], opt?: boolean, wild?: boolean) => {
    if (gap) {
      tok++;
      gap = false;
    }
    const prev = units[units.length - 1];
    const repeat = prev !== undefined && !alts && !prev.alts && !wild && !prev.wild && prev.j === j && prev.role === role;
    // repeats: doubled Latin letters collapse (fuuuck); a doubled lone jamo may be read or skipped
    // (ㅅㅅㅣㅣㅂㅂ, but ㅈㅏㅇㅇㅏㄴ is 장안)
    if (repeat && role === 'X') {
      prev.end = end;
      return;
    }
    const unit: Unit = { j, role, tok, syl, start, end };
    if (alts) unit.alts = alts;
    if (opt || (repeat && role === 'L')) unit.opt = true;
    if (wild) unit.wild = true;
    units.push(unit);
  };
  const extendLast = (end: number) => {
    const prev = units[units.length - 1];
    if (prev) prev.end = end;
  };
  const alt = (list: readonly string[]) => (list.length > 1 ? list.slice(1) : undefined);
  /**
   * Elongation: 이 after 시 or 쒸, 아 after 바 (ㅇ + the same vowel, or the last part of a compound
   * one, after a syllable without a final) joins the syllable before; with a final, so does the
   * final (병시인 → 병신, 조온나 → 존나). @returns whether it was one
   */
  const elongation = (cho: readonly string[], vowel: number, jong: readonly string[], end: number): boolean => {
    if (cho.length !== 1 || cho[0] !== 'ㅇ' || !last || last.final) return false;
    if (last.vowels !== vowel && JUNG_PARTS[last.vowels].at(-1) !== JUNG[vowel]) return false;
    if (jong[0] === '') {
      extendLast(end);
      return true;
    }
    const syl = units[units.length - 1].syl;
    const start = units[units.length - 1].start;
    for (const f of JONG_PARTS[JONG.indexOf(jong[0])]) push(f, 'F', syl, start, end, alt(jong));
    last = { vowels: vowel, final: true };
    return true;
  };
  /** A syllable from its readings (the first of each is the usual one): romanised Latin, 8, c. */
  const syllableOf = (text: string, cho: readonly string[], vowel: number, jung: readonly string[], jong: readonly string[], start: number, end: number) => {
    if (elongation(cho, vowel, jong, end)) return;
    const syl = syllables.push(text) - 1;
    push(cho[0], 'C', syl, start, end, alt(cho));
    // vowel readings of one length (ㅢ|ㅟ): part by part
    const parts = jung.map((v) => JUNG_PARTS[JUNG.indexOf(v)]);
    for (let p = 0; p < parts[0].length; p++) {
      const readings = [...new Set(parts.map((x) => x[p]).filter((x) => x !== undefined))];
      push(readings[0], 'V', syl, start, end, alt(readings));
    }
    if (jong[0] !== '') {
      const fparts = jong.map((f) => JONG_PARTS[JONG.indexOf(f)]);
      for (let p = 0; p < fparts[0].length; p++) {
        const readings = [...new Set(fparts.map((x) => x[p]).filter((x) => x !== undefined))];
        push(readings[0], 'F', syl, start, end, alt(readings));
      }
    }
    last = { vowels: vowel, final: jong[0] !== '' };
  };
  /** A Hangul syllable of the text (the fast path: one reading). */
  const syllable = (ch: string, start: number, end: number) => {
    const idx = ch.charCodeAt(0) - 0xac00;
    const cho = CHO[Math.floor(idx / 588)];
    const vowel = Math.floor((idx % 588) / 28);
    const jong = idx % 28;
    if (cho === 'ㅇ' && last && !last.final && elongation([cho], vowel, [JONG[jong]], end)) return;
    const syl = syllables.push(ch) - 1;
    push(cho, 'C', syl, start, end);
    for (const v of JUNG_PARTS[vowel]) push(v, 'V', syl, start, end);
    if (jong) for (const f of JONG_PARTS[jong]) push(f, 'F', syl, start, end);
    last = { vowels: vowel, final: jong > 0 };
  };
  const lone = (jamo: string, inHangul: boolean, start: number, end: number) => {
    // a lone vowel repeating the last syllable's vowel is elongation (시ㅣ발)
    if (last && !last.final && JUNG.indexOf(jamo) === last.vowels) return extendLast(end);
    const opt = inHangul && SEPARATOR_VOWELS.has(jamo);
    for (const p of COMPAT_PARTS.get(jamo) ?? [jamo]) push(p, 'L', -1, start, end, undefined, opt);
    last = null;
  };
  /** An 8 read as 발 (시8, 씨8새): right after a syllable or jamo, and not a number (3시8분, 씨 8개, 8kg). */
  const eightIsBal = (k: number) => {
    const prev = cells[k - 1]?.c;
    const next = cells[k + 1]?.c;
    if (prev === undefined || !isHangul(prev) || isDigit(cells[k - 2]?.c)) return false;
    return !(next !== undefined && (isDigit(next) || isAsciiLetter(next) || COUNTERS.has(next)));
  };

  for (let k = 0; k < cells.length; k++) {
    const { c, start, end } = cells[k];
    if (isSyllable(c)) {
      syllable(c, start, end);
      continue;
    }
    if (c === ' ') {
      gap = true;
      last = null;
      continue;
    }
    const roman = romanAt.get(k);
    if (roman) {
      for (const s of roman.syllables) {
        const text = String.fromCharCode(0xac00 + (CHO.indexOf(s.cho[0]) * 21 + JUNG.indexOf(s.jung[0])) * 28 + JONG.indexOf(s.jong[0]));
        syllableOf(text, s.cho, JUNG.indexOf(s.jung[0]), s.jung, s.jong, cells[k + s.from].start, cells[k + s.to - 1].end);
      }
      k = roman.to - 1;
      continue;
    }
    if (runHangul[k]) {
      const look = JAMO_LOOKALIKE[c];
      if (look) {
        push(look[0], 'L', -1, start, end, look[1] ? [look[1]] : undefined, look[2]);
        last = null;
        continue;
      }
      if ((c === 'c' || c === 'C') && isSyllable(cells[k + 1]?.c ?? '') && !isAsciiLetter(cells[k - 1]?.c ?? '')) {
        // c발, C팔: the letter's name read as 씨
        syllableOf('씨', ['ㅆ', 'ㅅ'], JUNG.indexOf('ㅣ'), ['ㅣ'], [''], start, end);
        continue;
      }
      if (c === '8' && eightIsBal(k)) {
        // read as 발, or skipped as a separator (존8나): every unit optional
        const from = units.length;
        syllableOf('발', ['ㅂ', 'ㅍ', 'ㅃ'], 0, ['ㅏ'], ['ㄹ'], start, end);
        for (let u = from; u < units.length; u++) units[u].opt = true;
        continue;
      }
    }
    if (isCompatJamo(c)) {
      lone(c, runHangul[k], start, end);
      continue;
    }
    last = null;
    const latinOnly = !runHangul[k] && runLatin[k];
    if (latinOnly && LATIN_LEET[c]) {
      push(LATIN_LEET[c], 'X', -1, start, end);
      continue;
    }
    if (latinOnly && MASKS.has(c) && (isAsciiLetter(cells[k - 1]?.c ?? '') || isAsciiLetter(cells[k + 1]?.c ?? '') || MASKS.has(cells[k - 1]?.c ?? ''))) {
      // a masked letter (f*ck) or a separator (f_u_c_k): read as any letter, or skipped
      push('*', 'X', -1, start, end, undefined, true, true);
      continue;
    }
    if (LETTER.test(c)) {
      const lower = c.toLowerCase();
      push(lower, 'X', -1, start, end, lower === 'v' && latinOnly ? V_AS_U : undefined);
      continue;
    }
    gap = true;
  }
  return { units, syllables, latinChunks };
}
