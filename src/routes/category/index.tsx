/** Category main (SPEC §2 /category, bottom nav). */
import { createFileRoute } from '@tanstack/react-router';
import { categoryQueries } from '~/features/category/queries';
import { CategoryMain } from '~/features/category/components/category-views';
import { RouteSkeleton } from '~/components/layout/route-skeleton';

export const Route = createFileRoute('/category/')({
  staticData: { title: '카테고리' },
  loader: ({ context }) => context.queryClient.ensureQueryData(categoryQueries.tree()),
  pendingComponent: () => <RouteSkeleton />,
  component: CategoryMain,
});
