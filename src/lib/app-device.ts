/**
 * The web side of SPEC §7's device calls (issue 17; docs/decisions/033-spec-leftovers.md "App calls"):
 *
 * - `recordDeviceAccess()` — POST /api/v1/app/access once per KST day per device (deviceType per
 *   SPEC §9: 1003 in the app, 1002 known browser, 1001 other; the app's version from the user-agent
 *   marker). An answer carries a `deviceSecret` when this device proved itself — its first access,
 *   the secret it sent (which the new one replaces), or its member's token (issues 14 and 29): kept
 *   in localStorage under DEVICE_SECRET_KEY and sent back as the `deviceSecret` header (the session's
 *   API-client headers), which the server requires before it changes the device's settings. In the
 *   app, PUT /api/v1/app/version follows when the app's version differs from the one last reported.
 * - `linkDeviceToMember()` — PUT /api/v1/app/user/id after a sign-in inside the app (pushes reach
 *   the member on this device).
 * PUT /api/v1/app/ad/id is the native app's own call (the advertising id is not readable by web code).
 * Every function here is best effort: a failure is retried on a later start, never shown.
 */
import { callEndpoint } from './api-client';
import { currentDeviceType } from './auth/api';
import { appVersionFromUa, isNativeApp } from './native/detect';
import { ACCESS_DAY_KEY, DEVICE_SECRET_KEY, deviceSecret } from '~/stores/session';

export { ACCESS_DAY_KEY, DEVICE_SECRET_KEY, deviceSecret } from '~/stores/session';
/** The app version last reported with PUT /api/v1/app/version. */
export const REPORTED_APP_VERSION_KEY = 'appVersionReported';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** `now` as a KST calendar day, YYYY-MM-DD. */
export function kstDay(now: Date): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** Resolved when this page load's recordDeviceAccess() has finished, whatever its outcome. */
let markAccessSettled: () => void = () => undefined;
const accessSettled = new Promise<void>((resolve) => (markAccessSettled = resolve));

/**
 * Resolves when this device can prove itself with its secret, as far as it will on this load: at
 * once when a secret is stored, else when this load's access call has finished (its secret kept),
 * at most `maxWaitMs` (ms) later. View counts wait for it (issue 29, item 7: a view counts per
 * proven device, else per address), so a first visit counts as its device.
 */
export function whenDeviceSettled(maxWaitMs = 3000): Promise<void> {
  if (deviceSecret()) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([accessSettled, new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)))]).finally(() => clearTimeout(timer));
}

/**
 * Record today's visit of this device (once per KST day) and, in the app, its version.
 * @returns true when the access call was made now
 */
export async function recordDeviceAccess(now: Date = new Date(), ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): Promise<boolean> {
  const s = storage();
  const inApp = isNativeApp(ua);
  const appVersion = inApp ? appVersionFromUa(ua) : null;
  let accessed = false;
  try {
    if (!s) return false;
    const day = kstDay(now);
    if (s.getItem(ACCESS_DAY_KEY) !== day) {
      const r = await callEndpoint('appAccess', { body: { deviceType: currentDeviceType(ua), ...(appVersion ? { appVersion } : {}) } });
      if (r.deviceSecret) s.setItem(DEVICE_SECRET_KEY, r.deviceSecret);
      s.setItem(ACCESS_DAY_KEY, day);
      accessed = true;
      // The access call itself stores the version of a device that proves itself.
      if (appVersion && (r.deviceSecret || deviceSecret())) s.setItem(REPORTED_APP_VERSION_KEY, appVersion);
    }
    if (appVersion && s.getItem(REPORTED_APP_VERSION_KEY) !== appVersion) {
      await callEndpoint('appVersion', { body: { appVersion } });
      s.setItem(REPORTED_APP_VERSION_KEY, appVersion);
    }
  } catch {
    // offline or refused: tried again on a later start
  } finally {
    // Whatever happened, view counts stop waiting for it (whenDeviceSettled).
    markAccessSettled();
  }
  return accessed;
}

/** After a sign-in inside the app: link this device to the member (PUT /api/v1/app/user/id). */
export async function linkDeviceToMember(ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): Promise<boolean> {
  if (!isNativeApp(ua)) return false;
  try {
    await callEndpoint('appUserId');
    return true;
  } catch {
    return false;
  }
}
