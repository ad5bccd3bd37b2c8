/**
 * The reviews page of a product (issue 13, docs/decisions/014): the summary (average stars, count,
 * distribution per star), sort chips (최신순 / 별점 높은순 / 별점 낮은순) and the reviews as an
 * infinite list; a product without reviews says so. Everything is drawn from the server's answer,
 * the same on the server and in the browser (dates in Korea time).
 */
import { REVIEW_SORT_LABELS, REVIEW_SORTS, type ReviewSort } from '@contract/rules';
import type { Review, ReviewSummary } from '@contract/reviews';
import { css } from 'styled-system/css';
import { Header } from '~/components/layout/header';
import { InfiniteList, RowList } from '~/components/catalogue/infinite-list';
import { SortChips } from '~/components/catalogue/sort-chips';
import { EmptyState } from '~/components/ui/empty-state';
import { formatDate, formatNumber } from '~/lib/format';
import { reviewQueries } from '../queries';

/** 1–5 stars as ★ glyphs, read as '별점 5점 만점에 N점'. */
export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  return (
    <span role="img" aria-label={`별점 5점 만점에 ${rating}점`} className={css({ letterSpacing: '1px', lineHeight: 1 })} style={{ fontSize: size }}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= rating ? css({ color: 'accent.default' }) : css({ color: 'border.default' })}>
          ★
        </span>
      ))}
    </span>
  );
}

function SummaryBlock({ summary }: { summary: ReviewSummary }) {
  return (
    <section
      aria-label="후기 요약"
      className={css({ display: 'flex', gap: '20px', alignItems: 'center', px: '16px', py: '20px', borderBottom: '8px solid token(colors.bg.subtle)' })}
    >
      <div className={css({ display: 'flex', flexDir: 'column', alignItems: 'center', gap: '4px', minW: '104px' })}>
        <p className={css({ fontSize: '32px', fontWeight: 800, lineHeight: 1.1, color: 'fg.default' })}>
          <span aria-hidden="true" className={css({ color: 'accent.default', mr: '4px' })}>
            ★
          </span>
          <span className={css({ srOnly: true })}>평균 별점 </span>
          {summary.average.toFixed(1)}
        </p>
        <p className={css({ fontSize: '13px', color: 'fg.muted' })}>후기 {formatNumber(summary.count)}개</p>
      </div>
      <ul aria-label="별점별 후기 수" className={css({ flex: 1, listStyle: 'none', display: 'flex', flexDir: 'column', gap: '4px' })}>
        {summary.stars.map((s) => {
          const share = summary.count ? Math.round((s.count / summary.count) * 100) : 0;
          return (
            <li
              key={s.rating}
              className={css({ display: 'grid', gridTemplateColumns: '28px 1fr 44px', alignItems: 'center', gap: '8px', fontSize: '12px', color: 'fg.muted' })}
            >
              <span>{s.rating}점</span>
              <span aria-hidden="true" className={css({ h: '6px', borderRadius: '3px', bg: 'bg.muted', overflow: 'hidden' })}>
                <span className={css({ display: 'block', h: '100%', bg: 'accent.default', borderRadius: '3px' })} style={{ width: `${share}%` }} />
              </span>
              <span className={css({ textAlign: 'right' })}>
                {formatNumber(s.count)}
                <span className={css({ srOnly: true })}>개 ({share}%)</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className={css({ px: '16px', py: '16px', borderBottom: '1px solid token(colors.border.muted)', display: 'flex', flexDir: 'column', gap: '6px' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '8px' })}>
        <Stars rating={review.rating} />
        <span className={css({ fontSize: '13px', fontWeight: 700, color: 'fg.body' })}>{review.authorName}</span>
        <span className={css({ fontSize: '12px', color: 'fg.muted', ml: 'auto' })}>{formatDate(review.createdAt)}</span>
      </div>
      <p className={css({ fontSize: '12px', color: 'fg.muted' })}>옵션: {review.option}</p>
      <p className={css({ fontSize: '14px', lineHeight: 1.6, color: 'fg.default', wordBreak: 'keep-all' })}>{review.content}</p>
    </li>
  );
}

const SORT_ITEMS = (sort: ReviewSort) => REVIEW_SORTS.map((code) => ({ code, name: REVIEW_SORT_LABELS[code], isSelected: code === sort }));

/**
 * @param sort the list order (from the URL, validated by the route)
 * @param onSortChange writes a new order (the route puts it in the URL)
 */
export function ReviewList({ productNo, sort, onSortChange }: { productNo: number; sort: ReviewSort; onSortChange: (sort: ReviewSort) => void }) {
  return (
    <div>
      <Header title="상품 후기" />
      <InfiniteList
        options={reviewQueries.list(productNo, sort)}
        itemsOf={(p) => p.items}
        before={(first) =>
          first.summary.count > 0 && (
            <>
              <SummaryBlock summary={first.summary} />
              <SortChips items={SORT_ITEMS(sort)} value={sort} onChange={(code) => onSortChange(code as ReviewSort)} label="후기 정렬" />
            </>
          )
        }
        empty={<EmptyState title="아직 작성된 후기가 없어요" description="구매하신 분들의 후기가 올라오면 여기에 보여 드려요." />}
        endText="모든 후기를 봤어요"
      >
        {(items) => <RowList label="후기 목록" items={items} row={(r) => <ReviewItem key={r.reviewId} review={r} />} />}
      </InfiniteList>
    </div>
  );
}
