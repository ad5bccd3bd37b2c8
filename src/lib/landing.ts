/**
 * Where this tab's visit came from (SPEC §3 session storage key `is-external-referrer`; issue 17,
 * docs/decisions/033-spec-leftovers.md).
 *
 * On the first document of a tab (the key is absent), `recordLanding()` stores 'Y' when
 * `document.referrer` is a web address on none of our hosts (SPEC §9 internal host checks,
 * lib/hosts.ts: this origin, the shop, the cafe platform, the marketplace) — a visitor arriving from
 * a search engine, a messenger link or an ad — and 'N' otherwise (typed address, bookmark,
 * home-screen app, our own shop). Later documents of the tab (reloads, back from the shop) keep
 * the first answer: it describes the visit, not the page. The analytics landing event carries it
 * (`landing` with `external_referrer`: Y/N, never the referrer itself, which may hold personal
 * search terms).
 */
import { isInternalUrl, type HostConfig } from './hosts';
import { track } from './analytics';

export const EXTERNAL_REFERRER_KEY = 'is-external-referrer';

/** Is `referrer` another site's web address? ('' and non-http referrers are not.) */
export function isExternalReferrer(referrer: string, config?: HostConfig): boolean {
  if (!referrer || !/^https?:\/\//i.test(referrer)) return false;
  return !isInternalUrl(referrer, config);
}

/**
 * Record the tab's landing once and send the analytics landing event for it.
 * @returns 'Y' | 'N' for this tab (the stored value on later documents); null without session storage
 */
export function recordLanding(referrer: string = typeof document === 'undefined' ? '' : document.referrer, config?: HostConfig): 'Y' | 'N' | null {
  let store: Storage;
  try {
    store = sessionStorage;
  } catch {
    return null;
  }
  const kept = store.getItem(EXTERNAL_REFERRER_KEY);
  if (kept === 'Y' || kept === 'N') return kept;
  const value = isExternalReferrer(referrer, config) ? 'Y' : 'N';
  try {
    store.setItem(EXTERNAL_REFERRER_KEY, value);
  } catch {
    // storage full or refused: the answer holds for this document only
  }
  track('landing', { external_referrer: value });
  return value;
}

/** This tab's visit came from another site (false until recordLanding ran). */
export function cameFromExternalSite(): boolean {
  try {
    return sessionStorage.getItem(EXTERNAL_REFERRER_KEY) === 'Y';
  } catch {
    return false;
  }
}
