/**
 * In-app history bookkeeping for the header's back button (SPEC §2: back goes back in history, or
 * to / when there is no previous in-app history or the entry was replaced).
 *
 * - "No previous in-app history": TanStack Router stores a per-entry index in history.state
 *   (`__TSR_index`, 0 for the entry the app was opened on, +1 per push, kept on replace). It lives
 *   in history.state, so it survives reloads and is correct after the user returns with Back.
 * - "The entry was replaced": the router does not record how an entry was made, so we subscribe
 *   to the history and remember the keys of entries created by a REPLACE navigation (redirects,
 *   `navigate({ replace: true })`) in sessionStorage (per tab, survives reloads, at most
 *   {@link MAX_KEYS} keys).
 */
import type { RouterHistory } from '@tanstack/react-router';

export const REPLACED_KEYS_STORAGE_KEY = 'nav-replaced-keys';
const MAX_KEYS = 50;

type EntryState = { key?: string; __TSR_key?: string; __TSR_index?: number } | undefined;

function entryKey(state: EntryState): string | undefined {
  return state?.__TSR_key ?? state?.key;
}

function readKeys(): string[] {
  try {
    const raw = sessionStorage.getItem(REPLACED_KEYS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

function rememberReplaced(key: string) {
  const keys = readKeys().filter((k) => k !== key);
  keys.push(key);
  try {
    sessionStorage.setItem(REPLACED_KEYS_STORAGE_KEY, JSON.stringify(keys.slice(-MAX_KEYS)));
  } catch {
    // storage blocked (private mode): back then only follows the index rule
  }
}

const tracked = new WeakSet<RouterHistory>();

/** Start recording replaced entries of `history` (idempotent). Call once, before the first render. */
export function installNavTracking(history: RouterHistory): void {
  if (tracked.has(history)) return;
  tracked.add(history);
  history.subscribe(({ location, action }) => {
    if (action.type !== 'REPLACE') return;
    const key = entryKey(location.state);
    if (key) rememberReplaced(key);
  });
}

/**
 * True when the back button must go to / instead of history.back(): the entry is the first one
 * the app was opened on (index 0 or no router state) or it was created by a replace.
 */
export function shouldBackGoHome(state: EntryState): boolean {
  if (!state || !state.__TSR_index) return true;
  const key = entryKey(state);
  return !!key && readKeys().includes(key);
}
