/** 자주 산 상품 (SPEC §2 /my-page/frequently-purchased): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';
import { requireAuth } from '~/lib/auth/guard';

export const Route = createFileRoute('/my-page/frequently-purchased')({
  staticData: { requireAuth: true, title: '자주 산 상품' },
  beforeLoad: requireAuth,
  component: () => <PlaceholderScreen title="자주 산 상품" />,
});
