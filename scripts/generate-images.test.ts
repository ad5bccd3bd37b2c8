/**
 * The product illustrations (public/images/products, written by scripts/generate-images.ts) tell
 * products apart by their drawing, not only by colour (issue 13: 곶감 drawn as a fresh persimmon, 막창,
 * 한우 and 왕갈비 as one red blob, every 장·젓갈·꿀 as one jar, 전복/꼬막/소라 as one fan shell).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formOf, PICTURE_FORMS, productPicture } from '../server/seed/catalogue.js';
import { SPECIALTIES } from '../server/seed/specialties.js';

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
      // issue 30: 한라봉 drawn as a plain orange, 나주 배 as a western pear, 호두과자 as a brown fruit …
      'jeju-hallabong',
      'jeju-tangerine',
      'naju-pear',
      'cheonan-hodugwaja',
      'hadong-chestnut',
      'yeongdeok-crab',
      'incheon-blue-crab',
      'yeonggwang-gulbi',
      'andong-mackerel',
      'wando-laver',
      'geumsan-ginseng',
      'haenam-sweetpotato',
      'pyeongchang-potato',
      'busan-fishcake',
      'seoul-yakgwa',
      'namhae-anchovy',
      'sinan-salt',
      'icheon-rice',
      'cheorwon-rice',
    ];
    const drawings = new Map(own.map((key) => [key, drawingOf(readFileSync(path.join(dir, `${key}.svg`), 'utf8'))]));
    for (const [key, drawing] of drawings) {
      const same = own.filter((other) => other !== key && drawings.get(other) === drawing);
      expect(same, `${key} is drawn like ${same.join(', ')}`).toEqual([]);
    }
  });
});

describe('pictures per kind and form (issue 30, docs/decisions/044-product-pictures.md)', () => {
  const file = (url: string) => path.join(dir, url.replace('/images/products/', ''));
  /** Every picture a caller may ask for: each kind and each product of its own, in each form. */
  const all = SPECIALTIES.flatMap((sp) =>
    PICTURE_FORMS.flatMap((form) => ['', ...(sp.standalone ?? [])].map((word) => ({ sp, form, url: productPicture(sp, word, form) }))),
  );

  it('exist for every kind, product of its own and form, and nothing else is left in the folder', () => {
    expect(all.filter(({ url }) => !files.includes(url.replace('/images/products/', ''))).map(({ url }) => url)).toEqual([]);
    expect(files.length).toBe(new Set(all.map(({ url }) => url)).size);
  });

  it('stay small: none over 20 KB, the median under 3 KB (list pages load dozens)', () => {
    const sizes = files.map((f) => readFileSync(path.join(dir, f)).length).sort((a, b) => a - b);
    expect(sizes.filter((n) => n > 20_000)).toEqual([]);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThan(3_000);
  });

  it('draw the six forms of a kind as six different pictures', () => {
    for (const sp of SPECIALTIES) {
      const drawings = PICTURE_FORMS.map((form) => drawingOf(readFileSync(file(productPicture(sp, '', form)), 'utf8')));
      expect(new Set(drawings).size, sp.name).toBe(PICTURE_FORMS.length);
    }
  });

  it('read the form from the option (including the processed names of out-of-season kinds)', () => {
    const sp = (key: string) => SPECIALTIES.find((s) => s.key === key)!;
    const cases: Array<[string, string, string]> = [
      ['gwangyang-maesil', '청매실 5kg', 'fresh'],
      ['gwangyang-maesil', '매실청 1L', 'jar'],
      ['yeongdeok-crab', '냉동 홍게살 1kg', 'frozen'],
      ['jangheung-shiitake', '말린 표고 200g', 'dried'],
      ['jangheung-shiitake', '건표고 300g', 'dried'],
      ['cheongsong-apple', '선물용 3kg (9~10과)', 'gift'],
      ['yeonggwang-gulbi', '선물세트 10미', 'gift'],
      ['yeonggwang-gulbi', '참굴비 20미 (1.2kg)', 'dried'],
      ['jinan-redginseng', '홍삼 스틱 30포', 'box'],
      ['cheonan-hodugwaja', '30개입', 'box'],
      ['sangju-gotgam', '건시 1kg (30~35개)', 'dried'],
      ['sunchang-gochujang', '찹쌀고추장 1kg', 'jar'],
      ['gochang-bokbunja', '원액 500ml', 'jar'],
      ['gochang-bokbunja', '냉동 2kg', 'frozen'],
    ];
    expect(cases.map(([key, option]) => formOf(sp(key), option))).toEqual(cases.map(([, , form]) => form));
    // the kind's natural form keeps the plain file name, so links to a kind's picture stay valid
    expect(productPicture(sp('gwangyang-maesil'), '청매실 5kg')).toBe('/images/products/gwangyang-maesil.svg');
    expect(productPicture(sp('gwangyang-maesil'), '매실청 1L')).toBe('/images/products/gwangyang-maesil.jar.svg');
    expect(productPicture(sp('yecheon-sesame-oil'), '들기름 350ml')).toBe('/images/products/yecheon-sesame-oil.1.svg');
    expect(productPicture(sp('yeongdeok-crab'), '홍게 3kg', 'frozen')).toBe('/images/products/yeongdeok-crab.1.frozen.svg');
  });
});
