/**
 * A product's reviews (issue 13, docs/decisions/014; not a SPEC §2 route): opened from the deal
 * page's 평점 row. Header with back, no bottom nav (as the deal page). Public, server-rendered:
 * the loader warms the first page of the chosen order; ?sort lives in the URL.
 */
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ReviewSort } from '@contract/rules';
import { RouteSkeleton } from '~/components/layout/route-skeleton';
import { digitsParam, routeParams } from '~/lib/route-params';
import { reviewQueries } from '~/features/review/queries';
import { reviewListSearch } from '~/features/review/search';
import { ReviewList } from '~/features/review/components/review-list';

export const Route = createFileRoute('/product/$productNo/reviews')({
  staticData: { noBottomNavi: true, title: '상품 후기' },
  validateSearch: reviewListSearch,
  params: routeParams({ productNo: digitsParam }),
  loaderDeps: ({ search }) => ({ sort: search.sort ?? 'recent' }),
  loader: ({ context: { queryClient }, params: { productNo }, deps }) => queryClient.ensureInfiniteQueryData(reviewQueries.list(productNo, deps.sort)),
  pendingComponent: () => <RouteSkeleton />,
  component: function ReviewsRoute() {
    const { productNo } = Route.useParams();
    const { sort } = Route.useLoaderDeps();
    const navigate = useNavigate();
    return (
      <ReviewList
        productNo={productNo}
        sort={sort}
        onSortChange={(next: ReviewSort) => void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, sort: next }), replace: true })}
      />
    );
  },
});
