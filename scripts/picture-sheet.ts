/**
 * Contact sheet of the product pictures (issue 30, docs/decisions/044-product-pictures.md): renders
 * public/images/products/*.svg (or those whose file name matches the regular expression --match) into one PNG grid, each
 * cell captioned with its file name, so a person can look at every kind and form at once.
 * Run: `npx tsx scripts/picture-sheet.ts --out /tmp/pictures.png [--match '^[a-z-]+\\.svg$'] (every kind in its natural form) [--size 150] [--cols 12]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images', 'products');
const out = arg('out', '/tmp/pictures.png');
const match = new RegExp(arg('match', '.'));
const size = Number(arg('size', '150'));
const cols = Number(arg('cols', '12'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.svg') && match.test(f))
  .sort();
const captionH = 18;
const rows = Math.ceil(files.length / cols);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const cells: OverlayOptions[] = await Promise.all(
  files.map(async (f, i) => ({
    input: await sharp(readFileSync(path.join(dir, f)), { density: 72 })
      .resize(size, size)
      .png()
      .toBuffer(),
    left: (i % cols) * size,
    top: Math.floor(i / cols) * (size + captionH),
  })),
);
const captions = files
  .map(
    (f, i) =>
      `<text x="${(i % cols) * size + size / 2}" y="${Math.floor(i / cols) * (size + captionH) + size + 13}" text-anchor="middle" font-size="11" font-family="sans-serif" fill="#111">${esc(f.replace(/\.svg$/, '').slice(0, 26))}</text>`,
  )
  .join('');
const width = cols * size;
const height = rows * (size + captionH);
await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
  .composite([
    ...cells,
    { input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${captions}</svg>`), left: 0, top: 0 },
  ])
  .png()
  .toFile(out);
console.log(`${files.length} pictures → ${out} (${width}×${height})`);
