/**
 * The banned-words normaliser (server/domain/moderation/banned-words.ts; issue 15, docs/decisions/019) against the
 * seeded list (server/seed/banned-words.ts): a fixed evasion corpus (every base word × every
 * technique, plus hand-written forms) is all caught; a clean corpus of real Korean — the seeded
 * catalogue's product descriptions and buyers' reviews, tricky everyday words (시발역, 개발, 수박씨
 * 발라) and recipe/storage tips — has no false positive. Pure: no database.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNED_WORDS } from '@server/seed/banned-words.js';
import { classOf, itemWord, productDescription } from '@server/seed/catalogue.js';
import { createRng } from '@server/seed/index.js';
import { reviewText } from '@server/seed/reviews.js';
import { LOCALS, SPECIALTIES } from '@server/seed/specialties.js';
import { createMatcher, normalizeForMatch } from './banned-words.js';
import { evasionCorpus, EVASION_BASE_WORDS, TECHNIQUES } from '@tests/fixtures/banned-words-evasions.js';
import { RECIPE_CLEAN, TRICKY_CLEAN } from '@tests/fixtures/banned-words-clean.js';

const matcher = createMatcher(DEFAULT_BANNED_WORDS);

/** Sentences of the seeded catalogue: every specialty's descriptions and reviews of every rating. */
function catalogueSentences(): string[] {
  const out = new Set<string>();
  const rng = createRng(20261123);
  for (const sp of SPECIALTIES) {
    const province = LOCALS.find(([c]) => c === sp.localCode)![2];
    for (let v = 0; v < 4; v++) for (const s of productDescription(sp, `${province} ${sp.city}`, v).split(/(?<=[.!?])\s+/)) out.add(s);
    const p = { cls: classOf(sp), categoryCode: sp.category, item: itemWord(sp), unit: sp.units[0], createdAt: new Date(0), salesCount: 100 };
    for (let rating = 1; rating <= 5; rating++) for (let k = 0; k < 2; k++) out.add(reviewText(p, rating, rng));
  }
  return [...out];
}

const evasions = evasionCorpus();
const catalogue = catalogueSentences();
const clean = [...new Set([...catalogue, ...TRICKY_CLEAN, ...RECIPE_CLEAN])];

describe('evasion corpus', () => {
  it(`has ≥ 100 variants (${evasions.length}: ${EVASION_BASE_WORDS.length} words × ${Object.keys(TECHNIQUES).length} techniques + hand-written)`, () => {
    expect(evasions.length).toBeGreaterThanOrEqual(100);
  });
  it(`catches all ${evasions.length} evasions`, () => {
    const missed = evasions.filter(([text]) => matcher.find(text) === null);
    expect(missed).toEqual([]);
  });
});

describe('clean corpus', () => {
  it(`has ≥ 1,000 sentences (${clean.length}: ${catalogue.length} catalogue, ${TRICKY_CLEAN.length} tricky, ${RECIPE_CLEAN.length} recipe/storage)`, () => {
    expect(clean.length).toBeGreaterThanOrEqual(1000);
  });
  it(`flags none of the ${clean.length} clean sentences`, () => {
    const flagged = clean.map((s) => [s, matcher.find(s)?.excerpt] as const).filter(([, hit]) => hit !== undefined);
    expect(flagged).toEqual([]);
  });
});

describe('the traps and the decisions', () => {
  it.each([
    '시발역에서 만나요',
    '개발자',
    '수박씨 발라 먹기',
    '수박씨발라먹기',
    '다시 발라 주세요',
    '입시발표',
    '십팔번 노래',
    '18번',
    '2016년 丙申年',
    'shiitake',
  ])('%s passes', (text) => {
    expect(matcher.find(text)).toBeNull();
  });
  it('an exception covers only its own span: "시발역에서 시발" is refused at the second word', () => {
    expect(matcher.find('시발역에서 시발')).toEqual({ word: '시발', start: 6, end: 8, excerpt: '시발' });
    expect(matcher.find('시발점 말고 시 발')?.excerpt).toBe('시 발');
  });
  it('병신년 in Hangul and "개 새끼" (spaced syllables) are refused, as documented', () => {
    expect(matcher.find('병신년')?.word).toBe('병신');
    expect(matcher.find('우리 개 새끼')?.word).toBe('개새끼');
  });
  it('the answer points at the caller’s own characters', () => {
    expect(matcher.find('오늘 ㅅ1발 진짜')).toMatchObject({ word: '시발', excerpt: 'ㅅ1발', start: 3, end: 6 });
    expect(matcher.find('ｆｕｃｋ you')).toMatchObject({ word: 'fuck', excerpt: 'ｆｕｃｋ' });
  });
  it('a gap-crossing match starts a token and leaves at most a particle', () => {
    expect(matcher.find('다시 발라')).toBeNull(); // starts inside 다시
    expect(matcher.find('두 병 신청')).toBeNull(); // 신청 goes on past the word
    expect(matcher.find('병 신아')?.word).toBe('병신'); // a vocative particle
  });
  it('whole syllables only: 갓밥 holds ㅅㅂ in its jamo but not as lone letters', () => {
    expect(matcher.find('갓밥')).toBeNull();
    expect(matcher.find('ㅅㅂ')?.word).toBe('ㅅㅂ');
    expect(matcher.find('시바')).toBeNull(); // 시발 is not a prefix match of 시바 …
    expect(createMatcher([{ word: '시바', kind: 'block' }]).find('시발')).toBeNull(); // … nor 시바 of 시발
  });
});

describe('normalizeForMatch', () => {
  /** The jamo string a text is matched as. */
  const jamo = (t: string) =>
    normalizeForMatch(t)
      .units.map((u) => u.j)
      .join('');
  it('reads ㅅㅣㅂㅏㄹ, 시발, ｼ-free NFD and zero-width forms as the same jamo', () => {
    expect(jamo('시발')).toBe('ㅅㅣㅂㅏㄹ');
    expect(jamo('ㅅㅣㅂㅏㄹ')).toBe('ㅅㅣㅂㅏㄹ');
    expect(jamo('시발'.normalize('NFD'))).toBe('ㅅㅣㅂㅏㄹ');
    expect(jamo('시\u200b발')).toBe('ㅅㅣㅂㅏㄹ');
    expect(jamo('ＡＢＣ')).toBe('abc');
  });
  it('collapses repeats: doubled lone jamo, doubled Latin letters, vowel elongation', () => {
    expect(jamo('ㅋㅋㅋㅋ')).toBe('ㅋ');
    expect(jamo('fuuuck')).toBe('fuck');
    expect(jamo('시이이발')).toBe('ㅅㅣㅂㅏㄹ');
    expect(jamo('아이')).toBe('ㅇㅏㅇㅣ');
  });
});
