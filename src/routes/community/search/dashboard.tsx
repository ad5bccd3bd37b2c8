/** 게시판 검색 (SPEC §2 /community/search/dashboard): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';

export const Route = createFileRoute('/community/search/dashboard')({
  staticData: { title: '게시판 검색' },
  component: () => <PlaceholderScreen title="게시판 검색" />,
});
