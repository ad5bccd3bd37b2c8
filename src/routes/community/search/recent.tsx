/** 최근 검색 (SPEC §2 /community/search/recent): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';

export const Route = createFileRoute('/community/search/recent')({
  staticData: { title: '최근 검색' },
  component: () => <PlaceholderScreen title="최근 검색" />,
});
