/**
 * Decision records stay decisions (issue 27; Epic Stack's docs/decisions habit): each docs/decisions/NNN-*.md is at
 * most 1,500 words — context, decision, consequences. The logbook of passes and measurements over time lives in git
 * history, not in the record. Words are counted as `wc -w` counts them: runs of non-space characters, code and
 * tables included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DECISIONS = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'docs/decisions');
export const DECISION_WORD_LIMIT = 1500;

/** Words of a text, as `wc -w` counts them. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** `name: N words` for every record over the limit. */
export function overLimit(records: { name: string; text: string }[], limit = DECISION_WORD_LIMIT): string[] {
  return records.filter((r) => wordCount(r.text) > limit).map((r) => `${r.name}: ${wordCount(r.text)} words (limit ${limit})`);
}

describe('decision records', () => {
  const records = readdirSync(DECISIONS)
    .filter((f) => /^\d{3}-.+\.md$/.test(f))
    .map((name) => ({ name, text: readFileSync(join(DECISIONS, name), 'utf8') }));

  it(`are each at most ${DECISION_WORD_LIMIT} words`, () => {
    expect(records.length).toBeGreaterThan(0);
    expect(overLimit(records)).toEqual([]);
  });

  it('counts words as wc -w does, and names a record over the limit', () => {
    expect(wordCount('  a b\n\nc\t`d:e` | f |  ')).toBe(7);
    expect(overLimit([{ name: '999-long.md', text: 'word '.repeat(1501) }])).toEqual(['999-long.md: 1501 words (limit 1500)']);
    expect(overLimit([{ name: '998-short.md', text: 'word '.repeat(1500) }])).toEqual([]);
  });
});
