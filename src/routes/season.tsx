/** Seasonal page (SPEC §2 /season, no nav): in-season products by month (?month=1..12). */
import { createFileRoute } from '@tanstack/react-router';
import { SeasonDelicacy } from '~/features/season/components/season-views';
import { delicacyListRoute } from '~/features/season/queries';

export const Route = createFileRoute('/season')({
  staticData: { noBottomNavi: true, title: '제철' },
  ...delicacyListRoute,
  component: function SeasonRoute() {
    const { month } = Route.useSearch();
    return <SeasonDelicacy month={month} title="제철 특산물" linkTo="/season" />;
  },
});
