/** 묻고 답하기 (SPEC §2 /community/main/qna): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';

export const Route = createFileRoute('/community/main/qna')({
  staticData: { title: '묻고 답하기' },
  component: () => <PlaceholderScreen title="묻고 답하기" />,
});
