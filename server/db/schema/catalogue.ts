/**
 * Catalogue tables: regions, shops, categories, products, deals, periods, events, best ranks,
 * season themes and notices. SPEC §3 leaves most server shapes "not shown"; the decisions are in
 * docs/decisions/001-catalogue-model.md. Money is integer KRW, times are timestamptz, and the ids
 * the client sees (productNo, shopId, dealId, periodId, eventId, noticeId) are integers so
 * `{id digits}` routes (SPEC §2) map onto them directly.
 */
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, type AnyPgColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, integerReference, publishedAt, referenceColumn, runWindow, timestamptz } from './columns.js';

/** The 17 시/도 (SPEC §2 /local/{code}); code is the 2-digit administrative code, e.g. '11' 서울특별시. */
export const locals = pgTable('locals', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  sortOrder: smallint('sort_order').notNull(),
  imageUrl: text('image_url').notNull(),
});

/** Partner stores ("shop" in SPEC §7: shop info / total / product). */
export const shops = pgTable(
  'shops',
  {
    shopId: serial('shop_id').primaryKey(),
    name: text('name').notNull(),
    localCode: text('local_code')
      .notNull()
      .references(() => locals.code),
    city: text('city').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    /**
     * Shipping rules (issue 13, docs/decisions/013-shipping-rules.md): how the shop ships
     * ('parcel' 일반 택배, 'cold' 냉장 택배, 'frozen' 냉동 택배 — every partner ships 산지직송 from its
     * own premises), the fee per order in KRW, the order total in KRW from which shipping is free
     * (null: never free), the extra fee for 제주·도서산간 in KRW, the KST hour (0–23) before which an
     * order placed on a dispatch day leaves the same day, and the business days (0–3) a made-to-order
     * shop needs before dispatch.
     */
    deliveryType: text('delivery_type').notNull().default('parcel'),
    shippingFee: integer('shipping_fee').notNull().default(3000),
    freeShippingThreshold: integer('free_shipping_threshold'),
    remoteAreaFee: integer('remote_area_fee').notNull().default(3000),
    dispatchCutoffHour: smallint('dispatch_cutoff_hour').notNull().default(14),
    dispatchLeadDays: smallint('dispatch_lead_days').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('shops_local_code_idx').on(t.localCode),
    check('shops_delivery_type_check', sql`${t.deliveryType} in ('parcel', 'cold', 'frozen')`),
    check('shops_dispatch_cutoff_hour_check', sql`${t.dispatchCutoffHour} between 0 and 23`),
  ],
);

/** Three-level categories. code: '10' (depth 1), '1010' (depth 2), '101010' (depth 3). */
export const categories = pgTable(
  'categories',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    depth: smallint('depth').notNull(),
    parentCode: text('parent_code'),
    sortOrder: smallint('sort_order').notNull(),
    imageUrl: text('image_url').notNull(),
  },
  (t) => [index('categories_parent_idx').on(t.parentCode)],
);

/** Products. price is the list price and salePrice the selling price, both integer KRW; discountRate in whole %. */
export const products = pgTable(
  'products',
  {
    productNo: serial('product_no').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId),
    categoryCode: text('category_code')
      .notNull()
      .references(() => categories.code),
    name: text('name').notNull(),
    /** Region of origin as shown to shoppers, e.g. '경북 청송'. */
    origin: text('origin').notNull(),
    /** Weight/quantity option, e.g. '5kg', '1.2kg(8~10과)'. */
    unit: text('unit').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    salePrice: integer('sale_price').notNull(),
    discountRate: smallint('discount_rate').notNull(),
    /** Months (1–12) in which the product is in season. */
    seasonMonths: smallint('season_months').array().notNull(),
    stock: integer('stock').notNull(),
    salesCount: integer('sales_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    rating: smallint('rating_x10').notNull().default(45),
    likeCount: integer('like_count').notNull().default(0),
    imageUrl: text('image_url').notNull(),
    isSoldOut: boolean('is_sold_out').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_shop_idx').on(t.shopId),
    index('products_category_idx').on(t.categoryCode),
    index('products_sales_idx').on(t.salesCount),
    // The default product sort ('recommend', db/queries/catalogue.ts productOrder) walked in order: a
    // category page stops after `size` matches instead of sorting the whole category. At 100k
    // products, categoryCode=1010 (18k rows) page 1: 183 ms → 0.5 ms (EXPLAIN ANALYZE, issue 6).
    index('products_recommend_idx').on(sql`(${t.salesCount}::bigint * ${t.rating}) desc`, t.productNo),
  ],
);

/** `product_no` referencing products: the product a deal, rank or list row is about. */
const productRef = () => integerReference('product_no', () => products.productNo);

/**
 * The product list of a period, event or season theme: one row per (owner, product), shown in
 * sortOrder. The owner id is `ownerKey` (column `ownerColumn`); `extra` columns come between
 * productNo and sortOrder.
 */
function productListTable<N extends string, K extends string, C extends string, X extends Record<string, PgColumnBuilderBase> = Record<never, never>>(
  name: N,
  ownerKey: K,
  ownerColumn: C,
  owner: () => AnyPgColumn,
  extra: X = {} as X,
) {
  return pgTable(
    name,
    { ...referenceColumn(ownerKey, ownerColumn, owner), productNo: productRef(), ...extra, sortOrder: smallint('sort_order').notNull() },
    (t) => [primaryKey({ columns: [t[ownerKey], t.productNo] })],
  );
}

/** Limited deals (SPEC §2 /deal/{id}): one product at dealPrice between startAt and endAt while stock lasts. */
export const deals = pgTable(
  'deals',
  {
    dealId: serial('deal_id').primaryKey(),
    productNo: productRef(),
    title: text('title').notNull(),
    dealPrice: integer('deal_price').notNull(),
    discountRate: smallint('discount_rate').notNull(),
    stockTotal: integer('stock_total').notNull(),
    stockLeft: integer('stock_left').notNull(),
    ...runWindow(),
    sortOrder: smallint('sort_order').notNull().default(0),
    publishedAt: publishedAt(),
  },
  (t) => [index('deals_window_idx').on(t.startAt, t.endAt)],
);

/** Period deals (SPEC §2 /period/{id}): a themed sale over days with several products. */
export const periods = pgTable('periods', {
  periodId: serial('period_id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  bannerImageUrl: text('banner_image_url').notNull(),
  ...runWindow(),
  publishedAt: publishedAt(),
});

export const periodProducts = productListTable('period_products', 'periodId', 'period_id', () => periods.periodId, {
  periodPrice: integer('period_price').notNull(),
  discountRate: smallint('discount_rate').notNull(),
});

/** Events (SPEC §2 /event/{id}): promotions with a banner, body text and featured products. */
export const events = pgTable('events', {
  eventId: serial('event_id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  content: text('content').notNull(),
  bannerImageUrl: text('banner_image_url').notNull(),
  ...runWindow(),
  publishedAt: publishedAt(),
});

export const eventProducts = productListTable('event_products', 'eventId', 'event_id', () => events.eventId);

/** Best ranks (SPEC §7 "best rank"): a ranked list per categoryCode ('ALL' for the overall ranking). */
export const bestRanks = pgTable(
  'best_ranks',
  {
    categoryCode: text('category_code').notNull(),
    rank: smallint('rank').notNull(),
    productNo: productRef(),
    previousRank: smallint('previous_rank'),
  },
  (t) => [primaryKey({ columns: [t.categoryCode, t.rank] })],
);

/** Season occasions (SPEC §2 /category/season/occasion): e.g. 명절 선물, 캠핑, 집들이. */
export const seasonOccasions = pgTable('season_occasions', {
  occasionId: serial('occasion_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const seasonOccasionProducts = productListTable('season_occasion_products', 'occasionId', 'occasion_id', () => seasonOccasions.occasionId);

/** Season recommendation categories (SPEC §2 /category/season/recommendation/{recommendationCategoryId?}). */
export const seasonRecommendations = pgTable('season_recommendations', {
  recommendationCategoryId: serial('recommendation_category_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const seasonRecommendationProducts = productListTable(
  'season_recommendation_products',
  'recommendationCategoryId',
  'recommendation_category_id',
  () => seasonRecommendations.recommendationCategoryId,
);

/** Notices (SPEC §2 /notice, /notice/{id}; §7 notice view, notice last). */
export const notices = pgTable(
  'notices',
  {
    noticeId: serial('notice_id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isImportant: boolean('is_important').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    publishedAt: publishedAt(),
  },
  (t) => [index('notices_created_idx').on(t.createdAt)],
);

/**
 * Product reviews (issue 13: 후기 list page; SPEC does not show reviews — docs/decisions/014-product-reviews.md).
 * Written by buyers on the shop site; this server only shows them. authorName is already masked
 * as shown ('김**'), rating is 1–5 stars, option is the purchased option (e.g. '5kg (16~20과)').
 * products.review_count and products.rating_x10 are kept equal to count(*) and round(avg*10).
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    reviewId: serial('review_id').primaryKey(),
    productNo: integerReference('product_no', () => products.productNo, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    option: text('option').notNull(),
    content: text('content').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('product_reviews_product_recent_idx').on(t.productNo, t.createdAt.desc(), t.reviewId.desc()),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
