/** 검색 결과 (SPEC §2 /search/): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../components/layout/placeholder-screen';

export const Route = createFileRoute('/search/')({
  staticData: { noBottomNavi: true, title: '검색 결과' },
  component: () => <PlaceholderScreen title="검색 결과" />,
});
