/** Category detail (SPEC §2 /category/detail/{secondCode?}/{thirdCode?}). */
import { createFileRoute } from '@tanstack/react-router';
import { categoryCodeParam } from '../../../../lib/route-params';
import { categoryQueries } from '../../../../features/category/queries';
import { profileQueries } from '../../../../features/profile/queries';
import { CategoryDetail } from '../../../../features/category/components/category-views';
import { PageSkeleton } from '../../../../components/ui/skeleton';
import { defaultProductSort } from '../../../../components/catalogue/sort-chips';

export const Route = createFileRoute('/category/detail/{-$secondCode}/{-$thirdCode}')({
  staticData: { title: '카테고리' },
  beforeLoad: ({ params }) => ({ secondCode: categoryCodeParam(params.secondCode), thirdCode: categoryCodeParam(params.thirdCode) }),
  loader: async ({ context: { queryClient, secondCode, thirdCode } }) => {
    // The first page of products starts now, with the profile's default sort when it is already
    // known ('recommend' otherwise), rather than after the tabs render.
    const selectedCode = thirdCode ?? secondCode;
    const known = defaultProductSort(queryClient.getQueryData(profileQueries.web().queryKey)?.filterInfo.sortFilterList ?? []);
    if (selectedCode) void queryClient.prefetchInfiniteQuery(categoryQueries.products(selectedCode, known));
    const [, profile] = await Promise.all([queryClient.ensureQueryData(categoryQueries.tree(secondCode)), queryClient.ensureQueryData(profileQueries.web())]);
    const sort = defaultProductSort(profile.filterInfo.sortFilterList);
    if (selectedCode && sort !== known) void queryClient.prefetchInfiniteQuery(categoryQueries.products(selectedCode, sort));
    return profile;
  },
  pendingComponent: () => <PageSkeleton />,
  component: function CategoryDetailRoute() {
    const { secondCode, thirdCode } = Route.useRouteContext();
    const profile = Route.useLoaderData();
    return <CategoryDetail key={`${secondCode}-${thirdCode}`} secondCode={secondCode} thirdCode={thirdCode} sortItems={profile.filterInfo.sortFilterList} />;
  },
});
