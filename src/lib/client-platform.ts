/**
 * Where this client runs, as the adoption counts name it (issue 32; server/contract/ops.ts
 * CLIENT_PLATFORMS): the native app's webview (its user agent marker, SPEC §4), the installed PWA
 * (display-mode standalone, or iOS's navigator.standalone), else a browser tab.
 */
import type { ClientPlatform } from '@contract/ops';
import { isNativeApp } from './native/detect';

export function clientPlatform(): ClientPlatform {
  if (typeof window === 'undefined') return 'browser';
  if (isNativeApp()) return 'webview';
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  return standalone ? 'installed' : 'browser';
}
