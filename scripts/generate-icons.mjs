#!/usr/bin/env node
/**
 * Renders the PWA icons (192, 512, maskable 512, apple-touch 180) from an inline SVG with
 * Debian's headless Chromium (playwright). Output is committed in public/icons; rerun after a
 * logo change: `node scripts/generate-icons.mjs`.
 */
import { chromium } from '@playwright/test';
import { ensureBrowser } from './ensure-browser.mjs';

const logo = (size, pad) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<rect width="100" height="100" ${pad ? '' : 'rx="22"'} fill="#EA480C"/>
<g transform="translate(50 54) scale(${pad ? 0.72 : 1}) translate(-50 -54)">
<circle cx="50" cy="56" r="27" fill="#fff"/><path d="M50 29q5-13 18-14-3 13-18 14z" fill="#4d8b31"/>
<text x="50" y="66" text-anchor="middle" font-size="28" font-weight="800" fill="#C2340C" font-family="'Noto Sans CJK KR',sans-serif">제철</text></g></svg>`;

const browser = await chromium.launch({ executablePath: ensureBrowser({ quiet: true }), args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const [name, size, pad] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0">${logo(size, pad)}</body></html>`);
  await page.screenshot({ path: `public/icons/${name}`, omitBackground: false });
}
await browser.close();
console.log('icons written to public/icons');
