/** Home (SPEC §2 "/", alias deal): deals first, then season, best, local and store sections. */
import { createFileRoute, Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { dealQueries } from '~/features/deal/queries';
import { seasonQueries } from '~/features/season/queries';
import { bestQueries } from '~/features/best/queries';
import { localQueries } from '~/features/local/queries';
import { shopQueries } from '~/features/shop/queries';
import { noticeQueries } from '~/features/notice/queries';
import { HomeBanners, HomeDeals } from '~/features/deal/components/home-deals';
import { SeasonSection } from '~/features/season/components/season-views';
import { BestSection } from '~/features/best/components/best-views';
import { LocalSection } from '~/features/local/components/local-views';
import { ShopSection } from '~/features/shop/components/shop-views';
import { LastNoticeLine } from '~/features/notice/components/notice-views';
import { PageSkeleton } from '~/components/ui/skeleton';
import { SectionSkeleton } from '~/components/ui/skeleton';
import { loadPage } from '~/lib/page-data';
import { Suspense } from 'react';

export const Route = createFileRoute('/')({
  staticData: { title: '제철장터' },
  // The sections below the deals start loading at once, in parallel with the deals.
  loader: ({ context: { queryClient } }) =>
    loadPage(
      [queryClient.ensureQueryData(dealQueries.home())],
      [
        queryClient.prefetchQuery(seasonQueries.home()),
        queryClient.prefetchQuery(bestQueries.home()),
        queryClient.prefetchQuery(localQueries.list()),
        queryClient.prefetchQuery(shopQueries.home()),
        queryClient.prefetchQuery(noticeQueries.last()),
      ],
    ),
  pendingComponent: () => <PageSkeleton />,
  component: Home,
});

const belowFold = css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 520px' });

function Home() {
  return (
    <div>
      <header
        className={css({
          position: 'sticky',
          top: 0,
          zIndex: 30,
          h: '56px',
          bg: 'bg.canvas',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: '16px',
          borderBottom: '1px solid token(colors.border.muted)',
        })}
      >
        <h1 className={css({ fontSize: '20px', fontWeight: 900, color: 'accent.text', letterSpacing: '-0.02em' })}>제철장터</h1>
        <Link to="/search/list" aria-label="검색" className={css({ w: '40px', h: '40px', display: 'grid', placeItems: 'center', color: 'fg.body' })}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
            <path d="M16 16l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
      </header>
      <HomeBanners />
      <HomeDeals />
      {/* Below the first screen: laid out and painted only when scrolled near (issue 6); each
          section streams on its own when its data is late (issue 12). */}
      {[SeasonSection, BestSection, LocalSection, ShopSection].map((Section, i) => (
        // a fixed list: the position is the identity
        <div key={i} className={belowFold}>
          <Suspense fallback={<SectionSkeleton />}>
            <Section />
          </Suspense>
        </div>
      ))}
      <Suspense fallback={null}>
        <LastNoticeLine />
      </Suspense>
    </div>
  );
}
