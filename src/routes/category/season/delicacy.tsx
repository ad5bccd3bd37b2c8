/** Season delicacy (SPEC §2 /category/season/delicacy; takes the query string: ?month). */
import { createFileRoute } from '@tanstack/react-router';
import { SeasonDelicacy } from '~/features/season/components/season-views';
import { delicacyListRoute } from '~/features/season/queries';

export const Route = createFileRoute('/category/season/delicacy')({
  staticData: { title: '이달의 제철' },
  ...delicacyListRoute,
  component: function DelicacyRoute() {
    const { month } = Route.useSearch();
    return <SeasonDelicacy month={month} title="이달의 제철" linkTo="/category/season/delicacy" />;
  },
});
