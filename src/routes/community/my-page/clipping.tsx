/** 스크랩 (SPEC §2 /community/my-page/clipping, auth): the posts I clipped, the latest clip first (docs/decisions/017 "My community"). */
import { createFileRoute } from '@tanstack/react-router';
import { MyCommunityList } from '~/features/community/my/components/my-community';
import { requireAuth } from '~/lib/auth/guard';

export const Route = createFileRoute('/community/my-page/clipping')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '스크랩' },
  beforeLoad: requireAuth,
  component: () => <MyCommunityList tab="clipping" />,
});
