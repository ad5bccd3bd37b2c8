/**
 * Sticky buy bar: '구매하기' opens the product on the shop site (SPEC §1) carrying the deal and its
 * signed price (dealId + priceToken, docs/decisions/010) so the shop charges the deal price; a deal
 * that is not on sale shows why ('오픈 예정', '품절', '판매 종료') with a disabled button — or, while
 * upcoming, the route's 오픈 알림 받기 in its place (issue 13, docs/decisions/015-open-alarms.md).
 * In the native app 구매하기 opens the shop page in the app's sub web view (docs/decisions/028).
 * Offline (the browser says so, or the app just failed to reach the server — what the offline
 * banner shows) it stays on the deal and says that buying needs a connection (issue 30: it landed
 * on the browser's English "This site can't be reached").
 */
import { useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { DealStatus } from '@contract/display';
import { ButtonLink, Button } from '~/components/ui/button';
import { shopUrls, type ShopPromotion } from '~/lib/config';
import { openInSubWebView } from '~/lib/shop-handoff';
import { usePageBottomBar } from '~/components/ui/page-bottom-bar';
import { networkState } from '~/lib/network-status';
import { showAlert } from '~/stores/ui';
import { DEAL_STATUS_LABEL } from './deal-card';

/**
 * `promotion`: the deal and its price token from the deal answer (absent: the shop's regular price).
 * `likeButton` (optional) sits left of the buy button (composed in by the route). `upcomingAction`
 * (optional, composed in by the route) replaces the disabled '오픈 예정' button while the deal is
 * upcoming. The bar tells the
 * offline banner, toasts and the scroll-to-top button its height so they stay clear of it.
 */
/** What 구매하기 says offline: the shop's order page is on the network, not in this app's saved pages. */
export const BUY_OFFLINE_MESSAGE = '인터넷에 연결되어 있지 않아 구매 페이지를 열 수 없어요. 연결을 확인한 뒤 다시 눌러 주세요.';

const offline = () => (typeof navigator !== 'undefined' && navigator.onLine === false) || !networkState.online;

export function BuyBar({
  productNo,
  status,
  promotion,
  likeButton,
  upcomingAction,
}: {
  productNo: number;
  status: DealStatus;
  promotion?: ShopPromotion;
  likeButton?: ReactNode;
  upcomingAction?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  usePageBottomBar(ref);
  return (
    <div
      ref={ref}
      className={css({
        position: 'sticky',
        bottom: 0,
        bg: 'bg.canvas',
        borderTop: '1px solid token(colors.border.muted)',
        p: '12px 16px',
        pb: 'calc(12px + env(safe-area-inset-bottom))',
        zIndex: 20,
        display: 'flex',
        gap: '8px',
        alignItems: 'center',
        '& > :last-child': { flex: 1 },
      })}
    >
      {likeButton}
      {status === 'live' ? (
        <ButtonLink
          href={shopUrls.product(productNo, promotion)}
          size="lg"
          fullWidth
          onClick={(e) => {
            if (offline()) {
              e.preventDefault();
              void showAlert(BUY_OFFLINE_MESSAGE);
              return;
            }
            void openInSubWebView(e, { url: e.currentTarget.href, productNo, gtag: 'view_item', listComponentName: 'buy_bar' });
          }}
        >
          구매하기
        </ButtonLink>
      ) : status === 'upcoming' && upcomingAction ? (
        upcomingAction
      ) : (
        <Button size="lg" fullWidth disabled>
          {DEAL_STATUS_LABEL[status]}
        </Button>
      )}
    </div>
  );
}
