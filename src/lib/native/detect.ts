/**
 * Is this page running in the native app shell? The app adds the marker `JecheolApp` to its
 * webview user-agent (SPEC §1 "a marker"; our choice), e.g. `Mozilla/5.0 (...) JecheolApp/2.21.0`.
 */
export const NATIVE_UA_MARKER = 'JecheolApp';

export function isNativeApp(ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return ua.includes(NATIVE_UA_MARKER);
}

/** SPEC §3/§4: device push flag is 'Y' when the native value is true or 'true', else 'N'. */
export function pushYNFromDevice(v: unknown): 'Y' | 'N' {
  return v === true || v === 'true' ? 'Y' : 'N';
}

/** A version the server accepts (server/contract/account.ts appVersionBodySchema). */
const APP_VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;

/** The app version in the user-agent marker (`JecheolApp/x.y.z` → 'x.y.z'), or null when absent or malformed. */
export function appVersionFromUa(ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): string | null {
  const m = new RegExp(`${NATIVE_UA_MARKER}/([\\d.]+)`).exec(ua);
  return m && APP_VERSION.test(m[1]!) ? m[1]! : null;
}
