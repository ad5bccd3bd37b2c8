/** Not found (SPEC §2 /404, no nav); unknown paths draw the same screen at their own address (decision 043). */
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '~/components/layout/not-found-screen';

export const Route = createFileRoute('/404')({
  staticData: { noBottomNavi: true, title: '페이지 없음' },
  component: NotFoundScreen,
});
