/**
 * The 마이페이지 stars card (issue 16; SPEC §2 /my-page; §7 mypage; docs/decisions/026 "Points and
 * levels"): my stars (→ /my-page/point) and my level (→ /my-page/my-level) from GET /api/v1/mypage,
 * then the links to 별 안내, 별 교환, 자주 산 상품 and 알림 (with the unread count). Skeletons
 * while it loads; on failure the links stay and the figures say they could not be loaded.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { Skeleton } from '~/components/ui/skeleton';
import { tile, tileRow } from '~/components/ui/tile';
import { formatNumber } from '~/lib/format';
import { useSession } from '~/stores/session';
import { pointQueries } from '../queries';
import { starText } from '../stars';

const tiles = cx(tileRow, css({ pb: '12px' }));
const starTile = cx(tile, css({ bg: 'accent.subtle' }));
const links = css({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', px: '12px', pb: '20px' });
const linkItem = css({
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  gap: '6px',
  py: '10px',
  fontSize: '13px',
  color: 'fg.secondary',
  textDecoration: 'none',
  position: 'relative',
});
const icon = css({ w: '40px', h: '40px', borderRadius: '50%', bg: 'bg.subtle', display: 'grid', placeItems: 'center', color: 'accent.icon' });
const dot = css({
  position: 'absolute',
  top: '4px',
  right: 'calc(50% - 26px)',
  minW: '18px',
  h: '18px',
  px: '5px',
  borderRadius: '999px',
  bg: 'danger.vivid',
  color: 'fg.inverse',
  fontSize: '11px',
  fontWeight: 700,
  display: 'grid',
  placeItems: 'center',
});

/** A 20 px line icon in the text colour. */
const Glyph = ({ d }: { d: string }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The menu's links before 알림 (which carries its unread count): where, the words, the icon's path. */
const MENU = [
  { to: '/my-page/point-guide', label: '별 안내', d: 'M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.8l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z' },
  { to: '/my-page/point-exchange', label: '별 교환', d: 'M4 8h14l-3.5-3.5M20 16H6l3.5 3.5' },
  { to: '/my-page/frequently-purchased', label: '자주 산 상품', d: 'M5 8h14l-1.2 12H6.2L5 8zM9 8a3 3 0 016 0' },
] as const;

export function MyPageEconomy() {
  const { generation } = useSession();
  const q = useQuery(pointQueries.mypage(generation));
  const figure = (text: string | undefined) =>
    q.data ? (
      <strong className={css({ fontSize: '18px', fontWeight: 800 })}>{text}</strong>
    ) : q.error ? (
      <span className={css({ fontSize: '13px', color: 'fg.muted' })}>불러오지 못했어요</span>
    ) : (
      <Skeleton width="70%" height={22} />
    );
  const unread = q.data?.counts.unreadAlarms ?? 0;
  return (
    <section aria-label="내 별과 등급">
      <div className={tiles}>
        <Link to="/my-page/point" className={starTile} data-testid="my-page-point">
          <span className={css({ fontSize: '13px', color: 'fg.muted' })}>내 별</span>
          {figure(q.data && starText(q.data.balance))}
        </Link>
        <Link to="/my-page/my-level" className={starTile} data-testid="my-page-level">
          <span className={css({ fontSize: '13px', color: 'fg.muted' })}>내 등급</span>
          {figure(q.data && `Lv.${q.data.level.level} ${q.data.level.name}`)}
        </Link>
      </div>
      <nav aria-label="별과 알림 메뉴" className={links}>
        {MENU.map((m) => (
          <Link key={m.to} to={m.to} className={linkItem}>
            <span aria-hidden className={icon}>
              <Glyph d={m.d} />
            </span>
            {m.label}
          </Link>
        ))}
        <Link to="/alarm" className={linkItem} aria-label={unread > 0 ? `알림, 안 읽은 알림 ${unread}개` : '알림'} data-testid="my-page-alarm">
          <span aria-hidden className={icon}>
            <Glyph d="M6 16v-5a6 6 0 0112 0v5l2 2H4l2-2zM10 20.5a2 2 0 004 0" />
          </span>
          알림
          {unread > 0 && (
            <span aria-hidden className={dot}>
              {unread > 99 ? '99+' : formatNumber(unread)}
            </span>
          )}
        </Link>
      </nav>
    </section>
  );
}
