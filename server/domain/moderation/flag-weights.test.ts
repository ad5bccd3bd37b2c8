/**
 * The flag-weight rule as data (issue 29 item 4; docs/decisions/038-flag-weights.md): the promises
 * the decision record makes about the table — new accounts never hide anything however many, two
 * 신뢰 회원 or three 활동 회원 do, two 활동 회원 do not — and the level and accuracy arithmetic.
 */
import { describe, expect, it } from 'vitest';
import { ACCURACY_MIN_RESOLVED, accuracyMultiplier, HIDE_THRESHOLD, reportWeight, TRUST_LEVELS, trustLevelOf, type TrustStats } from './flag-weights.js';

const none: TrustStats = { ageDays: 0, written: 0, activeDays: 0, likesReceived: 0, upheld: 0, dismissed: 0 };
const at = (level: 0 | 1 | 2 | 3, record: Partial<TrustStats> = {}): TrustStats => {
  const l = TRUST_LEVELS[level]!;
  return { ...none, ageDays: l.minAgeDays, written: l.minWritten, activeDays: l.minActiveDays, likesReceived: l.minLikesReceived, ...record };
};
const sum = (...s: TrustStats[]) => s.reduce((a, x) => a + reportWeight(x).weight, 0);

describe('flag weights', () => {
  it('levels ask more at every step and weigh more', () => {
    for (let i = 1; i < TRUST_LEVELS.length; i++) {
      const [lo, hi] = [TRUST_LEVELS[i - 1]!, TRUST_LEVELS[i]!];
      expect(hi.level).toBe(lo.level + 1);
      expect(hi.weight).toBeGreaterThan(lo.weight);
      for (const k of ['minAgeDays', 'minWritten', 'minActiveDays', 'minLikesReceived'] as const) expect(hi[k]).toBeGreaterThanOrEqual(lo[k]);
    }
  });

  it('a level needs all four minimums: a year-old account that never wrote is a 새 회원; one short of any minimum stays a level below', () => {
    expect(trustLevelOf({ ...none, ageDays: 365 }).level).toBe(0);
    expect(trustLevelOf({ ...none, written: 500, activeDays: 200, likesReceived: 900 }).level).toBe(0);
    for (const level of [1, 2, 3] as const) {
      expect(trustLevelOf(at(level)).level).toBe(level);
      for (const k of ['ageDays', 'written', 'activeDays', 'likesReceived'] as const) {
        const short = { ...at(level), [k]: at(level)[k] - 1 };
        if (at(level)[k] > 0) expect(trustLevelOf(short).level, `${level} without ${k}`).toBeLessThan(level);
      }
    }
  });

  it(`brand-new accounts never reach the threshold (${HIDE_THRESHOLD}), however many; two 신뢰 회원 or three 활동 회원 do; two 활동 회원 do not`, () => {
    expect(sum(...Array(3).fill(none))).toBeLessThan(HIDE_THRESHOLD);
    expect(sum(...Array(1000).fill(none))).toBeLessThan(HIDE_THRESHOLD);
    expect(sum(at(3), at(3))).toBeGreaterThanOrEqual(HIDE_THRESHOLD);
    expect(sum(at(2), at(2), at(2))).toBeGreaterThanOrEqual(HIDE_THRESHOLD);
    expect(sum(at(2), at(2))).toBeLessThan(HIDE_THRESHOLD);
    expect(sum(at(3), at(2))).toBeLessThan(HIDE_THRESHOLD);
    expect(sum(at(1), at(1), at(1), at(1), at(1))).toBeLessThan(HIDE_THRESHOLD);
  });

  it(`accuracy counts from ${ACCURACY_MIN_RESOLVED} resolved reports: upheld ones weigh more, dismissed ones less, never below zero`, () => {
    expect(accuracyMultiplier(0, ACCURACY_MIN_RESOLVED - 1)).toBe(1);
    expect(accuracyMultiplier(ACCURACY_MIN_RESOLVED, 0)).toBe(1.5);
    expect(accuracyMultiplier(2, 2)).toBe(1);
    expect(accuracyMultiplier(1, 2)).toBe(0.5);
    expect(accuracyMultiplier(0, ACCURACY_MIN_RESOLVED)).toBe(0.25);
    expect(reportWeight(at(3, { dismissed: 3 })).weight).toBe(0.75);
    expect(reportWeight(at(2, { upheld: 3 })).weight).toBe(3);
    // A dismissed record pulls a pair of 신뢰 회원 under the threshold; an upheld one lifts a pair of 활동 회원 to it.
    expect(sum(at(3), at(3, { dismissed: 4 }))).toBeLessThan(HIDE_THRESHOLD);
    expect(sum(at(2, { upheld: 3 }), at(2, { upheld: 5, dismissed: 1 }))).toBeGreaterThanOrEqual(HIDE_THRESHOLD);
    // Every weight is a multiple of 1/4: sums compare exactly.
    for (const l of TRUST_LEVELS) for (const m of [0.25, 0.5, 1, 1.5]) expect((l.weight * m * 4) % 1).toBe(0);
  });
});
