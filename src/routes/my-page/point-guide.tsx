/** 별 안내 (SPEC §2 /my-page/point-guide; issue 16): how to earn and spend stars, from the server's rules. */
import { createFileRoute } from '@tanstack/react-router';
import { PointGuideScreen } from '~/features/point/components/point-guide-screen';

export const Route = createFileRoute('/my-page/point-guide')({
  staticData: { requireAuth: true, title: '별 안내' },
  component: PointGuideScreen,
});
