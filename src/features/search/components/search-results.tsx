/**
 * Product results (SPEC §2 /search empty child): sort and discount filters from the web
 * profile's filterInfo (SPEC §3), a price range defaulting to 0 … max price (SPEC §9), category
 * chips from the result facets, and an infinite list.
 */
import { InfiniteList, ListCount } from '~/components/catalogue/infinite-list';
import type { ProductSort } from '@contract/rules';
import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { chip } from 'styled-system/recipes';
import { ChipRow } from '~/components/ui/chip-row';
import { searchQueries } from '../queries';
import type { SearchFilters } from '../api';
import { ProductCardGrid } from '~/components/catalogue/product-card';
import { SortChips, type SortItem, defaultProductSort } from '~/components/catalogue/sort-chips';
import { EmptyState } from '~/components/ui/empty-state';
import { Button } from '~/components/ui/button';
import { formatKRW, formatNumber } from '~/lib/format';

const chipClass = chip({ tone: 'soft' });

export function SearchResults({
  filters,
  sortItems,
  discountItems,
  onChange,
}: {
  filters: SearchFilters;
  sortItems: SortItem[];
  discountItems: SortItem[];
  onChange: (next: Partial<SearchFilters>) => void;
}) {
  const q = useInfiniteQuery(searchQueries.results(filters));
  const recommendation = useQuery({ ...searchQueries.recommendation(), enabled: q.data?.pages[0]?.total === 0 });
  const first = q.data?.pages[0];
  const [minPrice, setMinPrice] = useState(filters.minPrice?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice?.toString() ?? '');
  useEffect(() => {
    setMinPrice(filters.minPrice?.toString() ?? '');
    setMaxPrice(filters.maxPrice?.toString() ?? '');
  }, [filters.minPrice, filters.maxPrice]);
  const sort = filters.sort ?? defaultProductSort(sortItems);
  const toInt = (v: string) => (v.trim() === '' ? undefined : Math.max(0, Math.min(100_000_000, Math.floor(Number(v.replace(/[^\d]/g, '')) || 0))));
  return (
    <div>
      <SortChips items={sortItems} value={sort} onChange={(c) => onChange({ sort: c as ProductSort })} label="검색 결과 정렬" />
      <form
        aria-label="가격 범위"
        onSubmit={(e) => {
          e.preventDefault();
          let lo = toInt(minPrice);
          let hi = toInt(maxPrice);
          if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
          onChange({ minPrice: lo, maxPrice: hi });
        }}
        className={css({ display: 'flex', alignItems: 'center', gap: '6px', px: '16px', py: '6px' })}
      >
        <input
          aria-label="최소 가격"
          inputMode="numeric"
          placeholder="0원"
          value={minPrice}
          onChange={(e) => setMinPrice(e.target.value)}
          className={css({ w: '100px', h: '34px', px: '10px', borderRadius: '8px', border: '1px solid token(colors.border.default)', fontSize: '14px' })}
        />
        <span aria-hidden="true">~</span>
        <input
          aria-label="최대 가격"
          inputMode="numeric"
          placeholder={first ? formatKRW(first.maxPrice) : '최대'}
          value={maxPrice}
          onChange={(e) => setMaxPrice(e.target.value)}
          className={css({ w: '110px', h: '34px', px: '10px', borderRadius: '8px', border: '1px solid token(colors.border.default)', fontSize: '14px' })}
        />
        <Button type="submit" size="sm" variant="secondary">
          가격 적용
        </Button>
      </form>
      <ChipRow label="할인율">
        {discountItems.map((d) => {
          const on = filters.discountRate === Number(d.code);
          return (
            <button
              key={d.code}
              type="button"
              className={chipClass}
              aria-pressed={on}
              onClick={() => onChange({ discountRate: on ? undefined : Number(d.code) })}
            >
              {d.name}
            </button>
          );
        })}
      </ChipRow>
      {first && first.categories.length > 0 && (
        <ChipRow label="카테고리">
          {first.categories.map((c) => {
            const on = filters.categoryCode === c.code;
            return (
              <button key={c.code} type="button" className={chipClass} aria-pressed={on} onClick={() => onChange({ categoryCode: on ? undefined : c.code })}>
                {c.name} {formatNumber(c.count)}
              </button>
            );
          })}
        </ChipRow>
      )}
      <InfiniteList
        query={q}
        itemsOf={(p) => p.items}
        empty={
          <>
            <EmptyState title={`'${filters.keyword}'에 맞는 상품이 없어요`} description="검색어의 철자를 확인하거나 다른 검색어로 찾아보세요." />
            {recommendation.data && recommendation.data.items.length > 0 && (
              <>
                <h2 className={css({ px: '16px', pb: '12px', fontSize: '16px', fontWeight: 800 })}>이런 상품은 어때요?</h2>
                <ProductCardGrid products={recommendation.data.items.slice(0, 6)} eagerCount={0} />
              </>
            )}
          </>
        }
      >
        {(items, first) => (
          <>
            {first.correctedKeyword && (
              <p className={css({ px: '16px', pt: '8px', fontSize: '14px', color: 'fg.body' })}>
                <strong className={css({ color: 'accent.text' })}>‘{first.correctedKeyword}’</strong> 검색 결과를 보여드려요.
              </p>
            )}
            <ListCount>상품 {formatNumber(first.total)}개</ListCount>
            <ProductCardGrid products={items} eagerCount={2} />
          </>
        )}
      </InfiniteList>
    </div>
  );
}
