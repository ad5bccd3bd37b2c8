/**
 * The device id in the native app (SPEC §3 uid: "device id, otherwise a generated id prefixed w-";
 * issue 30; docs/decisions/045-bridge-tail.md). Every call carries it as deviceUuid and the tokens
 * a sign-in issues are bound to it, so in the app it must be the app's own id, not one the web view
 * made up. SPEC §7 names no bridge call for it; ours is the request `getUid`, answered
 * `{ uid }` through `window.JecheolBridge.resolve` (docs/decisions/027).
 *
 * `settleDeviceUuid()` runs once per page load before the session is installed (./guard) and before
 * a sign-in call (./api): in the app, when the stored id may still be replaced (shouldAskAppForUid),
 * it asks and waits at most UID_ANSWER_TIMEOUT_MS for the bridge to be up and the answer to come; a
 * well-formed answer becomes the uid (adoptDeviceUuid). No answer, a malformed one, or a browser
 * (no marker or no bridge: nothing is asked and nothing waits): the generated "w-" id as before.
 */
import { hasNativeBridge, isNativeApp, requestNative, whenBridgeInstalled } from '~/lib/native';
import { appVersionFromUa } from '~/lib/native/detect';
import { ACCESS_DAY_KEY, DEVICE_SECRET_KEY, STORAGE_KEYS, deviceUuid } from '~/stores/session';

/** localStorage, or null where it is refused (private mode, a sandboxed web view). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A device id this web view generated (SPEC §3 "a generated id prefixed w-"), not the app's. */
export const isGeneratedDeviceUuid = (uid: string) => uid.startsWith('w-');

/** localStorage key: the app version (user-agent marker) whose app was last asked for its device id. */
export const UID_ASKED_KEY = 'uidAskedOf';

/**
 * Should the app be asked for its device id? Only when none is stored, or the
 * stored one is generated here and no session is bound to it (tokens are issued to a device: a
 * signed-in id is kept until logout) — and not again of the same app version once it was asked
 * (an app without the call never answers: later loads do not wait for it again).
 */
export function shouldAskAppForUid(appVersion: string): boolean {
  const s = storage();
  if (!s || s.getItem(UID_ASKED_KEY) === appVersion) return false;
  const stored = s.getItem(STORAGE_KEYS.uid) ?? '';
  return !stored || (isGeneratedDeviceUuid(stored) && !s.getItem(STORAGE_KEYS.accessToken));
}

/** Remember that this app version was asked (answered or not). */
export function noteAppAskedForUid(appVersion: string): void {
  storage()?.setItem(UID_ASKED_KEY, appVersion);
}

/**
 * Store the app's device id as this device's uid (SPEC §3), replacing a generated one. What was
 * bound to the old id goes with it — the device secret and today's access mark (lib/app-device) —
 * so this load's access call registers the app's id. False when refused (a session is stored: its
 * tokens belong to the old id) or when it is already the stored id.
 */
export function adoptDeviceUuid(uid: string): boolean {
  const s = storage();
  if (!s) return false;
  const stored = s.getItem(STORAGE_KEYS.uid) ?? '';
  if (stored === uid || (stored && s.getItem(STORAGE_KEYS.accessToken))) return false;
  s.setItem(STORAGE_KEYS.uid, uid);
  s.removeItem(DEVICE_SECRET_KEY);
  s.removeItem(ACCESS_DAY_KEY);
  return true;
}

/** Longest wait (ms) for the app's answer, bridge start included; the session and a sign-in wait this long at most, once. */
export const UID_ANSWER_TIMEOUT_MS = 1500;

/**
 * Ask the app for its device id. `asked` is false when the question could not be put (not in the
 * app, no bridge, or the bridge's channel not up within `timeoutMs`); `uid` is null without a
 * well-formed answer in time.
 */
export async function askAppForUid(timeoutMs = UID_ANSWER_TIMEOUT_MS): Promise<{ asked: boolean; uid: string | null }> {
  if (!isNativeApp() || !hasNativeBridge()) return { asked: false, uid: null };
  const deadline = Date.now() + timeoutMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The answer comes back through the bridge's channel (lib/native/install, loaded after hydration).
  const up = await Promise.race([
    whenBridgeInstalled().then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
  ]).finally(() => clearTimeout(timer));
  if (!up) return { asked: false, uid: null };
  const answer = await requestNative('getUid', {}, { timeoutMs: Math.max(0, deadline - Date.now()) });
  return { asked: true, uid: answer?.uid ?? null };
}

let settled: Promise<string> | null = null;

/** The device id to send, once the app had its chance to give its own (once per page load). */
export function settleDeviceUuid(): Promise<string> {
  settled ??= (async () => {
    const version = appVersionFromUa() ?? 'unknown';
    if (isNativeApp() && hasNativeBridge() && shouldAskAppForUid(version)) {
      const { asked, uid } = await askAppForUid();
      // An app that got the question and did not answer has no such call: its next loads do not wait.
      if (asked) noteAppAskedForUid(version);
      if (uid) adoptDeviceUuid(uid);
    }
    return deviceUuid();
  })();
  return settled;
}

/** Test hook: forget this load's answer. */
export function resetDeviceUuidForTests(): void {
  settled = null;
}
