/** Season recommendation (SPEC §2 /category/season/recommendation/{recommendationCategoryId?}). */
import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitsParam } from '~/lib/route-params';
import { seasonQueries } from '~/features/season/queries';
import { loadPage } from '~/lib/page-data';
import { SeasonRecommendation } from '~/features/season/components/season-views';

export const Route = createFileRoute('/category/season/recommendation/{-$recommendationCategoryId}')({
  staticData: { title: '제철 추천' },
  beforeLoad: ({ params }) => ({ recommendationCategoryId: optionalDigitsParam(params.recommendationCategoryId) }),
  loader: ({ context: { queryClient, recommendationCategoryId } }) =>
    loadPage([], [queryClient.prefetchInfiniteQuery(seasonQueries.recommendation(recommendationCategoryId))]),
  component: function RecommendationRoute() {
    const { recommendationCategoryId } = Route.useRouteContext();
    return <SeasonRecommendation key={recommendationCategoryId ?? 0} recommendationCategoryId={recommendationCategoryId} />;
  },
});
