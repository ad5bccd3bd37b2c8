/**
 * Service worker registration through workbox-window. Feature-detected: iOS in-app browsers
 * (KakaoTalk, Naver) and some native webviews have no navigator.serviceWorker, and the app must
 * work fully without it. When a new worker is waiting, a toast-like alert offers the update;
 * accepting it activates the worker and reloads once (controlling event).
 */
import { showAlert } from '../stores/ui';

export function hasServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && !!navigator.serviceWorker;
}

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !hasServiceWorker()) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  let reloading = false;
  wb.addEventListener('waiting', async () => {
    await showAlert('새 버전이 준비되었어요. 확인을 누르면 새 버전으로 다시 열려요.');
    wb.addEventListener('controlling', () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    });
    wb.messageSkipWaiting();
  });
  try {
    await wb.register();
  } catch {
    // Registration failure (e.g. storage blocked) must never break the app.
  }
}
