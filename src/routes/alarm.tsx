/** 알림 (SPEC §2 /alarm): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../components/layout/placeholder-screen';

export const Route = createFileRoute('/alarm')({
  staticData: { noBottomNavi: true, requireAuth: true, title: '알림' },
  component: () => <PlaceholderScreen title="알림" />,
});
