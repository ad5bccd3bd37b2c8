/** Store main list (SPEC §2 /store, no nav); the store sort lives in the URL (?sort; issue 11). */
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { shopListSearch } from '~/lib/search-params';
import { ShopList } from '~/features/shop/components/shop-views';

export const Route = createFileRoute('/store/')({
  staticData: { noBottomNavi: true, title: '가게' },
  validateSearch: shopListSearch,
  component: function StoreListRoute() {
    const { sort } = Route.useSearch();
    const navigate = useNavigate({ from: Route.fullPath });
    return <ShopList sort={sort ?? 'recommend'} onSortChange={(next) => navigate({ search: { sort: next }, replace: true })} />;
  },
});
