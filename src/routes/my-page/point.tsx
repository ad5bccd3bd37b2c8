/** 별 포인트 (SPEC §2 /my-page/point): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../components/layout/placeholder-screen';

export const Route = createFileRoute('/my-page/point')({
  staticData: { requireAuth: true, title: '별 포인트' },
  component: () => <PlaceholderScreen title="별 포인트" />,
});
