/**
 * Offline banner (issue 5): a thin bar above the bottom navigation while the app cannot reach the
 * server — the browser is offline, a request just failed, or the service worker answered from its
 * cache. When the worker answered from its cache it says the data is saved, and since when.
 */
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { networkState } from '~/lib/network-status';
import { BOTTOM_NAV_HEIGHT_PX } from './bottom-nav';

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
  const savedAt = net.servedFromCacheAt ?? net.restoredAt;
  const at = savedAtLabel(savedAt);
  return (
    <div
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
      style={{ bottom: `calc(${hasBottomNav ? BOTTOM_NAV_HEIGHT_PX : 0}px + env(safe-area-inset-bottom, 0px))` }}
    >
      {savedAt ? `오프라인 상태예요 · 저장된 정보를 보여드리고 있어요${at ? ` (${at} 기준)` : ''}` : '오프라인 상태예요 · 연결되면 최신 정보를 불러올게요'}
    </div>
  );
}
