/**
 * Runtime client configuration. The server writes it into `<meta name="app-config" content="{json}">`
 * of every server-rendered page (no inline data script, so the CSP stays strict); empty base URLs mean same origin.
 * The three hosts of SPEC §7 (display, account, search) can therefore be split without a rebuild.
 * Its shape is the contract's AppConfig (server/contract/app-config.ts), which the server fills.
 */
import type { AppConfig } from '@contract/app-config';
import { DEFAULT_WEB_VERSION } from '@contract/rules';

export type { AppConfig };

const DEFAULTS: AppConfig = { displayApiBaseUrl: '', accountApiBaseUrl: '', searchApiBaseUrl: '', shopBaseUrl: '/shop', appScheme: 'jecheol://open' };

function read(): AppConfig {
  if (typeof document === 'undefined') return DEFAULTS;
  const raw = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  if (!raw) return DEFAULTS;
  try {
    const parsed = JSON.parse(raw) as Partial<AppConfig>;
    return { ...DEFAULTS, ...Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) };
  } catch {
    return DEFAULTS;
  }
}

/**
 * The config in force: in the browser the one the page carries; on the server the one the server
 * hands to each render (configureAppConfig; a process-wide constant from its environment).
 */
export const appConfig: AppConfig = read();

/** Server side: the config every render writes into the page (src/entry-server.tsx). */
export function configureAppConfig(config: AppConfig) {
  Object.assign(appConfig, config);
}

/**
 * The config as the page carries it: keys sorted, so the server's and the browser's text agree.
 * Sorted by UTF-16 code units, not `localeCompare`: the keys are ASCII names, and a first
 * `localeCompare` call builds the browser's ICU collator for its locale — ~6 ms of hydration's
 * main thread on a ko-KR phone (~25 ms at Lighthouse's 4× CPU; issue 31).
 */
export function serializeAppConfig(config: AppConfig): string {
  return JSON.stringify(Object.fromEntries(Object.entries(config).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}

/** Client web version (SPEC §4 Version, §9): single source is package.json's version, injected by Vite. */
export const WEB_VERSION: string = import.meta.env.VITE_WEB_VERSION ?? DEFAULT_WEB_VERSION;

/**
 * The promotion a buy link hands to the shop (issue 13, docs/decisions/010-deal-price-handoff.md):
 * a limited deal (dealId) or a period deal (periodId) with the server-signed priceToken from its
 * display answer. The client never makes or reads a token; it only carries it.
 */
export type ShopPromotion = ({ dealId: number } | { periodId: number }) & { priceToken: string };

/** Shop site URLs (SPEC §1: purchase and login live on the shop site). */
export const shopUrls = {
  /** The product on the shop site; with a promotion, `?dealId=…&priceToken=…` (or periodId) so the shop charges its price. */
  product: (productNo: number, promotion?: ShopPromotion) => {
    const base = `${appConfig.shopBaseUrl}/product/${productNo}`;
    if (!promotion) return base;
    const [key, id] = 'dealId' in promotion ? ['dealId', promotion.dealId] : ['periodId', promotion.periodId];
    return `${base}?${key}=${id}&priceToken=${encodeURIComponent(promotion.priceToken)}`;
  },
  basket: () => `${appConfig.shopBaseUrl}/basket`,
  login: (returnPath: string) => `${appConfig.shopBaseUrl}/login?returnUrl=${encodeURIComponent(returnPath)}`,
  logout: () => `${appConfig.shopBaseUrl}/logout`,
};
