/** Each Korean matching rule of issue 4, at the key level. */
import { describe, expect, it } from 'vitest';
import { choseongOf, compactOf, escapeLike, hasControlCharacters, isChoseongQuery, jamoOf, matchRange, normalizeKeyword } from './hangul.js';

const matches = (text: string, q: string) => (isChoseongQuery(q) ? choseongOf(text).includes(compactOf(q)) : jamoOf(text).includes(jamoOf(q)));

describe('Korean search keys', () => {
  it('two-syllable and one-syllable words match inside longer names', () => {
    expect(matches('청송 꿀사과 가정용 5kg', '사과')).toBe(true);
    expect(matches('통영 생굴 1kg', '굴')).toBe(true);
    expect(matches('나주 배 7.5kg', '사과')).toBe(false);
  });
  it('initial-consonant queries: ㅅㄱ finds 사과', () => {
    expect(isChoseongQuery('ㅅㄱ')).toBe(true);
    expect(isChoseongQuery('사ㄱ')).toBe(false);
    expect(choseongOf('청송 사과')).toBe('ㅊㅅㅅㄱ');
    expect(matches('청송 사과 5kg', 'ㅅㄱ')).toBe(true);
    expect(matches('나주 배', 'ㅅㄱ')).toBe(false);
  });
  it('mid-syllable typing: 사ㄱ and 사고 (on the way to 사과) match, 사자 does not', () => {
    expect(jamoOf('사ㄱ')).toBe('ㅅㅏㄱ');
    expect(matches('청송 사과', '사ㄱ')).toBe(true);
    expect(matches('청송 사과', '사고')).toBe(true);
    expect(matches('청송 사과', '사자')).toBe(false);
  });
  it('is spacing-insensitive: 햇 사과 = 햇사과', () => {
    expect(compactOf('햇 사과')).toBe(compactOf('햇사과'));
    expect(matches('청송 햇사과 5kg', '햇 사과')).toBe(true);
    expect(matches('청송 햇 사과', '햇사과')).toBe(true);
  });
  it('keeps English and number tokens, case-insensitively', () => {
    expect(compactOf('Sha인 5KG')).toBe('sha인5kg');
    expect(matches('성주 참외 5kg (로얄과)', '5KG')).toBe(true);
    expect(choseongOf('사과5kg')).toBe('ㅅㄱ5kg');
  });
  it('normalises NFD Hangul, zero-width and bidi marks, and detects control characters', () => {
    const nfd = '사과'.normalize('NFD');
    expect(nfd.length).toBeGreaterThan(2);
    expect(normalizeKeyword(nfd)).toBe('사과');
    expect(normalizeKeyword('사\u200b과\u202e')).toBe('사과');
    expect(hasControlCharacters('사과\u0000')).toBe(true);
    expect(hasControlCharacters('사과 5kg')).toBe(false);
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
  it('finds the highlight range in the display string', () => {
    expect(matchRange('청송 사과', '사과')).toEqual({ start: 3, end: 5 });
    expect(matchRange('청송 사과', 'ㅅㄱ')).toEqual({ start: 3, end: 5 });
    expect(matchRange('청송 사과', '사ㄱ')).toEqual({ start: 3, end: 5 });
    expect(matchRange('청송 사과', '송사')).toEqual({ start: 1, end: 4 });
    expect(matchRange('청송 사과', '배')).toBeNull();
  });
});
