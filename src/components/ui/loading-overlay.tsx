/**
 * Global loading overlay (SPEC §2): shown while the loading flag is on (`startLoading()` in
 * stores/ui; uiState.loadingCount > 0). The indicator is public/animations/loading.json played by
 * the lottie player, looping 9999 times (SPEC §9). Both the player component and lottie-web are
 * loaded lazily on the first show, so neither is in the first bundle.
 */
import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { useUi } from '~/stores/ui';
import { FallbackBoundary } from './fallback-boundary';

const LottiePlayer = lazy(() => import('./lottie-player').then((m) => ({ default: m.LottiePlayer })));

export const LOADING_LOOP_COUNT = 9999;
export const LOADING_ANIMATION_SRC = '/animations/loading.json';

/** A failed player chunk must not take the app shell down: the warning icon stands instead (SPEC §8). */
const warningIcon = (
  <svg data-testid="lottie-warning" width="88" height="88" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path d="M24 6l20 36H4z" className={css({ fill: 'accent.muted', stroke: 'accent.icon' })} strokeWidth="2" strokeLinejoin="round" />
    <path d="M24 19v11M24 35v1" className={css({ stroke: 'accent.default' })} strokeWidth="3" strokeLinecap="round" />
  </svg>
);

export function LoadingOverlay() {
  const { loadingCount } = useUi();
  if (loadingCount <= 0) return null;
  return (
    <div
      data-testid="loading-overlay"
      role="status"
      aria-busy="true"
      aria-label="불러오는 중"
      className={css({ position: 'fixed', inset: 0, bg: 'bg.veil', display: 'grid', placeItems: 'center', zIndex: 'overlay' })}
    >
      <FallbackBoundary fallback={warningIcon}>
        <Suspense fallback={<span className={css({ srOnly: true })}>불러오는 중</span>}>
          <LottiePlayer src={LOADING_ANIMATION_SRC} loop={LOADING_LOOP_COUNT} label="불러오는 중" size={88} />
        </Suspense>
      </FallbackBoundary>
    </div>
  );
}
