/** 인기 글 (SPEC §2 /community/main/popular-post): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';

export const Route = createFileRoute('/community/main/popular-post')({
  staticData: { title: '인기 글' },
  component: () => <PlaceholderScreen title="인기 글" />,
});
