/**
 * Banned words in community text (SPEC §5 "A banned-words validation exists for community text";
 * §7 GET /api/v1/community/bannedwords-validation; issue 15; issue 29 item 6). Every community write
 * (post and question title and body, reply, survey title, body and options —
 * server/domain/community/community-text.ts `checkCommunityText`) and the nickname go through this matcher.
 *
 * The list is the operator-edited `banned_words` table: 'block' words and 'allow' exceptions
 * (시발역, 병신년, 개새우 …). Decisions: docs/decisions/019-banned-words.md.
 *
 * Matching runs on a normalised jamo stream (./match-text.ts: invisible characters, jamo forms,
 * look-alikes of jamo and Latin letters, 8 → 발, leet and masked Latin, repeats), read twice when the
 * text has Latin chunks: as written, and with Latin chunks read as romanised Korean (병sin, 카지no).
 * A match must cover whole syllables. A match that crosses a gap must start at a token's start and
 * may leave only a particle of its last token ("시 발아" is caught, "다시 발라" and "두 병 신청"
 * are not). An 'allow' word excuses a block match only when it covers that match's span, so
 * "시발역에서 시발" is still refused. A match with masked letters (f*ck) needs at least as many
 * real letters, and two.
 */
import { bannedWords } from '@server/db/schema/index.js';
import type { Db } from '@server/db/client.js';
import { ApiError } from '@server/errors.js';
import { cacheMaxAgeMs, onCacheMessage, publishCacheMessage } from '@server/infra/cache/cache-bus.js';
import { normalizeForMatch, type Normalized, type Role, type Unit } from './match-text.js';

export { normalizeForMatch };

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

/**
 * What may follow a gap-crossing blocked match inside its last token, syllable by syllable:
 * particles and insult endings (시 발아, 병 신같은, 병 신새끼) — so "씨 발아시키는" (seeds
 * germinating) and "두 병 신청" are not matches.
 */
const PARTICLES = new Set([...'아야이가은는을를들도만놈년새끼같네요냐임']);

interface Pattern {
  word: string;
  units: Array<{ j: string; role: Role }>;
}

function fits(u: Unit, p: { j: string; role: Role }): boolean {
  if (u.wild) return p.role === 'X';
  const is = u.j === p.j || (u.alts !== undefined && u.alts.includes(p.j));
  if (p.role === 'X') return is;
  if (p.role === 'L') return u.role === 'L' && is;
  return is && (u.role === p.role || u.role === 'L');
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

/**
 * Whole syllables only; a gap-crossing match starts a token and (a blocked word) leaves of its last
 * one only particles and insult endings — an exception may go on ("시발 버스에서"); masks need real letters.
 */
function acceptable(n: Normalized, i: number, e: number, kind: BannedWordEntry['kind'] = 'block'): boolean {
  const { units, syllables } = n;
  const first = units[i];
  const lastU = units[e - 1];
  const next = units[e];
  if (lastU.syl >= 0 && next && next.syl === lastU.syl) return false;
  if (first.syl >= 0 && i > 0 && units[i - 1].syl === first.syl) return false;
  if (first.tok !== lastU.tok) {
    if (i > 0 && units[i - 1].tok === first.tok) return false;
    if (kind === 'block')
      for (let k = e; k < units.length && units[k].tok === lastU.tok; k++) {
        const u = units[k];
        if (u.syl >= 0 && u.syl !== lastU.syl && !PARTICLES.has(syllables[u.syl])) return false;
      }
  }
  let masked = 0;
  for (let k = i; k < e; k++) if (units[k].wild) masked++;
  return masked === 0 || (e - i - masked >= 2 && e - i - masked >= masked);
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
    const latin: Pattern[] = [];
    for (const e of entries) {
      if (e.kind !== kind) continue;
      const units = normalizeForMatch(e.word).units.map((u) => ({ j: u.j, role: u.role }));
      if (units.length === 0) continue;
      const list = byFirst.get(units[0].j) ?? [];
      const pattern = { word: e.word, units };
      list.push(pattern);
      byFirst.set(units[0].j, list);
      if (units[0].role === 'X') latin.push(pattern);
    }
    return { byFirst, latin };
  };
  const block = compile('block');
  const allow = compile('allow');
  const candidates = (index: ReturnType<typeof compile>, u: Unit): Pattern[] => {
    if (u.wild) return index.latin;
    const own = index.byFirst.get(u.j) ?? [];
    if (!u.alts) return own;
    return [...own, ...u.alts.flatMap((a) => index.byFirst.get(a) ?? [])];
  };
  const spans = (n: Normalized, index: ReturnType<typeof compile>) => {
    const out: Array<[number, number]> = [];
    for (let i = 0; i < n.units.length; i++)
      for (const p of candidates(index, n.units[i])) {
        const e = matchAt(n.units, i, p.units);
        if (e > i && acceptable(n, i, e, 'allow')) out.push([i, e]);
      }
    return out;
  };
  const findIn = (n: Normalized, text: string): BannedWordHit | null => {
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
  };
  return {
    size: entries.length,
    find(text: string) {
      const plain = normalizeForMatch(text);
      const hit = findIn(plain, text);
      if (hit || !plain.latinChunks) return hit;
      return findIn(normalizeForMatch(text, { romanize: true }), text);
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
