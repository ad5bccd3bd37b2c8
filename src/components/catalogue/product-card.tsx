/**
 * Product card used by every list (shop, category, best, season, period, event, search, 찜). The
 * product page itself lives on the shop site (SPEC §1), so the card links there — except for a
 * product in a live limited deal (`product.liveDeal`): then the card shows the deal price with the
 * 한정 특가 badge and opens the deal, whose 구매하기 hands the signed price to the shop
 * (docs/decisions/010-deal-price-handoff.md), so card, deal page and shop show one price.
 * In the native app the shop link opens in the app's sub web view (lib/shop-handoff,
 * docs/decisions/028-native-calls.md) with the bridge dialog: its url, the product's name, shop and
 * number, gtag 'view_item', the list it came from (`listName`) and its place in it (`order`, 1-based).
 */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { ProductCard as ProductCardData } from '@contract/display';
import { shopUrls } from '~/lib/config';
import { formatNumber } from '~/lib/format';
import { openInSubWebView } from '~/lib/shop-handoff';
import { useHydrated } from '~/lib/use-hydrated';
import { Image } from '../ui/image';
import { PriceTag } from './price-tag';
import { HydrateWhenIdle } from '~/lib/idle-hydration';

const cardLink = css({ display: 'flex', flexDir: 'column', gap: '6px', textDecoration: 'none', color: 'inherit', minW: 0 });

/**
 * @param priceOverride a promotion price the list itself sells at (a period deal); it wins over the live deal
 * @param href where the card opens instead of the shop's product page (a period deal's signed shop link)
 * @param listName the list's name for the app's sub web view (default: the page's, e.g. 'best_list')
 * @param order the card's place in its list, from 1 (default: its rank)
 */
export function ProductCard({
  product,
  rank,
  priceOverride,
  href,
  eager,
  listName,
  order,
}: {
  product: ProductCardData;
  rank?: number;
  priceOverride?: { salePrice: number; discountRate: number };
  href?: string;
  eager?: boolean;
  listName?: string;
  order?: number;
}) {
  const hydrated = useHydrated();
  // A card from a kept (persisted or 5-minute-fresh) answer may outlive its deal: once hydrated, an
  // ended deal no longer sets the price (the server's render and the first client render still agree).
  const candidate = !priceOverride && !href ? product.liveDeal : null;
  const deal = candidate && (!hydrated || Date.parse(candidate.endAt) > Date.now()) ? candidate : null;
  const salePrice = priceOverride?.salePrice ?? deal?.dealPrice ?? product.salePrice;
  const discountRate = priceOverride?.discountRate ?? deal?.discountRate ?? product.discountRate;
  const body = (
    <>
      <div className={css({ position: 'relative', borderRadius: '10px', overflow: 'hidden', bg: 'bg.muted' })}>
        <Image src={product.imageUrl} alt={product.name} aspectRatio="1 / 1" className={css({ w: '100%' })} loading={eager ? 'eager' : 'lazy'} />
        {rank !== undefined && (
          <span
            className={css({
              position: 'absolute',
              top: 0,
              left: 0,
              minW: '28px',
              h: '28px',
              px: '6px',
              display: 'grid',
              placeItems: 'center',
              bg: rank <= 3 ? 'orange.700' : 'gray.800',
              color: 'fg.inverse',
              fontWeight: 800,
              fontSize: '14px',
              borderBottomRightRadius: '10px',
            })}
          >
            {rank}
          </span>
        )}
        {/* Top left (after a rank): the top right is the 찜 heart's in 찜 목록 (issue 30: it covered "한정 특가"). */}
        {deal && (
          <span
            style={rank !== undefined ? { left: 34 } : undefined}
            className={css({
              position: 'absolute',
              top: '6px',
              left: '6px',
              px: '6px',
              py: '2px',
              borderRadius: '6px',
              bg: 'accent.default',
              color: 'accent.fg',
              fontSize: '12px',
              fontWeight: 700,
            })}
          >
            한정 특가
          </span>
        )}
        {product.isSoldOut && (
          <span
            className={css({
              position: 'absolute',
              inset: 0,
              bg: 'rgba(0,0,0,0.45)',
              color: 'fg.inverse',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
            })}
          >
            품절
          </span>
        )}
      </div>
      <span className={css({ fontSize: '12px', color: 'fg.muted' })}>{product.shopName}</span>

      <span className={css({ fontSize: '14px', color: 'fg.default', lineHeight: 1.4, wordBreak: 'keep-all', lineClamp: 2 })}>{product.name}</span>
      <PriceTag price={product.price} salePrice={salePrice} discountRate={discountRate} size="sm" />
      <span className={css({ fontSize: '12px', color: 'fg.muted' })}>
        {/* a product without reviews has no rating (issue 13: counts are real rows) */}
        {product.reviewCount > 0 ? `★ ${product.rating.toFixed(1)} · 후기 ${formatNumber(product.reviewCount)}` : '아직 후기 없음'}
      </span>
    </>
  );
  return deal ? (
    <Link to="/deal/$id" params={{ id: deal.dealId }} className={cardLink}>
      {body}
    </Link>
  ) : (
    <a
      href={href ?? shopUrls.product(product.productNo)}
      className={cardLink}
      onClick={(e) =>
        openInSubWebView(e, {
          url: e.currentTarget.href,
          title: product.name,
          shopId: product.shopId,
          productNo: product.productNo,
          gtag: 'view_item',
          listComponentName: listName,
          order: order ?? rank,
        })
      }
    >
      {body}
    </a>
  );
}

export function ProductGrid({ children }: { children: React.ReactNode }) {
  return <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '20px 12px', px: '16px' })}>{children}</div>;
}

/**
 * Product cards in the two-column grid; the first `eagerCount` pictures load at once (the first
 * screen). The cards after those are hydrated when the browser is idle (issue 31, HydrateWhenIdle).
 */
export function ProductCardGrid({ products, eagerCount = 4 }: { products: ProductCardData[]; eagerCount?: number }) {
  const card = (p: ProductCardData, i: number) => <ProductCard key={p.productNo} product={p} eager={i < eagerCount} order={i + 1} />;
  return (
    <ProductGrid>
      {products.slice(0, eagerCount).map(card)}
      {products.length > eagerCount && <HydrateWhenIdle>{products.slice(eagerCount).map((p, i) => card(p, i + eagerCount))}</HydrateWhenIdle>}
    </ProductGrid>
  );
}
