/**
 * First-paint hints for the HTML shell (issue 6; docs/decisions/006-first-paint.md).
 *
 * The app renders on the client, so on a slow phone the page's largest picture (the home's first
 * banner, a deal's product photo, a period's or event's banner, the first two rows of a category's or
 * store's product grid) would only be requested after the scripts, the route chunk and the API
 * answer. For those pages the server already knows the picture: it asks its own display API (in
 * process, through the response cache) and writes into the loading shell of index.html
 *   - `<link rel="preload" as="image">` first in the head, and
 *   - for the home, deal, period and event pages, the picture itself where the loading shell had
 *     its grey block, at the place and size the page will draw it (so nothing jumps when React
 *     takes over).
 * Anything unexpected (an unknown path, a missing entity, a slow or failing lookup, an image URL
 * that is not a same-origin path) leaves the shell unchanged: hints never fail a page.
 */
import type { FastifyInstance } from 'fastify';
import type { EndpointData } from '@contract/endpoints.js';
import { pathOf, paths, type EndpointName } from '@contract/paths.js';
import { ID_DIGITS } from '@contract/rules.js';

/** Where the picture sits: `banner` = home carousel card (86% wide, 2:1, rounded); `square` / `wide` = full width 1:1 / 2:1. */
export type HeroLayout = 'banner' | 'square' | 'wide';

export interface PageHint {
  /** Same-origin image paths to preload, the page's largest first (at most MAX_PRELOADS). */
  preload: string[];
  /** The picture drawn in the loading shell, when the page's top is simple enough to mirror. */
  hero?: { imageUrl: string; layout: HeroLayout };
}

/**
 * Preloads per page: the first two rows of a two-column product grid, which a phone shows whole
 * (the largest painted image, Lighthouse's LCP element, can be any of them: the sizes differ by
 * sub-pixel rounding).
 */
export const MAX_PRELOADS = 4;

/** How long the lookup may take before the plain shell is sent instead (ms). */
export const PAGE_HINT_TIMEOUT_MS = 150;

/** A typed display call of the endpoint table (server/contract/paths.ts), answered in process; undefined unless code 0. */
type Get = <N extends EndpointName>(
  name: N,
  input?: { params?: Record<string, string | number>; query?: Record<string, string> },
) => Promise<EndpointData<N> | undefined>;

type Resolver = (match: RegExpExecArray, get: Get) => Promise<PageHint | undefined>;

function heroHint(imageUrl: string, layout: HeroLayout): PageHint {
  return { preload: [imageUrl], hero: { imageUrl, layout } };
}

function bannerOf(detail: { bannerImageUrl: string } | undefined): PageHint | undefined {
  return detail?.bannerImageUrl ? heroHint(detail.bannerImageUrl, 'wide') : undefined;
}

function gridOf(page: { items: { imageUrl: string }[] } | undefined): PageHint | undefined {
  const urls = (page?.items ?? []).slice(0, MAX_PRELOADS).flatMap((p) => (p.imageUrl ? [p.imageUrl] : []));
  return urls.length ? { preload: urls } : undefined;
}

/** A SPA path segment holding an id (SPEC §2 `{id digits}`): the contract's ID_DIGITS, as the client router. */
const ID = `(${ID_DIGITS})`;
const CATEGORY = '(\\d{2}|\\d{4}|\\d{6})';

/** SPEC §2 paths whose first picture is known from one display call. */
const RESOLVERS: [RegExp, Resolver][] = [
  [
    /^\/$/,
    async (_m, get) => {
      // The client lists period banners first, then event banners (features/deal/components/home-deals.tsx).
      const home = await get('home');
      const url = home?.periods[0]?.bannerImageUrl ?? home?.events[0]?.bannerImageUrl;
      return url ? heroHint(url, 'banner') : undefined;
    },
  ],
  [
    new RegExp(`^/deal/${ID}$`),
    async (m, get) => {
      const deal = await get('dealDetail', { params: { dealId: m[1]! } });
      return deal?.product.imageUrl ? heroHint(deal.product.imageUrl, 'square') : undefined;
    },
  ],
  [new RegExp(`^/period/${ID}$`), async (m, get) => bannerOf(await get('periodDetail', { params: { periodId: m[1]! } }))],
  [new RegExp(`^/event/${ID}$`), async (m, get) => bannerOf(await get('eventDetail', { params: { eventId: m[1]! } }))],
  // Product grids (first page, default sort): only preloaded, the grid's place depends on tabs and chips.
  [
    new RegExp(`^/category/detail/${CATEGORY}(?:/${CATEGORY})?$`),
    async (m, get) => gridOf(await get('categoryProducts', { query: { categoryCode: m[2] ?? m[1]!, page: '1' } })),
  ],
  [new RegExp(`^/store/${ID}$`), async (m, get) => gridOf(await get('shopProducts', { params: { shopId: m[1]! }, query: { page: '1' } }))],
];

/** A picture URL we may write into the page: a same-origin absolute path without tricks. */
function isSafeImagePath(url: string): boolean {
  return /^\/[A-Za-z0-9/_.-]{1,300}$/.test(url) && !url.startsWith('//') && !url.includes('..');
}

/**
 * The hint for a page path (no query string), or undefined. Never throws; gives up after
 * PAGE_HINT_TIMEOUT_MS. Lookups go through `app.inject`, so they are the public, cached answers.
 */
export async function resolvePageHint(app: FastifyInstance, pathname: string): Promise<PageHint | undefined> {
  const get: Get = async (name, input = {}) => {
    const qs = new URLSearchParams(input.query).toString();
    const url = `${pathOf(paths[name].path, input.params)}${qs ? `?${qs}` : ''}`;
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (res.statusCode !== 200) return undefined;
    const body = res.json() as { code: number; data: unknown };
    return body.code === 0 ? (body.data as EndpointData<typeof name>) : undefined;
  };
  for (const [pattern, resolve] of RESOLVERS) {
    const m = pattern.exec(pathname);
    if (!m) continue;
    let timer: NodeJS.Timeout | undefined;
    try {
      const hint = await Promise.race([
        resolve(m, get),
        new Promise<undefined>((r) => {
          timer = setTimeout(() => r(undefined), PAGE_HINT_TIMEOUT_MS);
        }),
      ]);
      return hint; // applyPageHint drops unsafe URLs
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }
  return undefined;
}

/** The marker in index.html's loading shell that the picture replaces. */
export const SHELL_BLOCK = '<div class="boot-block"></div>';

/**
 * index.html with the hint applied: the preload links first in `<head>` (with six connections per
 * host, preloads behind the module scripts would wait for them) and the hero picture in place of
 * SHELL_BLOCK (class `boot-hero boot-hero-<layout>`, styled in index.html). URLs that are not
 * plain same-origin paths are dropped; a shell without `<head>` or SHELL_BLOCK is left as is.
 */
export function applyPageHint(html: string, hint: PageHint): string {
  const preload = hint.preload.filter(isSafeImagePath).slice(0, MAX_PRELOADS);
  const hero = hint.hero && isSafeImagePath(hint.hero.imageUrl) ? hint.hero : undefined;
  let out = html;
  if (hero && out.includes(SHELL_BLOCK)) {
    out = out.replace(SHELL_BLOCK, `<img class="boot-hero boot-hero-${hero.layout}" src="${hero.imageUrl}" alt="" fetchpriority="high" decoding="async" />`);
  }
  if (preload.length) {
    const links = preload.map((url, i) => `<link rel="preload" as="image" href="${url}"${i === 0 ? ' fetchpriority="high"' : ''} />`).join('\n    ');
    out = out.replace(/<head>/i, `<head>\n    ${links}`);
  }
  return out;
}
