/** Season occasion (SPEC §2 /category/season/occasion; takes the query string: ?occasionId). */
import { createFileRoute } from '@tanstack/react-router';
import { SeasonOccasion } from '~/features/season/components/season-views';
import { occasionListRoute } from '~/features/season/queries';

export const Route = createFileRoute('/category/season/occasion')({
  staticData: { title: '상황별 제철 추천' },
  ...occasionListRoute,
  component: function OccasionRoute() {
    const { occasionId } = Route.useSearch();
    return <SeasonOccasion occasionId={occasionId} />;
  },
});
