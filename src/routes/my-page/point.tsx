/**
 * 별 포인트 (SPEC §2 /my-page/point; issue 16): balance, expiring this month, history with the
 * filter in the URL (`?filter=earn | spend | expire`; 전체 without it).
 */
import { createFileRoute } from '@tanstack/react-router';
import type { PointHistoryFilter } from '@contract/points';
import { POINT_FILTERS } from '~/features/point/filters';
import { PointScreen } from '~/features/point/components/point-screen';

const isFilter = (v: unknown): v is PointHistoryFilter => POINT_FILTERS.some((f) => f.filter === v);

export const Route = createFileRoute('/my-page/point')({
  staticData: { requireAuth: true, title: '별 포인트' },
  validateSearch: (search: Record<string, unknown>): { filter?: Exclude<PointHistoryFilter, 'all'> } =>
    isFilter(search.filter) && search.filter !== 'all' ? { filter: search.filter } : {},
  component: function PointRoute() {
    const { filter } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PointScreen filter={filter ?? 'all'} onFilter={(f) => void navigate({ search: f === 'all' ? {} : { filter: f }, replace: true, resetScroll: false })} />
    );
  },
});
