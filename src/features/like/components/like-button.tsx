/**
 * Heart (찜) buttons for a product or a shop (issue 5; SPEC §1 like shops and products, §6 members).
 * Logged out → the shop login with this page as return path (SPEC §4). Banned → the ban message
 * (SPEC §4 Ban). Otherwise optimistic: the heart flips at once and the write goes through the
 * offline queue (./queue), so it also works without a network and is delivered later.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { css, cx } from 'styled-system/css';
import { shopUrls } from '~/lib/config';
import { sessionState } from '~/stores/session';
import { showAlert } from '~/stores/ui';
import { likeQueries } from '../queries';
import { setLike, type QueuedLike } from '../queue';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );
}

function useLike(kind: QueuedLike['kind'], targetId: number) {
  const session = useSnapshot(sessionState);
  const queryClient = useQueryClient();
  const loggedIn = !!session.accessToken;
  const q = useQuery({ ...(kind === 'product' ? likeQueries.product(targetId) : likeQueries.shop(targetId)), enabled: loggedIn });
  const liked = loggedIn && q.data === 'Y';
  const toggle = async () => {
    // The live session, not this render's: a tap replayed right after the session was read (issue 12).
    if (!sessionState.accessToken) {
      window.location.assign(new URL(shopUrls.login(window.location.pathname + window.location.search), window.location.origin).href);
      return;
    }
    if (sessionState.banStatus.isBanned) {
      await showAlert(sessionState.banStatus.message || '이용이 제한된 계정이에요. 고객센터로 문의해 주세요.');
      return;
    }
    await setLike(queryClient, kind, targetId, liked ? 'N' : 'Y');
  };
  return { liked, toggle };
}

const buttonStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4px',
  minW: '48px',
  minH: '48px',
  borderRadius: '10px',
  border: '1px solid token(colors.border.subtle)',
  bg: 'bg.canvas',
  color: 'fg.muted',
  cursor: 'pointer',
  flexShrink: 0,
  '&[aria-pressed=true]': { color: 'danger.default', borderColor: 'danger.muted' },
});

const TARGET_NAME = { product: '상품', shop: '가게' } as const;

/** The 찜 toggle of one product or shop: a heart, and a label when `withLabel` (store header). */
function LikeToggle({ kind, targetId, className, withLabel = false }: { kind: QueuedLike['kind']; targetId: number; className?: string; withLabel?: boolean }) {
  const { liked, toggle } = useLike(kind, targetId);
  return (
    <button
      type="button"
      className={cx(buttonStyle, className)}
      aria-pressed={liked}
      aria-label={`${TARGET_NAME[kind]} ${liked ? '찜 해제하기' : '찜하기'}`}
      data-testid={`${kind}-like`}
      onClick={() => void toggle()}
    >
      <HeartIcon filled={liked} />
      {withLabel && <span className={css({ fontSize: '13px', fontWeight: 700, pr: '4px' })}>찜</span>}
    </button>
  );
}

/** 찜 heart for a product (e.g. beside 구매하기 on a deal). */
export function ProductLikeButton({ productNo, className }: { productNo: number; className?: string }) {
  return <LikeToggle kind="product" targetId={productNo} className={className} />;
}

/** 찜 heart for a shop (store detail header). */
export function ShopLikeButton({ shopId, className }: { shopId: number; className?: string }) {
  return <LikeToggle kind="shop" targetId={shopId} className={className} withLabel />;
}
