/**
 * Bounded picture work (issue 29): sizes refused from the header before anything is decoded, and a
 * pool that works on at most its workers' number of pictures and refuses past its queue.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@server/errors.js';
import { pngClaiming } from '@tests/setup/images.js';
import { IMAGE_WORKERS, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE_PX, imageSizeAllowed, reencodeImage, TOO_BIG_IMAGE_TEXT, WorkPool } from './image-processing.js';

describe('picture sizes', () => {
  it(`allows up to ${MAX_IMAGE_SIDE_PX} px a side and ${MAX_IMAGE_PIXELS} px in all`, () => {
    expect(imageSizeAllowed(MAX_IMAGE_SIDE_PX, MAX_IMAGE_PIXELS / MAX_IMAGE_SIDE_PX)).toBe(true);
    expect(imageSizeAllowed(MAX_IMAGE_SIDE_PX + 1, 1)).toBe(false);
    expect(imageSizeAllowed(1, 49_999_999)).toBe(false);
    expect(imageSizeAllowed(7_000, 7_000)).toBe(false);
    expect(imageSizeAllowed(0, 10)).toBe(false);
  });

  it('the 1 × 49,999,999 PNG of the attack, and others past the limits, are 13 from their header: the pool never starts', async () => {
    const pool = new WorkPool(1, 0);
    for (const [w, h] of [
      [1, 49_999_999],
      [8_001, 1],
      [7_000, 7_000],
    ]) {
      const err = await reencodeImage(pngClaiming(w, h), pool).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ code: 13, message: TOO_BIG_IMAGE_TEXT });
    }
    expect(pool.stats.started).toBe(0);
  });

  it('a picture at the limit is worked on and shrunk', async () => {
    const input = await sharp({ create: { width: 4_000, height: 3_000, channels: 3, background: '#F97316' } })
      .png()
      .toBuffer();
    const out = await reencodeImage(input, new WorkPool(1, 0));
    expect([out.width, out.height]).toEqual([1_600, 1_200]);
  });
});

describe('the work pool', () => {
  it('runs at most its workers at once, queues up to its limit, and refuses the next with 131', async () => {
    const pool = new WorkPool(2, 3);
    const gates: Array<() => void> = [];
    let running = 0;
    let peak = 0;
    const job = () =>
      pool.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((r) => gates.push(r));
        running -= 1;
        return 'done';
      });
    const jobs = Array.from({ length: 5 }, job).map((p) => p.catch((e: unknown) => e));
    const refused = await job().catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 131 });
    expect(pool.stats.refused).toBe(1);
    // Let every job finish, one gate at a time as they start.
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 0));
      gates.shift()?.();
    }
    expect(await Promise.all(jobs)).toEqual(Array(5).fill('done'));
    expect(peak).toBe(2);
    expect(pool.stats).toMatchObject({ started: 5, peakRunning: 2 });
  });

  it(`this process works on ${IMAGE_WORKERS} picture(s) at once: fewer than the cores, never more than libuv's 4 threads minus one`, () => {
    expect(IMAGE_WORKERS).toBeGreaterThanOrEqual(1);
    expect(IMAGE_WORKERS).toBeLessThanOrEqual(3);
  });
});
