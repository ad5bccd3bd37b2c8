/** Home (SPEC §2 "/", alias deal): deals first, then season, best, local and store sections. */
import { createFileRoute } from '@tanstack/react-router';
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
import { RouteSkeleton } from '~/components/layout/route-skeleton';
import { HomeHeader } from '~/components/layout/home-header';
import { AlarmBell } from '~/features/alarm/components/alarm-bell';
import { LegalFooter } from '~/components/layout/legal-footer';
import { SectionSkeleton } from '~/components/ui/skeleton';
import { loadPage } from '~/lib/page-data';
import { Suspense } from 'react';
import { HydrateWhenIdle } from '~/lib/idle-hydration';

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
  pendingComponent: () => <RouteSkeleton />,
  component: Home,
});

const belowFold = css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 520px' });

const SECTIONS = [SeasonSection, BestSection, LocalSection, ShopSection];

function Home() {
  return (
    <div>
      <HomeHeader bell={<AlarmBell />} />
      <HomeBanners />
      {/* 다른 특가 보기 on a missing deal's screen leads here (components/layout/route-error.tsx). */}
      <div id="deals" className={css({ scrollMarginTop: '56px' })}>
        <HomeDeals />
      </div>
      {/* Below the first screen: laid out and painted only when scrolled near (issue 6); each
          section streams on its own when its data is late (issue 12) and, while the page hydrates,
          is hydrated in a commit of its own once the browser is idle (issue 31). */}
      {SECTIONS.map((Section, i) => (
        // a fixed list: the position is the identity
        <div key={i} className={belowFold}>
          <HydrateWhenIdle fallback={<SectionSkeleton />}>
            <Section />
          </HydrateWhenIdle>
        </div>
      ))}
      <Suspense fallback={null}>
        <LastNoticeLine />
      </Suspense>
      <LegalFooter />
    </div>
  );
}
