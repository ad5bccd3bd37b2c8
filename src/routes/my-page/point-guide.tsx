/** 포인트 안내 (SPEC §2 /my-page/point-guide): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../components/layout/placeholder-screen';

export const Route = createFileRoute('/my-page/point-guide')({
  staticData: { requireAuth: true, title: '포인트 안내' },
  component: () => <PlaceholderScreen title="포인트 안내" />,
});
