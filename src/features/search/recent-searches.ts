/**
 * Recent searches kept on the device (localStorage `recentSearches`, lib/offline-storage
 * RECENT_SEARCHES_KEY): most recent first, de-duplicated, at most 10, deletable one by one or all
 * at once. Nothing is sent to the server. Logout removes them (lib/offline-storage.wipePersonalData;
 * ASVS 14.3.1, issue 14).
 */
import { RECENT_SEARCHES_KEY } from '~/lib/offline-storage';

export const RECENT_SEARCHES_MAX = 10;

export function readRecentSearches(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

function write(list: string[]) {
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: recent searches are a convenience, never an error
  }
  return list;
}

export function addRecentSearch(keyword: string): string[] {
  const k = keyword.trim();
  if (!k) return readRecentSearches();
  return write([k, ...readRecentSearches().filter((x) => x !== k)].slice(0, RECENT_SEARCHES_MAX));
}

export function removeRecentSearch(keyword: string): string[] {
  return write(readRecentSearches().filter((x) => x !== keyword));
}

export function clearRecentSearches(): string[] {
  return write([]);
}
