/** 오늘의 게시판 (SPEC §2 /community/daily-board/$date): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';

export const Route = createFileRoute('/community/daily-board/$date')({
  staticData: { title: '오늘의 게시판' },
  component: () => <PlaceholderScreen title="오늘의 게시판" />,
});
