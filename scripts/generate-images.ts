/**
 * Generates the catalogue's illustrations as small SVG files in public/images (committed; the
 * app never fetches images from elsewhere). Deterministic: same input, same bytes.
 *   products/<key>[.<n>][.<form>].svg  600×600 flat drawing of a kind in a form (its own, or by shape) + Korean name
 *                                  (catalogue.ts productPicture; docs/decisions/044-product-pictures.md)
 *   shops/<specialty key>-<1..3>.svg  600×600 shop logo (badge, awning, stamp) with the shop's product
 *   banners/<theme>.svg            1200×600 기획전/이벤트 art showing the theme's products (seed/themes.ts)
 *   banners/<1..8>.svg             1200×600 season occasion banners
 *   locals/<code>.svg              600×600 region tile with the short name
 *   categories/<depth-1 code>.svg  600×600 category tile
 * Run: `npx tsx scripts/generate-images.ts`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHOP_LOGO_VARIANTS } from '../server/seed/index.js';
import { CATEGORY_TREE, LOCALS, SPECIALTIES, type Specialty } from '../server/seed/specialties.js';
import { naturalForm, PICTURE_FORMS, pictureCaption, productPicture, type PictureForm } from '../server/seed/catalogue.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');
/** The SVG that `draw` returns for each point [x, y] of `points`, concatenated in order. */
const atPoints = (points: number[][], draw: (x: number, y: number) => string) => points.map(([x, y]) => draw(x, y)).join('');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const FONT = `font-family="'Noto Sans CJK KR','Apple SD Gothic Neo','Malgun Gothic',sans-serif"`;

function tint(hex: string, amount: number) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const r = mix(n >> 16),
    g = mix((n >> 8) & 255),
    b = mix(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/** Drawings beyond the specialty's basic shape, so each product reads as itself (a tomato is not an apple). */
type Drawing =
  | Specialty['shape']
  | 'tomato'
  | 'citrus'
  | 'pear'
  | 'persimmon'
  | 'strawberry'
  | 'grape'
  | 'watermelon'
  | 'egg'
  | 'tofu'
  | 'mochi'
  | 'tteok'
  | 'bottle'
  | 'cup'
  | 'pepper'
  | 'greenonion'
  | 'cabbage'
  | 'stickbox'
  | 'ginseng'
  | 'bread'
  | 'ricebag'
  | 'laver'
  | 'chestnut'
  | 'corn'
  | 'garlic'
  | 'onion'
  | 'potato'
  | 'carrot';

/** Specialty key → drawing (others use their shape). */
const DRAWING: Record<string, Drawing> = {
  'daejeo-tomato': 'tomato',
  'jeju-tangerine': 'citrus',
  'jeju-hallabong': 'citrus',
  'jeju-cheonhyehyang': 'citrus',
  'naju-pear': 'pear',
  'sejong-pear': 'pear',
  'jinyeong-persimmon': 'persimmon',
  'sangju-gotgam': 'persimmon',
  'nonsan-strawberry': 'strawberry',
  'damyang-strawberry': 'strawberry',
  'yeongdong-grape': 'grape',
  'gochang-bokbunja': 'grape',
  'gochang-watermelon': 'watermelon',
  'eumseong-egg': 'egg',
  'gangneung-tofu': 'tofu',
  'daejeon-rice-cake': 'mochi',
  'seoul-tteok': 'tteok',
  'yecheon-sesame-oil': 'bottle',
  'jeju-citrus-juice': 'bottle',
  'sejong-peach-juice': 'bottle',
  'jeju-aloe': 'bottle',
  'boseong-greentea': 'cup',
  'hadong-greentea': 'cup',
  'jeju-greentea': 'cup',
  'gangneung-coffee': 'cup',
  'cheongyang-pepper': 'pepper',
  'jindo-greenonion': 'greenonion',
  'haenam-cabbage': 'cabbage',
  'goesan-cabbage': 'cabbage',
  'jinan-redginseng': 'stickbox',
  'geumsan-ginseng': 'ginseng',
  'punggi-ginseng': 'ginseng',
  'jeongseon-hwangjeong': 'ginseng',
  'daejeon-bread': 'bread',
  'gyeongju-hwangnam': 'bread',
  'icheon-rice': 'ricebag',
  'cheorwon-rice': 'ricebag',
  'gimpo-rice': 'ricebag',
  'wando-laver': 'laver',
  'hadong-chestnut': 'chestnut',
  'gangneung-corn': 'corn',
  'uiseong-garlic': 'garlic',
  'yeongwol-blackgarlic': 'garlic',
  'changnyeong-onion': 'onion',
  'pyeongchang-potato': 'potato',
  'haenam-sweetpotato': 'potato',
  'jeju-carrot': 'carrot',
};

function extraSvg(d: Drawing, c: string): string | null {
  const leaf = '#3F7D2B';
  switch (d) {
    case 'tomato':
      return `<ellipse cx="300" cy="310" rx="170" ry="150" fill="${c}"/><ellipse cx="240" cy="250" rx="40" ry="26" fill="#fff" opacity=".35"/><path d="M300 170 l-70 -25 l50 45 l-75 20 l85 5 l-20 60 l30 -55 l30 55 l-20 -60 l85 -5 l-75 -20 l50 -45z" fill="${leaf}"/><path d="M300 165 v-40" stroke="${leaf}" stroke-width="12" stroke-linecap="round"/>`;
    case 'citrus':
      return `<circle cx="300" cy="305" r="160" fill="${c}"/>${Array.from({ length: 18 }, (_, i) => `<circle cx="${300 + Math.cos(i * 1.9) * (40 + (i % 5) * 22)}" cy="${305 + Math.sin(i * 1.9) * (40 + (i % 5) * 22)}" r="5" fill="#fff" opacity=".3"/>`).join('')}<circle cx="300" cy="150" r="14" fill="#6b8e23"/><path d="M305 148 q70 -60 120 -20 q-60 40 -120 20z" fill="${leaf}"/>`;
    case 'pear':
      return `<path d="M300 120 q-60 0 -60 90 q0 50 -70 110 q-40 130 130 130 q170 0 130 -130 q-70 -60 -70 -110 q0 -90 -60 -90z" fill="${c}"/><path d="M300 125 q5 -40 30 -55" stroke="#5b3a1a" stroke-width="12" fill="none" stroke-linecap="round"/><ellipse cx="240" cy="340" rx="30" ry="50" fill="#fff" opacity=".3"/>`;
    case 'persimmon':
      return `<ellipse cx="300" cy="320" rx="175" ry="140" fill="${c}"/><path d="M300 190 l-90 -30 l40 60 l-60 40 l110 -40 l110 40 l-60 -40 l40 -60z" fill="${leaf}"/><rect x="290" y="150" width="20" height="40" rx="6" fill="#5b3a1a"/><ellipse cx="230" cy="290" rx="36" ry="22" fill="#fff" opacity=".3"/>`;
    case 'strawberry':
      return `<path d="M300 470 q-190 -120 -170 -250 q20 -50 170 -45 q150 -5 170 45 q20 130 -170 250z" fill="${c}"/>${Array.from({ length: 16 }, (_, i) => `<ellipse cx="${200 + (i % 4) * 65 + (Math.floor(i / 4) % 2) * 30}" cy="${240 + Math.floor(i / 4) * 50}" rx="6" ry="9" fill="#FDE68A"/>`).join('')}<path d="M300 185 l-110 -10 l60 -30 l-30 -45 l80 40 l0 -50 l0 50 l80 -40 l-30 45 l60 30z" fill="${leaf}"/>`;
    case 'grape':
      return (
        atPoints(
          [
            [230, 210],
            [300, 210],
            [370, 210],
            [195, 275],
            [265, 275],
            [335, 275],
            [405, 275],
            [230, 340],
            [300, 340],
            [370, 340],
            [265, 405],
            [335, 405],
            [300, 465],
          ],
          (x, y) => `<circle cx="${x}" cy="${y}" r="40" fill="${c}"/><circle cx="${x - 12}" cy="${y - 12}" r="9" fill="#fff" opacity=".35"/>`,
        ) +
        `<path d="M300 170 q0 -50 30 -80" stroke="#5b3a1a" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M320 120 q80 -50 130 0 q-60 40 -130 0z" fill="${leaf}"/>`
      );
    case 'watermelon':
      return `<circle cx="300" cy="300" r="180" fill="#2F8F3A"/>${[-120, -60, 0, 60, 120].map((x) => `<path d="M${300 + x} 125 q${x * 0.5} 175 0 350" stroke="#14532D" stroke-width="18" fill="none"/>`).join('')}<path d="M300 120 q10 -30 40 -40" stroke="#5b3a1a" stroke-width="10" fill="none"/>`;
    case 'egg':
      return atPoints(
        [
          [210, 330],
          [390, 330],
          [300, 260],
        ],
        (x, y) =>
          `<ellipse cx="${x}" cy="${y}" rx="85" ry="110" fill="${c}"/><ellipse cx="${x - 25}" cy="${y - 40}" rx="18" ry="28" fill="#fff" opacity=".6"/>`,
      );
    case 'tofu':
      return `<path d="M140 260 l160 -80 l160 80 l0 150 l-160 80 l-160 -80z" fill="#FFFDF5"/><path d="M140 260 l160 80 l160 -80" fill="none" stroke="#C9B98F" stroke-width="6"/><path d="M300 340 v150" stroke="#C9B98F" stroke-width="6"/><path d="M140 260 l160 80 l0 150 l-160 -80z" fill="#EFE6CF"/>`;
    case 'mochi':
      return atPoints(
        [
          [200, 360],
          [400, 360],
          [300, 260],
        ],
        (x, y) =>
          `<ellipse cx="${x}" cy="${y + 30}" rx="105" ry="30" fill="#000" opacity=".12"/><path d="M${x - 100} ${y + 30} q0 -140 100 -140 q100 0 100 140z" fill="#FFFDF8"/><ellipse cx="${x - 30}" cy="${y - 50}" rx="22" ry="14" fill="#fff"/>`,
      );
    case 'tteok':
      return `${[0, 1, 2].map((i) => `<rect x="${150 + i * 20}" y="${170 + i * 90}" width="300" height="80" rx="14" fill="${i === 1 ? '#F9A8D4' : i === 2 ? '#A7F3D0' : '#FFFBEB'}"/>`).join('')}<path d="M170 250 h300 M190 340 h300" stroke="#fff" stroke-width="6" opacity=".7"/>`;
    case 'bottle':
      return `<rect x="265" y="95" width="70" height="70" rx="10" fill="#374151"/><path d="M255 165 h90 q0 40 45 80 v200 q0 30 -30 30 h-120 q-30 0 -30 -30 v-200 q45 -40 45 -80z" fill="${c}"/><rect x="230" y="290" width="140" height="110" rx="12" fill="#fff" opacity=".9"/><path d="M260 345 h80" stroke="${c}" stroke-width="12" stroke-linecap="round"/>`;
    case 'cup':
      return `<path d="M160 250 h260 l-25 190 q-5 30 -35 30 h-140 q-30 0 -35 -30z" fill="#FFFFFF"/><path d="M420 280 q70 0 60 60 q-10 50 -75 50" stroke="#FFFFFF" stroke-width="22" fill="none"/><ellipse cx="290" cy="255" rx="125" ry="20" fill="${c}"/>${[0, 1, 2].map((i) => `<path d="M${240 + i * 50} 220 q-25 -40 0 -80 q25 -40 0 -80" stroke="#9CA3AF" stroke-width="10" fill="none" stroke-linecap="round" opacity=".8"/>`).join('')}`;
    case 'pepper':
      return [0, 1]
        .map(
          (i) =>
            `<path d="M${230 + i * 110} 170 q${90 - i * 20} 60 ${60 - i * 10} 200 q-30 100 -130 120 q90 -60 80 -150 q-10 -80 -10 -170z" fill="${c}"/><path d="M${220 + i * 110} 175 q10 -30 40 -30 q10 25 -10 40z" fill="${leaf}"/><path d="M${240 + i * 110} 150 q-5 -40 20 -60" stroke="${leaf}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
        )
        .join('');
    case 'greenonion':
      return (
        [-60, -20, 20, 60]
          .map(
            (x) =>
              `<path d="M${300 + x} 480 v-140" stroke="#F8FAFC" stroke-width="30" stroke-linecap="round"/><path d="M${300 + x} 350 q${x * 0.8} -120 ${x * 1.6} -250" stroke="${c}" stroke-width="24" fill="none" stroke-linecap="round"/>`,
          )
          .join('') + `<path d="M240 490 l-10 30 M280 490 l0 32 M320 490 l5 30 M360 490 l12 28" stroke="#E7E5E4" stroke-width="5"/>`
      );
    case 'cabbage':
      return `<path d="M300 470 q-150 0 -140 -180 q10 -170 140 -190 q130 20 140 190 q10 180 -140 180z" fill="#F1F5E9"/><path d="M300 430 q-120 -10 -120 -150 q10 -140 120 -170 q-50 80 -40 170 q10 100 40 150z" fill="${c}"/><path d="M300 430 q120 -10 120 -150 q-10 -140 -120 -170 q50 80 40 170 q-10 100 -40 150z" fill="${c}" opacity=".85"/><path d="M300 470 v-330" stroke="#E2E8D5" stroke-width="16"/>`;
    case 'stickbox':
      return `<rect x="150" y="230" width="300" height="230" rx="18" fill="${c}"/><rect x="150" y="230" width="300" height="50" rx="18" fill="#000" opacity=".2"/>${[0, 1, 2, 3].map((i) => `<rect x="${190 + i * 60}" y="${120 + (i % 2) * 20}" width="40" height="170" rx="10" fill="#D4A017"/><rect x="${190 + i * 60}" y="${120 + (i % 2) * 20}" width="40" height="30" rx="8" fill="#7F1D1D"/>`).join('')}<circle cx="300" cy="380" r="52" fill="#FDE68A"/><text x="300" y="400" text-anchor="middle" font-size="52" font-weight="800" fill="#7F1D1D" ${FONT}>홍삼</text>`;
    case 'ginseng':
      return `<path d="M300 150 q50 40 35 130 q-5 40 25 120 q10 40 -10 60 q-20 -50 -45 -90 q-20 50 -50 100 q-20 -20 -5 -70 q25 -80 15 -120 q-15 -90 35 -130z" fill="${c}"/>${[0, 1, 2, 3].map((i) => `<path d="M${270 + i * 20} ${300 + i * 30} q${-60 + i * 40} 40 ${-80 + i * 50} 90" stroke="${c}" stroke-width="5" fill="none"/>`).join('')}<path d="M300 150 q-30 -50 -70 -60 M300 150 q20 -60 70 -70 M300 150 v-70" stroke="${leaf}" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="300" cy="75" r="16" fill="#DC2626"/><circle cx="225" cy="88" r="12" fill="#DC2626"/><circle cx="375" cy="78" r="12" fill="#DC2626"/>`;
    case 'bread':
      return `<ellipse cx="300" cy="390" rx="190" ry="50" fill="#000" opacity=".1"/><path d="M110 380 q0 -210 190 -210 q190 0 190 210z" fill="${c}"/>${Array.from({ length: 22 }, (_, i) => `<circle cx="${160 + ((i * 53) % 290)}" cy="${230 + ((i * 37) % 130)}" r="${10 + (i % 3) * 4}" fill="#FDE68A" opacity=".75"/>`).join('')}`;
    case 'ricebag':
      return riceBagSvg('쌀', '#15803D');
    case 'laver':
      return `${[0, 1, 2].map((i) => `<rect x="${150 + i * 25}" y="${150 + i * 35}" width="280" height="260" rx="12" fill="${c}" stroke="#0B2E13" stroke-width="4"/>`).join('')}<path d="M230 300 h160 M230 340 h160" stroke="#3F6212" stroke-width="6" opacity=".6"/>`;
    case 'chestnut':
      return atPoints(
        [
          [220, 330],
          [380, 330],
        ],
        (x, y) =>
          `<path d="M${x} ${y - 130} q110 80 100 150 q-10 50 -100 50 q-90 0 -100 -50 q-10 -70 100 -150z" fill="${c}"/><path d="M${x - 95} ${y + 30} q95 40 190 0 q-10 40 -95 40 q-85 0 -95 -40z" fill="#E7CFA2"/><ellipse cx="${x - 30}" cy="${y - 40}" rx="14" ry="30" fill="#fff" opacity=".3"/>`,
      );
    case 'corn':
      return `<path d="M300 120 q90 40 80 200 q-10 140 -80 160 q-70 -20 -80 -160 q-10 -160 80 -200z" fill="${c}"/>${Array.from({ length: 24 }, (_, i) => `<circle cx="${260 + (i % 4) * 27}" cy="${180 + Math.floor(i / 4) * 45}" r="12" fill="#FDE68A"/>`).join('')}<path d="M300 480 q-150 -60 -120 -260 q40 160 120 200z" fill="${leaf}"/><path d="M300 480 q150 -60 120 -260 q-40 160 -120 200z" fill="#4d8b31"/>`;
    case 'garlic':
      return `<path d="M300 130 q20 60 100 120 q70 80 0 170 q-100 50 -200 0 q-70 -90 0 -170 q80 -60 100 -120z" fill="${c}"/><path d="M300 440 q-50 -80 0 -240 M300 440 q50 -80 0 -240 M240 420 q-60 -70 -10 -180 M360 420 q60 -70 10 -180" stroke="#A8A29E" stroke-width="5" fill="none"/><path d="M285 130 q15 -50 30 -60" stroke="#84CC16" stroke-width="12" stroke-linecap="round"/>`;
    case 'onion':
      return `<path d="M300 120 q30 70 120 130 q70 90 -10 180 q-110 50 -220 0 q-80 -90 -10 -180 q90 -60 120 -130z" fill="${c}"/><path d="M300 440 q-70 -100 0 -300 M300 440 q70 -100 0 -300" stroke="#fff" stroke-width="6" fill="none" opacity=".5"/><path d="M295 125 l5 -60 l5 60" fill="#84CC16"/>`;
    case 'potato':
      return `<path d="M140 320 q-10 -140 170 -150 q160 -10 160 130 q0 150 -170 150 q-150 0 -160 -130z" fill="${c}"/>${atPoints(
        [
          [220, 270],
          [360, 250],
          [300, 360],
          [400, 350],
        ],
        (x, y) => `<circle cx="${x}" cy="${y}" r="8" fill="#000" opacity=".25"/>`,
      )}`;
    case 'carrot':
      return `<path d="M240 170 q60 -20 120 0 q-20 200 -60 330 q-40 -130 -60 -330z" fill="${c}"/><path d="M260 230 h40 M280 300 h30 M275 370 h25" stroke="#9A3412" stroke-width="6" stroke-linecap="round"/><path d="M300 170 q-40 -80 -80 -90 M300 170 q0 -90 10 -110 M300 170 q40 -80 80 -80" stroke="${leaf}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
    default:
      return null;
  }
}

function shapeSvg(shape: Drawing, c: string) {
  const extra = extraSvg(shape, c);
  if (extra) return extra;
  switch (shape) {
    case 'round':
      return `<circle cx="300" cy="290" r="150" fill="${c}"/><ellipse cx="250" cy="230" rx="45" ry="30" fill="#fff" opacity=".35"/><path d="M300 140 q10 -50 40 -60" stroke="#5b3a1a" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M320 120 q60 -40 100 0 q-50 30 -100 0z" fill="#4d8b31"/>`;
    case 'melon':
      return `<ellipse cx="300" cy="290" rx="190" ry="140" fill="${c}"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${170 + i * 65} 170 q-20 120 0 240" stroke="#fff" stroke-width="10" opacity=".45" fill="none"/>`).join('')}`;
    case 'berry':
      return (
        atPoints(
          [
            [240, 250],
            [330, 240],
            [285, 320],
            [200, 330],
            [370, 320],
            [290, 180],
          ],
          (x, y) => `<circle cx="${x}" cy="${y}" r="62" fill="${c}"/><circle cx="${x - 18}" cy="${y - 18}" r="14" fill="#fff" opacity=".35"/>`,
        ) + `<path d="M290 120 l0 50" stroke="#4d8b31" stroke-width="12" stroke-linecap="round"/>`
      );
    case 'shell':
      return `<path d="M120 330 q180 -260 360 0 q-180 90 -360 0z" fill="${c}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M300 360 L${150 + i * 60} ${250 - Math.abs(2.5 - i) * 20}" stroke="#fff" stroke-width="6" opacity=".4"/>`).join('')}`;
    case 'crab':
      return `<ellipse cx="300" cy="310" rx="150" ry="100" fill="${c}"/>${[-1, 1].map((s) => `<path d="M${300 + s * 140} 280 q${s * 90} -80 ${s * 60} -150" stroke="${c}" stroke-width="26" fill="none" stroke-linecap="round"/><circle cx="${300 + s * 200}" cy="130" r="38" fill="${c}"/>${[0, 1, 2].map((i) => `<path d="M${300 + s * 130} ${330 + i * 30} l${s * 110} ${30 + i * 25}" stroke="${c}" stroke-width="16" stroke-linecap="round"/>`).join('')}`).join('')}<circle cx="270" cy="250" r="12" fill="#222"/><circle cx="330" cy="250" r="12" fill="#222"/>`;
    case 'fish':
      return `<path d="M110 300 q190 -170 380 0 q-190 170 -380 0z" fill="${c}"/><path d="M470 300 l80 -70 l0 140z" fill="${c}"/><circle cx="190" cy="280" r="16" fill="#222"/><path d="M250 230 q30 70 0 140" stroke="#fff" stroke-width="8" opacity=".5" fill="none"/>`;
    case 'squid':
      return `<path d="M300 100 l110 170 l-220 0z" fill="${c}" stroke="#e7d9c9" stroke-width="8"/><rect x="210" y="260" width="180" height="120" rx="60" fill="${c}" stroke="#e7d9c9" stroke-width="8"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${230 + i * 35} 370 q${(i - 2) * 10} 80 ${(i - 2) * 25} 140" stroke="#e7d9c9" stroke-width="14" fill="none" stroke-linecap="round"/>`).join('')}<circle cx="270" cy="310" r="12" fill="#222"/><circle cx="330" cy="310" r="12" fill="#222"/>`;
    case 'meat':
      return `<path d="M140 260 q40 -130 220 -110 q150 30 110 170 q-40 130 -220 110 q-150 -20 -110 -170z" fill="${c}"/><path d="M190 250 q100 -40 220 20" stroke="#fff" stroke-width="14" opacity=".6" fill="none"/><path d="M200 330 q90 30 190 -10" stroke="#fff" stroke-width="10" opacity=".5" fill="none"/>`;
    case 'leaf':
      return (
        [
          [-30, 0],
          [0, -20],
          [30, 0],
        ]
          .map(
            ([dx, dy], i) =>
              `<path d="M${300 + dx} ${440 + dy} q${-140 + i * 70} -160 ${dx * 2} -300 q${140 - i * 70} 140 ${-dx * 2} 300z" fill="${c}" opacity="${0.8 + i * 0.1}"/>`,
          )
          .join('') + `<path d="M300 440 l0 -260" stroke="#fff" stroke-width="6" opacity=".5"/>`
      );
    case 'grain':
      return `<path d="M170 420 q-20 -200 130 -270 q150 70 130 270z" fill="#e9d8a6"/><path d="M190 420 h220" stroke="#b08d57" stroke-width="16" stroke-linecap="round"/>${Array.from({ length: 14 }, (_, i) => `<ellipse cx="${210 + (i % 5) * 45}" cy="${250 + Math.floor(i / 5) * 55}" rx="16" ry="24" fill="${c}" stroke="#c7b28a" stroke-width="3"/>`).join('')}`;
    case 'jar':
      return `<rect x="180" y="180" width="240" height="250" rx="60" fill="${c}"/><rect x="210" y="140" width="180" height="60" rx="20" fill="#8a5a2b"/><rect x="220" y="270" width="160" height="80" rx="12" fill="#fff" opacity=".85"/>`;
    case 'root':
      return `<path d="M300 120 q120 120 60 300 q-60 60 -120 0 q-60 -180 60 -300z" fill="${c}"/><path d="M300 120 q-40 -50 -80 -40 M300 120 q40 -60 90 -40" stroke="#4d8b31" stroke-width="14" fill="none" stroke-linecap="round"/>`;
    case 'mushroom':
      return `<path d="M140 280 q160 -220 320 0z" fill="${c}"/><rect x="260" y="270" width="80" height="150" rx="30" fill="#f3e9dc"/>${atPoints(
        [
          [220, 220],
          [300, 190],
          [370, 230],
        ],
        (x, y) => `<circle cx="${x}" cy="${y}" r="16" fill="#fff" opacity=".5"/>`,
      )}`;
    case 'box':
    default:
      return `<rect x="150" y="190" width="300" height="220" rx="24" fill="${c}"/><rect x="150" y="190" width="300" height="60" rx="24" fill="#fff" opacity=".3"/><path d="M300 190 v220" stroke="#fff" stroke-width="16" opacity=".6"/><path d="M260 170 q40 -50 80 0" stroke="#fff" stroke-width="14" fill="none"/>`;
  }
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * ch(n >> 16) + 0.7152 * ch((n >> 8) & 255) + 0.0722 * ch(n & 255);
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
/** Mix a colour towards black. */
function shade(hex: string, amount: number) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c * (1 - amount));
  return `#${((mix(n >> 16) << 16) | (mix((n >> 8) & 255) << 8) | mix(n & 255)).toString(16).padStart(6, '0')}`;
}

/** Light items (두부, 찹쌀떡, 쌀, 굴 …) and white-drawn ones sit on a deep background so they stay visible. */
const DARK_BG: Record<string, string> = {
  tofu: '#3B5B78',
  mochi: '#8E3B5B',
  egg: '#7C5A2E',
  cup: '#2F6B4F',
  ricebag: '#A16207',
  greenonion: '#285E3A',
  cabbage: '#3F6212',
};

/* ---------- issue 13: drawings that read as themselves at card size (≈ 170 px) ---------- */

/** Deterministic pseudo-random numbers (same bytes every run). */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const SHADOW = (cy: number, rx: number) => `<ellipse cx="300" cy="${cy}" rx="${rx}" ry="20" fill="#000" opacity=".12" stroke="none"/>`;
const label = (text: string, x: number, y: number, size: number, fill = '#3B1A08') =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-size="${size}" font-weight="800" fill="${fill}" stroke="none" ${FONT}>${esc(text)}</text>`;

/** Thin wavy white streaks of intramuscular fat (마블링) inside the box. */
function marbling(seed: number, x0: number, y0: number, w: number, h: number, n: number) {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const x = x0 + r() * w;
    const y = y0 + r() * h;
    const len = 30 + r() * 70;
    const dy = (r() - 0.5) * 40;
    return `<path d="M${x.toFixed(0)} ${y.toFixed(0)} q${(len / 2).toFixed(0)} ${(dy - 14).toFixed(0)} ${len.toFixed(0)} ${dy.toFixed(0)} q${(len / 3).toFixed(0)} ${(r() * 16).toFixed(0)} ${(len / 2).toFixed(0)} ${(r() * 20 - 10).toFixed(0)}" stroke="#FFF1F2" stroke-width="${(3 + r() * 4).toFixed(1)}" fill="none" stroke-linecap="round" opacity=".9"/>`;
  }).join('');
}

/**
 * 곶감: dried persimmons as they hang under the eaves — two strings of three, each flattened, wrinkled,
 * dark orange-brown, dusted with white sugar bloom, tied by its dark calyx.
 */
function gotgamSvg() {
  const r = rng(7);
  const one = (x: number, y: number, tilt: number) => {
    const wrinkles = [-22, -4, 14, 30]
      .map(
        (dy, i) =>
          `<path d="M${x - 52 + i * 4} ${y + dy} q${26} ${(r() * 16 - 8).toFixed(0)} 52 ${(r() * 6 - 3).toFixed(0)} q26 ${(r() * 16 - 8).toFixed(0)} ${44 - i * 6} ${(r() * 8 - 4).toFixed(0)}" stroke="#5A1E0C" stroke-width="5" stroke-opacity=".8" fill="none" stroke-linecap="round"/>`,
      )
      .join('');
    const bloom = Array.from({ length: 22 }, () => {
      const a = r() * Math.PI * 2;
      const d = 0.55 + r() * 0.4;
      return `<circle cx="${(x + Math.cos(a) * 72 * d).toFixed(0)}" cy="${(y + Math.sin(a) * 48 * d).toFixed(0)}" r="${(3 + r() * 4).toFixed(1)}" fill="#FFFDF7" opacity=".85" stroke="none"/>`;
    }).join('');
    return `<g transform="rotate(${tilt} ${x} ${y})"><path d="M${x - 76} ${y} q0 -50 76 -52 q76 2 76 52 q-2 46 -76 48 q-74 -2 -76 -48z" fill="#A3461C"/><ellipse cx="${x - 16}" cy="${y - 8}" rx="40" ry="22" fill="#C0602A" opacity=".6" stroke="none"/>${wrinkles}${bloom}<path d="M${x} ${y - 66} l10 14 l18 2 l-14 10 l-14 -10 l-14 10 l-14 -10 l18 -2z" fill="#3B2414"/></g>`;
  };
  const strings = [210, 390].map((x) => `<path d="M${x} 92 V470" stroke="#CBB892" stroke-width="7" stroke-opacity="1"/>`).join('');
  const fruits = [210, 390].flatMap((x, i) => [150, 272, 394].map((y, j) => one(x, y + 18, (i + j) % 2 ? 5 : -5))).join('');
  return `<rect x="100" y="78" width="400" height="24" rx="10" fill="#8B5A2B"/>${strings}${fruits}`;
}

/** 막창: grilled, curled tube pieces (rings and C-curls with the fat inside) on a round grill. */
function makchangSvg() {
  const grate = [140, 175, 210, 245, 280, 315, 350, 385, 420, 455]
    .map((y) => {
      const half = Math.sqrt(Math.max(0, 185 * 185 - (y - 300) * (y - 300)));
      return `<path d="M${(300 - half).toFixed(0)} ${y} H${(300 + half).toFixed(0)}" stroke="#52525B" stroke-width="7" stroke-opacity="1"/>`;
    })
    .join('');
  const ring = (x: number, y: number, rr: number) =>
    `<circle cx="${x}" cy="${y}" r="${rr}" fill="none" stroke="#B8743F" stroke-width="30" stroke-opacity="1"/><circle cx="${x}" cy="${y}" r="${rr - 9}" fill="none" stroke="#F4D3A8" stroke-width="9" stroke-opacity="1"/><path d="M${x - rr + 4} ${y - 6} l10 8 M${x + rr - 10} ${y + 4} l10 -8 M${x - 6} ${y - rr} l8 10" stroke="#5B2A12" stroke-width="6" stroke-opacity="1" stroke-linecap="round"/>`;
  const curl = (x: number, y: number, a: number) =>
    `<g transform="rotate(${a} ${x} ${y})"><path d="M${x - 55} ${y + 10} q0 -60 55 -60 q55 0 55 60" fill="none" stroke="#A9652F" stroke-width="40" stroke-opacity="1" stroke-linecap="round"/><path d="M${x - 55} ${y + 10} q0 -60 55 -60 q55 0 55 60" fill="none" stroke="#F1C48E" stroke-width="12" stroke-opacity="1" stroke-linecap="round"/><path d="M${x - 30} ${y - 42} l12 10 M${x + 20} ${y - 46} l10 12 M${x + 48} ${y - 18} l12 6" stroke="#4A200C" stroke-width="6" stroke-opacity="1" stroke-linecap="round"/></g>`;
  return `<circle cx="300" cy="300" r="205" fill="#3F3F46"/><circle cx="300" cy="300" r="185" fill="#27272A"/>${grate}${ring(215, 220, 48)}${ring(390, 380, 46)}${curl(380, 215, 20)}${curl(225, 385, -15)}${curl(300, 310, 90)}`;
}

/** 한우 등심·안심: a deep red slab, a white fat cap along one edge and fine white marbling. */
function marbledSvg(c: string, seed: number) {
  const slab = 'M115 300 q0 -150 185 -160 q190 -8 190 160 q0 140 -190 150 q-185 -2 -185 -150z';
  // The marbling stays inside the slab (clipped), the fat cap follows its upper edge.
  return `${SHADOW(470, 190)}<clipPath id="slab${seed}"><path d="${slab}"/></clipPath><path d="${slab}" fill="${c}"/><g clip-path="url(#slab${seed})">${marbling(seed, 130, 215, 320, 200, 24)}</g><path d="M140 230 q150 -120 330 -20" stroke="#FFF4EC" stroke-width="30" stroke-opacity="1" fill="none" stroke-linecap="round"/><ellipse cx="215" cy="330" rx="30" ry="18" fill="#fff" opacity=".18" stroke="none"/>`;
}

/** 갈비: the same marbled red meat on a white rib bone (with knobbed ends) and crosshatch knife cuts. */
function galbiSvg(c: string) {
  const bone = `<path d="M90 395 q-20 -30 10 -45 q20 -8 30 10 h340 q10 -18 30 -10 q30 15 10 45 q20 30 -10 45 q-20 8 -30 -10 h-340 q-10 18 -30 10 q-30 -15 -10 -45z" fill="#F5EBDD"/><path d="M135 385 h330" stroke="#E3D3BC" stroke-width="8" stroke-opacity="1"/>`;
  const shape = 'M120 365 q0 -190 180 -205 q180 -10 180 205z';
  const meat = `<clipPath id="rib"><path d="${shape}"/></clipPath><path d="${shape}" fill="${c}"/>`;
  const cuts = [0, 1, 2, 3, 4]
    .map((i) => `<path d="M${170 + i * 60} 200 l-40 150 M${150 + i * 60} 210 l50 140" stroke="#000" stroke-width="4" stroke-opacity=".22"/>`)
    .join('');
  return `${SHADOW(470, 200)}${meat}<g clip-path="url(#rib)">${marbling(11, 130, 190, 320, 170, 16)}${cuts}</g>${bone}`;
}

/** 흑돼지 삼겹살/오겹살: three thick slices fanned out, wavy layers of meat and fat, the 오겹살 with its black skin. */
function porkBellySvg(skin: boolean) {
  const layers: Array<[string, number]> = [
    ...(skin ? ([['#27272A', 16]] as Array<[string, number]>) : []),
    ['#FFF5EE', 20],
    ['#E8706A', 26],
    ['#FFF5EE', 12],
    ['#DA5A55', 30],
    ['#FFF5EE', 14],
    ['#EC7B74', 20],
  ];
  const height = layers.reduce((n, [, h]) => n + h, 0);
  const slice = (x: number, y: number, angle: number, seed: number) => {
    const r = rng(seed);
    let top = 0;
    // Each boundary between layers waves a little, as fat and meat do.
    const wave = (yy: number) => `M0 ${yy} q75 ${(r() * 10 - 5).toFixed(0)} 150 0 q75 ${(r() * 10 - 5).toFixed(0)} 150 0`;
    const bands = layers
      .map(([fill, h]) => {
        const band = `<path d="${wave(top)} V${height} H0z" fill="${fill}" stroke="none"/>`;
        top += h;
        return band;
      })
      .join('');
    return `<g transform="translate(${x} ${y}) rotate(${angle})"><clipPath id="pb${seed}"><rect width="300" height="${height}" rx="18"/></clipPath><g clip-path="url(#pb${seed})">${bands}</g><rect width="300" height="${height}" rx="18" fill="none"/></g>`;
  };
  return `${SHADOW(478, 200)}${slice(170, 110, 8, 1)}${slice(135, 225, 2, 2)}${slice(110, 345, -4, 3)}`;
}

/** 떡갈비: two round minced-beef patties with grill marks and a glaze highlight. */
function pattySvg(c: string) {
  const one = (x: number, y: number, rr: number) =>
    `<ellipse cx="${x}" cy="${y + 14}" rx="${rr}" ry="${rr * 0.62}" fill="#5B2A12"/><ellipse cx="${x}" cy="${y}" rx="${rr}" ry="${rr * 0.62}" fill="${c}"/>${[-2, -1, 0, 1, 2].map((k) => `<path d="M${x + k * 32 - 30} ${y - rr * 0.45} l60 ${rr * 0.9}" stroke="#3B1A08" stroke-width="9" stroke-opacity=".7" stroke-linecap="round"/>`).join('')}<ellipse cx="${x - rr * 0.35}" cy="${y - rr * 0.25}" rx="${rr * 0.3}" ry="${rr * 0.12}" fill="#fff" opacity=".3" stroke="none"/>`;
  return `${SHADOW(470, 210)}${one(215, 230, 120)}${one(380, 360, 130)}`;
}

/** A glass jar whose contents (colour and texture) and label tell 꿀, 젓갈, 김치, 유자청 … apart. */
function glassJarSvg(opts: { content: string; lid: string; text: string; textSize?: number; texture?: string; extra?: string }) {
  return `${SHADOW(478, 160)}<rect x="205" y="112" width="190" height="58" rx="12" fill="${opts.lid}"/><rect x="168" y="160" width="264" height="310" rx="52" fill="#F1F5F9" opacity=".9"/><rect x="182" y="222" width="236" height="234" rx="40" fill="${opts.content}"/>${opts.texture ?? ''}<rect x="196" y="190" width="20" height="230" rx="10" fill="#fff" opacity=".55" stroke="none"/><rect x="205" y="292" width="190" height="96" rx="14" fill="#FFFFFF"/>${label(opts.text, 300, 356, opts.textSize ?? 52)}${opts.extra ?? ''}`;
}

/** 옹기 항아리 of 장: the dark earthenware pot, its paste showing at the mouth, a label with the 장's name. */
function onggiSvg(paste: string, text: string) {
  return `${SHADOW(480, 170)}<path d="M175 205 q-85 110 -10 250 q12 20 42 20 h186 q30 0 42 -20 q75 -140 -10 -250z" fill="#5A3018"/><path d="M165 420 q135 25 270 0" stroke="#8A5630" stroke-width="8" stroke-opacity="1" fill="none"/><path d="M150 250 q30 -20 60 0 q30 20 60 0 q30 -20 60 0 q30 20 60 0 q30 -20 60 0" stroke="#8A5630" stroke-width="7" stroke-opacity="1" fill="none"/><ellipse cx="300" cy="200" rx="140" ry="30" fill="#4A2512"/><ellipse cx="300" cy="198" rx="115" ry="21" fill="${paste}"/><path d="M230 196 q35 -45 70 -32 q35 -18 70 32z" fill="${paste}"/><ellipse cx="280" cy="176" rx="22" ry="7" fill="#fff" opacity=".25" stroke="none"/><rect x="215" y="295" width="170" height="92" rx="12" fill="#FFF8EC"/>${label(text, 300, 358, 52, '#3B1A08')}`;
}

/** 전복: an ear-shaped shell with growth ridges and its row of breathing holes, the nacre showing at the rim. */
function abaloneSvg() {
  const holes = [0, 1, 2, 3, 4, 5]
    .map((i) => `<ellipse cx="${170 + i * 42}" cy="${228 - i * 6 + Math.abs(i - 2.5) * 6}" rx="11" ry="8" fill="#1F2937"/>`)
    .join('');
  const ridges = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<ellipse cx="${372 - i * 22}" cy="${318 - i * 4}" rx="${40 + i * 34}" ry="${28 + i * 24}" fill="none" stroke="#3F4D34" stroke-width="6" stroke-opacity=".8"/>`,
    )
    .join('');
  return `${SHADOW(460, 200)}<g transform="rotate(-8 300 300)"><path d="M100 320 q0 -140 200 -150 q210 -6 210 140 q0 130 -210 140 q-200 6 -200 -130z" fill="#9ED3DA"/><path d="M118 318 q0 -122 184 -132 q192 -4 192 124 q0 112 -192 122 q-184 6 -184 -114z" fill="#6F7F5B"/>${ridges}${holes}<path d="M130 390 q160 70 340 -20" stroke="#E9D5F5" stroke-width="10" stroke-opacity=".9" fill="none" stroke-linecap="round"/></g>`;
}

/**
 * 굴: an opened rock oyster (석화) — a rough, irregular grey-brown shell with frilled layers holding the
 * creamy-white oyster with its dark mantle edge — beside a closed one (not a scallop's ribbed fan).
 */
function oysterSvg() {
  const frills = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${150 + i * 8} ${330 - i * 26} q${70 - i * 6} ${-40 + i * 4} ${150 - i * 10} ${-6 + i * 6}" stroke="#57534E" stroke-width="6" fill="none" stroke-opacity=".7"/>`,
    )
    .join('');
  const closed = `<path d="M380 250 q60 -70 130 -30 q40 40 -10 110 q-50 60 -110 20 q-40 -40 -10 -100z" fill="#78716C"/><path d="M395 262 q50 -50 105 -22" stroke="#A8A29E" stroke-width="8" fill="none"/><path d="M392 300 q60 -36 112 -6" stroke="#A8A29E" stroke-width="8" fill="none"/>`;
  const open = `<path d="M90 360 q-10 -120 110 -150 q120 -26 190 40 q70 80 10 150 q-80 80 -210 40 q-90 -30 -100 -80z" fill="#8A817C"/><path d="M120 360 q-4 -96 96 -120 q100 -18 156 36 q52 62 4 118 q-66 62 -170 32 q-76 -22 -86 -66z" fill="#E7E5E4"/>${frills}<path d="M150 350 q10 -70 90 -84 q84 -10 120 40 q30 50 -10 86 q-50 40 -130 18 q-66 -20 -70 -60z" fill="#F5F0E6"/><path d="M150 350 q10 -70 90 -84 q84 -10 120 40 q30 50 -10 86 q-50 40 -130 18 q-66 -20 -70 -60z" fill="none" stroke="#374151" stroke-width="8" stroke-opacity=".6" stroke-dasharray="7 4"/><ellipse cx="250" cy="340" rx="56" ry="34" fill="#DDD3BC"/><ellipse cx="226" cy="322" rx="18" ry="9" fill="#fff" opacity=".8"/>`;
  return `${SHADOW(470, 220)}<g transform="translate(300 285) scale(1.08) translate(-300 -320)">${closed}${open}</g>`;
}

/** 꼬막: three round, deeply ribbed cockle shells with scalloped rims (the ribs are what tells them from clams). */
function cockleSvg(c: string) {
  const one = (x: number, y: number, k: number) => {
    const [ux, uy] = [x, y - 96 * k];
    const rim = Array.from({ length: 13 }, (_, i) => {
      const t = Math.PI * (-0.08 + (1.16 * i) / 12);
      return [x - Math.cos(t) * 104 * k, y + 8 * k + Math.sin(t) * 92 * k] as const;
    });
    const ribs = rim
      .map(
        ([rx, ry]) =>
          `<path d="M${ux} ${uy} L${rx.toFixed(0)} ${ry.toFixed(0)}" stroke="#3A3330" stroke-width="${(8 * k).toFixed(1)}" stroke-opacity=".7" stroke-linecap="round"/>`,
      )
      .join('');
    const light = rim
      .slice(0, -1)
      .map(([rx, ry], i) => {
        const [nx, ny] = rim[i + 1];
        return `<path d="M${ux} ${uy + 14 * k} L${((rx + nx) / 2).toFixed(0)} ${((ry + ny) / 2 - 6 * k).toFixed(0)}" stroke="#E7E5E4" stroke-width="${(5 * k).toFixed(1)}" stroke-opacity=".55" stroke-linecap="round"/>`;
      })
      .join('');
    const scallops = rim.map(([rx, ry]) => `<circle cx="${rx.toFixed(0)}" cy="${ry.toFixed(0)}" r="${(13 * k).toFixed(0)}" fill="${c}"/>`).join('');
    return `${scallops}<path d="M${ux} ${uy} Q${x + 112 * k} ${uy + 10 * k} ${x + 104 * k} ${y + 8 * k} Q${x + 92 * k} ${y + 100 * k} ${x} ${y + 100 * k} Q${x - 92 * k} ${y + 100 * k} ${x - 104 * k} ${y + 8 * k} Q${x - 112 * k} ${uy + 10 * k} ${ux} ${uy}z" fill="${c}"/>${light}${ribs}<path d="M${ux - 26 * k} ${uy + 8 * k} q${26 * k} ${-34 * k} ${52 * k} 0z" fill="#57534E"/>`;
  };
  return `${SHADOW(478, 210)}${one(185, 245, 0.82)}${one(415, 245, 0.82)}${one(300, 365, 1)}`;
}

/** 참소라: a spiral shell — stacked whorls to a point, knobs on the shoulder and the wide orange mouth. */
function whelkSvg(c: string) {
  const whorls = [
    [318, 214, 112, 44],
    [334, 160, 78, 32],
    [346, 118, 50, 22],
    [354, 88, 26, 14],
  ]
    .map(
      ([x, y, rx, ry]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${c}"/><path d="M${x - rx + 8} ${y + 4} q${rx - 8} ${ry} ${rx * 2 - 16} -4" stroke="#5A3A0A" stroke-width="6" stroke-opacity=".7" fill="none"/>`,
    )
    .join('');
  const knobs = [200, 250, 300, 350, 400].map((x, i) => `<path d="M${x - 18} ${262 - Math.abs(i - 2) * 6} l18 -40 l18 40z" fill="${c}"/>`).join('');
  return `${SHADOW(478, 190)}<path d="M300 470 q-190 -10 -170 -170 q15 -60 170 -60 q160 -10 190 60 q20 160 -190 170z" fill="${c}"/>${[0, 1, 2].map((i) => `<path d="M${150 + i * 6} ${320 + i * 45} q150 ${40 - i * 10} 320 -${10 + i * 12}" stroke="#5A3A0A" stroke-width="6" stroke-opacity=".6" fill="none"/>`).join('')}${knobs}${whorls}<path d="M175 330 q-25 120 95 140 q60 -10 40 -90 q-20 -80 -135 -50z" fill="#FDBA74"/><path d="M200 345 q-12 85 70 100 q30 -15 18 -65 q-18 -50 -88 -35z" fill="#FFE4C7" stroke="none"/>`;
}

/* ---------- issue 30: kinds a Korean shopper did not recognise (docs/decisions/044-product-pictures.md) ---------- */

/** 한라봉: a deep orange 만감 with its 꼭지 — the raised knob on top — pitted peel, a short stem and leaf on the knob. */
function hallabongSvg(c: string) {
  const pores = atPoints(
    [
      [220, 300],
      [260, 380],
      [340, 300],
      [380, 390],
      [300, 430],
      [200, 400],
      [410, 320],
      [300, 350],
    ],
    (x, y) => `<circle cx="${x}" cy="${y}" r="5" fill="#fff" opacity=".3" stroke="none"/>`,
  );
  return `${SHADOW(488, 170)}<path d="M300 168 q-70 0 -80 60 q-95 30 -95 140 q0 110 175 115 q175 -5 175 -115 q0 -110 -95 -140 q-10 -60 -80 -60z" fill="${c}"/><path d="M222 232 q78 30 156 0" stroke="#C2410C" stroke-width="6" stroke-opacity=".5" fill="none"/><ellipse cx="230" cy="300" rx="34" ry="22" fill="#fff" opacity=".3" stroke="none"/>${pores}<path d="M300 170 v-30" stroke="#4D7C0F" stroke-width="12" stroke-linecap="round"/><path d="M304 146 q60 -55 115 -20 q-55 45 -115 20z" fill="#3F7D2B"/>`;
}

/** 신고배 (나주·조치원 배): a round, golden-brown Asian pear speckled with pale lenticels, a short stem in a dimple. */
function asianPearSvg(seed: number) {
  const r = rng(seed);
  const dots = Array.from({ length: 34 }, () => {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * 140;
    return `<circle cx="${(300 + Math.cos(a) * d).toFixed(0)}" cy="${(315 + Math.sin(a) * d * 0.92).toFixed(0)}" r="${(2.5 + r() * 2.5).toFixed(1)}" fill="#F3DFA6" opacity=".8" stroke="none"/>`;
  }).join('');
  return `${SHADOW(480, 170)}<ellipse cx="300" cy="315" rx="165" ry="155" fill="#C8913A"/><ellipse cx="300" cy="305" rx="150" ry="138" fill="#D6A24A" stroke="none"/>${dots}<ellipse cx="240" cy="255" rx="42" ry="26" fill="#fff" opacity=".25" stroke="none"/><path d="M275 172 q25 14 50 0" stroke="#8A5A1E" stroke-width="7" fill="none"/><path d="M300 172 q0 -40 22 -62" stroke="#5B3A1A" stroke-width="12" fill="none" stroke-linecap="round"/>`;
}

/** 호두과자: small walnut-shaped pastries, golden brown with the walnut's wrinkled halves; one broken open on 팥앙금. */
function hodugwajaSvg() {
  const one = (x: number, y: number, k: number, open = false) => {
    const body = `<ellipse cx="${x}" cy="${y}" rx="${92 * k}" ry="${80 * k}" fill="#B7772F"/><ellipse cx="${x - 20 * k}" cy="${y - 24 * k}" rx="${40 * k}" ry="${22 * k}" fill="#D9A25A" stroke="none"/>`;
    const grooves = `<path d="M${x} ${y - 78 * k} q${-10 * k} ${78 * k} 0 ${156 * k}" stroke="#6B3A12" stroke-width="${7 * k}" fill="none"/>${[-1, 1]
      .map(
        (s) =>
          `<path d="M${x + s * 22 * k} ${y - 52 * k} q${s * 30 * k} ${10 * k} ${s * 18 * k} ${36 * k} q${s * -20 * k} ${20 * k} ${s * 12 * k} ${44 * k} q${s * 26 * k} ${8 * k} ${s * 14 * k} ${30 * k}" stroke="#6B3A12" stroke-width="${5 * k}" stroke-opacity=".8" fill="none" stroke-linecap="round"/>`,
      )
      .join('')}`;
    const inside = open
      ? `<path d="M${x - 70 * k} ${y + 8 * k} q${70 * k} ${-34 * k} ${140 * k} 0 q${-10 * k} ${60 * k} ${-70 * k} ${64 * k} q${-60 * k} ${-4 * k} ${-70 * k} ${-64 * k}z" fill="#F2D8A7"/><ellipse cx="${x}" cy="${y + 22 * k}" rx="${46 * k}" ry="${26 * k}" fill="#5A1E1E"/><ellipse cx="${x + 8 * k}" cy="${y + 16 * k}" rx="${14 * k}" ry="${9 * k}" fill="#E9D7B5" stroke="none"/>`
      : '';
    return body + grooves + inside;
  };
  return `${SHADOW(478, 210)}${one(190, 240, 0.95)}${one(400, 250, 0.95)}${one(300, 380, 1.15, true)}`;
}

/** 대게: a cooked snow crab — a small round shell and long, thin, jointed legs spread wide, pale underneath. */
function snowCrabSvg(c: string) {
  const leg = (s: number, i: number) => {
    const y0 = 290 + i * 24;
    const kx = 300 + s * 80;
    const jx = 300 + s * (190 + i * 10);
    const jy = y0 - 70 + i * 28;
    const ex = 300 + s * (270 - i * 6);
    const ey = jy + 120 + i * 10;
    return `<path d="M${kx} ${y0} L${jx} ${jy} L${ex} ${ey}" stroke="${c}" stroke-width="18" stroke-opacity="1" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${jx}" cy="${jy}" r="11" fill="#FDE2CF" stroke="none"/>`;
  };
  const legs = [-1, 1].flatMap((s) => [0, 1, 2, 3].map((i) => leg(s, i))).join('');
  const claws = [-1, 1]
    .map(
      (s) =>
        `<path d="M${300 + s * 60} 250 q${s * 40} -50 ${s * 30} -100" stroke="${c}" stroke-width="20" stroke-opacity="1" fill="none" stroke-linecap="round"/><path d="M${300 + s * 30} 150 q${s * 15} -30 ${s * 30} 0 q${s * -15} 22 ${s * -30} 0z" fill="${c}"/>`,
    )
    .join('');
  const bumps = atPoints(
    [
      [260, 270],
      [300, 255],
      [340, 270],
      [280, 305],
      [320, 305],
    ],
    (x, y) => `<circle cx="${x}" cy="${y}" r="9" fill="#fff" opacity=".3" stroke="none"/>`,
  );
  return `${SHADOW(500, 240)}${legs}${claws}<ellipse cx="300" cy="290" rx="100" ry="80" fill="${c}"/>${bumps}<circle cx="282" cy="222" r="8" fill="#111"/><circle cx="318" cy="222" r="8" fill="#111"/>`;
}

/** 굴비: yellow croakers salted and dried, tied in a row with two braided straw ropes (한 두름), heads up. */
function gulbiSvg() {
  const fish = [150, 225, 300, 375, 450]
    .map(
      (x, i) =>
        `<g transform="rotate(${i % 2 ? 3 : -3} ${x} 300)"><path d="M${x} 120 q38 40 34 180 q-4 110 -20 150 l24 40 h-76 l24 -40 q-16 -40 -20 -150 q-4 -140 34 -180z" fill="#C99A2E"/><path d="M${x - 20} 170 q20 -30 40 0" stroke="#6B4A12" stroke-width="5" fill="none"/><circle cx="${x - 10}" cy="150" r="6" fill="#2A1A06" stroke="none"/><path d="M${x - 26} 300 q26 10 52 0" stroke="#E8C766" stroke-width="6" stroke-opacity=".8" fill="none"/></g>`,
    )
    .join('');
  const rope = (y: number) =>
    `<path d="M90 ${y} Q300 ${y + 20} 510 ${y}" stroke="#D9BE7A" stroke-width="16" stroke-opacity="1" fill="none"/><path d="M90 ${y} Q300 ${y + 20} 510 ${y}" stroke="#8A6A2A" stroke-width="16" stroke-opacity=".6" stroke-dasharray="6 10" fill="none"/>`;
  return `${SHADOW(505, 220)}${fish}${rope(200)}${rope(380)}`;
}

/** 김: a stack of glossy black-green laver sheets, their fibrous texture showing, the top sheet a little turned. */
function laverSheetsSvg() {
  const sheet = (x: number, y: number, a: number) =>
    `<g transform="rotate(${a} ${x + 150} ${y + 140})"><rect x="${x}" y="${y}" width="300" height="280" rx="6" fill="#1C2A1E" stroke="#0A140B" stroke-width="4"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${x + 20} ${y + 30 + i * 42} q70 -12 130 0 q70 12 130 0" stroke="#3E5A3A" stroke-width="5" stroke-opacity=".8" fill="none"/>`).join('')}</g>`;
  return `${SHADOW(470, 190)}${sheet(140, 170, -4)}${sheet(150, 150, 3)}${sheet(160, 130, -1)}<path d="M190 160 l80 -10" stroke="#fff" stroke-width="8" stroke-opacity=".25" stroke-linecap="round"/>`;
}

/** 수삼 (인삼): a pale cream root with a body, two legs and many fine hair roots, its stem stub at the top. */
function ginsengRootSvg(c: string) {
  const hairs = [
    [250, 360, -70, 60],
    [262, 390, -40, 90],
    [330, 380, 40, 90],
    [350, 360, 80, 50],
    [240, 430, -50, 70],
    [360, 430, 40, 80],
    [280, 300, -70, 20],
    [325, 300, 70, 25],
    [235, 470, -20, 60],
    [370, 470, 20, 60],
    [300, 330, -50, 40],
    [305, 340, 55, 45],
  ]
    .map(
      ([x, y, dx, dy]) =>
        `<path d="M${x} ${y} q${dx / 2} ${dy / 3} ${dx} ${dy}" stroke="${shade(c, 0.2)}" stroke-width="3" stroke-opacity="1" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return `${SHADOW(520, 170)}${hairs}<path d="M285 130 h30 v40 q30 20 30 80 q0 50 20 100 q25 70 10 150 q-25 -50 -40 -110 q-10 40 -40 130 q-30 -60 -10 -140 q-30 -60 -30 -120 q0 -60 30 -90z" fill="${c}"/>${[0, 1, 2, 3].map((i) => `<path d="M${282 + (i % 2) * 6} ${200 + i * 30} q20 6 40 0" stroke="${shade(c, 0.3)}" stroke-width="4" stroke-opacity=".7" fill="none"/>`).join('')}<path d="M300 130 q-10 -40 -50 -60 M300 130 q10 -50 50 -64" stroke="#3F7D2B" stroke-width="9" fill="none" stroke-linecap="round"/><rect x="286" y="118" width="28" height="20" rx="6" fill="#A16207"/>`;
}

/** 고구마: two spindle-shaped sweet potatoes with purple-red skin and root hairs, one cut to show the yellow flesh. */
function sweetPotatoSvg(c: string) {
  const one = (x: number, y: number, a: number, cut: boolean) =>
    `<g transform="rotate(${a} ${x} ${y})"><path d="M${x - 170} ${y} q40 -70 170 -75 q130 5 170 75 q-40 70 -170 75 q-130 -5 -170 -75z" fill="${c}"/><path d="M${x - 170} ${y} l-30 6 M${x + 170} ${y} l34 -4" stroke="${shade(c, 0.3)}" stroke-width="8" stroke-opacity="1" stroke-linecap="round"/><path d="M${x - 60} ${y - 40} q30 10 60 -2 M${x + 10} ${y + 40} q40 -10 70 4" stroke="${shade(c, 0.35)}" stroke-width="5" stroke-opacity=".8" fill="none"/><ellipse cx="${x - 60}" cy="${y - 30}" rx="50" ry="14" fill="#fff" opacity=".2" stroke="none"/>${cut ? `<ellipse cx="${x + 150}" cy="${y}" rx="26" ry="58" fill="#F7D67A"/><ellipse cx="${x + 150}" cy="${y}" rx="16" ry="42" fill="#FBE6A2" stroke="none"/>` : ''}</g>`;
  return `${SHADOW(470, 220)}${one(300, 230, -12, false)}${one(290, 370, 8, true)}`;
}

/** 약과: flower-shaped honey pastries (scalloped edge, glossy 즙청 glaze), a pine nut on the top one. */
function yakgwaSvg() {
  const flower = (x: number, y: number, rr: number) => {
    const petals = Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<circle cx="${(x + Math.cos(a) * rr * 0.72).toFixed(0)}" cy="${(y + Math.sin(a) * rr * 0.72 * 0.55).toFixed(0)}" r="${(rr * 0.36).toFixed(0)}" fill="#9A4A12"/>`;
    }).join('');
    return `<ellipse cx="${x}" cy="${y + 16}" rx="${rr * 1.05}" ry="${rr * 0.62}" fill="#5A2A08"/>${petals}<ellipse cx="${x}" cy="${y}" rx="${rr * 0.8}" ry="${rr * 0.45}" fill="#B4641E"/><ellipse cx="${x}" cy="${y}" rx="${rr * 0.5}" ry="${rr * 0.26}" fill="none" stroke="#7A3A0C" stroke-width="6"/><ellipse cx="${x - rr * 0.3}" cy="${y - rr * 0.15}" rx="${rr * 0.22}" ry="${rr * 0.07}" fill="#fff" opacity=".35" stroke="none"/>`;
  };
  return `${SHADOW(470, 210)}${flower(200, 380, 110)}${flower(400, 380, 110)}${flower(300, 250, 125)}<ellipse cx="300" cy="248" rx="14" ry="9" fill="#FFF6E0"/>`;
}

/** 어묵: two skewers of folded fish-cake sheets (꼬치어묵) and a round fish-cake bar, golden brown. */
function eomukSvg(c: string) {
  const skewer = (x: number) =>
    `<path d="M${x} 90 V520" stroke="#D6B47A" stroke-width="12" stroke-opacity="1" stroke-linecap="round"/>${[0, 1, 2]
      .map(
        (i) =>
          `<path d="M${x - 70} ${150 + i * 100} q70 -40 140 0 q-70 50 -140 60 q70 -6 140 40 l0 -100 q-70 40 -140 0z" fill="${c}"/><path d="M${x - 60} ${160 + i * 100} q60 -30 120 0" stroke="#fff" stroke-width="6" stroke-opacity=".35" fill="none"/>`,
      )
      .join('')}`;
  return `${SHADOW(520, 200)}${skewer(200)}${skewer(380)}<rect x="430" y="360" width="130" height="56" rx="28" fill="${shade(c, 0.1)}" transform="rotate(-20 495 388)"/>`;
}

/** 죽방멸치: a heap of small silvery anchovies, each with its dark eye and a blue-grey back. */
function anchovySvg() {
  const r = rng(5);
  const fish = Array.from({ length: 16 }, (_, i) => {
    const x = 150 + (i % 4) * 95 + r() * 30;
    const y = 200 + Math.floor(i / 4) * 70 + r() * 20;
    const a = (r() - 0.5) * 70;
    return `<g transform="rotate(${a.toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"><path d="M${(x - 55).toFixed(0)} ${y.toFixed(0)} q55 -20 100 0 l18 -12 v24 l-18 -12 q-45 20 -100 0z" fill="#C8CED6"/><path d="M${(x - 50).toFixed(0)} ${(y - 4).toFixed(0)} q50 -12 95 0" stroke="#5B6B80" stroke-width="5" fill="none" stroke-opacity="1"/><circle cx="${(x - 40).toFixed(0)}" cy="${(y - 1).toFixed(0)}" r="4" fill="#111" stroke="none"/></g>`;
  }).join('');
  return `${SHADOW(490, 220)}${fish}`;
}

/** 천일염: a heap of coarse white-grey sea-salt crystals in a wooden scoop. */
function seaSaltSvg() {
  const r = rng(9);
  const crystals = Array.from({ length: 46 }, () => {
    const x = 160 + r() * 280;
    const top = 430 - 170 * Math.sin(((x - 160) / 280) * Math.PI);
    const y = top + r() * (440 - top);
    const s = 14 + r() * 12;
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${s.toFixed(0)}" height="${s.toFixed(0)}" rx="3" fill="${r() > 0.5 ? '#FFFFFF' : '#E2E8F0'}" stroke="#94A3B8" stroke-width="2" transform="rotate(${(r() * 60).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
  return `${SHADOW(490, 220)}<path d="M110 430 h380 q-20 60 -190 60 q-170 0 -190 -60z" fill="#A16207"/><path d="M490 440 l80 -40" stroke="#A16207" stroke-width="26" stroke-linecap="round"/>${crystals}`;
}

/** 과메기: half-dried split 꽁치 hung in pairs from a line — glossy dark backs, the red-brown flesh showing along the split. */
function gwamegiSvg() {
  const pair = (x: number, i: number) =>
    `<g transform="rotate(${i % 2 ? 4 : -4} ${x} 120)"><path d="M${x - 6} 120 q-34 60 -30 200 q2 80 20 150 l10 -10 q-8 -150 0 -340z" fill="#2F3A4A"/><path d="M${x + 6} 120 q34 60 30 200 q-2 80 -20 150 l-10 -10 q8 -150 0 -340z" fill="#3B4556"/><path d="M${x - 6} 140 q-14 140 -6 300 M${x + 6} 140 q14 140 6 300" stroke="#9A3B2E" stroke-width="8" stroke-opacity="1" fill="none"/><ellipse cx="${x - 14}" cy="220" rx="6" ry="40" fill="#fff" opacity=".25" stroke="none"/></g>`;
  return `${SHADOW(500, 200)}<path d="M80 118 H520" stroke="#8B5A2B" stroke-width="14" stroke-opacity="1" stroke-linecap="round"/>${[170, 260, 350, 440].map(pair).join('')}`;
}

/** 짜장: a bowl of noodles under glossy black-brown 춘장 sauce with diced onion, cucumber strips on top. */
function jajangSvg() {
  const noodles = [0, 1, 2, 3, 4]
    .map((i) => `<path d="M${160 + i * 10} ${300 + i * 4} q70 -30 140 0 q70 30 140 0" stroke="#F3DFA2" stroke-width="10" stroke-opacity="1" fill="none"/>`)
    .join('');
  const dice = atPoints(
    [
      [250, 250],
      [330, 240],
      [290, 280],
      [370, 275],
      [220, 285],
    ],
    (x, y) => `<rect x="${x}" y="${y}" width="22" height="18" rx="4" fill="#F5EBD0" stroke="none"/>`,
  );
  return `${SHADOW(480, 210)}<path d="M110 300 h380 q-10 170 -190 175 q-180 -5 -190 -175z" fill="#F8FAFC"/><path d="M130 330 h340" stroke="#1D4ED8" stroke-width="10" stroke-opacity=".8"/>${noodles}<path d="M170 300 q10 -90 130 -95 q120 5 130 95 q-130 30 -260 0z" fill="#2B1A0E"/>${dice}<path d="M290 210 l30 -40 M305 214 l36 -34 M275 212 l20 -44" stroke="#65A30D" stroke-width="9" stroke-opacity="1" stroke-linecap="round"/><ellipse cx="250" cy="232" rx="40" ry="10" fill="#fff" opacity=".25" stroke="none"/>`;
}

/** 죽순: a conical bamboo shoot wrapped in overlapping brown sheaths with dark hairs, its pale cut base showing. */
function bambooShootSvg() {
  const sheaths = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<path d="M${190 + i * 14} ${470 - i * 70} q${110 - i * 14} ${-40 - i * 6} ${220 - i * 28} 0 l${-20 + i * 2} ${-70} q${-90 + i * 12} ${30} ${-180 + i * 24} 0z" fill="${i % 2 ? '#A16207' : '#8A5A12'}"/><path d="M${200 + i * 14} ${460 - i * 70} q${100 - i * 14} ${-36} ${200 - i * 28} 0" stroke="#3B2A0A" stroke-width="4" stroke-opacity=".6" stroke-dasharray="3 9" fill="none"/>`,
    )
    .join('');
  return `${SHADOW(490, 150)}<ellipse cx="300" cy="470" rx="112" ry="26" fill="#F1E3B5"/><path d="M190 470 q110 -40 220 0 L310 110 h-20z" fill="#7A4E10"/>${sheaths}<path d="M300 95 q20 30 24 60 l-48 0 q4 -30 24 -60z" fill="#65A30D"/>`;
}

/** 느타리버섯: a cluster of grey, fan-shaped caps on short pale stems joined at the base. */
function oysterMushroomSvg() {
  const cap = (x: number, y: number, w: number, a: number) =>
    `<g transform="rotate(${a} ${x} ${y})"><path d="M${x} ${y + 150} q-12 -80 0 -120" stroke="#EDE7DA" stroke-width="26" stroke-opacity="1" fill="none" stroke-linecap="round"/><path d="M${x - w} ${y} q${w} -70 ${w * 2} 0 q${-w * 0.4} 40 ${-w} 34 q${-w * 0.6} 6 ${-w} -34z" fill="#9CA3AF"/><path d="M${x - w * 0.7} ${y + 6} q${w * 0.7} -36 ${w * 1.4} 0" stroke="#6B7280" stroke-width="5" stroke-opacity=".8" fill="none"/></g>`;
  return `${SHADOW(480, 170)}${cap(220, 260, 100, -18)}${cap(390, 250, 95, 16)}${cap(300, 200, 110, 0)}<ellipse cx="300" cy="450" rx="90" ry="30" fill="#D6CFC0"/>`;
}

/** 춘천 닭갈비: a round black 철판 of red-glazed chicken pieces with cabbage, 떡 and green 깻잎. */
function dakgalbiSvg() {
  const chicken = atPoints(
    [
      [230, 260],
      [330, 240],
      [390, 320],
      [250, 360],
      [330, 380],
      [190, 320],
    ],
    (x, y) =>
      `<path d="M${x - 50} ${y} q6 -28 42 -24 q22 -16 46 4 q12 24 -14 32 q-34 18 -74 -12z" fill="#D4561F"/><path d="M${x - 30} ${y - 4} q20 -10 40 -4" stroke="#8A1C0C" stroke-width="5" stroke-opacity=".8" fill="none"/>`,
  );
  const cabbage = [
    [290, 300],
    [380, 260],
    [210, 395],
  ]
    .map(([x, y]) => `<path d="M${x - 30} ${y} q30 -24 60 0 q-30 16 -60 0z" fill="#F3F4D0"/>`)
    .join('');
  const tteok = [
    [300, 330],
    [230, 300],
    [360, 360],
  ]
    .map(([x, y]) => `<rect x="${x - 22}" y="${y - 8}" width="44" height="16" rx="8" fill="#FFF6E5"/>`)
    .join('');
  return `${SHADOW(490, 230)}<path d="M60 300 h60 M480 300 h60" stroke="#27272A" stroke-width="24" stroke-opacity="1" stroke-linecap="round"/><circle cx="300" cy="305" r="200" fill="#27272A"/><circle cx="300" cy="305" r="178" fill="#7F1D1D"/>${cabbage}${chicken}${tteok}<path d="M300 230 q30 -30 60 0 q-30 20 -60 0z" fill="#3F7D2B"/>`;
}

/** 언양 불고기: thin marinated beef pressed flat on a 석쇠 (wire grill), grill lines and sesame seeds. */
function bulgogiSvg(c: string) {
  const grid = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => `<path d="M${130 + i * 57} 150 V450 M110 ${170 + i * 45} H490" stroke="#A1A1AA" stroke-width="6" stroke-opacity="1"/>`)
    .join('');
  const seeds = atPoints(
    [
      [230, 260],
      [300, 230],
      [360, 290],
      [260, 340],
      [340, 360],
      [400, 250],
      [210, 330],
    ],
    (x, y) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="3.5" fill="#FFF7E0" stroke="none"/>`,
  );
  return `${SHADOW(490, 210)}<rect x="110" y="150" width="380" height="300" rx="20" fill="none" stroke="#52525B" stroke-width="14" stroke-opacity="1"/>${grid}<path d="M150 300 q20 -110 150 -120 q140 0 160 100 q10 110 -150 130 q-170 0 -160 -110z" fill="${c}"/>${[0, 1, 2, 3].map((i) => `<path d="M${180 + i * 70} 200 l-30 220" stroke="#2A0E05" stroke-width="10" stroke-opacity=".7" stroke-linecap="round"/>`).join('')}${seeds}<path d="M250 280 q40 -18 80 0" stroke="#65A30D" stroke-width="8" stroke-opacity="1" fill="none" stroke-linecap="round"/>`;
}

/** 송이버섯: thick, tall white-fleshed stems with small, closed brown caps, pine needles beside them. */
function songiSvg() {
  const one = (x: number, y: number, h: number, a: number) =>
    `<g transform="rotate(${a} ${x} ${y})"><path d="M${x - 30} ${y} q-8 ${-h * 0.6} 6 ${-h} h48 q14 ${h * 0.4} 6 ${h}z" fill="#F1E7D3"/><path d="M${x - 22} ${y - h * 0.3} q20 6 40 0 M${x - 18} ${y - h * 0.6} q18 6 36 0" stroke="#B9A27A" stroke-width="4" stroke-opacity="1" fill="none"/><path d="M${x - 40} ${y - h + 6} q4 -56 46 -58 q42 2 44 58 q-44 14 -90 0z" fill="#7A4A1E"/><path d="M${x - 20} ${y - h - 20} q20 -18 40 0" stroke="#C08A52" stroke-width="6" stroke-opacity="1" fill="none"/></g>`;
  return `${SHADOW(470, 180)}<path d="M120 470 l80 -40 M140 470 l70 -30 M440 470 l-60 -50 M460 470 l-70 -34" stroke="#4D7C0F" stroke-width="5" stroke-opacity="1"/>${one(230, 460, 250, -8)}${one(370, 460, 290, 6)}`;
}

/** A rice sack with its brand on a coloured label (a shopper tells 이천쌀 from 오대쌀 by the sack). */
function riceBagSvg(brand: string, c: string) {
  return `<path d="M170 170 q130 -40 260 0 l30 280 q-160 40 -320 0z" fill="#F5F1E6"/><path d="M170 170 q130 -40 260 0" stroke="#B08D57" stroke-width="14" fill="none"/><rect x="195" y="260" width="210" height="120" rx="14" fill="${c}"/><text x="300" y="${brand.length > 1 ? 340 : 345}" text-anchor="middle" font-size="${brand.length > 1 ? 56 : 72}" font-weight="800" fill="#fff" ${FONT}>${brand}</text>`;
}

/** Specialty key → one of the drawings above (issue 13). */
const SPECIFIC: Record<string, (c: string) => string> = {
  'sangju-gotgam': () => gotgamSvg(),
  'daegu-makchang': () => makchangSvg(),
  'hoengseong-hanwoo': (c) => marbledSvg(c, 1),
  'hamyang-hanwoo': (c) => marbledSvg(c, 2),
  'suwon-galbi': (c) => galbiSvg(c),
  'jeju-blackpork': () => porkBellySvg(true),
  'jirisan-pork': () => porkBellySvg(false),
  'gwangju-tteokgalbi': (c) => pattySvg(c),
  'sunchang-gochujang': () => onggiSvg('#B91C1C', '고추장'),
  'damyang-doenjang': () => onggiSvg('#8B5A2B', '된장'),
  'uljin-honey': () =>
    glassJarSvg({
      content: '#F59E0B',
      lid: '#B45309',
      text: '꿀',
      textSize: 64,
      texture: '<path d="M182 262 q118 -26 236 0" stroke="#FCD34D" stroke-width="10" stroke-opacity=".8" fill="none"/>',
      extra: atPoints(
        [
          [440, 150],
          [486, 176],
          [440, 202],
        ],
        (x, y) => `<path d="M${x - 26} ${y} l13 -23 h26 l13 23 l-13 23 h-26z" fill="#FCD34D" stroke="#B45309" stroke-width="5" stroke-opacity="1"/>`,
      ),
    }),
  'ganggyeong-jeotgal': () =>
    glassJarSvg({
      content: '#F6D3C2',
      lid: '#0E7490',
      text: '젓갈',
      textSize: 46,
      texture: Array.from({ length: 16 }, (_, i) => {
        const x = 205 + (i % 4) * 58 + (Math.floor(i / 4) % 2) * 22;
        const y = 240 + Math.floor(i / 4) * 52;
        return y > 285 && y < 395
          ? ''
          : `<path d="M${x} ${y} q14 -16 28 0 q4 12 -8 18" stroke="#F0766F" stroke-width="8" stroke-opacity="1" fill="none" stroke-linecap="round"/>`;
      }).join(''),
    }),
  'sokcho-squid-sundae': () =>
    glassJarSvg({
      content: '#FB7185',
      lid: '#1E3A8A',
      text: '명란',
      texture: `<path d="M200 250 q60 -30 110 0 q-55 28 -110 0z M300 420 q60 -30 110 0 q-55 28 -110 0z M195 420 q40 -24 85 0 q-45 22 -85 0z" fill="#E11D48"/>`,
    }),
  'gwangju-kimchi': () =>
    glassJarSvg({
      content: '#DC2626',
      lid: '#166534',
      text: '김치',
      texture: `<path d="M200 250 q50 30 90 -4 M320 240 q40 30 80 0 M200 420 q60 -20 100 10 M320 430 q40 -24 80 0" stroke="#FECACA" stroke-width="12" stroke-opacity=".9" fill="none" stroke-linecap="round"/>`,
    }),
  'yeosu-gatkimchi': () =>
    glassJarSvg({
      content: '#7F1D1D',
      lid: '#166534',
      text: '갓김치',
      textSize: 46,
      texture: `<path d="M205 250 q50 30 90 -4 M320 245 q40 30 80 0 M205 420 q60 -20 100 10 M320 432 q40 -24 80 0" stroke="#65A30D" stroke-width="12" stroke-opacity=".9" fill="none" stroke-linecap="round"/>`,
    }),
  'yeongyang-pepper': () =>
    glassJarSvg({
      content: '#C2261D',
      lid: '#7F1D1D',
      text: '고춧가루',
      textSize: 38,
      texture: Array.from({ length: 40 }, (_, i) => {
        const x = 195 + ((i * 47) % 210);
        const y = 235 + ((i * 29) % 210);
        return y > 282 && y < 398 ? '' : `<circle cx="${x}" cy="${y}" r="4" fill="#7F1D1D" stroke="none"/>`;
      }).join(''),
    }),
  'goheung-yuzu': () =>
    glassJarSvg({
      content: '#FACC15',
      lid: '#CA8A04',
      text: '유자청',
      textSize: 46,
      texture: atPoints(
        [
          [235, 255],
          [360, 250],
          [250, 425],
          [365, 428],
        ],
        (x, y) =>
          `<circle cx="${x}" cy="${y}" r="24" fill="#FEF08A" stroke="#EAB308" stroke-width="5" stroke-opacity="1"/><path d="M${x - 16} ${y} h32 M${x} ${y - 16} v32" stroke="#EAB308" stroke-width="3" stroke-opacity="1"/>`,
      ),
    }),
  'wando-abalone': () => abaloneSvg(),
  'tongyeong-oyster': () => oysterSvg(),
  'beolgyo-cockle': (c) => cockleSvg(c),
  'ulsan-whelk': (c) => whelkSvg(c),
  // issue 30: drawings a Korean shopper did not recognise (docs/decisions/044-product-pictures.md)
  'jeju-hallabong': (c) => hallabongSvg(c),
  'naju-pear': () => asianPearSvg(3),
  'sejong-pear': () => asianPearSvg(4),
  'cheonan-hodugwaja': () => hodugwajaSvg(),
  'yeongdeok-crab': () => snowCrabSvg('#E0582B'),
  'uljin-crab': () => snowCrabSvg('#D9482A'),
  'yeonggwang-gulbi': () => gulbiSvg(),
  'wando-laver': () => laverSheetsSvg(),
  'geumsan-ginseng': () => ginsengRootSvg('#EAD3A0'),
  'punggi-ginseng': () => ginsengRootSvg('#E2C68C'),
  'haenam-sweetpotato': (c) => sweetPotatoSvg(c),
  'seoul-yakgwa': () => yakgwaSvg(),
  'busan-fishcake': () => eomukSvg('#D99A4E'),
  'namhae-anchovy': () => anchovySvg(),
  'sinan-salt': () => seaSaltSvg(),
  'pohang-gwamegi': () => gwamegiSvg(),
  'incheon-jajang': () => jajangSvg(),
  'chuncheon-dakgalbi': () => dakgalbiSvg(),
  'ulsan-eonyang-bulgogi': (c) => bulgogiSvg(c),
  'yangyang-songi': () => songiSvg(),
  'damyang-bamboo': () => bambooShootSvg(),
  'gyeonggi-yangpyeong-mushroom': () => oysterMushroomSvg(),
  'icheon-rice': () => riceBagSvg('이천쌀', '#15803D'),
  'cheorwon-rice': () => riceBagSvg('오대쌀', '#1D4ED8'),
  'gimpo-rice': () => riceBagSvg('금쌀', '#B45309'),
};

/* ---------- issue 30: one picture per kind and form (catalogue.ts PICTURE_FORMS, productPicture) ---------- */

/** Drawn SVG markup (600×600 space) centred at (x, y), scaled by k. */
const at = (art: string, x: number, y: number, k: number) =>
  `<g transform="translate(${(x - 300 * k).toFixed(1)} ${(y - 300 * k).toFixed(1)}) scale(${k})">${art}</g>`;

/** The fresh thing a dried-by-nature kind was made from (곶감 ← 감, 굴비 ← 조기, 김 ← 물김). */
const FRESH_OF: Record<string, (c: string) => string> = {
  'sangju-gotgam': () => shapeSvg('persimmon', '#F97316'),
  'yeonggwang-gulbi': () => shapeSvg('fish', '#CA8A04'),
  'namhae-anchovy': () => shapeSvg('fish', '#94A3B8'),
  'pohang-gwamegi': () => shapeSvg('fish', '#334155'),
  'wando-laver': () => shapeSvg('leaf', '#14532D'),
};

/** A made food served in a white bowl: its colour heaped in the bowl (the fresh form of 고추장, 김치, 젓갈, 꿀 …). */
const bowlSvg = (c: string) =>
  `${SHADOW(470, 200)}<path d="M150 300 q40 -90 150 -90 q110 0 150 90z" fill="${c}"/><path d="M110 300 h380 q-20 150 -190 160 q-170 -10 -190 -160z" fill="#FFFFFF"/><path d="M130 320 h340" stroke="#CBD5E1" stroke-width="8" stroke-opacity="1"/><ellipse cx="250" cy="255" rx="40" ry="14" fill="#fff" opacity=".35" stroke="none"/>`;

/** The kind's own drawing (issue 13 SPECIFIC, else its DRAWING or shape) in its natural form. */
const kindArt = (sp: Specialty) => SPECIFIC[sp.key]?.(sp.color) ?? shapeSvg(DRAWING[sp.key] ?? sp.shape, sp.color);

/** The drawing of a kind in a form: the kind's own drawing, or it packed, jarred, dried, frozen or boxed as a gift. */
function formArt(sp: Specialty, form: PictureForm): string {
  const natural = naturalForm(sp);
  const art = kindArt(sp);
  const c = sp.color;
  if (form === natural) return art;
  switch (form) {
    case 'fresh':
      return natural === 'jar' ? bowlSvg(c) : (FRESH_OF[sp.key]?.(c) ?? shapeSvg(sp.shape, c));
    case 'box':
      // an open kraft produce box with three of the kind heaped on top (drawn once, used thrice), handle holes and a printed band
      return `${SHADOW(508, 220)}<path d="M120 300 l40 -50 h280 l40 50z" fill="#8B5E2B"/><defs><g id="k">${art}</g></defs>${[
        [185, 262],
        [415, 262],
        [300, 236],
      ]
        .map(([x, y]) => `<use href="#k" transform="translate(${x - 300 * 0.46} ${y - 300 * 0.46}) scale(0.46)"/>`)
        .join(
          '',
        )}<path d="M100 300 h400 v190 q0 14 -14 14 h-372 q-14 0 -14 -14z" fill="#C8955A"/><rect x="100" y="300" width="400" height="26" fill="#A8753F"/><rect x="100" y="420" width="400" height="22" fill="#E5484D" opacity=".85" stroke="none"/><rect x="140" y="350" width="70" height="22" rx="11" fill="#7A4E22"/><rect x="390" y="350" width="70" height="22" rx="11" fill="#7A4E22"/>`;
    case 'gift':
      // a 선물세트 box: deep colour, gold ribbon both ways, a bow, the kind in a round window
      return `${SHADOW(500, 220)}<rect x="110" y="200" width="380" height="290" rx="18" fill="#7F1D1D"/><rect x="110" y="200" width="380" height="40" rx="18" fill="#000" opacity=".2" stroke="none"/><rect x="282" y="200" width="36" height="290" fill="#D4A017"/><rect x="110" y="330" width="380" height="36" fill="#D4A017"/><circle cx="300" cy="348" r="108" fill="#FFF8EC" stroke="#D4A017" stroke-width="10" stroke-opacity="1"/>${at(art, 300, 350, 0.34)}<path d="M300 200 q-90 -80 -100 -20 q10 40 100 20z M300 200 q90 -80 100 -20 q-10 40 -100 20z" fill="#E8B923"/><circle cx="300" cy="198" r="18" fill="#B8860B"/>`;
    case 'jar':
      // a glass jar of 청·원액·무침: the kind's colour inside, the kind drawn on the label
      return `${SHADOW(486, 160)}<rect x="205" y="112" width="190" height="58" rx="12" fill="${shade(c, 0.4)}"/><rect x="168" y="160" width="264" height="318" rx="52" fill="#F1F5F9" opacity=".9"/><rect x="182" y="222" width="236" height="242" rx="40" fill="${c}" opacity=".85"/><rect x="196" y="190" width="20" height="230" rx="10" fill="#fff" opacity=".55" stroke="none"/><rect x="198" y="268" width="204" height="150" rx="16" fill="#FFFFFF"/>${at(art, 300, 343, 0.23)}`;
    case 'dried':
      // sun-dried on a round bamboo tray (채반): three of the kind, shrunk, darkened and browned but keeping their hue (건고추 stays red, 건미역 dark green)
      return `${SHADOW(520, 250)}<ellipse cx="300" cy="320" rx="260" ry="200" fill="#C9A465"/>${[0, 1, 2].map((i) => `<ellipse cx="300" cy="320" rx="${230 - i * 60}" ry="${176 - i * 46}" fill="none" stroke="#A88443" stroke-width="6" stroke-opacity="1"/>`).join('')}<filter id="dry"><feColorMatrix type="matrix" values=".68 .12 .04 0 0 .07 .48 .04 0 0 .02 .07 .34 0 0 0 0 0 1 0"/></filter><defs><g id="k">${art}</g></defs><g filter="url(#dry)">${[
        [210, 270],
        [390, 270],
        [300, 380],
      ]
        .map(([x, y]) => `<use href="#k" transform="translate(${x - 300 * 0.42} ${y - 300 * 0.42}) scale(0.42)"/>`)
        .join('')}</g>`;
    case 'frozen':
      // in a frosted freezer bag, iced over, with a blue 냉동 snowflake badge
      return `${SHADOW(500, 200)}<path d="M130 160 l20 -16 l20 16 l20 -16 l20 16 l20 -16 l20 16 l20 -16 l20 16 l20 -16 l20 16 l20 -16 l20 16 l20 -16 l20 16 l20 -16 l20 16 v300 q0 28 -28 28 h-284 q-28 0 -28 -28z" fill="#E0F2FE" stroke="#7DD3FC"/><filter id="ice"><feColorMatrix type="matrix" values=".45 .2 .2 0 .12 .2 .5 .2 0 .18 .2 .25 .55 0 .3 0 0 0 1 0"/></filter><g filter="url(#ice)">${at(art, 300, 330, 0.56)}</g><rect x="130" y="170" width="340" height="318" rx="28" fill="#fff" opacity=".28" stroke="none"/><circle cx="455" cy="165" r="52" fill="#0284C7"/><path d="M455 125 v80 M420 145 l70 40 M420 185 l70 -40" stroke="#fff" stroke-width="9" stroke-opacity="1" stroke-linecap="round"/>`;
  }
}

/** A product illustration: the specialty's drawing in a form (formArt) on a background with ≥ 3:1 contrast, its caption below;
 * the specialties of SPECIFIC get their own drawing (issue 13, issue 30), the others their DRAWING or shape. */
function productSvg(sp: Specialty, caption = sp.name, form: PictureForm = naturalForm(sp)) {
  const drawing: Drawing = DRAWING[sp.key] ?? sp.shape;
  let bg = DARK_BG[drawing] ?? tint(sp.color, 0.86);
  if (!DARK_BG[drawing] && contrast(bg, sp.color) < 3) bg = luminance(sp.color) > 0.4 ? shade(sp.color, 0.55) : tint(sp.color, 0.92);
  if (contrast(bg, sp.color) < 2 && !DARK_BG[drawing]) bg = luminance(sp.color) > 0.3 ? '#334155' : '#F8FAFC';
  const ink = luminance(bg) > 0.35 ? '#191F28' : '#FFFFFF';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="${esc(caption)}"><rect width="600" height="600" fill="${bg}"/><g stroke="#000" stroke-opacity=".28" stroke-width="5">${formArt(sp, form)}</g><text x="300" y="560" text-anchor="middle" font-size="44" font-weight="700" fill="${ink}" ${FONT}>${esc(caption)}</text></svg>\n`;
}

const PALETTE = ['#EA480C', '#16A34A', '#2563EB', '#D97706', '#DB2777', '#0E7490', '#7C3AED', '#B91C1C'];

/** A drawing placed at (x, y) (its centre) scaled by k. */
const placed = (d: Drawing, c: string, x: number, y: number, k: number) => placedArt(shapeSvg(d, c), x, y, k);
/** Drawn SVG markup (600×600 space) placed at (x, y) (its centre) scaled by k. */
const placedArt = (art: string, x: number, y: number, k: number) =>
  `<g transform="translate(${x - 300 * k} ${y - 300 * k}) scale(${k})"><g stroke="#000" stroke-opacity=".25" stroke-width="6">${art}</g></g>`;

/** Shop logos: per specialty three styles (round badge, awning, stamp) so neighbouring shops differ. */
function shopLogoSvg(sp: Specialty, variant: number) {
  // the specialty's own drawing where it has one (SPECIFIC), so a 곶감 shop's logo shows 곶감, not a fresh persimmon
  const art = SPECIFIC[sp.key]?.(sp.color) ?? shapeSvg(DRAWING[sp.key] ?? sp.shape, sp.color);
  const item = sp.name.split(' ').slice(-1)[0];
  const c = PALETTE[(SPECIALTIES.indexOf(sp) + variant * 3) % PALETTE.length];
  const label = `<text x="300" y="545" text-anchor="middle" font-size="64" font-weight="800" fill="#fff" ${FONT}>${esc(item)}</text>`;
  let body: string;
  if (variant === 0)
    body = `<rect width="600" height="600" fill="${c}"/><circle cx="300" cy="270" r="200" fill="#fff"/><circle cx="300" cy="270" r="200" fill="none" stroke="${shade(c, 0.3)}" stroke-width="14" stroke-dasharray="18 12"/>${placedArt(art, 300, 270, 0.55)}${label}`;
  else if (variant === 1)
    body = `<rect width="600" height="600" fill="${tint(c, 0.85)}"/><path d="M60 200 h480 l-40 -110 h-400z" fill="${c}"/>${[0, 1, 2, 3, 4, 5].map((k) => `<path d="M${100 + k * 67} 90 l-12 110 h67 l12 -110z" fill="#fff" opacity="${k % 2 ? 0.5 : 0}"/>`).join('')}<rect x="90" y="200" width="420" height="270" fill="#fff"/>${placedArt(art, 300, 330, 0.45)}<rect x="0" y="480" width="600" height="120" fill="${shade(c, 0.2)}"/>${label}`;
  else
    body = `<rect width="600" height="600" fill="${shade(c, 0.25)}"/><rect x="70" y="50" width="460" height="420" rx="40" fill="${tint(c, 0.9)}"/><rect x="90" y="70" width="420" height="380" rx="28" fill="none" stroke="${c}" stroke-width="8"/>${placedArt(art, 300, 260, 0.6)}${label}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="${esc(item)} 가게">${body}</svg>\n`;
}

/** Theme banners (server/seed/themes.ts): the theme's own products drawn on its colour, the left side kept clear for the title. */
const THEME_BANNERS: Record<string, [string, Array<[Drawing, string]>]> = {
  'crab-oyster': [
    '#0E7490',
    [
      ['crab', '#DC2626'],
      ['shell', '#CBD5E1'],
      ['shell', '#A8A29E'],
    ],
  ],
  kimjang: [
    '#B91C1C',
    [
      ['cabbage', '#65A30D'],
      ['pepper', '#DC2626'],
      ['jar', '#FDBA74'],
    ],
  ],
  citrus: [
    '#EA580C',
    [
      ['citrus', '#F97316'],
      ['citrus', '#FB923C'],
      ['citrus', '#F59E0B'],
    ],
  ],
  hanwoo: [
    '#7F1D1D',
    [
      ['meat', '#DC2626'],
      ['meat', '#B91C1C'],
    ],
  ],
  ginseng: [
    '#A16207',
    [
      ['ginseng', '#EAB308'],
      ['stickbox', '#7F1D1D'],
    ],
  ],
  fruit: [
    '#15803D',
    [
      ['round', '#E5484D'],
      ['pear', '#D8B45A'],
      ['persimmon', '#F97316'],
    ],
  ],
  jang: [
    '#92400E',
    [
      ['jar', '#B91C1C'],
      ['jar', '#78350F'],
      ['jar', '#CA8A04'],
    ],
  ],
  bread: [
    '#DB2777',
    [
      ['bread', '#B45309'],
      ['mochi', '#FFFDF8'],
      ['bread', '#D97706'],
    ],
  ],
  'hundred-won': [
    '#E5484D',
    [
      ['citrus', '#F97316'],
      ['strawberry', '#E11D48'],
      ['tomato', '#DC2626'],
    ],
  ],
  'app-points': [
    '#2563EB',
    [
      ['round', '#E5484D'],
      ['carrot', '#F97316'],
      ['cabbage', '#65A30D'],
    ],
  ],
  review: [
    '#7C3AED',
    [
      ['box', '#F59E0B'],
      ['round', '#E5484D'],
    ],
  ],
  boyang: [
    '#0F766E',
    [
      ['shell', '#0E7490'],
      ['meat', '#B91C1C'],
      ['ginseng', '#EAB308'],
    ],
  ],
  'local-tour': [
    '#0369A1',
    [
      ['citrus', '#F97316'],
      ['crab', '#DC2626'],
      ['ricebag', '#F5F1E6'],
      ['round', '#E5484D'],
    ],
  ],
  weekend: [
    '#C2410C',
    [
      ['grape', '#7C3AED'],
      ['fish', '#1E3A8A'],
      ['meat', '#DC2626'],
    ],
  ],
  'newyear-gift': [
    '#9F1239',
    [
      ['box', '#FDE68A'],
      ['stickbox', '#7F1D1D'],
      ['meat', '#DC2626'],
    ],
  ],
};

function themeBannerSvg(key: string) {
  const [c, items] = THEME_BANNERS[key];
  const k = items.length > 3 ? 0.42 : items.length === 3 ? 0.5 : 0.62;
  const art = items.map(([d, col], i) => {
    const x = 1160 - (items.length - i) * (k * 560) + (k * 560) / 2 + 40;
    const y = 330 + (i % 2 ? 60 : -30);
    return `<circle cx="${x}" cy="${y}" r="${k * 280}" fill="#fff" opacity=".9"/>${placed(d, col, x, y, k * 0.82)}`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" role="img" aria-label="${esc(key)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(c, 0.1)}"/><stop offset="1" stop-color="${c}"/></linearGradient></defs><rect width="1200" height="600" fill="url(#g)"/><circle cx="80" cy="80" r="160" fill="#fff" opacity=".08"/><circle cx="520" cy="620" r="200" fill="#fff" opacity=".06"/>${art.join('')}</svg>\n`;
}

const BANNERS: Array<[string, string]> = [
  ['겨울 바다의 맛', '#0E7490'],
  ['김장 준비 끝', '#B91C1C'],
  ['제주 감귤 축제', '#EA580C'],
  ['산지 한우 선물', '#7F1D1D'],
  ['면역 관리 기획전', '#A16207'],
  ['산지 직송 과일', '#15803D'],
  ['전통 장류', '#92400E'],
  ['지역 빵 여행', '#DB2777'],
];

/** Numbered banners for season occasions (명절 선물, 캠핑 …): the occasion's colour and a few products. */
function bannerSvg(i: number) {
  const [title, c] = BANNERS[i];
  const keys = Object.keys(THEME_BANNERS);
  return themeBannerSvg(keys[i % keys.length])
    .replace(/aria-label="[^"]*"/, `aria-label="${esc(title)}"`)
    .replace(/stop-color="[^"]*"\/><stop offset="1" stop-color="[^"]*"/, `stop-color="${shade(c, 0.1)}"/><stop offset="1" stop-color="${c}"`);
}

function tileSvg(label: string, c: string, sub: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="${esc(label)}"><rect width="600" height="600" rx="48" fill="${tint(c, 0.85)}"/><circle cx="300" cy="250" r="150" fill="${c}" opacity=".9"/><text x="300" y="290" text-anchor="middle" font-size="110" font-weight="800" fill="#fff" ${FONT}>${esc(label.slice(0, 2))}</text><text x="300" y="520" text-anchor="middle" font-size="48" font-weight="700" fill="#333d4b" ${FONT}>${esc(sub)}</text></svg>\n`;
}

function write(rel: string, content: string) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// every form of every kind, and of every product of its own (예천 참기름's 들기름: the same drawing captioned with
// that product), at the path catalogue.ts productPicture gives; stale files of an earlier run are removed first
rmSync(path.join(root, 'products'), { recursive: true, force: true });
for (const sp of SPECIALTIES) {
  for (const form of PICTURE_FORMS) {
    write(`.${productPicture(sp, '', form).replace('/images', '')}`, productSvg(sp, sp.name, form));
    sp.standalone?.forEach((word) => write(`.${productPicture(sp, word, form).replace('/images', '')}`, productSvg(sp, pictureCaption(sp, word), form)));
  }
}
for (const sp of SPECIALTIES) for (let v = 0; v < SHOP_LOGO_VARIANTS; v++) write(`shops/${sp.key}-${v + 1}.svg`, shopLogoSvg(sp, v));
for (const key of Object.keys(THEME_BANNERS)) write(`banners/${key}.svg`, themeBannerSvg(key));
for (let i = 1; i <= 8; i++) write(`banners/${i}.svg`, bannerSvg(i - 1));
LOCALS.forEach(([code, , shortName], i) => write(`locals/${code}.svg`, tileSvg(shortName, PALETTE[i % PALETTE.length], shortName)));
CATEGORY_TREE.filter(([c]) => c.length === 2).forEach(([code, name], i) => write(`categories/${code}.svg`, tileSvg(name, PALETTE[i % PALETTE.length], name)));
write(
  'placeholder.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="이미지 없음"><rect width="600" height="600" fill="#F2F4F6"/><path d="M220 360 l60 -80 l50 60 l30 -35 l70 90z" fill="#D1D6DB"/><circle cx="370" cy="240" r="26" fill="#D1D6DB"/></svg>\n`,
);
console.log(`images written to ${root}`);
