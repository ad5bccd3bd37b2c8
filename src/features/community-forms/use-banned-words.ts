/**
 * Banned-word feedback while the member types (SPEC §5; issue 15; docs/decisions/019, 024): ≈400 ms
 * after the last change, each text's pieces (rules.ts bannedWordChunks) not checked before are sent to
 * GET /api/v1/community/bannedwords-validation, one at a time. Answers are remembered per piece for the
 * form's life, so editing the end of a long body re-checks only the last piece, and going back to a
 * text checked before asks nothing. A failed check (offline, the call's 30-a-minute limit) blocks
 * nothing: the write itself checks again (12).
 */
import { useEffect, useReducer, useRef } from 'react';
import { checkBannedWords } from './api';
import { bannedWordChunks } from './rules';

export const BANNED_DEBOUNCE_MS = 400;

/** One text's state: not checked yet, being checked, clean, holding a banned word, or unknown (check failed). */
export type BannedWordStatus = { state: 'idle' | 'checking' | 'ok' | 'unknown' } | { state: 'banned'; word: string | null };

type Checked = { isValid: boolean; word: string | null };

/** The status of `chunks` given what was checked and what failed (pure; exported for tests). */
export function statusOf(chunks: readonly string[], checked: ReadonlyMap<string, Checked>, failed: ReadonlySet<string>): BannedWordStatus {
  if (chunks.length === 0) return { state: 'idle' };
  for (const c of chunks) {
    const r = checked.get(c);
    if (r && !r.isValid) return { state: 'banned', word: r.word };
  }
  if (chunks.every((c) => checked.has(c))) return { state: 'ok' };
  if (chunks.some((c) => failed.has(c))) return { state: 'unknown' };
  return { state: 'checking' };
}

/**
 * The banned-word status of each text, in the order given.
 * @param texts e.g. [title, content] or the survey's [title, content, ...options]
 */
export function useBannedWords(texts: readonly string[]): BannedWordStatus[] {
  const checked = useRef(new Map<string, Checked>());
  const failed = useRef(new Set<string>());
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const key = JSON.stringify(texts);

  useEffect(() => {
    const pending = [...new Set(texts.flatMap(bannedWordChunks))].filter((c) => !checked.current.has(c));
    if (pending.length === 0) return;
    let stopped = false;
    const timer = setTimeout(async () => {
      for (const piece of pending) {
        if (stopped) return;
        try {
          const r = await checkBannedWords(piece);
          checked.current.set(piece, { isValid: r.isValid, word: r.word });
          failed.current.delete(piece);
        } catch {
          failed.current.add(piece);
        }
        rerender();
      }
    }, BANNED_DEBOUNCE_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // `key` stands for `texts` (a new array every render)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return texts.map((t) => statusOf(bannedWordChunks(t), checked.current, failed.current));
}
