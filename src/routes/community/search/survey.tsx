/** 설문 검색 (SPEC §2 /community/search/survey): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';

export const Route = createFileRoute('/community/search/survey')({
  staticData: { title: '설문 검색' },
  component: () => <PlaceholderScreen title="설문 검색" />,
});
