/** Season delicacy (SPEC §2 /category/season/delicacy; takes the query string: ?month). */
import { createFileRoute } from '@tanstack/react-router';
import { SeasonDelicacy } from '~/features/season/components/season-views';
import { monthSearch } from '~/lib/search-params';

export const Route = createFileRoute('/category/season/delicacy')({
  staticData: { title: '이달의 제철' },
  validateSearch: monthSearch,
  component: function DelicacyRoute() {
    const { month } = Route.useSearch();
    return <SeasonDelicacy month={month} title="이달의 제철" linkTo="/category/season/delicacy" />;
  },
});
