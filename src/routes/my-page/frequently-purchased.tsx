/** 자주 산 상품 (SPEC §2 /my-page/frequently-purchased): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../components/layout/placeholder-screen';

export const Route = createFileRoute('/my-page/frequently-purchased')({
  staticData: { requireAuth: true, title: '자주 산 상품' },
  component: () => <PlaceholderScreen title="자주 산 상품" />,
});
