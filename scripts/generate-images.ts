/**
 * Generates the catalogue's illustrations as small SVG files in public/images (committed; the
 * app never fetches images from elsewhere). Deterministic: same input, same bytes.
 *   products/<specialty key>.svg   600×600 flat drawing by shape + Korean name
 *   shops/<1..24>.svg              600×600 storefront drawing
 *   banners/<1..8>.svg             1200×600 seasonal banner backgrounds
 *   locals/<code>.svg              600×600 region tile with the short name
 *   categories/<depth-1 code>.svg  600×600 category tile
 * Run: `npx tsx scripts/generate-images.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

function shapeSvg(shape: Specialty['shape'], c: string) {
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

function productSvg(sp: Specialty) {
  const bg = tint(sp.color, 0.86);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="${esc(sp.name)}"><rect width="600" height="600" fill="${bg}"/>${shapeSvg(sp.shape, sp.color)}<text x="300" y="540" text-anchor="middle" font-size="44" font-weight="700" fill="#333d4b" ${FONT}>${esc(sp.name)}</text></svg>\n`;
}

const PALETTE = ['#EA480C', '#16A34A', '#2563EB', '#D97706', '#DB2777', '#0E7490', '#7C3AED', '#B91C1C'];

function shopSvg(i: number) {
  const c = PALETTE[i % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="가게"><rect width="600" height="600" fill="${tint(c, 0.88)}"/><rect x="120" y="250" width="360" height="230" fill="#fff"/><path d="M100 250 h400 l-30 -90 h-340z" fill="${c}"/>${[0, 1, 2, 3, 4].map((k) => `<path d="M${130 + k * 68} 160 l-10 90 h68 l10 -90z" fill="#fff" opacity="${k % 2 ? 0.35 : 0}"/>`).join('')}<rect x="160" y="300" width="120" height="180" fill="${tint(c, 0.6)}"/><rect x="320" y="300" width="120" height="90" fill="${tint(c, 0.75)}"/><text x="300" y="560" text-anchor="middle" font-size="40" font-weight="700" fill="#333d4b" ${FONT}>산지 직송 ${i}호</text></svg>\n`;
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

function bannerSvg(i: number) {
  const [title, c] = BANNERS[i];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" role="img" aria-label="${esc(title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${tint(c, 0.35)}"/></linearGradient></defs><rect width="1200" height="600" fill="url(#g)"/><circle cx="1000" cy="120" r="220" fill="#fff" opacity=".12"/><circle cx="1100" cy="520" r="160" fill="#fff" opacity=".1"/><circle cx="240" cy="200" r="90" fill="#fff" opacity=".08"/></svg>\n`;
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
for (let i = 1; i <= 24; i++) write(`shops/${i}.svg`, shopSvg(i));
for (let i = 1; i <= 8; i++) write(`banners/${i}.svg`, bannerSvg(i - 1));
LOCALS.forEach(([code, , shortName], i) => write(`locals/${code}.svg`, tileSvg(shortName, PALETTE[i % PALETTE.length], shortName)));
CATEGORY_TREE.filter(([c]) => c.length === 2).forEach(([code, name], i) => write(`categories/${code}.svg`, tileSvg(name, PALETTE[i % PALETTE.length], name)));
write(
  'placeholder.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="이미지 없음"><rect width="600" height="600" fill="#F2F4F6"/><path d="M220 360 l60 -80 l50 60 l30 -35 l70 90z" fill="#D1D6DB"/><circle cx="370" cy="240" r="26" fill="#D1D6DB"/></svg>\n`,
);
console.log(`images written to ${root}`);
