/**
 * Generates the catalogue's illustrations as small SVG files in public/images (committed; the
 * app never fetches images from elsewhere). Deterministic: same input, same bytes.
 *   products/<specialty key>.svg   600×600 flat drawing by shape + Korean name
 *   shops/<specialty key>-<1..3>.svg  600×600 shop logo (badge, awning, stamp) with the shop's product
 *   banners/<theme>.svg            1200×600 기획전/이벤트 art showing the theme's products (seed/themes.ts)
 *   banners/<1..8>.svg             1200×600 season occasion banners
 *   locals/<code>.svg              600×600 region tile with the short name
 *   categories/<depth-1 code>.svg  600×600 category tile
 * Run: `npx tsx scripts/generate-images.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHOP_LOGO_VARIANTS } from '../server/db/seed/index.js';
import { CATEGORY_TREE, LOCALS, SPECIALTIES, type Specialty } from '../server/db/seed/specialties.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');
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
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="40" fill="${c}"/><circle cx="${x - 12}" cy="${y - 12}" r="9" fill="#fff" opacity=".35"/>`)
          .join('') +
        `<path d="M300 170 q0 -50 30 -80" stroke="#5b3a1a" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M320 120 q80 -50 130 0 q-60 40 -130 0z" fill="${leaf}"/>`
      );
    case 'watermelon':
      return `<circle cx="300" cy="300" r="180" fill="#2F8F3A"/>${[-120, -60, 0, 60, 120].map((x) => `<path d="M${300 + x} 125 q${x * 0.5} 175 0 350" stroke="#14532D" stroke-width="18" fill="none"/>`).join('')}<path d="M300 120 q10 -30 40 -40" stroke="#5b3a1a" stroke-width="10" fill="none"/>`;
    case 'egg':
      return [
        [210, 330],
        [390, 330],
        [300, 260],
      ]
        .map(
          ([x, y]) =>
            `<ellipse cx="${x}" cy="${y}" rx="85" ry="110" fill="${c}"/><ellipse cx="${x - 25}" cy="${y - 40}" rx="18" ry="28" fill="#fff" opacity=".6"/>`,
        )
        .join('');
    case 'tofu':
      return `<path d="M140 260 l160 -80 l160 80 l0 150 l-160 80 l-160 -80z" fill="#FFFDF5"/><path d="M140 260 l160 80 l160 -80" fill="none" stroke="#C9B98F" stroke-width="6"/><path d="M300 340 v150" stroke="#C9B98F" stroke-width="6"/><path d="M140 260 l160 80 l0 150 l-160 -80z" fill="#EFE6CF"/>`;
    case 'mochi':
      return [
        [200, 360],
        [400, 360],
        [300, 260],
      ]
        .map(
          ([x, y]) =>
            `<ellipse cx="${x}" cy="${y + 30}" rx="105" ry="30" fill="#000" opacity=".12"/><path d="M${x - 100} ${y + 30} q0 -140 100 -140 q100 0 100 140z" fill="#FFFDF8"/><ellipse cx="${x - 30}" cy="${y - 50}" rx="22" ry="14" fill="#fff"/>`,
        )
        .join('');
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
      return `<path d="M170 170 q130 -40 260 0 l30 280 q-160 40 -320 0z" fill="#F5F1E6"/><path d="M170 170 q130 -40 260 0" stroke="#B08D57" stroke-width="14" fill="none"/><rect x="210" y="260" width="180" height="120" rx="14" fill="#15803D"/><text x="300" y="345" text-anchor="middle" font-size="72" font-weight="800" fill="#fff" ${FONT}>쌀</text>`;
    case 'laver':
      return `${[0, 1, 2].map((i) => `<rect x="${150 + i * 25}" y="${150 + i * 35}" width="280" height="260" rx="12" fill="${c}" stroke="#0B2E13" stroke-width="4"/>`).join('')}<path d="M230 300 h160 M230 340 h160" stroke="#3F6212" stroke-width="6" opacity=".6"/>`;
    case 'chestnut':
      return [
        [220, 330],
        [380, 330],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x} ${y - 130} q110 80 100 150 q-10 50 -100 50 q-90 0 -100 -50 q-10 -70 100 -150z" fill="${c}"/><path d="M${x - 95} ${y + 30} q95 40 190 0 q-10 40 -95 40 q-85 0 -95 -40z" fill="#E7CFA2"/><ellipse cx="${x - 30}" cy="${y - 40}" rx="14" ry="30" fill="#fff" opacity=".3"/>`,
        )
        .join('');
    case 'corn':
      return `<path d="M300 120 q90 40 80 200 q-10 140 -80 160 q-70 -20 -80 -160 q-10 -160 80 -200z" fill="${c}"/>${Array.from({ length: 24 }, (_, i) => `<circle cx="${260 + (i % 4) * 27}" cy="${180 + Math.floor(i / 4) * 45}" r="12" fill="#FDE68A"/>`).join('')}<path d="M300 480 q-150 -60 -120 -260 q40 160 120 200z" fill="${leaf}"/><path d="M300 480 q150 -60 120 -260 q-40 160 -120 200z" fill="#4d8b31"/>`;
    case 'garlic':
      return `<path d="M300 130 q20 60 100 120 q70 80 0 170 q-100 50 -200 0 q-70 -90 0 -170 q80 -60 100 -120z" fill="${c}"/><path d="M300 440 q-50 -80 0 -240 M300 440 q50 -80 0 -240 M240 420 q-60 -70 -10 -180 M360 420 q60 -70 10 -180" stroke="#A8A29E" stroke-width="5" fill="none"/><path d="M285 130 q15 -50 30 -60" stroke="#84CC16" stroke-width="12" stroke-linecap="round"/>`;
    case 'onion':
      return `<path d="M300 120 q30 70 120 130 q70 90 -10 180 q-110 50 -220 0 q-80 -90 -10 -180 q90 -60 120 -130z" fill="${c}"/><path d="M300 440 q-70 -100 0 -300 M300 440 q70 -100 0 -300" stroke="#fff" stroke-width="6" fill="none" opacity=".5"/><path d="M295 125 l5 -60 l5 60" fill="#84CC16"/>`;
    case 'potato':
      return `<path d="M140 320 q-10 -140 170 -150 q160 -10 160 130 q0 150 -170 150 q-150 0 -160 -130z" fill="${c}"/>${[
        [220, 270],
        [360, 250],
        [300, 360],
        [400, 350],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="#000" opacity=".25"/>`)
        .join('')}`;
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
        [
          [240, 250],
          [330, 240],
          [285, 320],
          [200, 330],
          [370, 320],
          [290, 180],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="62" fill="${c}"/><circle cx="${x - 18}" cy="${y - 18}" r="14" fill="#fff" opacity=".35"/>`)
          .join('') + `<path d="M290 120 l0 50" stroke="#4d8b31" stroke-width="12" stroke-linecap="round"/>`
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
      return `<path d="M140 280 q160 -220 320 0z" fill="${c}"/><rect x="260" y="270" width="80" height="150" rx="30" fill="#f3e9dc"/>${[
        [220, 220],
        [300, 190],
        [370, 230],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="#fff" opacity=".5"/>`)
        .join('')}`;
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

/** A product illustration: the specialty's drawing on a background with ≥ 3:1 contrast, name below. */
function productSvg(sp: Specialty) {
  const drawing: Drawing = DRAWING[sp.key] ?? sp.shape;
  let bg = DARK_BG[drawing] ?? tint(sp.color, 0.86);
  if (!DARK_BG[drawing] && contrast(bg, sp.color) < 3) bg = luminance(sp.color) > 0.4 ? shade(sp.color, 0.55) : tint(sp.color, 0.92);
  if (contrast(bg, sp.color) < 2 && !DARK_BG[drawing]) bg = luminance(sp.color) > 0.3 ? '#334155' : '#F8FAFC';
  const ink = luminance(bg) > 0.35 ? '#191F28' : '#FFFFFF';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="${esc(sp.name)}"><rect width="600" height="600" fill="${bg}"/><g stroke="#000" stroke-opacity=".28" stroke-width="5">${shapeSvg(drawing, sp.color)}</g><text x="300" y="560" text-anchor="middle" font-size="44" font-weight="700" fill="${ink}" ${FONT}>${esc(sp.name)}</text></svg>\n`;
}

const PALETTE = ['#EA480C', '#16A34A', '#2563EB', '#D97706', '#DB2777', '#0E7490', '#7C3AED', '#B91C1C'];

/** A drawing placed at (x, y) (its centre) scaled by k. */
const placed = (d: Drawing, c: string, x: number, y: number, k: number) =>
  `<g transform="translate(${x - 300 * k} ${y - 300 * k}) scale(${k})"><g stroke="#000" stroke-opacity=".25" stroke-width="6">${shapeSvg(d, c)}</g></g>`;

/** Shop logos: per specialty three styles (round badge, awning, stamp) so neighbouring shops differ. */
function shopLogoSvg(sp: Specialty, variant: number) {
  const drawing: Drawing = DRAWING[sp.key] ?? sp.shape;
  const item = sp.name.split(' ').slice(-1)[0];
  const c = PALETTE[(SPECIALTIES.indexOf(sp) + variant * 3) % PALETTE.length];
  const label = `<text x="300" y="545" text-anchor="middle" font-size="64" font-weight="800" fill="#fff" ${FONT}>${esc(item)}</text>`;
  let body: string;
  if (variant === 0)
    body = `<rect width="600" height="600" fill="${c}"/><circle cx="300" cy="270" r="200" fill="#fff"/><circle cx="300" cy="270" r="200" fill="none" stroke="${shade(c, 0.3)}" stroke-width="14" stroke-dasharray="18 12"/>${placed(drawing, sp.color, 300, 270, 0.55)}${label}`;
  else if (variant === 1)
    body = `<rect width="600" height="600" fill="${tint(c, 0.85)}"/><path d="M60 200 h480 l-40 -110 h-400z" fill="${c}"/>${[0, 1, 2, 3, 4, 5].map((k) => `<path d="M${100 + k * 67} 90 l-12 110 h67 l12 -110z" fill="#fff" opacity="${k % 2 ? 0.5 : 0}"/>`).join('')}<rect x="90" y="200" width="420" height="270" fill="#fff"/>${placed(drawing, sp.color, 300, 330, 0.45)}<rect x="0" y="480" width="600" height="120" fill="${shade(c, 0.2)}"/>${label}`;
  else
    body = `<rect width="600" height="600" fill="${shade(c, 0.25)}"/><rect x="70" y="50" width="460" height="420" rx="40" fill="${tint(c, 0.9)}"/><rect x="90" y="70" width="420" height="380" rx="28" fill="none" stroke="${c}" stroke-width="8"/>${placed(drawing, sp.color, 300, 260, 0.6)}${label}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="${esc(item)} 가게">${body}</svg>\n`;
}

/** Theme banners (server/db/seed/themes.ts): the theme's own products drawn on its colour, the left side kept clear for the title. */
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

for (const sp of SPECIALTIES) write(`products/${sp.key}.svg`, productSvg(sp));
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
