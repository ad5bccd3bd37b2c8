/** 게임 (SPEC §2 /game: auth, no top scroll; issue 16): 오늘의 룰렛 (features/game). */
import { createFileRoute } from '@tanstack/react-router';
import { GameScreen } from '~/features/game/components/game-screen';

export const Route = createFileRoute('/game')({
  staticData: { requireAuth: true, noTopScroll: true, title: '게임' },
  component: GameScreen,
});
