/** 검색 (SPEC §2 /search/list): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../components/layout/placeholder-screen';

export const Route = createFileRoute('/search/list')({
  staticData: { noBottomNavi: true, title: '검색' },
  component: () => <PlaceholderScreen title="검색" />,
});
