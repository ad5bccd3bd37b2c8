/** 내 등급 (SPEC §2 /my-page/my-level; issue 16): level badge, progress to the next level, the table. */
import { createFileRoute } from '@tanstack/react-router';
import { MyLevelScreen } from '~/features/level/components/my-level-screen';

export const Route = createFileRoute('/my-page/my-level')({
  staticData: { requireAuth: true, title: '내 등급' },
  component: MyLevelScreen,
});
