/**
 * The client error beacon (issue 32 item 4; docs/decisions/049-ops-console.md "Error beacon"):
 * uncaught errors, unhandled rejections and failed chunk loads (Vite's vite:preloadError, and
 * errors whose message says a dynamic import failed) are counted per web version on the server
 * (POST /api/v1/client-error), so a staged rollout can halt itself when the new build errs more.
 *
 * No personal data: the body is the version, the kind and the platform — never the message, the
 * stack, the URL, a device id or a token. Sampled (ERROR_SAMPLE_RATE, the same for every version, so
 * the versions' rates stay comparable) and capped per page (MAX_PER_PAGE); the server limits per
 * address too. Never throws, never blocks the page.
 */
import { callEndpoint } from './api-client';
import { WEB_VERSION } from './config';
import { clientPlatform } from './client-platform';

/** Share of errors sent (1 = all). Chunk failures are always sent: they are what a bad release looks like. */
export const ERROR_SAMPLE_RATE = 0.5;
/** Beacons one page load sends at most. */
export const MAX_PER_PAGE = 5;

type Kind = 'error' | 'rejection' | 'chunk';
let sent = 0;

const CHUNK_FAILURE = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i;

/** Send one beacon (sampled, capped); `random` is injectable for tests. */
export function reportClientError(kind: Kind, random: () => number = Math.random): boolean {
  if (sent >= MAX_PER_PAGE) return false;
  if (kind !== 'chunk' && random() >= ERROR_SAMPLE_RATE) return false;
  sent += 1;
  void callEndpoint('clientError', { body: { webVersion: WEB_VERSION, kind, platform: clientPlatform() }, silentToasts: true, skipAuth: true }).catch(
    () => undefined,
  );
  return true;
}

const kindOfReason = (reason: unknown): Kind => (CHUNK_FAILURE.test(String((reason as Error | undefined)?.message ?? reason ?? '')) ? 'chunk' : 'rejection');

/** Listen for the three kinds on `window` (once). Returns a function that stops listening. */
export function installErrorBeacon(target: Window = window): () => void {
  const onError = (e: ErrorEvent) => void reportClientError(CHUNK_FAILURE.test(e.message ?? '') ? 'chunk' : 'error');
  const onRejection = (e: PromiseRejectionEvent) => void reportClientError(kindOfReason(e.reason));
  const onPreload = () => void reportClientError('chunk');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('vite:preloadError', onPreload);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('vite:preloadError', onPreload);
  };
}

/** Tests: a fresh page's cap. */
export function resetErrorBeaconForTests(): void {
  sent = 0;
}
