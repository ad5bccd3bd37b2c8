/**
 * The labelled banned-words corpus and `npm run banned-words -- eval` (issue 29 item 6;
 * docs/decisions/019-banned-words.md): tests/fixtures/banned-words/evasions.txt (≥ 300 disguised
 * abusive words) and clean.txt (≥ 3,000 everyday sentences with the hard negatives), written by
 * make-corpus.ts. The seeded list must catch ≥ 97% of the evasions and refuse none of the clean
 * sentences; the report lists every miss and false positive. Pure: no database.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNED_WORDS } from '@server/seed/banned-words.js';
import { readCorpus } from '@tests/fixtures/banned-words/corpus.js';
import { renderCorpus } from '@tests/fixtures/banned-words/make-corpus.js';
import { EVAL_TARGETS, evalReport, evaluateCorpus } from './banned-words.js';

const evasions = readCorpus('evasions.txt');
const clean = readCorpus('clean.txt');

describe('the corpus', () => {
  it(`has ≥ 300 evasions in every class and ≥ 3,000 clean sentences (${evasions.length} and ${clean.length})`, () => {
    expect(evasions.length).toBeGreaterThanOrEqual(300);
    expect(clean.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(evasions.map((l) => l.cls)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(clean.map((l) => l.text)).size).toBe(clean.length);
  });

  it('is what make-corpus.ts writes (deterministic: rerun it after changing the templates)', () => {
    const files = renderCorpus();
    const read = (name: string) => readFileSync(fileURLToPath(new URL(`../tests/fixtures/banned-words/${name}`, import.meta.url)), 'utf8');
    expect(read('clean.txt') === files.clean, 'clean.txt is stale').toBe(true);
    expect(read('evasions.txt') === files.evasions, 'evasions.txt is stale').toBe(true);
  });
});

describe('eval: the seeded list against the corpus', () => {
  const result = evaluateCorpus(DEFAULT_BANNED_WORDS, { evasions, clean });

  it(`catches ≥ ${EVAL_TARGETS.recall * 100}% of the evasions (every miss listed on failure)`, () => {
    const misses = result.missed.map((l) => `${l.line} [${l.cls}] ${l.text}`);
    expect(result.caught / result.evasions, misses.join('\n')).toBeGreaterThanOrEqual(EVAL_TARGETS.recall);
  });

  it('refuses none of the clean sentences', () => {
    expect(result.falsePositives.map((l) => `${l.line} ${l.text} ← ${l.word} (${l.excerpt})`)).toEqual([]);
  });

  it('prints the figures, every miss and false positive, and exits 1 below a target', () => {
    const ok = evalReport(result, '기본 목록');
    expect(ok.code).toBe(0);
    expect(ok.out).toContain(`evasions caught ${result.caught}/${result.evasions} (recall `);
    expect(ok.out).toContain(`clean refused 0/${clean.length} (false-positive rate 0.00%`);
    // a list without issue 29's words misses the neighbouring spellings and refuses 병신년 운세
    const first = DEFAULT_BANNED_WORDS.filter((w) => !w.note.endsWith(' · issue 29'));
    const poor = evalReport(evaluateCorpus(first, { evasions, clean }), '이전 목록');
    expect(poor.code).toBe(1);
    expect(poor.out).toMatch(/evasions\.txt:\d+ \[비슷한 음절·늘인 음절\] 씹발/);
    expect(poor.out).toMatch(/clean\.txt:\d+ 병신년 운세 보러 갔다가 귤 한 상자 사 왔어요 {2}← '병신' \(병신\)/);
    expect(poor.out).toContain('목표 미달');
  });
});
