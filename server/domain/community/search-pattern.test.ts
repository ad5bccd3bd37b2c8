/**
 * The community search's keyword patterns (./pattern.ts), checked with JavaScript's RegExp, which
 * reads the constructs used (\s, classes, (?:…), escaped metacharacters) as PostgreSQL does; the
 * route test runs the same patterns in the database. Spacing either way, 초성, a syllable being
 * typed, literal user text, and LIKE prefilters that never drop a match.
 */
import { describe, expect, it } from 'vitest';
import { escapeRegex, searchPattern } from './search-pattern.js';

const pattern = (keyword: string) => searchPattern(keyword)!;
const finds = (keyword: string, text: string) => new RegExp(pattern(keyword).source, pattern(keyword).cased ? 'iu' : 'u').test(text);
/** `keyword` finds each of `hits` and none of `misses`. */
function expectFinds(keyword: string, hits: string[], misses: string[]) {
  for (const text of hits) expect(finds(keyword, text), text).toBe(true);
  for (const text of misses) expect(finds(keyword, text), text).toBe(false);
}
const whole = (keyword: string, text: string) => new RegExp(pattern(keyword).whole, 'iu').test(text);
/** SQL LIKE with backslash escapes, as PostgreSQL reads the prefilters. */
function like(text: string, p: string, caseless: boolean): boolean {
  let re = '';
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if (c === '%') re += '[\\s\\S]*';
    else if (c === '_') re += '[\\s\\S]';
    else re += escapeRegex(c === '\\' ? p[++i]! : c);
  }
  return new RegExp(`^${re}$`, caseless ? 'iu' : 'u').test(text);
}

describe('searchPattern', () => {
  it('ignores spacing both ways', () => {
    expect(finds('대게찜', '영덕 대게 찜 황금 비율')).toBe(true);
    expect(finds('대게 찜', '대게찜 몇 분 쪄요?')).toBe(true);
    expect(finds('대게찜', '대\n게\t찜')).toBe(true);
    expect(finds('대게찜', '대게탕')).toBe(false);
    expect(pattern(' 대게   찜 ').compact).toBe('대게찜');
  });

  it('초성 of two or more consonants: any syllables starting with them, or the jamo themselves; titles only', () => {
    const p = pattern('ㄷㄱ');
    expect(p).toMatchObject({ kind: 'choseong', inContent: false, likes: [] });
    expectFinds('ㄷㄱ', ['대게 찜', '단감 고르기', '도구', '닭 가슴살', 'ㄷㄱ'], ['게대', '대나무', '감단']);
    expectFinds('ㄲㅊ', ['꽁치 구이'], []);
    expectFinds('ㅋㅋ', ['맛있어요 ㅋㅋ'], []);
    // A compound consonant cannot start a syllable: itself only.
    expectFinds('ㄳㄱ', ['ㄳ가'], ['삯가']);
    // One consonant is a literal word (a 초성 class of one syllable would find nearly every post).
    expect(pattern('ㄷ')).toMatchObject({ kind: 'word', inContent: true });
    expect(finds('ㄷ', '대게')).toBe(false);
  });

  it('a trailing consonant is a syllable still being typed: it opens the next syllable or closes this one', () => {
    const p = pattern('대ㄱ');
    expect(p.kind).toBe('partial');
    expectFinds('대ㄱ', ['대게', '댁에서', '대 고', '대고', '댃'], ['대나무', '데게', '대']);
    expectFinds('달ㄱ', ['닭볶음탕', '달걀'], []);
    expectFinds('보과ㄴ', ['냉장 보관법', '보과 나'], ['보고 나서']);
    // A lone consonant anywhere but at the end, or after something other than a syllable, is literal.
    expect(pattern('ㄱ대').kind).toBe('word');
    expect(pattern('5ㄱ').kind).toBe('word');
  });

  it('complete syllables match as syllables: 굴 does not find 구례, 대 not 댁', () => {
    expect(finds('굴', '구례 산수유')).toBe(false);
    expect(finds('대에서', '댁에서')).toBe(false);
  });

  it('matches user text literally (regex metacharacters escaped), latin case-insensitively', () => {
    expect(finds('(1+1)', 'BBQ 소스 (1+1) 후기')).toBe(true);
    expect(finds('a.b', 'axb')).toBe(false);
    expect(finds('.*', '아무 글')).toBe(false);
    expect(finds('a{2}', 'aa')).toBe(false);
    expect(finds('a{2}', 'a{2}')).toBe(true);
    expect(finds('\\d', '1')).toBe(false);
    expect(finds('$^', '$^')).toBe(true);
    expect(finds('bbq', 'BBQ 소스')).toBe(true);
    expect(pattern('bbq').cased).toBe(true);
    expect(pattern('대게 10kg').cased).toBe(true);
    expect(pattern('대게 100').cased).toBe(false);
  });

  it('whole: the title is the keyword, spaces around and inside ignored', () => {
    expect(whole('대게찜', ' 대게 찜 ')).toBe(true);
    expect(whole('대게찜', '대게찜 레시피')).toBe(false);
    expect(whole('ㄷㄱㅉ', '대게찜')).toBe(true);
  });

  it('only spaces or invisible marks leave nothing to search', () => {
    expect(searchPattern('   ')).toBeNull();
    expect(searchPattern('\u200b\ufeff')).toBeNull();
  });

  it('LIKE prefilters never drop a match (and escape %, _ and \\)', () => {
    expect(pattern('대게찜').likes).toEqual(['%대%게%찜%']);
    expect(pattern('100%_').likes).toEqual(['%1%0%0%\\%%\\_%']);
    // ㄲ is its own key (댂 does not continue 대ㄱ); ㄳ starts with ㄱ.
    expect(pattern('대ㄱ').likes).toEqual(['%대%', '%댁%', '%댃%']);
    const keywords = ['대게찜', '대ㄱ', '달ㄱ', '보과ㄴ', '100%', 'a_b', 'BBQ', '(1+1)', '굴', '귤잼', 'c:\\'];
    const texts = ['대게 찜', '댁에서', '닭볶음', '냉장 보관', '100% 국산', 'A_B 소스', 'bbq', '(1 + 1)', '굴 무침', '귤 잼', 'C:\\', '아무 글', '대\n게찜'];
    for (const k of keywords)
      for (const text of texts) {
        const p = pattern(k);
        if (finds(k, text))
          expect(
            p.likes.some((l) => like(text, l, p.cased)),
            `${k} in ${text}`,
          ).toBe(true);
      }
  });
});
