/**
 * Internal host checks (SPEC §9: "internal host checks cover the shop, cafe-platform and
 * marketplace hosts"; docs/decisions/031-ui-spec-rest.md).
 *
 * A URL is internal when it is an http(s) address on
 * - this page's origin (same scheme, host and port),
 * - the shop site (appConfig.shopBaseUrl's host; SPEC §1 purchase and login live there),
 * - a cafe-platform host: a configured suffix such as `cafe24.com` (the host itself or any
 *   subdomain, e.g. `jecheol.cafe24.com`; appConfig.cafePlatformHosts, comma-separated),
 * - a marketplace host: our own other hosts (appConfig.marketplaceHosts, comma-separated, the
 *   host itself or a subdomain).
 * Host matching is on the parsed hostname only, label-aligned: `shop.example.com.evil.example`,
 * `evilcafe24.com`, `https://shop.example.com@evil.example` (userinfo) are external. Any other
 * scheme (javascript:, data:, mailto:, a custom app scheme) is never internal. Ports are ignored
 * for the configured hosts (the shop may sit on :8443) but not for the same-origin check.
 *
 * Use: an internal link opens in the same tab (same origin through the router), an external one
 * in a new window with rel="noopener"; only internal URLs are allowed as redirect targets.
 */
import { appConfig } from './config';

/** Default cafe-platform suffixes when none are configured (the shop platform SPEC §3 names: isCafe24Register). */
export const DEFAULT_CAFE_PLATFORM_HOSTS = ['cafe24.com'] as const;

export interface HostConfig {
  /** This page's origin, e.g. "https://jecheol.kr". */
  origin: string;
  /** appConfig.shopBaseUrl: absolute ("https://shop.jecheol.kr") or a path ("/shop" = same origin). */
  shopBaseUrl: string;
  /** Host suffixes of the cafe platform. */
  cafePlatformHosts: readonly string[];
  /** Host suffixes of the marketplace's own other hosts. */
  marketplaceHosts: readonly string[];
}

/** Splits a comma-separated host list ("a.com, .b.com") into lower-case suffixes without leading dots. */
export function parseHostList(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((h) =>
      h
        .trim()
        .toLowerCase()
        .replace(/^\*?\./, ''),
    )
    .filter((h) => /^[a-z0-9.-]+$/.test(h) && h.includes('.'));
}

/** The checks' configuration from the page (appConfig) and the current origin. */
export function currentHostConfig(origin: string = typeof window === 'undefined' ? 'http://localhost' : window.location.origin): HostConfig {
  const cafe = parseHostList(appConfig.cafePlatformHosts);
  return {
    origin,
    shopBaseUrl: appConfig.shopBaseUrl,
    cafePlatformHosts: cafe.length ? cafe : DEFAULT_CAFE_PLATFORM_HOSTS,
    marketplaceHosts: parseHostList(appConfig.marketplaceHosts),
  };
}

/** `host` is `suffix` itself or a subdomain of it (label-aligned, so "evilcafe24.com" ≠ "cafe24.com"). */
export function hostMatches(host: string, suffix: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  const s = suffix.toLowerCase();
  return h === s || h.endsWith(`.${s}`);
}

function parse(url: string | URL, base: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** Which internal host a URL is on: 'same-origin' | 'shop' | 'cafe-platform' | 'marketplace', or null (external or not a web address). */
export function internalHostKind(url: string | URL, config: HostConfig = currentHostConfig()): 'same-origin' | 'shop' | 'cafe-platform' | 'marketplace' | null {
  if (typeof url === 'string' && /^\s*\/\\|^\s*\\/.test(url)) return null; // "/\evil.example": browsers treat \ as /
  const u = parse(url, config.origin);
  if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:')) return null;
  if (u.username || u.password) return null; // userinfo is a classic look-alike trick; never internal
  if (u.origin === new URL(config.origin).origin) return 'same-origin';
  const shop = parse(config.shopBaseUrl || '/', config.origin);
  if (shop && (shop.protocol === 'https:' || shop.protocol === 'http:') && u.hostname === shop.hostname) return 'shop';
  if (config.cafePlatformHosts.some((s) => hostMatches(u.hostname, s))) return 'cafe-platform';
  if (config.marketplaceHosts.some((s) => hostMatches(u.hostname, s))) return 'marketplace';
  return null;
}

/** Is `url` on one of our hosts (see the module comment)? */
export function isInternalUrl(url: string | URL, config?: HostConfig): boolean {
  return internalHostKind(url, config) !== null;
}

/**
 * The in-app path of a same-origin URL ("/deal/12?x=1#a"), for opening it with the router;
 * null for any other host.
 */
export function sameOriginPath(url: string, config: HostConfig = currentHostConfig()): string | null {
  if (internalHostKind(url, config) !== 'same-origin') return null;
  const u = new URL(url, config.origin);
  return `${u.pathname}${u.search}${u.hash}`;
}

/** How a link should open: 'router' (same origin), 'same-tab' (another internal host), 'new-window' (external). */
export function linkTarget(url: string, config?: HostConfig): 'router' | 'same-tab' | 'new-window' {
  const kind = internalHostKind(url, config);
  if (kind === 'same-origin') return 'router';
  return kind ? 'same-tab' : 'new-window';
}
