/** 자주 산 상품 (SPEC §2 /my-page/frequently-purchased): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';
import { requireAuth } from '~/lib/auth/guard';

export const Route = createFileRoute('/my-page/frequently-purchased')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '자주 산 상품' },
  beforeLoad: requireAuth,
  component: () => <PlaceholderScreen title="자주 산 상품" />,
});
