/** 자주 산 상품 (SPEC §2 /my-page/frequently-purchased; issue 16): features/frequently-purchased. */
import { createFileRoute } from '@tanstack/react-router';
import { FrequentlyPurchasedScreen } from '~/features/frequently-purchased/components/frequently-purchased-screen';

export const Route = createFileRoute('/my-page/frequently-purchased')({
  staticData: { requireAuth: true, title: '자주 산 상품' },
  component: FrequentlyPurchasedScreen,
});
