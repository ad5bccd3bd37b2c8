/** 마이페이지 (SPEC §2 /my-page/): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../components/layout/placeholder-screen';

export const Route = createFileRoute('/my-page/')({
  staticData: { requireAuth: true, title: '마이페이지' },
  component: () => <PlaceholderScreen title="마이페이지" />,
});
