/** 좋아요한 글 (SPEC §2 /community/my-page/like): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../../components/layout/placeholder-screen';

export const Route = createFileRoute('/community/my-page/like')({
  staticData: { requireAuth: true, title: '좋아요한 글' },
  component: () => <PlaceholderScreen title="좋아요한 글" />,
});
