/**
 * The community search's recent searches (SPEC §2 /community/search/recent; docs/decisions/025):
 * kept on this device only (localStorage `communityRecentSearches`, lib/offline-storage), newest
 * first, de-duplicated (the same words with other spacing count once), at most 10, deletable one by
 * one or all at once. Nothing is sent to the server; logout removes them (wipePersonalData).
 * Separate from the product search's list: a 커뮤니티 search is not a shopping search.
 *
 * `useRecentCommunitySearches()` reads them after hydration only (the server cannot know them, so
 * the server render and the first client render show none) and follows changes from this tab and
 * from other tabs (the `storage` event).
 */
import { useSyncExternalStore } from 'react';
import { COMMUNITY_RECENT_SEARCHES_KEY } from '~/lib/offline-storage';

export const COMMUNITY_RECENT_MAX = 10;

const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];
let cache: { raw: string | null; list: readonly string[] } = { raw: null, list: EMPTY };

/** The words as one recent entry: trimmed, inner spaces collapsed (what the server searches for, too). */
export const normaliseKeyword = (keyword: string) => keyword.trim().replace(/\s+/g, ' ');

function readRaw(): string | null {
  try {
    return localStorage.getItem(COMMUNITY_RECENT_SEARCHES_KEY);
  } catch {
    return null; // storage blocked: no history, never an error
  }
}

/** The stored list, newest first (a damaged or foreign value reads as empty). */
export function readRecentCommunitySearches(): readonly string[] {
  const raw = readRaw();
  if (raw === cache.raw) return cache.list;
  let list: readonly string[] = EMPTY;
  try {
    const v: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(v)) list = v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').slice(0, COMMUNITY_RECENT_MAX);
  } catch {
    // not JSON: start again
  }
  cache = { raw, list };
  return list;
}

function write(list: readonly string[]): readonly string[] {
  try {
    if (list.length === 0) localStorage.removeItem(COMMUNITY_RECENT_SEARCHES_KEY);
    else localStorage.setItem(COMMUNITY_RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: recent searches are a convenience
  }
  listeners.forEach((l) => l());
  return readRecentCommunitySearches();
}

/** Put `keyword` first (moving it up if it was there); blank keywords are ignored. */
export function addRecentCommunitySearch(keyword: string): readonly string[] {
  const k = normaliseKeyword(keyword);
  if (!k) return readRecentCommunitySearches();
  return write([k, ...readRecentCommunitySearches().filter((x) => x !== k)].slice(0, COMMUNITY_RECENT_MAX));
}

export function removeRecentCommunitySearch(keyword: string): readonly string[] {
  return write(readRecentCommunitySearches().filter((x) => x !== keyword));
}

export function clearRecentCommunitySearches(): readonly string[] {
  return write([]);
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === COMMUNITY_RECENT_SEARCHES_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recent searches, empty on the server and in the hydrating render. */
export function useRecentCommunitySearches(): readonly string[] {
  return useSyncExternalStore(subscribe, readRecentCommunitySearches, () => EMPTY);
}
