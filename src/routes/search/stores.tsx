/** 가게 검색 (SPEC §2 /search/stores): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../components/layout/placeholder-screen';

export const Route = createFileRoute('/search/stores')({
  staticData: { noBottomNavi: true, title: '가게 검색' },
  component: () => <PlaceholderScreen title="가게 검색" />,
});
