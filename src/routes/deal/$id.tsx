/** Limited deal detail (SPEC §2 /deal/{id digits}, no nav). */
import { createFileRoute } from '@tanstack/react-router';
import { idDetailRoute } from '~/lib/detail-route';
import { dealQueries } from '~/features/deal/queries';
import { DealDetail } from '~/features/deal/components/deal-detail';
import { useQueryClient } from '@tanstack/react-query';
import { ProductLikeButton } from '~/features/like';
import { OpenAlarmButton } from '~/features/deal-alarm';
import { recentQueries, recordRecentProduct } from '~/features/recent';
import { pageHead } from '~/lib/page-meta';
import { formatKRW } from '~/lib/format';

export const Route = createFileRoute('/deal/$id')({
  staticData: { noBottomNavi: true, title: '한정 특가' },
  ...idDetailRoute(dealQueries.detail),
  // A shared deal link previews its card: the product, the discount and the deal price (issue 30).
  head: ({ match, params }) => {
    const deal = match.context.queryClient.getQueryData(dealQueries.detail(params.id).queryKey);
    return pageHead({
      title: deal?.product.name ?? '한정 특가',
      description: deal ? `한정 특가 ${deal.discountRate}% ${formatKRW(deal.dealPrice)} · ${deal.shop.name}` : undefined,
      path: `/deal/${params.id}`,
      card: deal ? `/og/deal/${params.id}.png` : undefined,
      type: 'product',
    });
  },
  component: function DealRoute() {
    return <DealScreen dealId={Route.useParams().id} />;
  },
});

/**
 * The deal with its 찜 heart and, while upcoming, 오픈 알림 받기 (issue 13); a view is recorded in
 * recently viewed (SPEC §3, at most 30).
 */
function DealScreen({ dealId }: { dealId: number }) {
  const queryClient = useQueryClient();
  return (
    <DealDetail
      dealId={dealId}
      likeButton={<ProductLikeButtonFor dealId={dealId} />}
      openAlarmButton={<OpenAlarmButton dealId={dealId} />}
      onViewed={(p) =>
        void recordRecentProduct({
          productNo: p.productNo,
          name: p.name,
          imageUrl: p.imageUrl,
          price: p.price,
          salePrice: p.salePrice,
          discountRate: p.discountRate,
          path: `/deal/${dealId}`,
        }).then((list) => queryClient.setQueryData(recentQueries.list().queryKey, list))
      }
    />
  );
}

/** The deal's product heart (the product number comes from the cached deal). */
function ProductLikeButtonFor({ dealId }: { dealId: number }) {
  const productNo = useQueryClient().getQueryData(dealQueries.detail(dealId).queryKey)?.product.productNo;
  return productNo ? <ProductLikeButton productNo={productNo} /> : null;
}
