/**
 * Offline banner (issue 5): a thin bar above the bottom navigation (or the page's own bottom bar) while the app cannot reach the
 * server — the browser is offline, a request just failed, or the service worker answered from its
 * cache. When the worker answered from its cache it says the data is saved, and since when.
 */
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { networkState } from '~/lib/network-status';
import { BOTTOM_NAV_HEIGHT_PX } from './bottom-nav';
import { aboveBottomBar, OFFLINE_BANNER_VAR, usePublishedHeight } from '../ui/page-bottom-bar';

/** "11월 23일 오후 3:05" (Korea time) for a saved answer's date; '' when unknown. Hand-formatted:
 *  Intl's ko-KR day-period text differs between ICU builds (오후 vs PM). */
export function savedAtLabel(date: string | null): string {
  if (!date) return '';
  const t = new Date(date).getTime();
  if (Number.isNaN(t)) return '';
  const kst = new Date(t + 9 * 3600_000); // Korea has no daylight saving time
  const h = kst.getUTCHours();
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${kst.getUTCMonth() + 1}월 ${kst.getUTCDate()}일 ${h < 12 ? '오전' : '오후'} ${hour12}:${String(kst.getUTCMinutes()).padStart(2, '0')}`;
}

export function OfflineBanner({ hasBottomNav }: { hasBottomNav: boolean }) {
  const net = useSnapshot(networkState);
  if (net.online) return null;
  // Saved data: an answer the worker kept, or the device's snapshot the page was restored from.
  return (
    <OfflineBar hasBottomNav={hasBottomNav} at={savedAtLabel(net.servedFromCacheAt ?? net.restoredAt)} saved={!!(net.servedFromCacheAt ?? net.restoredAt)} />
  );
}

/** The banner itself; toasts and the scroll-to-top button move above it (its height is published). */
function OfflineBar({ hasBottomNav, at, saved }: { hasBottomNav: boolean; at: string; saved: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  usePublishedHeight(ref, OFFLINE_BANNER_VAR);
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      data-testid="offline-banner"
      className={css({
        position: 'fixed',
        left: 0,
        right: 0,
        mx: 'auto',
        maxW: 'appColumn',
        zIndex: 'bottomNav',
        bg: 'bg.inverseMuted',
        color: 'fg.inverse',
        fontSize: '13px',
        lineHeight: '18px',
        px: '16px',
        py: '6px',
        textAlign: 'center',
        wordBreak: 'keep-all',
      })}
      style={{ bottom: aboveBottomBar(hasBottomNav ? BOTTOM_NAV_HEIGHT_PX : 0) }}
    >
      {saved
        ? at
          ? `오프라인 · ${at}에 저장된 정보예요`
          : '오프라인 · 저장된 정보를 보여드리고 있어요'
        : '오프라인 상태예요 · 연결되면 최신 정보를 불러올게요'}
    </div>
  );
}
