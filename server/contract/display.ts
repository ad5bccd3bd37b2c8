/**
 * Display host contract (SPEC §7 "Display" and "Other known path families"): request and
 * response shapes as pure zod, shared by the server routes and the client's features.
 * SPEC §3 says server shapes are "not shown"; the choices are in docs/decisions/001-catalogue-model.md.
 *
 * Units: every price is an integer in KRW; discountRate is a whole percent (0–99);
 * times are ISO-8601 strings (UTC); rating is 0.0–5.0.
 *
 * Paths (all GET, all wrapped in the envelope of ./envelope.ts):
 *   /api/v1/display/home                               → homeSchema (deals, periods, events)
 *   /api/v1/display/home/season | /home/local | /home/best | /home/shop → home sections
 *   /api/v1/display/deal/:dealId                       → dealDetailSchema
 *   /api/v1/display/deal/recommendation?dealId         → productCard[]
 *   /api/v2/display/deal/period/:periodId              → periodDetailSchema
 *   /api/v2/display/custom-event/:eventId              → eventDetailSchema
 *   /api/v1/display/season/delicacy?month&page&size    → seasonDelicacySchema
 *   /api/v1/display/season/occasion?occasionId&page&size → seasonOccasionSchema
 *   /api/v1/display/season/recommendation?recommendationCategoryId&page&size → seasonRecommendationSchema
 *   /api/v2/display/local                              → localSummary[]
 *   /api/v2/display/local/:code/shop?page&size         → localShopsSchema
 *   /api/v1/display/shop?localCode&sort&page&size      → page of shopCard
 *   /api/v1/display/shop/:shopId/info                  → shopInfoSchema
 *   /api/v1/display/shop/:shopId/total                 → shopTotalSchema
 *   /api/v1/display/shop/:shopId/product?sort&page&size → page of productCard
 *   /api/v1/display/best/rank?categoryCode            → bestRankSchema
 *   /api/v1/display/web/category?categoryCode          → categoryTreeSchema (no code: the whole tree)
 *   /api/v1/display/web/category/product?categoryCode&sort&page&size → page of productCard
 *   /api/v1/display/web/profile                        → webProfileSchema (filterInfo)
 *   /api/v1/display/notice?page&size                   → page of noticeSummary
 *   /api/v1/display/notice/last                        → noticeSummary | null
 *   /api/v1/display/notice/:noticeId                   → noticeDetail (counts a view: "notice view")
 */
import { z } from './schema-kit.js';
import { pageOf, pageQuerySchema } from './envelope.js';
import { ID_MAX, ID_PATTERN, PRODUCT_SORTS, SHOP_SORTS } from './rules.js';

/** Digits-only id in a path (SPEC §2 `{id digits}`), 1 … 2^31−1. Anything else → code 12/13. */
export const idParam = z.string().regex(ID_PATTERN, '숫자만 입력할 수 있어요').transform(Number).pipe(z.number().int().min(1).max(ID_MAX));

/** Product list sort codes (./rules.ts PRODUCT_SORTS; Korean labels there). */
export const productSortSchema = z.enum(PRODUCT_SORTS);
export const shopSortSchema = z.enum(SHOP_SORTS);

/** 2-digit 시/도 code (SPEC §2 /local/{code}). */
export const localCodeSchema = z.string().regex(/^\d{2}$/, '지역 코드는 두 자리 숫자예요');
/** Category code: 2, 4 or 6 digits for depth 1, 2, 3. */
export const categoryCodeSchema = z.string().regex(/^(\d{2}|\d{4}|\d{6})$/, '카테고리 코드 형식이 올바르지 않아요');

/**
 * The live limited deal a product card is sold under (issue 13, docs/decisions/010): the card shows
 * this price with the 한정 특가 badge and opens the deal, since that is what the shopper pays.
 * Absent or null when the product is in no live, in-stock deal.
 */
export const cardDealSchema = z.object({
  dealId: z.number().int(),
  dealPrice: z.number().int(),
  discountRate: z.number().int(),
  endAt: z.string(),
});
export type CardDeal = z.infer<typeof cardDealSchema>;

export const productCardSchema = z.object({
  productNo: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  name: z.string(),
  origin: z.string(),
  unit: z.string(),
  imageUrl: z.string(),
  price: z.number().int(),
  salePrice: z.number().int(),
  discountRate: z.number().int(),
  isSoldOut: z.boolean(),
  salesCount: z.number().int(),
  reviewCount: z.number().int(),
  rating: z.number(),
  likeCount: z.number().int(),
  liveDeal: cardDealSchema.nullish(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** GET /api/v1/display/product?productNos=1,2,3 (1–30 numbers, repeats dropped): the cards, in this order. */
export const productCardsQuerySchema = z.object({
  productNos: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,29}$/, 'productNos는 쉼표로 구분한 상품 번호 1~30개여야 해요')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  categoryCode: z.string(),
  seasonMonths: z.array(z.number().int()),
  stock: z.number().int(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const shopCardSchema = z.object({
  shopId: z.number().int(),
  name: z.string(),
  localCode: z.string(),
  localName: z.string(),
  city: z.string(),
  imageUrl: z.string(),
  description: z.string(),
  likeCount: z.number().int(),
  productCount: z.number().int(),
});
export type ShopCard = z.infer<typeof shopCardSchema>;

/**
 * A shop's shipping rules (issue 13, docs/decisions/013-shipping-rules.md), as the deal page and
 * the store page show them: deliveryType 'parcel' 일반 택배 | 'cold' 냉장 택배 | 'frozen' 냉동 택배
 * (산지직송 from the shop); shippingFee per order in KRW; freeShippingThreshold the order total in KRW
 * from which shipping is free (null: never free); remoteAreaFee the 제주·도서산간 extra in KRW;
 * dispatchCutoffHour the KST hour (0–23) before which an order placed on a dispatch day leaves that
 * day; dispatchLeadDays the business days (0–3) a made-to-order shop needs before dispatch.
 */
export const shopShippingSchema = z.object({
  deliveryType: z.enum(['parcel', 'cold', 'frozen']),
  shippingFee: z.number().int(),
  freeShippingThreshold: z.number().int().nullable(),
  remoteAreaFee: z.number().int(),
  dispatchCutoffHour: z.number().int(),
  dispatchLeadDays: z.number().int(),
});
export type ShopShipping = z.infer<typeof shopShippingSchema>;
export type DeliveryType = ShopShipping['deliveryType'];

/** upcoming: before startAt; live: on sale; soldOut: stockLeft 0 while live; ended: after endAt. */
export const dealStatusSchema = z.enum(['upcoming', 'live', 'soldOut', 'ended']);
export type DealStatus = z.infer<typeof dealStatusSchema>;

export const dealCardSchema = z.object({
  dealId: z.number().int(),
  title: z.string(),
  product: productCardSchema,
  dealPrice: z.number().int(),
  discountRate: z.number().int(),
  stockTotal: z.number().int(),
  stockLeft: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  status: dealStatusSchema,
});
export type DealCard = z.infer<typeof dealCardSchema>;

export const dealDetailSchema = dealCardSchema.extend({
  product: productDetailSchema,
  /** The selling shop, with its shipping rules (배송 · 배송비 · 도착 예정 on the deal page). */
  shop: shopCardSchema.extend({ shipping: shopShippingSchema }),
  /** Server clock (ISO) so countdowns do not trust the phone's clock. */
  serverTime: z.string(),
  /**
   * The signed deal price for the shop hand-off (server/domain/catalogue/deal-token.ts, docs/decisions/010):
   * the buy link carries it as priceToken with dealId; null unless the deal is live.
   */
  priceToken: z.string().nullish(),
});
export type DealDetail = z.infer<typeof dealDetailSchema>;

/** What a period deal and an event show on a card, after their own id: title, banner and sale window. */
const promotionCardShape = {
  title: z.string(),
  subtitle: z.string(),
  bannerImageUrl: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  status: dealStatusSchema,
};

export const periodCardSchema = z.object({ periodId: z.number().int(), ...promotionCardShape });
export type PeriodCard = z.infer<typeof periodCardSchema>;

export const periodProductSchema = productCardSchema.extend({
  periodPrice: z.number().int(),
  periodDiscountRate: z.number().int(),
  /** The signed period price for the shop hand-off (with periodId); null unless the period is live. */
  priceToken: z.string().nullish(),
});
export type PeriodProduct = z.infer<typeof periodProductSchema>;

export const periodDetailSchema = periodCardSchema.extend({
  products: z.array(periodProductSchema),
  serverTime: z.string(),
});
export type PeriodDetail = z.infer<typeof periodDetailSchema>;

export const eventCardSchema = z.object({ eventId: z.number().int(), ...promotionCardShape });
export type EventCard = z.infer<typeof eventCardSchema>;

export const eventDetailSchema = eventCardSchema.extend({
  content: z.string(),
  products: z.array(productCardSchema),
  serverTime: z.string(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** GET /api/v1/display/home: what the Home (deal) tab shows first. */
export const homeSchema = z.object({
  limitedDeals: z.array(dealCardSchema),
  upcomingDeals: z.array(dealCardSchema),
  periods: z.array(periodCardSchema),
  events: z.array(eventCardSchema),
  serverTime: z.string(),
});
export type Home = z.infer<typeof homeSchema>;

export const localSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  imageUrl: z.string(),
  shopCount: z.number().int(),
});
export type LocalSummary = z.infer<typeof localSummarySchema>;

export const homeSeasonSchema = z.object({ month: z.number().int(), products: z.array(productCardSchema) });
export const homeLocalSchema = z.object({ locals: z.array(localSummarySchema) });
export const homeBestSchema = z.object({ products: z.array(productCardSchema) });
export const homeShopSchema = z.object({ shops: z.array(shopCardSchema) });

export const seasonDelicacyQuerySchema = pageQuerySchema.extend({
  month: z.coerce.number().int().min(1).max(12).optional(),
});
export const seasonDelicacySchema = z.object({
  month: z.number().int(),
  products: pageOf(productCardSchema),
});

/** A theme id in a query string (1 … 2^31−1); absent, the page shows the first theme. */
const optionalIdQuery = z.coerce.number().int().min(1).max(ID_MAX).optional();

/** What both kinds of season theme (occasion, recommendation category) show as a tab, after their own id. */
const seasonThemeShape = { name: z.string(), description: z.string() };

export const seasonOccasionItemSchema = z.object({ occasionId: z.number().int(), ...seasonThemeShape, imageUrl: z.string() });
export const seasonOccasionQuerySchema = pageQuerySchema.extend({ occasionId: optionalIdQuery });
export const seasonOccasionSchema = z.object({
  occasions: z.array(seasonOccasionItemSchema),
  selectedOccasionId: z.number().int().nullable(),
  products: pageOf(productCardSchema),
});

export const seasonRecommendationItemSchema = z.object({ recommendationCategoryId: z.number().int(), ...seasonThemeShape });
export const seasonRecommendationQuerySchema = pageQuerySchema.extend({ recommendationCategoryId: optionalIdQuery });
export const seasonRecommendationSchema = z.object({
  categories: z.array(seasonRecommendationItemSchema),
  selectedRecommendationCategoryId: z.number().int().nullable(),
  products: pageOf(productCardSchema),
});

export const localShopsSchema = z.object({
  local: localSummarySchema,
  shops: pageOf(shopCardSchema),
});

export const shopListQuerySchema = pageQuerySchema.extend({
  localCode: localCodeSchema.optional(),
  sort: shopSortSchema.default('recommend'),
});

export const shopInfoSchema = shopCardSchema.extend({
  createdAt: z.string(),
  shipping: shopShippingSchema,
});
export const shopTotalSchema = z.object({
  shopId: z.number().int(),
  productCount: z.number().int(),
  likeCount: z.number().int(),
  salesCount: z.number().int(),
  averageRating: z.number(),
});

export const productListQuerySchema = pageQuerySchema.extend({
  sort: productSortSchema.default('recommend'),
});

export const bestRankQuerySchema = z.object({
  categoryCode: z.union([z.literal('ALL'), z.string().regex(/^\d{2}$/, '대분류 코드만 가능해요')]).default('ALL'),
});
export const bestRankItemSchema = z.object({
  rank: z.number().int(),
  previousRank: z.number().int().nullable(),
  product: productCardSchema,
});
export const bestRankSchema = z.object({
  categoryCode: z.string(),
  /** Depth-1 categories that have a ranking, for the tab bar. */
  categories: z.array(z.object({ code: z.string(), name: z.string() })),
  items: z.array(bestRankItemSchema),
});

export type CategoryNode = {
  code: string;
  name: string;
  depth: number;
  parentCode: string | null;
  imageUrl: string;
  children: CategoryNode[];
};
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    depth: z.number().int(),
    parentCode: z.string().nullable(),
    imageUrl: z.string(),
    children: z.array(categoryNodeSchema),
  }),
);
export const categoryQuerySchema = z.object({ categoryCode: categoryCodeSchema.optional() });
/** Without categoryCode: roots = the whole tree. With it: that node (with children) and its path from the root. */
export const categoryTreeSchema = z.object({
  roots: z.array(categoryNodeSchema),
  selected: categoryNodeSchema.nullable(),
  breadcrumbs: z.array(z.object({ code: z.string(), name: z.string(), depth: z.number().int() })),
});
export const categoryProductQuerySchema = productListQuerySchema.extend({ categoryCode: categoryCodeSchema });

export const filterItemSchema = z.object({ code: z.string(), name: z.string(), isSelected: z.boolean() });
/** SPEC §3 Web profile filterInfo. */
export const webProfileSchema = z.object({
  filterInfo: z.object({
    sortFilterList: z.array(filterItemSchema),
    searchSortFilterList: z.array(filterItemSchema),
    discountRateFilterList: z.array(filterItemSchema),
    communitySortFilterList: z.array(filterItemSchema),
  }),
});
export type WebProfile = z.infer<typeof webProfileSchema>;

export const noticeSummarySchema = z.object({
  noticeId: z.number().int(),
  title: z.string(),
  isImportant: z.boolean(),
  createdAt: z.string(),
});
export const noticeDetailSchema = noticeSummarySchema.extend({
  content: z.string(),
  viewCount: z.number().int(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

export { pageQuerySchema };
