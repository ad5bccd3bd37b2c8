/** SPEC §8 router errors and failed chunks: one reload per address per 10 s, then the error screen (no loop). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimReload, isChunkLoadError, reloadOnce, RELOAD_GUARD_KEY, RELOAD_WINDOW_MS } from './chunk-reload';

let reload: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn();
  assign = vi.fn();
  vi.stubGlobal('location', { href: 'https://jecheol.example/notice?page=1#top', reload, assign });
});
afterEach(() => vi.unstubAllGlobals());

describe('claimReload', () => {
  it('allows an address once per window, per address (path + search, not hash)', () => {
    expect(claimReload('/notice?page=1', 1_000_000)).toBe(true);
    expect(claimReload('https://jecheol.example/notice?page=1#other', 1_000_000 + RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(claimReload('/notice?page=2', 1_000_500)).toBe(true); // another address has its own guard
    expect(claimReload('/notice?page=1', 1_000_000 + RELOAD_WINDOW_MS)).toBe(true);
  });

  it('drops old entries and survives a corrupt record', () => {
    claimReload('/a', 1_000);
    claimReload('/b', 1_000 + RELOAD_WINDOW_MS + 1);
    expect(Object.keys(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY)!))).toEqual(['/b']);
    sessionStorage.setItem(RELOAD_GUARD_KEY, 'not json');
    expect(claimReload('/b', 1_000 + RELOAD_WINDOW_MS + 2)).toBe(true);
  });
});

describe('reloadOnce', () => {
  it('reloads this page in place, another address with assign, and never twice within the window', () => {
    expect(reloadOnce('/notice?page=1', 5_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce('/notice?page=1', 5_001_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce('/best', 5_001_000)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/best');
  });

  it('offline: waits for the connection instead of reloading into the browser’s offline page', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(reloadOnce('/notice?page=1', 5_000_000)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { onLine: true });
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

it('recognises the browsers’ failed-chunk messages', () => {
  expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/deal-1a2b.js'))).toBe(true);
  expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
  expect(isChunkLoadError(new TypeError("Cannot read properties of null (reading 'items')"))).toBe(false);
});
