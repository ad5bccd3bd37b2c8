/** 게시판 (SPEC §2 /community/main/dashboard): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';

export const Route = createFileRoute('/community/main/dashboard')({
  staticData: { title: '게시판' },
  component: () => <PlaceholderScreen title="게시판" />,
});
