/** 설정 (SPEC §2 /my-page/settings): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../components/layout/placeholder-screen';

export const Route = createFileRoute('/my-page/settings')({
  staticData: { requireAuth: true, title: '설정' },
  component: () => <PlaceholderScreen title="설정" />,
});
