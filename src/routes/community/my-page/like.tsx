/** 좋아요한 글 (SPEC §2 /community/my-page/like, auth): the posts I liked, the latest like first (docs/decisions/017 "My community"). */
import { createFileRoute } from '@tanstack/react-router';
import { MyCommunityList } from '~/features/my-community/components/my-community';

export const Route = createFileRoute('/community/my-page/like')({
  staticData: { requireAuth: true, title: '좋아요한 글' },
  component: () => <MyCommunityList tab="like" />,
});
