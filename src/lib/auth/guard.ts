/**
 * The light entry of the session feature for the initial bundle: the session module itself
 * (refresh, logout, sign-in) loads in its own chunk right after start, and every requireAuth
 * route's beforeLoad waits for it before validating (SPEC §4 "Protected routes validate first").
 * Keeps the initial JavaScript inside its 130 KB gzip budget (issue 6).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import { nextTask } from '../hydration';

type SessionModule = typeof import('./session');
let ready: Promise<SessionModule> | null = null;

/**
 * Load and install the session (idempotent). Called after hydration (src/after-hydration.ts). In the
 * native app the device id is settled first (./device-id: the app's own uid, asked once, bounded
 * wait), so no call carries a made-up one; in a browser nothing waits.
 */
export function loadSession(queryClient: QueryClient): Promise<SessionModule> {
  ready ??= Promise.all([import('./session'), import('./device-id')]).then(async ([m, device]) => {
    await device.settleDeviceUuid();
    // In a task of its own, not after the chunks' evaluation (issue 31: together, a 21 ms task
    // unthrottled in Lighthouse's trace; installing reads storage and sends the first calls).
    await nextTask();
    m.installSession(queryClient);
    return m;
  });
  return ready;
}

/**
 * The guard of every requireAuth route (run first in its beforeLoad by ../personal-routes): not
 * logged in → shop login with the return path.
 */
export async function requireAuth(ctx: { location: ParsedLocation; context: { queryClient: QueryClient } }) {
  const m = await loadSession(ctx.context.queryClient);
  return m.requireAuth(ctx);
}
