/**
 * Service worker registration through workbox-window (SW source: sw/sw.ts, built to /sw.js).
 *
 * Feature-detected, never assumed: iOS in-app browsers (KakaoTalk, Naver), some native webviews
 * and private modes have no navigator.serviceWorker, and the app must work fully without it.
 * Registered only in production builds (the dev server has no /sw.js).
 *
 * Update flow (minimal; the full version-driven UX is issue 5): when a new worker is waiting, an
 * alert offers the new version; 확인 tells the waiting worker to SKIP_WAITING and the page reloads
 * once when it takes control.
 */
import { showAlert } from '../stores/ui';

export const SW_URL = '/sw.js';
export const UPDATE_READY_TEXT = '새 버전이 준비되었어요. 확인을 누르면 새 버전으로 다시 열려요.';

export function hasServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && !!navigator.serviceWorker;
}

/** Register /sw.js; resolves once registration was attempted (never rejects). */
export async function registerServiceWorker({ enabled = import.meta.env.PROD }: { enabled?: boolean } = {}): Promise<void> {
  if (!enabled || !hasServiceWorker()) return;
  try {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox(SW_URL, { scope: '/' });
    let reloading = false;
    wb.addEventListener('waiting', async () => {
      await showAlert(UPDATE_READY_TEXT);
      wb.addEventListener('controlling', () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      });
      wb.messageSkipWaiting();
    });
    await wb.register();
  } catch {
    // Registration failure (storage blocked, chunk missing) must never break the app.
  }
}
