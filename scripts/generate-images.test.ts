/**
 * The product illustrations (public/images/products, written by scripts/generate-images.ts) tell
 * products apart by their drawing, not only by colour (issue 13: 곶감 drawn as a fresh persimmon, 막창,
 * 한우 and 왕갈비 as one red blob, every 장·젓갈·꿀 as one jar, 전복/꼬막/소라 as one fan shell).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '..', 'public', 'images', 'products');
const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));

/** The drawing of a product picture (the group between the background and the name) without its colours. */
function drawingOf(svg: string): string {
  return svg.slice(svg.indexOf('<g'), svg.lastIndexOf('</g>')).replace(/#[0-9a-fA-F]{6}/g, '#');
}

describe('product illustrations', () => {
  it('are 600 × 600 SVGs named by specialty, with a Korean accessible name', () => {
    expect(files.length).toBeGreaterThan(100);
    for (const f of files) {
      const svg = readFileSync(path.join(dir, f), 'utf8');
      expect(svg, f).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 600 600" role="img" aria-label="[^"]*[가-힣][^"]*">/);
      // Ids (clip paths) are unique within a picture.
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, f).toBe(ids.length);
    }
  });

  it('draw each of the products a shopper confused with another as its own shape', () => {
    const own = [
      'sangju-gotgam',
      'jinyeong-persimmon',
      'daegu-makchang',
      'hoengseong-hanwoo',
      'suwon-galbi',
      'jeju-blackpork',
      'gwangju-tteokgalbi',
      'sunchang-gochujang',
      'damyang-doenjang',
      'uljin-honey',
      'ganggyeong-jeotgal',
      'gwangju-kimchi',
      'wando-abalone',
      'beolgyo-cockle',
      'ulsan-whelk',
      'tongyeong-oyster',
    ];
    const drawings = new Map(own.map((key) => [key, drawingOf(readFileSync(path.join(dir, `${key}.svg`), 'utf8'))]));
    for (const [key, drawing] of drawings) {
      const same = own.filter((other) => other !== key && drawings.get(other) === drawing);
      expect(same, `${key} is drawn like ${same.join(', ')}`).toEqual([]);
    }
  });
});
