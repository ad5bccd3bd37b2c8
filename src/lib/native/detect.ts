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
