import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKRW, formatNumber, formatRemaining } from './format';
import { clockOffsetMs, remainingMs } from './use-countdown';

describe('format', () => {
  it('formats KRW with grouping and 원', () => {
    expect(formatKRW(12900)).toBe('12,900원');
    expect(formatKRW(1234567)).toBe('1,234,567원');
    expect(formatKRW(0)).toBe('0원');
    expect(formatKRW(999.6)).toBe('1,000원');
  });
  it('formats dates in Korea time', () => {
    // 2026-11-22T16:30Z is 2026-11-23 01:30 in Seoul
    expect(formatDate('2026-11-22T16:30:00Z')).toBe('2026.11.23');
    expect(formatDateTime('2026-11-22T16:30:00Z')).toBe('11월 23일 01:30');
  });
  it('formats remaining time as HH:MM:SS with days', () => {
    expect(formatRemaining(0)).toBe('00:00:00');
    expect(formatRemaining(-5000)).toBe('00:00:00');
    expect(formatRemaining((2 * 3600 + 15 * 60 + 9) * 1000)).toBe('02:15:09');
    expect(formatRemaining((3 * 86400 + 3600) * 1000 + 999)).toBe('3일 01:00:00');
  });
});

describe('countdown with server time', () => {
  it('corrects a phone clock that runs ahead', () => {
    const client = Date.parse('2026-11-23T10:05:00Z');
    const offset = clockOffsetMs('2026-11-23T10:00:00Z', client); // phone 5 min fast
    expect(offset).toBe(-300000);
    expect(remainingMs('2026-11-23T10:10:00Z', client, offset)).toBe(600000);
    expect(remainingMs('2026-11-23T10:10:00Z', client, 0)).toBe(300000);
  });
  it('never goes negative and ignores a bad server time', () => {
    expect(remainingMs('2026-11-23T10:00:00Z', Date.parse('2026-11-23T11:00:00Z'))).toBe(0);
    expect(clockOffsetMs('not a date', 1000)).toBe(0);
  });
});

describe('formatNumber', () => {
  it('groups integers as ko-KR does, without building an Intl formatter', () => {
    const intl = new Intl.NumberFormat('ko-KR');
    for (const n of [0, 7, 999, 1000, 12900, -1200, -999, 1234567, 100000000, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) {
      expect(formatNumber(n), String(n)).toBe(intl.format(n));
    }
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('leaves fractions and huge numbers to Intl', () => {
    expect(formatNumber(4.5)).toBe('4.5');
    expect(formatNumber(1234.5678)).toBe(new Intl.NumberFormat('ko-KR').format(1234.5678));
    expect(formatNumber(1e21)).toBe(new Intl.NumberFormat('ko-KR').format(1e21));
  });
});
