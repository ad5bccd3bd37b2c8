/** 질문 검색 (SPEC §2 /community/search/qna): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';

export const Route = createFileRoute('/community/search/qna')({
  staticData: { title: '질문 검색' },
  component: () => <PlaceholderScreen title="질문 검색" />,
});
