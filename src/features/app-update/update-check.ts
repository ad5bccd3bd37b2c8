/**
 * App update check (SPEC §3 App info androidMinVersion / iOSMinVersion, §7 "check app update";
 * docs/decisions/028-native-calls.md). Pure helpers; the prompt (components/app-update-prompt)
 * runs them on each app profile answer inside the app.
 *
 * - The app's version is the user-agent marker's: `JecheolApp/2.21.0` → '2.21.0' (none: null).
 * - The platform is the bridge's flavour (iOS: WKWebView handler, Android: React Native webview),
 *   else the user-agent (iPhone/iPad/iPod → iOS, otherwise Android).
 * - Versions compare numerically part by part ('2.9.0' < '2.10.0'; a missing part is 0).
 * - An update is required when the marker's version is below the platform's minimum (the web no
 *   longer works with that app) or when the app itself says so (its checkAppUpdate answer; it also
 *   names the store page). An unreadable version or minimum alone never requires one.
 */
import { appVersionFromUa } from '~/lib/native/detect';

export type AppPlatform = 'ios' | 'android';

const VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;

/** iOS or Android from the user-agent (used when the bridge flavour is unknown). */
export function platformFromUa(ua: string): AppPlatform {
  return /iPhone|iPad|iPod/.test(ua) ? 'ios' : 'android';
}

/** -1, 0 or 1 as `a` is below, equal to or above `b` (numeric parts; missing parts count as 0). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** The minimum version of `platform` from the app profile (SPEC §3 App info). */
export function minVersionFor(platform: AppPlatform, info: { androidMinVersion: string; iOSMinVersion: string }): string {
  return platform === 'ios' ? info.iOSMinVersion : info.androidMinVersion;
}

/** True when `version` is a readable version below a readable `min`. */
export function isBelowMin(version: string | null, min: string): boolean {
  if (!version || !VERSION.test(version) || !VERSION.test(min)) return false;
  return compareVersions(version, min) < 0;
}

export interface UpdateDecision {
  required: boolean;
  /** The store page the native side named (absent: the app-download page). */
  storeUrl?: string;
  /** The app's version and the platform minimum, for the prompt's text. */
  version: string | null;
  minVersion: string;
}

/**
 * Decide from the marker's version and the app's answer: either may require the update.
 * @param answer the checkAppUpdate answer, or null when the app did not answer
 */
export function decideUpdate(
  answer: { updateRequired: boolean; storeUrl?: string } | null,
  ctx: { ua: string; platform: AppPlatform; info: { androidMinVersion: string; iOSMinVersion: string } },
): UpdateDecision {
  const version = appVersionFromUa(ctx.ua);
  const minVersion = minVersionFor(ctx.platform, ctx.info);
  const required = isBelowMin(version, minVersion) || answer?.updateRequired === true;
  return answer?.storeUrl ? { required, storeUrl: answer.storeUrl, version, minVersion } : { required, version, minVersion };
}
