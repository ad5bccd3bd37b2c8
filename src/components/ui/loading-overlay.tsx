/**
 * Global loading overlay (SPEC §2): shown while the loading flag is on; the indicator is a
 * lottie animation looping 9999 times (SPEC §9), loaded lazily with lottie-web.
 */
import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { useUi } from '../../stores/ui';

const LottiePlayer = lazy(() => import('./lottie-player').then((m) => ({ default: m.LottiePlayer })));
export const LOADING_LOOP_COUNT = 9999;

export function LoadingOverlay() {
  const { loadingCount } = useUi();
  if (loadingCount <= 0) return null;
  return (
    <div data-testid="loading-overlay" aria-busy="true" className={css({ position: 'fixed', inset: 0, bg: 'rgba(255,255,255,0.6)', display: 'grid', placeItems: 'center', zIndex: 80 })}>
      <Suspense fallback={<span className={css({ srOnly: true })}>불러오는 중</span>}>
        <LottiePlayer src="/animations/loading.json" loop={LOADING_LOOP_COUNT} label="불러오는 중" size={88} />
      </Suspense>
    </div>
  );
}
