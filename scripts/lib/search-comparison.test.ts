import { describe, expect, it } from 'vitest';
import { compareWithLast } from './search-comparison.ts';

const run = (phrase: number, word: number) => ({
  date: 'd',
  search: { p50: 3, p95: 10, p99: 20 },
  searchByKind: { phrase: { p50: 3, p95: phrase, p99: phrase }, word: { p50: 3, p95: word, p99: word } },
  recall: { overall: 1 },
});

describe('the search benchmark beside its last run', () => {
  it('marks a kind whose p95 more than doubled, and only that one', () => {
    const { lines, regressions } = compareWithLast(run(267.1, 11), run(8.06, 11.2));
    expect(regressions).toEqual(['phrase p95 (ms)']);
    expect(lines.find((l) => l.includes('phrase p95'))).toContain('REGRESSION');
    expect(lines.at(-1)).toContain('REGRESSION');
  });
  it('a kind at most twice as slow is no regression; without a last run nothing is compared', () => {
    expect(compareWithLast(run(16, 11), run(8.06, 11.2)).regressions).toEqual([]);
    expect(compareWithLast(run(16, 11), null).regressions).toEqual([]);
  });
});
