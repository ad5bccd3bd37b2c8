/** 게시글 (SPEC §2 /community/board-detail/$id): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';
import { digitsParam } from '~/lib/route-params';

export const Route = createFileRoute('/community/board-detail/$id')({
  staticData: { title: '게시글' },
  beforeLoad: ({ params }) => ({ id: digitsParam(params.id) }),
  component: () => <PlaceholderScreen title="게시글" />,
});
