/** Home (SPEC §2 "/", alias deal): deals first, then season, best, local and store sections. */
import { createFileRoute, Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { dealQueries } from '../features/deal/queries';
import { HomeBanners, HomeDeals } from '../features/deal/components/home-deals';
import { SeasonSection } from '../features/season/components/season-views';
import { BestSection } from '../features/best/components/best-views';
import { LocalSection } from '../features/local/components/local-views';
import { ShopSection } from '../features/shop/components/shop-views';
import { LastNoticeLine } from '../features/notice/components/notice-views';
import { PageSkeleton } from '../components/ui/skeleton';

export const Route = createFileRoute('/')({
  staticData: { title: '제철장터' },
  loader: ({ context }) => context.queryClient.ensureQueryData(dealQueries.home()),
  pendingComponent: () => <PageSkeleton />,
  component: Home,
});

function Home() {
  return (
    <div>
      <header className={css({ position: 'sticky', top: 0, zIndex: 30, h: '56px', bg: 'white', display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: '16px', borderBottom: '1px solid token(colors.gray.100)' })}>
        <h1 className={css({ fontSize: '20px', fontWeight: 900, color: 'orange.700', letterSpacing: '-0.02em' })}>제철장터</h1>
        <Link to="/search/list" aria-label="검색" className={css({ w: '40px', h: '40px', display: 'grid', placeItems: 'center', color: 'gray.800' })}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
            <path d="M16 16l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
      </header>
      <HomeBanners />
      <HomeDeals />
      <SeasonSection />
      <BestSection />
      <LocalSection />
      <ShopSection />
      <LastNoticeLine />
    </div>
  );
}
