/**
 * Link-preview cards (issue 30, docs/decisions/040-share-previews.md): the 1200 × 630 px PNG a
 * messenger (KakaoTalk, Facebook, X) shows for a shared deal, store or community post — the page's
 * picture on the left, its name and price (KRW) or kind on the right, on the brand's colours.
 * Rendered with sharp (librsvg + fontconfig: Hangul needs a CJK font on the host, Debian's
 * fonts-noto-cjk); an unreadable picture leaves the left panel plain rather than failing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';

/** Open Graph's recommended large-card size (px). */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** What a card shows. */
export interface ShareCardContent {
  /** small line above the title, e.g. '한정 특가', '가게', '커뮤니티' */
  eyebrow: string;
  /** the product, shop or post name (cut to two lines) */
  title: string;
  /** the price line (already formatted, e.g. '12,900원') or a second fact, e.g. '경북 청송군' */
  subtitle?: string;
  /** a highlighted figure before the subtitle, e.g. '35%' */
  badge?: string;
  /** the picture, as a site path under the built site's folder (e.g. '/images/products/x.svg') */
  picturePath?: string;
}

const ORANGE = '#EA480C';
const INK = '#1F2328';
const MUTED = '#5B6470';
const FONT = "'Noto Sans CJK KR', 'Noto Sans KR', 'Apple SD Gothic Neo', sans-serif";

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * The title broken into at most `lines` lines of about `perLine` characters, at spaces where it can
 * (Korean wraps between words); the last line ends in … when text was left out.
 */
export function wrapTitle(title: string, perLine: number, lines: number): string[] {
  const words = title.trim().split(/\s+/);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if ([...next].length <= perLine) line = next;
    else {
      if (line) out.push(line);
      line = [...word].length > perLine ? [...word].slice(0, perLine).join('') : word;
    }
    if (out.length === lines) break;
  }
  if (out.length < lines && line) out.push(line);
  const shown = out.slice(0, lines);
  if (shown.join(' ').replace(/\s+/g, '') !== title.replace(/\s+/g, '')) {
    const last = [...shown[shown.length - 1]!];
    shown[shown.length - 1] = `${last.slice(0, Math.max(1, perLine - 1)).join('')}…`;
  }
  return shown;
}

/** The text half of the card as SVG (the picture is composited beside it). */
function textPanel(content: ShareCardContent): string {
  const titleLines = wrapTitle(content.title, 13, 2);
  const title = titleLines
    .map((line, i) => `<text x="690" y="${268 + i * 74}" font-size="60" font-weight="700" fill="${INK}">${escapeXml(line)}</text>`)
    .join('');
  const y = 268 + titleLines.length * 74 + 44;
  const badge = content.badge ? `<text x="690" y="${y}" font-size="56" font-weight="700" fill="${ORANGE}">${escapeXml(content.badge)}</text>` : '';
  const subtitleX = content.badge ? 690 + [...content.badge].length * 38 + 28 : 690;
  const subtitle = content.subtitle
    ? `<text x="${subtitleX}" y="${y}" font-size="56" font-weight="700" fill="${INK}">${escapeXml(content.subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" font-family="${FONT}">
  <rect width="100%" height="100%" fill="#FFF8F3"/>
  <rect x="0" y="0" width="630" height="630" fill="#FFFFFF"/>
  <text x="690" y="170" font-size="36" font-weight="700" fill="${ORANGE}">${escapeXml(content.eyebrow)}</text>
  ${title}${badge}${subtitle}
  <rect x="690" y="540" width="64" height="8" rx="4" fill="${ORANGE}"/>
  <text x="770" y="554" font-size="32" font-weight="700" fill="${MUTED}">제철장터</text>
</svg>`;
}

/**
 * Render a card as PNG bytes (1200 × 630).
 * @param siteDir the built site's folder (dist/), where `content.picturePath` is read from
 */
export async function renderShareCard(content: ShareCardContent, siteDir: string | undefined): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  const picture = siteDir && content.picturePath ? await readPicture(siteDir, content.picturePath) : null;
  if (picture) {
    const resized = await sharp(picture, { density: 144 }).resize(560, 560, { fit: 'contain', background: '#FFFFFF' }).png().toBuffer();
    layers.push({ input: resized, left: 35, top: 35 });
  }
  return sharp(Buffer.from(textPanel(content)))
    .composite(layers)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** The picture's bytes, or null when the path leaves the site folder or the file cannot be read. */
async function readPicture(siteDir: string, sitePath: string): Promise<Buffer | null> {
  const root = path.resolve(siteDir);
  const file = path.resolve(root, `.${sitePath.split('?')[0]}`);
  if (!file.startsWith(root + path.sep) || !/\.(svg|png|jpe?g|webp)$/i.test(file)) return null;
  return readFile(file).catch(() => null);
}
