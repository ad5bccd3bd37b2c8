/**
 * Heart (찜) buttons for a product or a shop (issue 5; SPEC §1 like shops and products, §6 members).
 * Logged out → first a dialog says why to sign in (issue 13: "로그인하면 찜한 상품을 모아볼 수
 * 있어요", 로그인 / 취소); 로그인 remembers the 찜 (../pending) and opens the shop login with this
 * page as return path (SPEC §4), where the queue completes it after sign-in. Banned → the ban
 * message (SPEC §4 Ban). Otherwise optimistic: the heart flips at once and the write goes through
 * the offline queue (./queue), so it also works without a network and is delivered later.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { css, cx } from 'styled-system/css';
import { LineIcon } from '~/components/ui/line-icon';
import { useMemberAction } from '~/components/ui/sign-in-prompt';
import { shopUrls } from '~/lib/config';
import { sessionState } from '~/stores/session';
import type { LikeYN } from '../api';
import { rememberPendingLike, returnPathOf } from '../pending';
import { likeQueries } from '../queries';
import { setLike, type QueuedLike } from '../queue';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <LineIcon filled={filled}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </LineIcon>
  );
}

/**
 * The heart's state and its tap. `known`: what a list already told (a 찜 list's items are liked as
 * of `knownAt`), used until the cache knows better, so a list does not ask for each heart.
 */
function useLike(kind: QueuedLike['kind'], targetId: number, known?: { likeYN: LikeYN; at: number }) {
  const session = useSnapshot(sessionState);
  const queryClient = useQueryClient();
  const loggedIn = !!session.accessToken;
  const options = kind === 'product' ? likeQueries.product(targetId) : likeQueries.shop(targetId);
  const q = useQuery({ ...options, enabled: loggedIn, ...(known ? { initialData: known.likeYN, initialDataUpdatedAt: known.at } : {}) });
  const liked = loggedIn && q.data === 'Y';
  /** 로그인 in the dialog: remember this 찜, then the shop login returning here (SPEC §4). */
  const signInAndLike = () => {
    const intent = rememberPendingLike({ kind, targetId, likeYN: 'Y', path: window.location.pathname + window.location.search });
    window.location.assign(new URL(shopUrls.login(returnPathOf(intent)), window.location.origin).href);
  };
  const gate = useMemberAction({
    id: 'like-sign-in',
    tone: 'danger',
    icon: <HeartIcon filled />,
    title: `로그인하면 찜한 ${TARGET_OBJECT[kind]} 모아볼 수 있어요`,
    text: '로그인하고 돌아오면 바로 찜해 둘게요.',
    onSignIn: signInAndLike,
  });
  const toggle = () => gate.guard(() => setLike(queryClient, kind, targetId, liked ? 'N' : 'Y'));
  return { liked, toggle, dialog: gate.dialog };
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
/** The same with its object particle (fixed words, so written out rather than computed). */
const TARGET_OBJECT = { product: '상품을', shop: '가게를' } as const;

/** The 찜 toggle of one product or shop: a heart, and a label when `withLabel` (store header). */
function LikeToggle({
  kind,
  targetId,
  className,
  withLabel = false,
  known,
  label,
}: {
  kind: QueuedLike['kind'];
  targetId: number;
  className?: string;
  withLabel?: boolean;
  known?: { likeYN: LikeYN; at: number };
  /** The target's name, for the accessible name in a list ("제주 한라봉 3kg 찜 해제하기"). */
  label?: string;
}) {
  const { liked, toggle, dialog } = useLike(kind, targetId, known);
  return (
    <>
      <button
        type="button"
        className={cx(buttonStyle, className)}
        aria-pressed={liked}
        aria-label={`${label ?? TARGET_NAME[kind]} ${liked ? '찜 해제하기' : '찜하기'}`}
        data-testid={`${kind}-like`}
        onClick={() => void toggle()}
      >
        <HeartIcon filled={liked} />
        {withLabel && <span className={css({ fontSize: '13px', fontWeight: 700, pr: '4px' })}>찜</span>}
      </button>
      {dialog}
    </>
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

/**
 * The heart of an item in a 찜 list (issue 13): liked as the list said at `listedAt` (ms) until the
 * member taps it; un-hearted it stays in the list until the list is read again (decision 012).
 */
export function ListedLikeButton({
  kind,
  targetId,
  name,
  listedAt,
  className,
}: {
  kind: QueuedLike['kind'];
  targetId: number;
  name: string;
  listedAt: number;
  className?: string;
}) {
  return <LikeToggle kind={kind} targetId={targetId} known={{ likeYN: 'Y', at: listedAt }} label={name} className={className} />;
}
