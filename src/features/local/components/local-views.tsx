/** Local screens (SPEC §2): home region grid, /local-main (17 시/도), /local/{code} stores. */
import { InfiniteList, ListCount, ShopCardList } from '~/components/catalogue/infinite-list';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { LocalSummary } from '@contract/display';
import { Header } from '~/components/layout/header';
import { Image } from '~/components/ui/image';
import { EmptyState } from '~/components/ui/empty-state';
import { HomeSection } from '~/components/catalogue/home-section';
import { localQueries } from '../queries';

function LocalGrid({ locals, columns = 4 }: { locals: LocalSummary[]; columns?: number }) {
  return (
    <ul
      className={css({ listStyle: 'none', display: 'grid', gap: '12px 8px', px: '16px' })}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {locals.map((l) => (
        <li key={l.code}>
          <Link
            to="/local/$code"
            params={{ code: l.code }}
            className={css({
              display: 'flex',
              flexDir: 'column',
              alignItems: 'center',
              gap: '4px',
              textDecoration: 'none',
              color: 'fg.body',
              fontSize: '13px',
            })}
          >
            <Image src={l.imageUrl} alt="" aspectRatio="1 / 1" className={css({ w: '100%', borderRadius: '14px' })} />
            <span>{l.shortName}</span>
            <span className={css({ fontSize: '11px', color: 'fg.muted' })}>가게 {l.shopCount}곳</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function LocalSection() {
  const { data } = useSuspenseQuery(localQueries.list());
  if (!data) return null;
  return (
    <HomeSection title="우리 지역 특산물" subtitle="17개 시·도의 산지 가게를 만나보세요" moreTo="/local-main">
      <LocalGrid locals={data.slice(0, 8)} />
    </HomeSection>
  );
}

export function LocalMain() {
  const { data } = useSuspenseQuery(localQueries.list());
  return (
    <div>
      <Header title="지역 특산물" showHome />
      <p className={css({ px: '16px', py: '16px', fontSize: '15px', color: 'fg.secondary', wordBreak: 'keep-all' })}>
        지역을 고르면 그 지역의 산지 가게를 보여드려요.
      </p>
      <LocalGrid locals={data} />
      <div className={css({ h: '24px' })} />
    </div>
  );
}

export function LocalShops({ code }: { code: string }) {
  // The region's name from the 17 시·도 (a reference list the route already loaded).
  const { data: locals } = useSuspenseQuery(localQueries.list());
  const local = locals.find((l) => l.code === code);
  return (
    <div>
      <Header title={local ? `${local.name} 가게` : '지역 가게'} showHome />
      <InfiniteList
        options={localQueries.shops(code)}
        itemsOf={(p) => p.shops.items}
        empty={<EmptyState title="이 지역에는 아직 입점한 가게가 없어요" />}
        endText="모든 가게를 봤어요"
      >
        {(shops, first) => (
          <>
            <ListCount>가게 {first.shops.total}곳</ListCount>
            <ShopCardList shops={shops} localCode={code} />
          </>
        )}
      </InfiniteList>
    </div>
  );
}
