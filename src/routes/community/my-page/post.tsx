/** 내가 쓴 글 (SPEC §2 /community/my-page/post, auth): my posts, questions and surveys, newest first (docs/decisions/017 "My community"). */
import { createFileRoute } from '@tanstack/react-router';
import { MyCommunityList } from '~/features/community/my/components/my-community';
import { requireAuth } from '~/lib/auth/guard';

export const Route = createFileRoute('/community/my-page/post')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '내가 쓴 글' },
  beforeLoad: requireAuth,
  component: () => <MyCommunityList tab="post" />,
});
