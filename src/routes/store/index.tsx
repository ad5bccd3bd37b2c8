/** Store main list (SPEC §2 /store, no nav). */
import { createFileRoute } from '@tanstack/react-router';
import { ShopList } from '~/features/shop/components/shop-views';

export const Route = createFileRoute('/store/')({
  staticData: { noBottomNavi: true, title: '가게' },
  component: ShopList,
});
