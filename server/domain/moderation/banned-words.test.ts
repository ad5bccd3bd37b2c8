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
  it('"개 새끼" (spaced syllables) is refused, as documented; 병신년 (丙申年) is an exception since issue 29', () => {
    expect(matcher.find('병신년')).toBeNull();
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

/**
 * Issue 29 item 6: every class of the attack run's 32 misses, its false positives, and the numbers
 * and mixed-script text the new readings must leave alone.
 */
describe('issue 29: each evasion class is refused', () => {
  const cases: Array<[string, string[]]> = [
    [
      'Hangul fillers U+3164, U+FFA0, U+115F, U+1160 between letters',
      ['씨\u3164발', '시\uffa0발', '병\u115f신', '개\u1160새끼', '씨\u3164\u3164발', 'ㅅ\u3164ㅂ'],
    ],
    ['other default-ignorable characters', ['시\u2060발', '시\u034f발', '시\u180e발', '시\u17b4발', '시\u{e0020}발', '병\u2063신', '개\u200c새\u200d끼']],
    ['conjoining and compatibility jamo mixed', ['\u1109\u1175발', '시\u1107\u1161\u11af', 'ㅅ\u1175발', '\u1109ㅣ\u1107ㅏㄹ']],
    ['ㅡ and ㅣ (and 一 ー ㆍ) used as separators', ['시ㅡ발', '병ㅡ신', '개ㅡ새ㅡ끼', '시一발', '시ー발', '개ㆍ새끼', '씨ㅡㅡ발', '병ㅣ신']],
    ['8 read as 발 after a syllable', ['시8', '씨8새', '씨8놈아', '아 시8 진짜', '씌8']],
    [
      'romanised syllables, in a Hangul word or alone',
      ['병sin', '카지no', '씨bal', 'ssi발', '개sae끼', 'ssibal', 'byungsin', 'gaesaekki', 'jonna', 'michinnom'],
    ],
    ['leet and masked Latin', ['fvck', 'f*ck', 'f#ck', 'f%ck', 'f**k', 's**t', 'sh!t', 'b!tch', 'FVCK']],
    ['Cyrillic, Greek and other look-alikes of Latin', ['ѕhit', 'fuсk', 'ЅНІТ', 'shіt', 'ƒuck', 'fυck', 'fück']],
    ['neighbouring and stretched syllables (listed variants)', ['씌발', '씹발', '개섀끼', '씹발놈', '병시나', '개쉐끼', '씨뱔']],
    ['Hangul look-alikes of jamo', ['人ㅣ발', '7H새끼', 'ㅅ1발', '지己ㅏㄹ']],
  ];
  it.each(cases)('%s', (_class, texts) => {
    const passed = texts.filter((t) => matcher.find(t) === null);
    expect(passed).toEqual([]);
  });
  it('an exception is no cover: its neighbour is still refused', () => {
    expect(matcher.find('이 병신년아')?.word).toBe('병신년아');
    expect(matcher.find('개새우 말고 개새끼')?.excerpt).toBe('개새끼');
    expect(matcher.find('시발 버스 시발 늦네')?.excerpt).toBe('시발');
  });
  it('the excerpt is the caller’s own characters (a filler and an 8 included)', () => {
    expect(matcher.find('댓글 씨\u3164발')).toMatchObject({ word: '씨발', excerpt: '씨\u3164발' });
    expect(matcher.find('아 씨8새')).toMatchObject({ word: '씨발', excerpt: '씨8' });
    expect(matcher.find('이 병sin')).toMatchObject({ word: '병신', excerpt: '병sin' });
  });
});

describe('issue 29: exceptions and word boundaries (the attack run’s false positives)', () => {
  it.each([
    '병신년 운세 보러 갔어요',
    '2016년은 병신년이었죠',
    '병신년(丙申年)생이에요',
    '개새우 튀김',
    '개새우로 국물 내요',
    '시발역에서 만나요',
    '시발 버스에서 내려요',
    '버스 시발(始發) 시간이 바뀌었대요',
    '시발점',
    '시발택시',
    '다시 발라 주세요',
    '두 병 신청했어요',
    '병신청 했어요',
    '신발',
    '시바견',
    '십만 원',
    '씨앗',
    '개발자',
    '18일 배송',
    '미역국',
    '귤 열 개새벽배송으로 받았어요',
  ])('%s passes', (text) => {
    expect(matcher.find(text)).toBeNull();
  });
  it.each([
    [
      'numbers stay numbers: 8 is 발 only right after a syllable, not in a time, a count or a weight',
      ['3시8분', '수박씨8개', '사과8kg', '씨 8개', '18번', '오후8시'],
    ],
    ['masks need letters: stars, ratings and masked Korean pass', ['★★★★★', '****', '평점 ****', 'A**', '정말 ****** 맛있어요']],
    ['Latin that only looks romanised passes', ['Jeju hallabong', 'shiitake', 'Fresh & Organic', 'kimchi', 'Seoul', 'CJ대한통운', 'GS25', 'LA갈비']],
    ['emoticons of ㅡ and ㅣ pass', ['배송이 늦어서 ㅡㅡ 좀 그랬어요', 'ㅡ.ㅡ', '맛있어요ㅣ']],
  ])('%s', (_rule, texts) => {
    const refused = texts.filter((t) => matcher.find(t) !== null);
    expect(refused).toEqual([]);
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
  it('drops Hangul fillers and default-ignorable characters, folds look-alikes of Latin', () => {
    expect(jamo('씨\u3164발')).toBe('ㅆㅣㅂㅏㄹ');
    expect(jamo('시\uffa0\u115f\u1160발')).toBe('ㅅㅣㅂㅏㄹ');
    expect(jamo('ѕһіt')).toBe('shit');
    expect(jamo('fück')).toBe('fuck');
  });
  it('collapses repeats: doubled Latin letters, vowel elongation; a doubled lone jamo becomes optional', () => {
    expect(normalizeForMatch('ㅋㅋㅋ').units.map((u) => [u.j, !!u.opt])).toEqual([
      ['ㅋ', false],
      ['ㅋ', true],
      ['ㅋ', true],
    ]);
    expect(jamo('출장안마'.normalize('NFD'))).toBe('ㅊㅜㄹㅈㅏㅇㅇㅏㄴㅁㅏ');
    expect(jamo('병시인')).toBe('ㅂㅕㅇㅅㅣㄴ');
    expect(jamo('fuuuck')).toBe('fuck');
    expect(jamo('시이이발')).toBe('ㅅㅣㅂㅏㄹ');
    expect(jamo('아이')).toBe('ㅇㅏㅇㅣ');
  });
});
