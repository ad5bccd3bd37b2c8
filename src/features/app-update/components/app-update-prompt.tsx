/**
 * The app update check in the native app (SPEC §3 App info, §7 check app update;
 * docs/decisions/028-native-calls.md). Mounted once by the root route; does nothing outside the app.
 *
 * On each app profile answer (lib/release: the first poll after hydration, then every 300000 ms)
 * it asks the app `checkAppUpdate { androidMinVersion, iosMinVersion }` (../check) and decides with
 * ../update-check (the app's answer, or without one the user-agent version against the platform's
 * minimum). A required update shows AppUpdateDialog until an answer says otherwise; 업데이트 opens
 * the store page the app named (https, itms-apps or market only), else the platform's store.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { isNativeApp } from '~/lib/native/detect';
import type { AppPlatform, UpdateDecision } from '../update-check';

const AppUpdateDialog = lazy(() => import('./app-update-dialog').then((m) => ({ default: m.AppUpdateDialog })));

/** Store pages when the app names none (the same as /appdown's). */
export const FALLBACK_STORE_URL = { ios: 'https://apps.apple.com/', android: 'https://play.google.com/store' } as const;

const STORE_SCHEMES = new Set(['https:', 'itms-apps:', 'market:']);

/** The store URL to open: the app's when its scheme is a store's (https, itms-apps, market), else the fallback. */
export function storeUrlFor(decision: Pick<UpdateDecision, 'storeUrl'>, platform: 'ios' | 'android'): string {
  try {
    if (decision.storeUrl && STORE_SCHEMES.has(new URL(decision.storeUrl).protocol)) return decision.storeUrl;
  } catch {
    // not a URL: the fallback
  }
  return FALLBACK_STORE_URL[platform];
}

export function AppUpdatePrompt({ openUrl = (url: string) => window.location.assign(url) }: { openUrl?: (url: string) => void }) {
  const [decision, setDecision] = useState<(UpdateDecision & { platform: AppPlatform }) | null>(null);
  useEffect(() => {
    if (!isNativeApp()) return;
    let active = true;
    let off: (() => void) | undefined;
    // Both load only in the app: the bridge's calls and the release poll stay out of the first page's script.
    void Promise.all([import('~/lib/release'), import('../check')])
      .then(([release, { checkAppUpdate }]) => {
        if (!active) return;
        off = release.onAppProfile(async (profile) => {
          const d = await checkAppUpdate(profile);
          if (active) setDecision(d.required ? d : null);
        });
      })
      .catch(() => undefined); // without the chunk no check this time; the next page load tries again
    return () => {
      active = false;
      off?.();
    };
  }, []);
  if (!decision) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdateDialog version={decision.version} minVersion={decision.minVersion} onUpdate={() => openUrl(storeUrlFor(decision, decision.platform))} />
    </Suspense>
  );
}
