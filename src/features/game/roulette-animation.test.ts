/**
 * The generated roulette (issue 16): a playable Lottie document (the player's own structural check),
 * one slice and one label per slot, and a last keyframe that rests each outcome under the pointer.
 */
import { describe, expect, it } from 'vitest';
import { ROULETTE_SLOTS, starsToast } from '@contract/member-play';
import { assertLottieDocument } from '~/components/ui/lottie-player';
import { landingRotation, rouletteAnimation, slotCentre, SPIN_FRAMES, SPIN_TURNS } from './roulette-animation';

describe('rouletteAnimation', () => {
  it('is a Lottie document with a slice and a label per slot, spinning 0 → the given rotation over SPIN_FRAMES', () => {
    const doc = rouletteAnimation(1234);
    expect(() => assertLottieDocument(doc)).not.toThrow();
    const wheel = doc.layers.find((l) => l.nm === 'wheel') as unknown as {
      ind: number;
      ks: { r: { k: Array<{ t: number; s: number[] }> } };
      shapes: Array<{ nm: string }>;
    };
    expect(wheel.shapes.filter((s) => s.nm.startsWith('slot '))).toHaveLength(ROULETTE_SLOTS.length);
    expect(wheel.ks.r.k.map((k) => [k.t, k.s[0]])).toEqual([
      [0, 0],
      [SPIN_FRAMES, 1234],
    ]);
    const labels = doc.layers.filter((l) => l.nm.startsWith('label ')) as unknown as Array<{ parent: number; t: { d: { k: Array<{ s: { t: string } }> } } }>;
    expect(labels.map((l) => l.t.d.k[0]!.s.t)).toEqual(ROULETTE_SLOTS.map((s) => `별 ${s.stars}`));
    expect(labels.every((l) => l.parent === wheel.ind)).toBe(true);
  });

  it('lands each outcome under the pointer (the top), after SPIN_TURNS whole turns; jitter stays inside the slot', () => {
    const half = 180 / ROULETTE_SLOTS.length;
    for (let i = 0; i < ROULETTE_SLOTS.length; i++) {
      const r = landingRotation(i);
      expect(r).toBeGreaterThan((SPIN_TURNS - 1) * 360);
      expect((((slotCentre(i) + r) % 360) + 360) % 360).toBeCloseTo(0, 6);
      for (const jitter of [-100, -15, 15, 100]) {
        const off = (((slotCentre(i) + landingRotation(i, jitter)) % 360) + 360) % 360;
        const signed = off > 180 ? off - 360 : off;
        expect(Math.abs(signed)).toBeLessThan(half);
      }
    }
  });

  it('the stars toast reads as a sentence with the right particle', () => {
    expect(starsToast('룰렛 결과', 20)).toEqual({ icon: '/icons/star.svg', startPhrase: '룰렛 결과 ', pointPhrase: '별 20개', endPhrase: '를 받았어요' });
    expect(starsToast('룰렛 결과', 1000).pointPhrase).toBe('별 1,000개');
  });
});
