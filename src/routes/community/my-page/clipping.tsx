/** 스크랩 (SPEC §2 /community/my-page/clipping): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../../components/layout/placeholder-screen';

export const Route = createFileRoute('/community/my-page/clipping')({
  staticData: { requireAuth: true, title: '스크랩' },
  component: () => <PlaceholderScreen title="스크랩" />,
});
