/** 질문 (SPEC §2 /community/qna/$id): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';
import { digitsParam } from '~/lib/route-params';

export const Route = createFileRoute('/community/qna/$id')({
  staticData: { title: '질문' },
  beforeLoad: ({ params }) => ({ id: digitsParam(params.id) }),
  component: () => <PlaceholderScreen title="질문" />,
});
