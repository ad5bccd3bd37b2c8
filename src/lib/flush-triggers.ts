/**
 * When an offline write queue (the 찜 queue, the community queue, the token revocations) tries
 * again (issue 5, docs/decisions/005-offline-first.md): at once, whenever the device comes back
 * online — the browser's `online` event, or networkState turning online because a request got
 * through — and every `retryMs` while `due()` says something is waiting.
 */
import { subscribe } from 'valtio';
import { networkState } from './network-status';

/**
 * Starts the triggers of `flush` (and flushes at once unless `flushNow` is false: the caller just
 * tried); returns the uninstall function. `due` resolves true when the queue holds work.
 */
export function installFlushTriggers(
  flush: () => void,
  { retryMs, due, flushNow = true }: { retryMs: number; due: () => Promise<boolean>; flushNow?: boolean },
): () => void {
  if (flushNow) flush();
  window.addEventListener('online', flush);
  let wasOnline = networkState.online;
  const offNetwork = subscribe(networkState, () => {
    if (networkState.online && !wasOnline) flush();
    wasOnline = networkState.online;
  });
  const timer = window.setInterval(() => void due().then((waiting) => waiting && flush()), retryMs);
  return () => {
    window.removeEventListener('online', flush);
    offNetwork();
    window.clearInterval(timer);
  };
}
