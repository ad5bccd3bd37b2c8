/** 스크랩 (SPEC §2 /community/my-page/clipping, auth): the posts I clipped, the latest clip first (docs/decisions/017 "My community"). */
import { createFileRoute } from '@tanstack/react-router';
import { MyCommunityList } from '~/features/my-community/components/my-community';

export const Route = createFileRoute('/community/my-page/clipping')({
  staticData: { requireAuth: true, title: '스크랩' },
  component: () => <MyCommunityList tab="clipping" />,
});
