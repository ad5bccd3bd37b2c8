/** 내가 쓴 글 (SPEC §2 /community/my-page/post, auth): my posts, questions and surveys, newest first (docs/decisions/017 "My community"). */
import { createFileRoute } from '@tanstack/react-router';
import { MyCommunityList } from '~/features/my-community/components/my-community';

export const Route = createFileRoute('/community/my-page/post')({
  staticData: { requireAuth: true, title: '내가 쓴 글' },
  component: () => <MyCommunityList tab="post" />,
});
