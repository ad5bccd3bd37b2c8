/**
 * Banned words in community text (SPEC §5 "A banned-words validation exists for community text";
 * §7 GET /api/v1/community/bannedwords-validation; issue 15). Every community write (title, body,
 * reply, survey option) and the nickname go through {@link assertNoBannedWords}.
 *
 * The list is the operator-edited `banned_words` table: 'block' words and 'allow' exceptions
 * (시발역, 개발 …). Decisions: docs/decisions/019-banned-words.md.
 *
 * Matching runs on a normalised jamo stream ({@link normalizeForMatch}), so Hangul evasions compare
 * equal to the listed word:
 *   1. per character NFKC (full-width ｆｕｃｋ, halfwidth ﾡ jamo, circled ㉠), conjoining jamo
 *      (decomposed 시발) mapped to compatibility jamo;
 *   2. zero-width and format characters, control characters and combining marks removed (they
 *      split nothing);
 *   3. look-alikes inside a run that holds Hangul (1 l i I | ! → ㅣ, 0 o O → ㅇ, 7 → ㄱ, H → ㅐ,
 *      ^ → ㅅ) become optional jamo: read as the jamo or skipped as a separator (ㅅ1발 and 시1발);
 *      in Latin runs, leet digits read as letters (sh1t);
 *   4. syllables decomposed into jamo with es-hangul `disassemble`, each jamo keeping its role
 *      (initial, vowel, final; lone jamo match any role), so ㅅㅣㅂㅏㄹ = 시발 but 갓밥 ≠ ㅅㅂ;
 *   5. spaces, punctuation and other digits are gaps between tokens, not units;
 *   6. repeats collapsed: doubled lone jamo (ㅅㅅㅣㅂ), doubled Latin letters (fuuuck) and vowel
 *      elongation (시이이발).
 * A match must cover whole syllables. A match that crosses a gap must start at a token's start and
 * may leave only a particle of its last token ("시 발아" is caught, "다시 발라" and "두 병 신청"
 * are not). An 'allow' word excuses a block match only when it covers that match's span, so
 * "시발역에서 시발" is still refused.
 */
import { disassemble } from 'es-hangul';
import { bannedWords } from '@server/db/schema/index.js';
import type { Db } from '@server/db/client.js';
import { ApiError } from '@server/errors.js';
import { cacheMaxAgeMs, onCacheMessage, publishCacheMessage } from '@server/infra/cache/cache-bus.js';

/** A word of the list: 'block' (refused) or 'allow' (an exception covering a blocked span). */
export interface BannedWordEntry {
  word: string;
  kind: 'block' | 'allow';
}

/** A blocked word found in a text: the listed word and the caller's own characters it matched (UTF-16 [start, end)). */
export interface BannedWordHit {
  word: string;
  start: number;
  end: number;
  excerpt: string;
}

/** C initial, V vowel, F final (of a syllable), L lone jamo (any role), X any other letter. */
type Role = 'C' | 'V' | 'F' | 'L' | 'X';

interface Unit {
  j: string;
  /** the Latin reading of a look-alike (ㅣ ← 'i') */
  alt?: string;
  role: Role;
  /** a look-alike that may also be skipped as a separator */
  opt?: boolean;
  /** token index (gaps — spaces, punctuation — start a new token) */
  tok: number;
  /** syllable index into `syllables`, -1 when not part of a syllable */
  syl: number;
  start: number;
  end: number;
}

interface Normalized {
  units: Unit[];
  syllables: string[];
}

const CHO = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const JUNG = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const JONG = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];
const SPACE = /\s/;
const REMOVED = /[\p{Cf}\p{Cc}\p{M}]/u;
const LETTER = /[\p{L}]/u;
/** Look-alikes of jamo inside Hangul runs (before lowercasing), with their Latin reading. */
const JAMO_LOOKALIKE: Record<string, [string, string]> = {
  '1': ['ㅣ', 'i'],
  l: ['ㅣ', 'l'],
  L: ['ㅣ', 'l'],
  i: ['ㅣ', 'i'],
  I: ['ㅣ', 'i'],
  '|': ['ㅣ', 'l'],
  '!': ['ㅣ', 'i'],
  '0': ['ㅇ', 'o'],
  o: ['ㅇ', 'o'],
  O: ['ㅇ', 'o'],
  '7': ['ㄱ', 't'],
  H: ['ㅐ', 'h'],
  '^': ['ㅅ', '^'],
};
/** Leet readings inside Latin runs (sh1t, $hit, f4g…). */
const LATIN_LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', $: 's', '@': 'a', '!': 'i', '|': 'l' };
/** What may follow a gap-crossing match inside its last token: particles and insult endings (시 발아, 병 신이). */
const PARTICLES = new Set([...'아야이가은는을를들도만놈년새같']);

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

const isHangulCode = (cp: number) =>
  (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0x3131 && cp <= 0x318e) || (cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0xffa0 && cp <= 0xffdc);
const isSpaceCode = (cp: number) => cp === 0x20 || (cp >= 0x09 && cp <= 0x0d) || (cp > 0x7f && SPACE.test(String.fromCodePoint(cp)));
const isAsciiLetter = (cp: number) => (cp >= 0x61 && cp <= 0x7a) || (cp >= 0x41 && cp <= 0x5a);

/**
 * The matching form of a text (see the file header): jamo and Latin units with their roles,
 * tokens and source positions. Pure; exported for tests and the ops command.
 */
export function normalizeForMatch(text: string): Normalized {
  const units: Unit[] = [];
  const syllables: string[] = [];
  const chars = Array.from(text);
  // run = characters between whitespace; does it hold Hangul, Latin? (decides how look-alikes read)
  const runHangul = new Array<boolean>(chars.length);
  const runLatin = new Array<boolean>(chars.length);
  for (let from = 0; from < chars.length;) {
    let to = from;
    let h = false;
    let l = false;
    for (; to < chars.length; to++) {
      const cp = chars[to].codePointAt(0)!;
      if (isSpaceCode(cp)) break;
      if (isHangulCode(cp)) h = true;
      else if (isAsciiLetter(cp) || (cp >= 0xff21 && cp <= 0xff5a)) l = true;
    }
    for (let k = from; k < to; k++) {
      runHangul[k] = h;
      runLatin[k] = l;
    }
    runHangul[to] = false;
    runLatin[to] = false;
    from = to + 1;
  }
  let tok = 0;
  let gap = false;
  let last: { vowels: number; final: boolean } | null = null;
  const push = (j: string, role: Role, syl: number, start: number, end: number, alt?: string) => {
    if (gap) {
      tok++;
      gap = false;
    }
    const prev = units[units.length - 1];
    // repeats: doubled lone jamo and doubled Latin letters collapse
    if (prev && alt === undefined && prev.alt === undefined && prev.j === j && role === prev.role && (role === 'L' || role === 'X')) {
      prev.end = end;
      return;
    }
    units.push(alt === undefined ? { j, role, tok, syl, start, end } : { j, alt, role, opt: true, tok, syl, start, end });
  };
  const extendLast = (end: number) => {
    const prev = units[units.length - 1];
    if (prev) prev.end = end;
  };
  const syllable = (cp: number, ch: string, start: number, end: number) => {
    const idx = cp - 0xac00;
    const cho = CHO[Math.floor(idx / 588)];
    const vowel = Math.floor((idx % 588) / 28);
    const jong = idx % 28;
    // elongation: 이 after 시, 아 after 바 (ㅇ + the same vowel, neither with a final)
    if (cho === 'ㅇ' && !jong && last && !last.final && last.vowels === vowel) return extendLast(end);
    const syl = syllables.push(ch) - 1;
    push(cho, 'C', syl, start, end);
    for (const v of JUNG_PARTS[vowel]) push(v, 'V', syl, start, end);
    if (jong) for (const f of JONG_PARTS[jong]) push(f, 'F', syl, start, end);
    last = { vowels: vowel, final: jong > 0 };
  };
  const lone = (jamo: string, start: number, end: number) => {
    // a lone vowel repeating the last syllable's vowel is elongation (시ㅣ발)
    if (last && !last.final && JUNG.indexOf(jamo) === last.vowels) return extendLast(end);
    for (const p of COMPAT_PARTS.get(jamo) ?? [jamo]) push(p, 'L', -1, start, end);
    last = null;
  };
  const other = (c: string, inHangul: boolean, inLatin: boolean, start: number, end: number) => {
    const cp = c.codePointAt(0)!;
    if (cp >= 0xac00 && cp <= 0xd7a3) return syllable(cp, c, start, end);
    if (cp >= 0x3131 && cp <= 0x318e) return lone(c, start, end);
    const compat = conjoiningToCompat(cp);
    if (compat) return lone(compat, start, end);
    if (REMOVED.test(c)) return;
    last = null;
    if (!inHangul && inLatin && LATIN_LEET[c]) push(LATIN_LEET[c], 'X', -1, start, end);
    else if (LETTER.test(c)) push(c, 'X', -1, start, end);
    else gap = true;
  };

  let index = 0;
  for (let k = 0; k < chars.length; k++) {
    const raw = chars[k];
    const start = index;
    const end = index + raw.length;
    index = end;
    const cp = raw.codePointAt(0)!;
    if (cp >= 0xac00 && cp <= 0xd7a3) {
      syllable(cp, raw, start, end);
      continue;
    }
    if (isSpaceCode(cp)) {
      gap = true;
      last = null;
      continue;
    }
    const look = runHangul[k] ? JAMO_LOOKALIKE[raw] : undefined;
    if (look) {
      push(look[0], 'L', -1, start, end, look[1]);
      continue;
    }
    if (cp < 0x80) {
      other(isAsciiLetter(cp) ? raw.toLowerCase() : raw, runHangul[k], runLatin[k], start, end);
      continue;
    }
    if (REMOVED.test(raw)) continue;
    const folded = raw.normalize('NFKC');
    const wideLook = runHangul[k] ? JAMO_LOOKALIKE[folded] : undefined; // full-width look-alikes: ㅅ１발
    if (wideLook) {
      push(wideLook[0], 'L', -1, start, end, wideLook[1]);
      continue;
    }
    for (const c of folded.toLowerCase()) other(c, runHangul[k], runLatin[k], start, end);
  }
  return { units, syllables };
}

interface Pattern {
  word: string;
  units: Array<{ j: string; role: Role }>;
}

function fits(u: Unit, p: { j: string; role: Role }): boolean {
  if (p.role === 'X') return u.j === p.j || u.alt === p.j;
  if (p.role === 'L') return u.role === 'L' && u.j === p.j;
  return u.j === p.j && (u.role === p.role || u.role === 'L');
}

/** End (exclusive unit index) of `pat` matched at `i`, or -1. Optional look-alikes may be skipped inside a match. */
function matchAt(units: Unit[], i: number, pat: Pattern['units'], k = 0): number {
  let u = i;
  for (; k < pat.length; k++, u++) {
    const unit = units[u];
    if (unit === undefined) return -1;
    if (fits(unit, pat[k])) {
      if (!unit.opt) continue;
      // a look-alike: read it as the jamo, or else skip it as a separator
      const read = matchAt(units, u + 1, pat, k + 1);
      if (read >= 0) return read;
      return k > 0 ? matchAt(units, u + 1, pat, k) : -1;
    }
    if (unit.opt && k > 0) return matchAt(units, u + 1, pat, k);
    return -1;
  }
  return u;
}

/** Whole syllables only; a gap-crossing match starts a token and leaves at most a particle of its last one. */
function acceptable(n: Normalized, i: number, e: number): boolean {
  const { units, syllables } = n;
  const first = units[i];
  const lastU = units[e - 1];
  const next = units[e];
  if (lastU.syl >= 0 && next && next.syl === lastU.syl) return false;
  if (first.tok !== lastU.tok) {
    if (i > 0 && units[i - 1].tok === first.tok) return false;
    if (next && next.tok === lastU.tok && next.role === 'C' && !PARTICLES.has(syllables[next.syl])) return false;
  }
  return true;
}

/** A compiled list: blocked and allowed patterns indexed by their first unit. */
export interface BannedWordMatcher {
  /** The first blocked word in `text` not covered by an allowed word, or null. */
  find(text: string): BannedWordHit | null;
  readonly size: number;
}

/**
 * Compile a list (pure; the database-backed functions below cache one per database).
 * Words normalise like texts; a word that normalises to nothing is ignored.
 */
export function createMatcher(entries: readonly BannedWordEntry[]): BannedWordMatcher {
  const compile = (kind: BannedWordEntry['kind']) => {
    const byFirst = new Map<string, Pattern[]>();
    for (const e of entries) {
      if (e.kind !== kind) continue;
      const units = normalizeForMatch(e.word).units.map((u) => ({ j: u.j, role: u.role }));
      if (units.length === 0) continue;
      const list = byFirst.get(units[0].j) ?? [];
      list.push({ word: e.word, units });
      byFirst.set(units[0].j, list);
    }
    return byFirst;
  };
  const block = compile('block');
  const allow = compile('allow');
  const candidates = (index: Map<string, Pattern[]>, u: Unit) => {
    const a = index.get(u.j);
    const b = u.alt ? index.get(u.alt) : undefined;
    return b ? [...(a ?? []), ...b] : (a ?? []);
  };
  const spans = (n: Normalized, index: Map<string, Pattern[]>) => {
    const out: Array<[number, number]> = [];
    for (let i = 0; i < n.units.length; i++)
      for (const p of candidates(index, n.units[i])) {
        const e = matchAt(n.units, i, p.units);
        if (e > i && acceptable(n, i, e)) out.push([i, e]);
      }
    return out;
  };
  return {
    size: entries.length,
    find(text: string) {
      const n = normalizeForMatch(text);
      let allowed: Array<[number, number]> | null = null;
      for (let i = 0; i < n.units.length; i++) {
        for (const p of candidates(block, n.units[i])) {
          const e = matchAt(n.units, i, p.units);
          if (e <= i || !acceptable(n, i, e)) continue;
          allowed ??= spans(n, allow);
          if (allowed.some(([s, t]) => s <= i && t >= e)) continue;
          const start = n.units[i].start;
          const end = n.units[e - 1].end;
          return { word: p.word, start, end, excerpt: text.slice(start, end) };
        }
      }
      return null;
    },
  };
}

/** How long a loaded list is used before it is read again (ms): an operator's edit shows within this. */
export const BANNED_WORDS_TTL_MS = 30_000;
// One entry per database handle (a process has one; a test file one or two).
const cache = new Map<Db, { at: number; matcher: Promise<BannedWordMatcher> }>();
// Handles whose cache_words messages (server/infra/cache/cache-bus.ts; issue 18) drop their entry.
const listening = new WeakSet<Db>();

/**
 * The database's list, compiled, cached for {@link BANNED_WORDS_TTL_MS} (for at most 1 s while the
 * cache bus is not listening); `invalidateBannedWords(db)` on any instance drops it everywhere.
 */
export async function bannedWordMatcher(db: Db, now = Date.now()): Promise<BannedWordMatcher> {
  if (!listening.has(db)) {
    listening.add(db);
    onCacheMessage(db, 'words', () => cache.delete(db));
  }
  const hit = cache.get(db);
  if (hit && now - hit.at < Math.min(BANNED_WORDS_TTL_MS, cacheMaxAgeMs(db))) return hit.matcher;
  const matcher = db
    .select({ word: bannedWords.word, kind: bannedWords.kind })
    .from(bannedWords)
    .then((rows) => createMatcher(rows.map((r) => ({ word: r.word, kind: r.kind === 'allow' ? 'allow' : 'block' }))));
  cache.set(db, { at: now, matcher });
  matcher.catch(() => cache.delete(db));
  return matcher;
}

/**
 * Forget the cached list: of one database on every instance (published on the cache bus, channel
 * cache_words), or of every database of this process. The ops command and tests call it after an edit.
 */
export function invalidateBannedWords(db?: Db): void {
  if (db) {
    cache.delete(db);
    publishCacheMessage(db, 'words', { all: true });
  } else cache.clear();
}

/** The first blocked word found in `text` (with the caller's matched characters), or null. */
export async function checkBannedWords(db: Db, text: string): Promise<BannedWordHit | null> {
  return (await bannedWordMatcher(db)).find(text);
}

/** The first blocked word found in `text` (the listed word), or null. */
export async function findBannedWord(db: Db, text: string): Promise<string | null> {
  return (await checkBannedWords(db, text))?.word ?? null;
}

/** The Korean refusal for a field label, e.g. '제목에 사용할 수 없는 단어가 있어요(ㅅ1발). 고쳐서 다시 올려 주세요.' */
export function bannedWordMessage(label: string, hit: Pick<BannedWordHit, 'excerpt'>): string {
  const shown = [...hit.excerpt].length <= 20 ? `(${hit.excerpt})` : '';
  return `${label}에 사용할 수 없는 단어가 있어요${shown}. 고쳐서 다시 올려 주세요.`;
}

/**
 * Refuse text that holds a blocked word: ApiError NOT_MATCHED (12) with a Korean message naming the
 * field and the caller's own matched characters, e.g. '제목에 사용할 수 없는 단어가 있어요(시 발).
 * 고쳐서 다시 올려 주세요.' — nothing is written by the caller.
 * @param fields label → text, e.g. { 제목: title, 내용: content }
 */
export async function assertNoBannedWords(db: Db, fields: Record<string, string>): Promise<void> {
  const matcher = await bannedWordMatcher(db);
  for (const [label, text] of Object.entries(fields)) {
    const hit = matcher.find(text);
    if (hit) throw new ApiError('NOT_MATCHED', bannedWordMessage(label, hit));
  }
}
