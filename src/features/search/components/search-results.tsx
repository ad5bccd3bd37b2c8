/**
 * Product results (SPEC §2 /search empty child): sort and discount filters from the web
 * profile's filterInfo (SPEC §3), a price range defaulting to 0 … max price (SPEC §9), category
 * chips from the result facets, and an infinite list. The price range and the facets come with the
 * first page of results, so they are drawn with the list (server-rendered, issue 12).
 * A corrected answer — a dictionary correction or the similarity fallback (`correction`), both
 * naming their word in `correctedKeyword` — says what it searched and links back to the typed word,
 * searched exactly (`exact=Y`); an answer with no products offers the server's related categories
 * (issue 13).
 */
import { InfiniteList, ListCount } from '~/components/catalogue/infinite-list';
import type { ProductSort } from '@contract/rules';
import type { SearchResult } from '@contract/search';
import { useEffect, useState } from 'react';
import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
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
import { Link } from '@tanstack/react-router';
import { josa } from 'es-hangul';

const chipClass = chip({ tone: 'soft' });
// 44 px tall (issue 13: tap targets ≥ 44 px; a field has no ::after to enlarge it) and 16 px text, which iOS does not zoom into.
const priceInput = css({ h: '44px', px: '10px', borderRadius: '8px', border: '1px solid token(colors.border.default)', fontSize: '16px' });

type Change = (next: Partial<SearchFilters>) => void;

export function SearchResults({
  filters,
  sortItems,
  discountItems,
  onChange,
}: {
  filters: SearchFilters;
  sortItems: SortItem[];
  discountItems: SortItem[];
  onChange: Change;
}) {
  const sort = filters.sort ?? defaultProductSort(sortItems);
  return (
    <div>
      <SortChips items={sortItems} value={sort} onChange={(c) => onChange({ sort: c as ProductSort })} label="검색 결과 정렬" />
      <InfiniteList
        options={searchQueries.results(filters)}
        itemsOf={(p) => p.items}
        before={(first) => <Filters first={first} filters={filters} discountItems={discountItems} onChange={onChange} />}
        empty={<NoResults filters={filters} onChange={onChange} />}
      >
        {(items, first) => (
          <>
            {first.correctedKeyword && <CorrectionNotice corrected={first.correctedKeyword} typed={filters.keyword} />}
            <ListCount>상품 {formatNumber(first.total)}개</ListCount>
            <ProductCardGrid products={items} eagerCount={2} />
          </>
        )}
      </InfiniteList>
    </div>
  );
}

/** Whether a filter narrows the keyword's results (the sort does not). */
const filtered = (f: SearchFilters) => f.minPrice !== undefined || f.maxPrice !== undefined || f.discountRate !== undefined || f.categoryCode !== undefined;

/** 필터 초기화: every filter off, the keyword and sort kept. */
const CLEARED: Partial<SearchFilters> = { minPrice: undefined, maxPrice: undefined, discountRate: undefined, categoryCode: undefined };

/**
 * The filters in one chip row (issue 30: the price form, the discount row and the category row took
 * ≈ 230 px of an 844 px screen before the first result): 가격 (opens the price form under the row,
 * and says the chosen range), the discount chips, then the category facets.
 */
function Filters({ first, filters, discountItems, onChange }: { first: SearchResult; filters: SearchFilters; discountItems: SortItem[]; onChange: Change }) {
  const [priceOpen, setPriceOpen] = useState(false);
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  return (
    <>
      <ChipRow label="검색 필터">
        <button type="button" className={chipClass} aria-expanded={priceOpen} aria-pressed={priced} onClick={() => setPriceOpen((o) => !o)}>
          {priced ? `${formatKRW(filters.minPrice ?? 0)}~${filters.maxPrice !== undefined ? formatKRW(filters.maxPrice) : ''}` : '가격'}
        </button>
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
        <CategoryFacets first={first} filters={filters} onChange={onChange} />
      </ChipRow>
      {priceOpen && (
        <PriceRange
          filters={filters}
          maxPrice={first.maxPrice}
          onChange={(next) => {
            setPriceOpen(false);
            onChange(next);
          }}
        />
      )}
    </>
  );
}

/** The price range form (SPEC §9: 0 … the results' max price); the swapped pair is put in order. */
function PriceRange({ filters, maxPrice, onChange }: { filters: SearchFilters; maxPrice: number; onChange: Change }) {
  const [minText, setMinText] = useState(filters.minPrice?.toString() ?? '');
  const [maxText, setMaxText] = useState(filters.maxPrice?.toString() ?? '');
  useEffect(() => {
    setMinText(filters.minPrice?.toString() ?? '');
    setMaxText(filters.maxPrice?.toString() ?? '');
  }, [filters.minPrice, filters.maxPrice]);
  const toInt = (v: string) => (v.trim() === '' ? undefined : Math.max(0, Math.min(100_000_000, Math.floor(Number(v.replace(/[^\d]/g, '')) || 0))));
  return (
    <form
      aria-label="가격 범위"
      onSubmit={(e) => {
        e.preventDefault();
        let lo = toInt(minText);
        let hi = toInt(maxText);
        if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
        onChange({ minPrice: lo, maxPrice: hi });
      }}
      className={css({ display: 'flex', alignItems: 'center', gap: '6px', px: '16px', py: '6px' })}
    >
      <input
        aria-label="최소 가격"
        inputMode="numeric"
        placeholder="0원"
        value={minText}
        onChange={(e) => setMinText(e.target.value)}
        className={priceInput}
        style={{ width: 100 }}
      />
      <span aria-hidden="true">~</span>
      <input
        aria-label="최대 가격"
        inputMode="numeric"
        placeholder={formatKRW(maxPrice)}
        value={maxText}
        onChange={(e) => setMaxText(e.target.value)}
        className={priceInput}
        style={{ width: 110 }}
      />
      <Button type="submit" size="sm" variant="secondary">
        가격 적용
      </Button>
    </form>
  );
}

/**
 * Category chips from the result facets (a chosen one narrows the results; chosen again, clears).
 * Their counts are the keyword's before price and discount (the server's facets): shown only when
 * neither is set, where they are what a tap finds (issue 30: "수산·해산물 5" above an empty list).
 */
function CategoryFacets({ first, filters, onChange }: { first: SearchResult; filters: SearchFilters; onChange: Change }) {
  const counted = filters.minPrice === undefined && filters.maxPrice === undefined && filters.discountRate === undefined;
  return first.categories.map((c) => {
    const on = filters.categoryCode === c.code;
    return (
      <button key={c.code} type="button" className={chipClass} aria-pressed={on} onClick={() => onChange({ categoryCode: on ? undefined : c.code })}>
        {counted ? `${c.name} ${formatNumber(c.count)}` : c.name}
      </button>
    );
  });
}

/**
 * No product: "'전복'에 맞는 상품이 없어요", the related categories of the answer (the list's own
 * query, already loaded: no new request) and recommended products. When the keyword has products
 * and the filters left none (the facets are the keyword's before filters), it says so and offers
 * 필터 초기화 (issue 30: it advised checking the spelling).
 */
function NoResults({ filters, onChange }: { filters: SearchFilters; onChange: Change }) {
  const first = useSuspenseInfiniteQuery(searchQueries.results(filters)).data.pages[0];
  const related = first?.relatedCategories ?? [];
  if (filtered(filters) && (first?.categories.length ?? 0) > 0)
    return (
      <EmptyState
        title="선택한 조건에 맞는 상품이 없어요"
        description="가격이나 할인율, 카테고리 조건을 바꾸거나 필터를 초기화해 보세요."
        action={
          <Button type="button" variant="secondary" onClick={() => onChange(CLEARED)}>
            필터 초기화
          </Button>
        }
      />
    );
  return (
    <>
      <EmptyState
        title={`‘${filters.keyword}’에 맞는 상품이 없어요`}
        description={related.length > 0 ? '이런 카테고리에서 찾아보시겠어요?' : '검색어의 철자를 확인하거나 다른 검색어로 찾아보세요.'}
      />
      <RelatedCategories related={related} />
      <RecommendedInstead keyword={filters.keyword} />
    </>
  );
}

/**
 * "‘한라봉’ 검색 결과예요 · ‘한라붕’으로 검색": what the answer searched, and a link that searches the
 * typed word as typed (exact=Y, no correction).
 */
function CorrectionNotice({ corrected, typed }: { corrected: string; typed: string }) {
  return (
    <p role="status" className={css({ px: '16px', pt: '8px', fontSize: '14px', color: 'fg.body', overflowWrap: 'anywhere' })}>
      <strong className={css({ color: 'accent.text' })}>‘{corrected}’</strong> 검색 결과예요 ·{' '}
      <Link
        to="/search"
        search={{ keyword: typed, exact: 'Y' }}
        className={css({ color: 'fg.muted', textDecoration: 'underline', textUnderlineOffset: '3px' })}
      >
        ‘{typed}’{josa.pick(typed, '으로/로')} 검색
      </Link>
    </p>
  );
}

/** Categories close to a keyword that found nothing (server relatedCategories), as links to their lists. */
function RelatedCategories({ related }: { related: SearchResult['relatedCategories'] }) {
  if (related.length === 0) return null;
  return (
    <nav aria-label="관련 카테고리" className={css({ display: 'flex', flexWrap: 'wrap', gap: '8px', px: '16px', pb: '24px', justifyContent: 'center' })}>
      {related.map((c) => (
        <Link
          key={c.code}
          to="/category/detail/{-$secondCode}/{-$thirdCode}"
          params={c.depth === 3 ? { secondCode: c.code.slice(0, 4), thirdCode: c.code } : { secondCode: c.code }}
          className={chipClass}
        >
          {c.name} {formatNumber(c.count)}
        </Link>
      ))}
    </nav>
  );
}

/** No result: products related to the keyword instead (loaded in the browser only when this shows). */
function RecommendedInstead({ keyword }: { keyword: string }) {
  const recommendation = useQuery(searchQueries.recommendation(keyword));
  if (!recommendation.data || recommendation.data.items.length === 0) return null;
  return (
    <>
      <h2 className={css({ px: '16px', pb: '12px', fontSize: '16px', fontWeight: 800 })}>이런 상품은 어때요?</h2>
      <ProductCardGrid products={recommendation.data.items.slice(0, 6)} eagerCount={0} />
    </>
  );
}
