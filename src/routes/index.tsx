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
import { lazy, Suspense, useState } from 'react';
import { drawsServerValue } from '~/lib/hydration';
import { whenIdle } from '~/lib/idle-hydration';

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

/**
 * The below-the-fold sections as the browser hydrates them (issue 31): lazy components that
 * resolve, to the same sections, once the browser is idle. While the page hydrates, React leaves
 * each section's server HTML in place behind its Suspense boundary and hydrates it later in a render
 * and commit of its own, instead of in the one pass that hydrates the whole page: the deals first,
 * the rest when idle. Not on the server (null), where a suspending section would stream late.
 */
const HYDRATING_SECTIONS = import.meta.env.SSR
  ? null
  : SECTIONS.map((Section) =>
      lazy(async () => {
        await whenIdle();
        return { default: Section };
      }),
    );

function Home() {
  // The lazy sections only while the server's page is hydrated; on the server and for a home
  // drawn after hydration (a navigation), the sections themselves.
  const [sections] = useState(() => (HYDRATING_SECTIONS && drawsServerValue() ? HYDRATING_SECTIONS : SECTIONS));
  return (
    <div>
      <HomeHeader bell={<AlarmBell />} />
      <HomeBanners />
      {/* 다른 특가 보기 on a missing deal's screen leads here (components/layout/route-error.tsx). */}
      <div id="deals" className={css({ scrollMarginTop: '56px' })}>
        <HomeDeals />
      </div>
      {/* Below the first screen: laid out and painted only when scrolled near (issue 6); each
          section streams on its own when its data is late (issue 12). */}
      {sections.map((Section, i) => (
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
      <LegalFooter />
    </div>
  );
}
