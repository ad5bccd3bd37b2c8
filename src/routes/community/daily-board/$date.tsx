/**
 * 오늘의 게시판 (SPEC §2 /community/daily-board/{date}): that KST day's posts of every kind. A date
 * that is not a real YYYY-MM-DD day is not found.
 */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { routeParams } from '~/lib/route-params';
import { postQueries } from '~/features/community-posts/queries';
import { DailyBoard } from '~/features/community-posts/components/daily-board';
import { validDay } from '~/lib/community/route-inputs';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/community/daily-board/$date')({
  staticData: { title: '오늘의 게시판' },
  params: routeParams({
    date: (value) => {
      const date = validDay(value ?? '');
      if (!date) throw notFound();
      return date;
    },
  }),
  loader: ({ context: { queryClient }, params: { date } }) => loadPage([], [queryClient.prefetchInfiniteQuery(postQueries.daily(date))]),
  component: function DailyBoardRoute() {
    const { date } = Route.useParams();
    return <DailyBoard key={date} date={date} />;
  },
});
