/**
 * The release poll (SPEC §4 Version and Ban, §9 poll 300000 ms; issue 11 "one release path"): the
 * one owner of GET /api/v1/app/profile. Each answer is first a version check — a server webVersion
 * other than this build's purges caches, updates the service worker and reloads once
 * (lib/version-rollover, loop-guarded), and nothing else runs — then it goes to the subscribers
 * (the session reads userInfo: banStatus, retrySignIn). Offline or a failing server: ignored until
 * the next poll. Started after hydration (src/after-hydration.ts); the session subscribes with onAppProfile.
 */
import type { EndpointData } from '@contract/endpoints';
import { callEndpoint } from './api-client';
import { WEB_VERSION } from './config';
import { clientPlatform } from './client-platform';
import { deleteKey, PERSISTED_QUERY_KEY } from './offline-storage';

/** SPEC §9 app profile poll (ms). */
export const APP_PROFILE_POLL_MS = 300_000;

export type AppProfile = EndpointData<'appProfile'>;
type Listener = (profile: AppProfile) => void | Promise<void>;

const listeners = new Set<Listener>();
let last: AppProfile | null = null;

/**
 * Subscribe to each poll's answer. A subscriber that arrives after an answer gets that answer at
 * once (the session loads in its own chunk, possibly after the first poll). Returns unsubscribe.
 */
export function onAppProfile(listener: Listener): () => void {
  listeners.add(listener);
  if (last) void Promise.resolve(listener(last)).catch(() => undefined);
  return () => listeners.delete(listener);
}

/** One poll; never rejects. */
export async function pollAppProfile(): Promise<void> {
  try {
    // The version this build runs and where (issue 32: anonymous adoption counts; the answer's
    // webVersion depends on this device's rollout cohort, stable for the rollout, so no loop).
    const profile = await callEndpoint('appProfile', { query: { v: WEB_VERSION, platform: clientPlatform() } });
    if (profile.webVersion && profile.webVersion !== WEB_VERSION) {
      const { rollOverToVersion } = await import('./version-rollover');
      await rollOverToVersion(profile.webVersion, { clearPersistedData: () => deleteKey(PERSISTED_QUERY_KEY) });
      return;
    }
    last = profile;
    for (const listener of [...listeners]) await listener(profile);
  } catch {
    // Offline or server trouble: try again at the next poll.
  }
}

/**
 * Poll now and every APP_PROFILE_POLL_MS, and count this build's errors by version (lib/error-beacon,
 * issue 32: what lets a staged rollout halt itself). Returns a function that stops the poll.
 */
export function startReleasePoll(): () => void {
  void import('./error-beacon').then((m) => m.installErrorBeacon()).catch(() => undefined);
  void pollAppProfile();
  const timer = window.setInterval(() => void pollAppProfile(), APP_PROFILE_POLL_MS);
  return () => window.clearInterval(timer);
}

/** Tests: forget the last answer and every subscriber. */
export function resetReleasePollForTests() {
  listeners.clear();
  last = null;
}
