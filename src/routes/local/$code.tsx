/** Local stores (SPEC §2 /local/{code}, no nav). */
import { createFileRoute } from '@tanstack/react-router';
import { localCodeParam } from '~/lib/route-params';
import { LocalShops } from '~/features/local/components/local-views';

export const Route = createFileRoute('/local/$code')({
  staticData: { noBottomNavi: true, title: '지역 가게' },
  beforeLoad: ({ params }) => ({ localCode: localCodeParam(params.code) }),
  component: function LocalRoute() {
    const { localCode } = Route.useRouteContext();
    return <LocalShops code={localCode} />;
  },
});
