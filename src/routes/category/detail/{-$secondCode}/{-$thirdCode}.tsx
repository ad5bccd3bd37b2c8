/** Category detail (SPEC §2 /category/detail/{secondCode?}/{thirdCode?}). */
import { createFileRoute } from '@tanstack/react-router';
import { categoryCodeParam } from '~/lib/route-params';
import { categoryQueries } from '~/features/category/queries';
import { loadProfileWithListPrefetch } from '~/features/web-profile/list-prefetch';
import { CategoryDetail } from '~/features/category/components/category-views';
import { PageSkeleton } from '~/components/ui/skeleton';

export const Route = createFileRoute('/category/detail/{-$secondCode}/{-$thirdCode}')({
  staticData: { title: '카테고리' },
  beforeLoad: ({ params }) => ({ secondCode: categoryCodeParam(params.secondCode), thirdCode: categoryCodeParam(params.thirdCode) }),
  loader: async ({ context: { queryClient, secondCode, thirdCode } }) => {
    const selectedCode = thirdCode ?? secondCode;
    const [, profile] = await Promise.all([
      queryClient.ensureQueryData(categoryQueries.tree(secondCode)),
      loadProfileWithListPrefetch(queryClient, (sort) => {
        if (selectedCode) void queryClient.prefetchInfiniteQuery(categoryQueries.products(selectedCode, sort));
      }),
    ]);
    return profile;
  },
  pendingComponent: () => <PageSkeleton />,
  component: function CategoryDetailRoute() {
    const { secondCode, thirdCode } = Route.useRouteContext();
    const profile = Route.useLoaderData();
    return <CategoryDetail key={`${secondCode}-${thirdCode}`} secondCode={secondCode} thirdCode={thirdCode} sortItems={profile.filterInfo.sortFilterList} />;
  },
});
