/**
 * Each server-rendered page's `<head>` metadata (issue 30, docs/decisions/040-share-previews.md):
 * its own `<title>` ("게시글 | 제철장터"), a description, and the Open Graph and Twitter card tags a
 * messenger reads to preview a shared link (og:title, og:description, og:url, og:image — absolute,
 * from the server's PUBLIC_ORIGIN — og:site_name, og:type, twitter:card). Detail pages (a deal, a
 * store, a post, a question) name their 1200 × 630 card (`/og/{kind}/{id}.png`, server/plugins/share-cards.ts).
 * The router keeps the deepest route's tag of each name (HeadContent), so a detail route's head
 * overrides the root's.
 */
import { appConfig } from './config';

export const SITE_NAME = '제철장터';
export const SITE_DESCRIPTION = '전국 산지의 제철 특산물과 지역 먹거리를 한정 특가로 만나보세요.';
/** The picture of pages without a card of their own (the app icon, 512 × 512 px). */
const SITE_IMAGE = '/icons/icon-512.png';
/** Longest description a preview shows in full (characters; KakaoTalk cuts near 2 lines). */
export const DESCRIPTION_MAX = 110;

/** What a page says about itself. */
export interface PageMeta {
  /** the page's own name ('한정 특가', a product's name); absent on home */
  title?: string;
  description?: string;
  /** the page's path (og:url), without the query */
  path: string;
  /** a card of the page's own (site path of a 1200 × 630 image); else the app icon */
  card?: string;
  /** og:type: 'website' (default), 'article' (posts) or 'product' */
  type?: 'website' | 'article' | 'product';
}

/** `path` on the public origin (PUBLIC_ORIGIN, else this page's own origin in the browser). */
export function absoluteUrl(path: string): string {
  const origin = (appConfig.publicOrigin || (typeof location !== 'undefined' ? location.origin : '')).replace(/\/$/, '');
  return `${origin}${path}`;
}

/** Text as a preview shows it: one line of spaces, at most DESCRIPTION_MAX characters (… when cut). */
export function previewText(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

/** The head tags of a page (TanStack Router `head()`: { meta }). */
export function pageHead(page: PageMeta) {
  const description = previewText(page.description || SITE_DESCRIPTION);
  const og: Array<[string, string]> = [
    ['site_name', SITE_NAME],
    ['type', page.type ?? 'website'],
    ['title', page.title ?? SITE_NAME],
    ['description', description],
    ['url', absoluteUrl(page.path)],
    ['image', absoluteUrl(page.card ?? SITE_IMAGE)],
  ];
  return {
    meta: [
      { title: page.title ? `${page.title} | ${SITE_NAME}` : `${SITE_NAME} — 제철 특산물 한정 특가` },
      { name: 'description', content: description },
      ...og.map(([key, content]) => ({ property: `og:${key}`, content })),
      { name: 'twitter:card', content: page.card ? 'summary_large_image' : 'summary' },
    ],
  };
}
