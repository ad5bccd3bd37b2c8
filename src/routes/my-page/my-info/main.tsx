/** 내 정보 (SPEC §2 /my-page/my-info/main): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../../components/layout/placeholder-screen';

export const Route = createFileRoute('/my-page/my-info/main')({
  staticData: { requireAuth: true, title: '내 정보' },
  component: () => <PlaceholderScreen title="내 정보" />,
});
