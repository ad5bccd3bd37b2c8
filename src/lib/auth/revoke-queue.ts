/**
 * The server-side half of a logout made offline (issue 14; SPEC §4 Logout "revoke tokens on server
 * (failure ignored)", §7 DELETE /api/v1/token/jwt). The user never waits for the revoke, but the
 * server session must still end: when the call cannot reach the server, logout (./session.ts)
 * clears the device as always and leaves the revoke here, in IndexedDB (lib/offline-storage
 * REVOKE_QUEUE_KEY), with only what the call needs — access token, refresh token, deviceUuid.
 *
 * - revokeLater(): queue a revoke that failed; not when the server refused it for good.
 * - flushRevokeQueue(): one flush at a time (one tab at a time where Web Locks exist), oldest
 *   first. Delivered, or refused with a definitive 4xx (110, 112: the tokens are dead already) →
 *   removed. Network failure, timeout, 5xx, 408 or 429 → stop and keep the rest for the next try.
 * - installRevokeQueue(): flush at start, on the browser's online event, when an API answer shows
 *   the server is reachable again, and every 30000 ms while something waits (an online event can
 *   come before the network really works, and then no other one comes).
 * Without IndexedDB the queue lives in memory for the page's life.
 */
import { ApiClientError } from '~/lib/api-client';
import { installFlushTriggers } from '~/lib/flush-triggers';
import { hasIndexedDb, readKey, REVOKE_QUEUE_KEY, writeKey } from '~/lib/offline-storage';
import { revokeTokens, type TokenHeaders } from './api';

export const REVOKE_RETRY_INTERVAL_MS = 30_000;

let memory: TokenHeaders[] = [];
let flushing: Promise<number> | null = null;

async function readQueue(): Promise<TokenHeaders[]> {
  if (!hasIndexedDb()) return memory;
  const queue = await readKey<TokenHeaders[]>(REVOKE_QUEUE_KEY);
  return Array.isArray(queue) ? queue : [];
}
async function writeQueue(queue: TokenHeaders[]) {
  memory = queue;
  if (hasIndexedDb()) await writeKey(REVOKE_QUEUE_KEY, queue);
}

/** A refusal another try will not change: a 4xx other than 408 and 429. */
function isDefinitive(e: unknown): boolean {
  return e instanceof ApiClientError && e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429;
}

/** Logout's revoke failed with `error`: keep it for later unless the server refused it for good. */
export async function revokeLater({ accessToken, refreshToken, deviceUuid }: TokenHeaders, error: unknown): Promise<void> {
  if (isDefinitive(error)) return;
  const queue = (await readQueue()).filter((q) => q.refreshToken !== refreshToken);
  await writeQueue([...queue, { accessToken, refreshToken, deviceUuid }]);
}

/** Two tabs back online send a queued revoke once: the second finds the queue already empty. */
async function oneTabAtATime(task: () => Promise<number>): Promise<number> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request('jecheol-revoke-queue', task) : task();
}

/** Send what waits, oldest first. Resolves with the number of revokes settled (sent or refused). */
export function flushRevokeQueue(): Promise<number> {
  flushing ??= oneTabAtATime(async () => {
    let settled = 0;
    for (const item of await readQueue()) {
      try {
        await revokeTokens(item);
      } catch (e) {
        if (!isDefinitive(e)) break;
      }
      await writeQueue((await readQueue()).filter((q) => q.refreshToken !== item.refreshToken));
      settled += 1;
    }
    return settled;
  })
    .catch(() => 0)
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

/** Start the flush triggers; returns an uninstall function. */
export function installRevokeQueue(): () => void {
  return installFlushTriggers(() => void flushRevokeQueue(), {
    retryMs: REVOKE_RETRY_INTERVAL_MS,
    due: () => readQueue().then((q) => q.length > 0),
  });
}
