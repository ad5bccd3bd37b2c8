/**
 * Category screens (SPEC §2): /category main (three-level tree, season shortcuts) and
 * /category/detail/{secondCode?}/{thirdCode?} (depth-3 tabs, sort from filterInfo, infinite list).
 */
import { InfiniteList, ListCount } from '~/components/catalogue/infinite-list';
import type { ProductSort } from '@contract/rules';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatNumber } from '~/lib/format';
import { css } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';
import { Header } from '~/components/layout/header';
import { Image } from '~/components/ui/image';
import { EmptyState } from '~/components/ui/empty-state';
import { ProductCardGrid } from '~/components/catalogue/product-card';
import { SortChips, type SortItem } from '~/components/catalogue/sort-chips';
import { categoryQueries } from '../queries';

const SHORTCUTS = [
  { label: '이달의 제철', to: '/category/season/delicacy' as const },
  { label: '상황별 추천', to: '/category/season/occasion' as const },
  { label: '제철 추천', to: '/category/season/recommendation/{-$recommendationCategoryId}' as const },
  { label: '쇼핑 라이브', to: '/category/shopping-live' as const },
];

export function CategoryMain() {
  const { data } = useSuspenseQuery(categoryQueries.tree());
  return (
    <div>
      <Header title="카테고리" back={false} />
      <nav aria-label="제철 바로가기" className={css({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '8px', p: '16px' })}>
        {SHORTCUTS.map((s) => (
          <Link
            key={s.label}
            to={s.to}
            className={css({
              display: 'grid',
              placeItems: 'center',
              h: '56px',
              borderRadius: '12px',
              bg: 'accent.subtle',
              color: 'accent.emphasized',
              fontSize: '13px',
              fontWeight: 700,
              textDecoration: 'none',
              textAlign: 'center',
              wordBreak: 'keep-all',
              px: '4px',
            })}
          >
            {s.label}
          </Link>
        ))}
      </nav>
      {data.roots.map((root) => (
        <section key={root.code} className={css({ px: '16px', py: '12px', borderTop: '1px solid token(colors.border.muted)' })}>
          <Link
            to="/category/detail/{-$secondCode}/{-$thirdCode}"
            params={{ secondCode: root.code }}
            className={css({ display: 'flex', alignItems: 'center', gap: '10px', textDecoration: 'none', color: 'fg.default', mb: '10px' })}
          >
            <Image src={root.imageUrl} alt="" width={40} height={40} className={css({ w: '40px', h: '40px', borderRadius: '10px' })} />
            <h2 className={css({ fontSize: '16px', fontWeight: 800 })}>{root.name}</h2>
          </Link>
          <ul className={css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '6px' })}>
            {root.children.flatMap((second) =>
              second.children.map((third) => (
                <li key={third.code}>
                  <Link
                    to="/category/detail/{-$secondCode}/{-$thirdCode}"
                    params={{ secondCode: second.code, thirdCode: third.code }}
                    className={css({
                      display: 'inline-flex',
                      h: '32px',
                      alignItems: 'center',
                      px: '12px',
                      borderRadius: '16px',
                      bg: 'bg.subtle',
                      border: '1px solid token(colors.border.subtle)',
                      fontSize: '13px',
                      color: 'fg.body',
                      textDecoration: 'none',
                    })}
                  >
                    {third.name}
                  </Link>
                </li>
              )),
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** `sort` is the route's (URL ?sort, else the profile's default); `onSortChange` writes it back to the URL. */
const tabClasses = tabs({ size: 'sm' });

export function CategoryDetail({
  secondCode,
  thirdCode,
  sortItems,
  sort,
  onSortChange,
}: {
  secondCode?: string;
  thirdCode?: string;
  sortItems: SortItem[];
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
}) {
  const selectedCode = thirdCode ?? secondCode;
  const { data: tree } = useSuspenseQuery(categoryQueries.tree(secondCode));
  if (!secondCode || !tree.selected) {
    return (
      <div>
        <Header title="카테고리 상세" />
        <EmptyState title="카테고리를 선택해 주세요" action={<Link to="/category">카테고리 보기</Link>} />
      </div>
    );
  }
  const parent = tree.selected;
  return (
    <div>
      <Header title={parent.name} showHome />
      <nav aria-label="하위 카테고리" className={tabClasses.list}>
        {[{ code: undefined as string | undefined, name: '전체' }, ...parent.children].map((t) => (
          <Link
            key={t.code ?? 'all'}
            to="/category/detail/{-$secondCode}/{-$thirdCode}"
            params={{ secondCode, thirdCode: t.code }}
            search={true}
            replace
            // Exactly one tab is current: 전체 without a depth-3 code, else that code. The router's own
            // active state is prefix-based, so /1010 (전체) would also be "active" on /1010/101010
            // and get aria-current="page" (both tabs drawn selected; issue 30) — exact stops that.
            activeOptions={{ exact: true }}
            aria-current={t.code === thirdCode ? 'page' : undefined}
            className={tabClasses.tab}
          >
            {t.name}
          </Link>
        ))}
      </nav>
      <SortChips items={sortItems} value={sort} onChange={(c) => onSortChange(c as ProductSort)} label="상품 정렬" />
      <InfiniteList
        options={categoryQueries.products(selectedCode ?? secondCode, sort)}
        itemsOf={(p) => p.items}
        empty={<EmptyState title="이 카테고리에는 아직 상품이 없어요" />}
      >
        {(products, first) => (
          <>
            <ListCount>총 {formatNumber(first.total)}개</ListCount>
            <ProductCardGrid products={products} />
          </>
        )}
      </InfiniteList>
    </div>
  );
}
