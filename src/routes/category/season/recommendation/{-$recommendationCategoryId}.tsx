/** Season recommendation (SPEC §2 /category/season/recommendation/{recommendationCategoryId?}). */
import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitsParam, routeParams } from '~/lib/route-params';
import { seasonQueries } from '~/features/season/queries';
import { loadPage } from '~/lib/page-data';
import { SeasonRecommendation } from '~/features/season/components/season-views';

export const Route = createFileRoute('/category/season/recommendation/{-$recommendationCategoryId}')({
  staticData: { title: '제철 추천' },
  params: routeParams({ recommendationCategoryId: optionalDigitsParam }),
  loader: ({ context: { queryClient }, params: { recommendationCategoryId } }) =>
    loadPage([], [queryClient.prefetchInfiniteQuery(seasonQueries.recommendation(recommendationCategoryId))]),
  component: function RecommendationRoute() {
    const { recommendationCategoryId } = Route.useParams();
    return <SeasonRecommendation key={recommendationCategoryId ?? 0} recommendationCategoryId={recommendationCategoryId} />;
  },
});
