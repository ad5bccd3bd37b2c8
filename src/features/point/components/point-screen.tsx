/**
 * 별 포인트 (issue 16; SPEC §2 /my-page/point; docs/decisions/026 "Points and levels"): the balance
 * card ("별 1,200개", the stars that expire this month with their last day, this month's
 * earnings; links to the guide and the exchange), filter chips (전체 · 적립 · 사용 · 소멸, in the
 * URL) and the infinite history list, newest first. Member-only (ssr: false), so nothing here waits
 * for hydration. Every figure is the server's (GET /api/v1/point, /api/v2/point/summary,
 * /api/v1/point/history).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { chip } from 'styled-system/recipes';
import type { PointHistoryFilter, PointHistoryItem } from '@contract/points';
import { InfiniteList, RowList } from '~/components/catalogue/infinite-list';
import { Header } from '~/components/layout/header';
import { buttonStyle } from '~/components/ui/button';
import { ChipRow, RadioChip } from '~/components/ui/chip-row';
import { EmptyState } from '~/components/ui/empty-state';
import { ErrorState } from '~/components/ui/error-state';
import { Skeleton } from '~/components/ui/skeleton';
import { formatDate, formatNumber } from '~/lib/format';
import { useSession } from '~/stores/session';
import { pointQueries } from '../queries';
import { lastDayOf, starText } from '../stars';
import { POINT_FILTERS } from '../filters';

const card = css({ mx: '16px', mt: '8px', p: '20px', borderRadius: '16px', bg: 'accent.subtle', display: 'flex', flexDir: 'column', gap: '14px' });
const figureRow = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', fontSize: '14px', color: 'fg.secondary' });

/**
 * The balance card: the balance is the `point` answer (SPEC §7 point, GET /api/v1/point — the
 * balance alone, so the headline does not wait for the month's figures), the rows the summary's
 * (GET /api/v2/point/summary); a skeleton in each place while it loads, the error of either in
 * the card's place (다시 시도 asks both again).
 */
export function PointBalanceCard() {
  const { generation } = useSession();
  const balance = useQuery(pointQueries.balance(generation));
  const q = useQuery(pointQueries.summary(generation));
  const error = balance.error ?? q.error;
  if (error) return <ErrorState error={error} onRetry={() => void Promise.all([balance.refetch(), q.refetch()])} />;
  const s = q.data;
  const b = balance.data;
  return (
    <section aria-label="내 별" aria-busy={!s || !b} className={card}>
      <div>
        <p className={css({ fontSize: '14px', color: 'fg.muted' })}>사용할 수 있는 별</p>
        {b ? (
          <p className={css({ fontSize: '28px', fontWeight: 800, color: 'fg.default', mt: '4px' })} data-testid="point-balance">
            {starText(b.balance)}
          </p>
        ) : (
          <Skeleton width={160} height={34} className={css({ mt: '4px' })} />
        )}
      </div>
      <div className={css({ display: 'flex', flexDir: 'column', gap: '8px', pt: '12px', borderTop: '1px solid token(colors.accent.muted)' })}>
        <div className={figureRow}>
          <span>이번 달 소멸 예정</span>
          {s ? (
            <strong className={css({ color: s.expiringThisMonth.stars > 0 ? 'danger.default' : 'fg.default', fontWeight: 700 })} data-testid="point-expiring">
              {starText(s.expiringThisMonth.stars)}
              {s.expiringThisMonth.lastDay ? ` (${lastDayOf(s.expiringThisMonth.lastDay)}까지)` : ''}
            </strong>
          ) : (
            <Skeleton width={90} height={16} />
          )}
        </div>
        <div className={figureRow}>
          <span>이번 달 적립</span>
          {s ? <strong className={css({ color: 'fg.default', fontWeight: 700 })}>{starText(s.earnedThisMonth)}</strong> : <Skeleton width={90} height={16} />}
        </div>
      </div>
      <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '8px' })}>
        <Link to="/my-page/point-guide" className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
          별 모으는 방법
        </Link>
        <Link to="/my-page/point-exchange" className={buttonStyle({ variant: 'primary', size: 'sm' })}>
          별 교환하기
        </Link>
      </div>
    </section>
  );
}

const rowBase = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  px: '16px',
  py: '14px',
  borderBottom: '1px solid token(colors.border.muted)',
  color: 'fg.default',
  textDecoration: 'none',
});

/** One history row: label, date (and an earning's expiry), the signed amount; a link when it is about a page. */
export function PointHistoryRow({ item }: { item: PointHistoryItem }) {
  const router = useRouter();
  const plus = item.amount > 0;
  const body = (
    <>
      <div className={css({ minW: 0 })}>
        <p className={css({ fontSize: '15px', fontWeight: 600 })}>{item.label}</p>
        <p className={css({ fontSize: '12px', color: 'fg.muted', mt: '2px' })}>
          {formatDate(item.createdAt)}
          {item.expiresAt && item.amount > 0 ? ` · ${formatDate(new Date(Date.parse(item.expiresAt) - 1).toISOString())}까지 사용` : ''}
        </p>
      </div>
      <strong className={css({ fontSize: '16px', fontWeight: 800, flexShrink: 0, color: plus ? 'accent.text' : 'fg.secondary' })}>
        {plus ? '+' : ''}
        {formatNumber(item.amount)}
      </strong>
    </>
  );
  return (
    <li data-testid="point-history-row">
      {item.linkPath ? (
        <a
          href={item.linkPath}
          className={rowBase}
          onClick={(e) => {
            // An in-app path from the server: the router's navigation, not a page load.
            e.preventDefault();
            router.history.push(item.linkPath!);
          }}
        >
          {body}
        </a>
      ) : (
        <div className={rowBase}>{body}</div>
      )}
    </li>
  );
}

const EMPTY: Record<PointHistoryFilter, string> = {
  all: '아직 별 내역이 없어요',
  earn: '아직 적립한 별이 없어요',
  spend: '아직 사용한 별이 없어요',
  expire: '소멸된 별이 없어요',
};

/** The history of one filter: an infinite list of rows, newest first. */
export function PointHistory({ filter }: { filter: PointHistoryFilter }) {
  const { generation } = useSession();
  const empty = (
    <EmptyState
      title={EMPTY[filter]}
      description="커뮤니티에 글을 쓰거나 오늘의 게임을 하면 별을 모을 수 있어요."
      link={{ to: '/my-page/point-guide', label: '별 모으는 방법 보기' }}
    />
  );
  return (
    <InfiniteList options={pointQueries.history(filter, generation)} itemsOf={(p) => p.items} empty={empty} endText="별 내역을 모두 봤어요">
      {(items) => <RowList label="별 내역" items={items} row={(i) => <PointHistoryRow key={i.entryId} item={i} />} />}
    </InfiniteList>
  );
}

/**
 * The whole screen. `filter` is the route's search parameter; `onFilter` changes it (replace).
 */
export function PointScreen({ filter, onFilter }: { filter: PointHistoryFilter; onFilter: (f: PointHistoryFilter) => void }) {
  return (
    <div className={css({ pb: '24px' })}>
      <Header title="별 포인트" />
      <PointBalanceCard />
      <h2 className={css({ fontSize: '17px', fontWeight: 800, px: '16px', pt: '24px', pb: '4px' })}>별 내역</h2>
      <ChipRow as="radiogroup" label="별 내역 종류">
        {POINT_FILTERS.map((f) => (
          <RadioChip key={f.filter} checked={filter === f.filter} onSelect={() => onFilter(f.filter)} className={cx(chip({ size: 'sm' }))}>
            {f.label}
          </RadioChip>
        ))}
      </ChipRow>
      <PointHistory filter={filter} />
    </div>
  );
}
