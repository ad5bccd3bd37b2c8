/** Home (deal tab) top: banners of periods and events, live limited deals, deals opening soon. */
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Image } from '~/components/ui/image';
import { EmptyState } from '~/components/ui/empty-state';
import { SectionHeader } from '~/components/catalogue/section-header';
import { dealQueries } from '../queries';
import type { DealCard as DealCardData, Home } from '@contract/display';
import { DealCard } from './deal-card';

type PromotionCard = Pick<Home['periods'][number], 'title' | 'subtitle' | 'bannerImageUrl'>;
type BannerLink = { to: '/period/$id' | '/event/$id'; params: { id: number } };

export function HomeBanners() {
  const { data } = useSuspenseQuery(dealQueries.home());
  const banner = (key: string, card: PromotionCard, link: BannerLink) => ({
    key,
    title: card.title,
    subtitle: card.subtitle,
    image: card.bannerImageUrl,
    link,
  });
  const banners = [
    ...data.periods.map((p) => banner(`p${p.periodId}`, p, { to: '/period/$id', params: { id: p.periodId } })),
    ...data.events.map((e) => banner(`e${e.eventId}`, e, { to: '/event/$id', params: { id: e.eventId } })),
  ];
  if (banners.length === 0) return null;
  return (
    <section
      aria-label="기획전과 이벤트"
      className={css({ display: 'flex', gap: '10px', overflowX: 'auto', scrollSnapType: 'x mandatory', px: '16px', py: '12px', scrollbarWidth: 'none' })}
    >
      {banners.map((b, i) => (
        <Link
          key={b.key}
          {...b.link}
          className={css({
            flex: '0 0 86%',
            scrollSnapAlign: 'center',
            position: 'relative',
            borderRadius: '14px',
            overflow: 'hidden',
            textDecoration: 'none',
          })}
        >
          <Image
            src={b.image}
            alt=""
            aspectRatio="2 / 1"
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
            className={css({ w: '100%' })}
          />
          <div
            className={css({
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              p: '14px',
              bg: 'linear-gradient(transparent, token(colors.bg.scrim))',
              color: 'fg.inverse',
            })}
          >
            <strong className={css({ display: 'block', fontSize: '17px', wordBreak: 'keep-all' })}>{b.title}</strong>
            <span className={css({ fontSize: '13px' })}>{b.subtitle}</span>
          </div>
        </Link>
      ))}
    </section>
  );
}

/** Deal cards drawn with the first screen (a 390×844 phone shows about four). */
const FIRST_SCREEN_DEALS = 4;
const belowFoldCard = css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 140px' });

export function HomeDeals() {
  const { data } = useSuspenseQuery(dealQueries.home());
  return (
    <>
      <section className={css({ py: '12px' })}>
        <SectionHeader title="지금만 이 가격, 한정 특가" subtitle="수량과 시간이 한정된 산지 특가예요" />
        {data.limitedDeals.length === 0 ? (
          <EmptyState title="진행 중인 한정 특가가 없어요" description="곧 새로운 특가가 열려요." />
        ) : (
          <ul className={css({ listStyle: 'none' })}>
            <DealItems deals={data.limitedDeals.slice(0, FIRST_SCREEN_DEALS)} serverTime={data.serverTime} eagerCount={2} />
            {/* Cards past the first screen are laid out and painted only when scrolled near (issue 6). */}
            <DealItems deals={data.limitedDeals.slice(FIRST_SCREEN_DEALS)} serverTime={data.serverTime} belowFold />
          </ul>
        )}
      </section>
      {data.upcomingDeals.length > 0 && (
        <section className={css({ py: '12px', bg: 'bg.subtle' })}>
          <SectionHeader title="곧 열리는 특가" />
          <ul className={css({ listStyle: 'none' })}>
            <DealItems deals={data.upcomingDeals.slice(0, 5)} serverTime={data.serverTime} belowFold />
          </ul>
        </section>
      )}
    </>
  );
}

/** `<li>` deal cards; the first `eagerCount` load their photos eagerly; `belowFold` ones are laid out only near the viewport. */
function DealItems({
  deals,
  serverTime,
  eagerCount = 0,
  belowFold = false,
}: {
  deals: DealCardData[];
  serverTime: string;
  eagerCount?: number;
  belowFold?: boolean;
}) {
  return deals.map((d, i) => (
    <li key={d.dealId} className={belowFold ? belowFoldCard : undefined}>
      <DealCard deal={d} serverTime={serverTime} eager={i < eagerCount} />
    </li>
  ));
}
