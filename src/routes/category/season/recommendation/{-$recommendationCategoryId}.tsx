/** Season recommendation (SPEC §2 /category/season/recommendation/{recommendationCategoryId?}). */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SeasonRecommendation } from '~/features/season/components/season-views';

export const Route = createFileRoute('/category/season/recommendation/{-$recommendationCategoryId}')({
  staticData: { title: '제철 추천' },
  beforeLoad: ({ params }) => {
    const raw = params.recommendationCategoryId;
    if (raw !== undefined && !/^\d{1,9}$/.test(raw)) throw notFound();
    return { recommendationCategoryId: raw === undefined ? undefined : Number(raw) };
  },
  component: function RecommendationRoute() {
    const { recommendationCategoryId } = Route.useRouteContext();
    return <SeasonRecommendation key={recommendationCategoryId ?? 0} recommendationCategoryId={recommendationCategoryId} />;
  },
});
