/**
 * The member economy (issue 16; SPEC §2 member pages, §3 Toast pointPhrase and Alarm alarmType, §4
 * alarm count, §7 "Other known path families" point/level/alarm/exchange/frequent-purchased/event
 * apply/adon banner, §9 app login reward; docs/decisions/026-member-economy.md).
 *
 * Stars (별, "points") are money-grade:
 * - `star_entries` is append-only: one row per change of a member's stars, `amount` > 0 for an
 *   earning ('earn'), < 0 for a spend, an expiry or an exchange ('spend' | 'expire' | 'exchange'),
 *   > 0 again for a refund of a failed exchange ('refund'). Rows are never updated or deleted.
 *   `idempotencyKey` is unique per member: a replayed award or spend finds the first row.
 * - `star_allocations` records which earning each negative entry consumed (FIFO by the earning's
 *   expiry, then id), so an earning's unspent remainder is `amount − Σ allocations` and expiry
 *   takes exactly the remainder. A refund is a new earning (it expires like one).
 * - `star_balances` is the materialised balance, written in the same transaction as the entry and
 *   locked (`for update`) by every change: `balance = Σ star_entries.amount` (checked by tests and
 *   `npm run stars -- check`), never negative (check constraint).
 * Alarms are the member's in-app notices (SPEC §3 Alarm: alarmType is the list filter), each made
 * once per `dedupeKey`; kept 90 days. Exchanges move stars to the shop stand-in's reward points or
 * coupons with states requested → completed | failed (failed refunds the ledger). The game, event
 * applications and shop orders (the shop stand-in's order history that "frequently purchased"
 * reads) are one row per fact with the uniqueness that makes the rule hold in the database.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.js';
import { events, products } from './catalogue.js';
import { domainEvents } from './community.js';
import { createdAt, integerReference, runWindow, timestamptz } from './columns.js';

/** Kinds of ledger entries; the sign of `amount` follows the kind (check constraint). */
export const STAR_ENTRY_KINDS = ['earn', 'spend', 'expire', 'exchange', 'refund'] as const;

export const starEntries = pgTable(
  'star_entries',
  {
    entryId: bigserial('entry_id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    kind: text('kind').notNull(),
    /** Stars (별), signed: + earn/refund, − spend/expire/exchange. Never 0. */
    amount: integer('amount').notNull(),
    /** The earning rule or spend reason code (server/domain/stars/rules.ts), e.g. 'app-login', 'answer-accepted', 'game', 'exchange'. */
    reason: text('reason').notNull(),
    /** What the entry is about, e.g. 'post:123', 'exchange:7', 'game:2026-11-24'. */
    reference: text('reference'),
    /** Unique per member: the same award or spend applied once. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** An earning's expiry (earn and refund only): unspent stars go at this instant. */
    expiresAt: timestamptz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('star_entries_user_key_idx').on(t.userId, t.idempotencyKey),
    index('star_entries_user_created_idx').on(t.userId, t.createdAt, t.entryId),
    index('star_entries_user_expiry_idx').on(t.userId, t.expiresAt),
    check('star_entries_kind_check', sql`${t.kind} in ('earn', 'spend', 'expire', 'exchange', 'refund')`),
    check(
      'star_entries_sign_check',
      sql`(${t.kind} in ('earn', 'refund') and ${t.amount} > 0 and ${t.expiresAt} is not null) or (${t.kind} in ('spend', 'expire', 'exchange') and ${t.amount} < 0)`,
    ),
  ],
);

/** Which earning a negative entry consumed, and how much of it (FIFO). */
export const starAllocations = pgTable(
  'star_allocations',
  {
    /** The negative entry (spend, expire, exchange). */
    debitEntryId: bigint('debit_entry_id', { mode: 'number' })
      .notNull()
      .references(() => starEntries.entryId, { onDelete: 'cascade' }),
    /** The earning (earn, refund) it took stars from. */
    creditEntryId: bigint('credit_entry_id', { mode: 'number' })
      .notNull()
      .references(() => starEntries.entryId, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.debitEntryId, t.creditEntryId] }),
    index('star_allocations_credit_idx').on(t.creditEntryId),
    check('star_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);

/** The materialised balance, one row per member who ever had stars; locked by every change. */
export const starBalances = pgTable(
  'star_balances',
  {
    userId: userRef().primaryKey(),
    balance: integer('balance').notNull().default(0),
    /** Stars earned so far (Σ earn; refunds excluded): one input of the level (docs/decisions/026). */
    earnedTotal: integer('earned_total').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('star_balances_non_negative', sql`${t.balance} >= 0`)],
);

/** Stars → shop reward points or a coupon (SPEC §7 point exchange, exchange complete). */
export const starExchanges = pgTable(
  'star_exchanges',
  {
    exchangeId: serial('exchange_id').primaryKey(),
    userId: userRef(),
    /** 'shop-point' | 'coupon'. */
    target: text('target').notNull(),
    /** Stars taken from the ledger (a multiple of the exchange unit, at least the minimum). */
    stars: integer('stars').notNull(),
    /** 'requested' → 'completed' | 'failed' (failed: the stars came back as a 'refund' entry). */
    state: text('state').notNull().default('requested'),
    /** Whether the monthly automatic exchange made it. */
    automatic: boolean('automatic').notNull().default(false),
    /** What the shop stand-in gave back (its reward-point transaction or coupon code). */
    shopReference: text('shop_reference'),
    failureReason: text('failure_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    uniqueIndex('star_exchanges_user_key_idx').on(t.userId, t.idempotencyKey),
    index('star_exchanges_user_created_idx').on(t.userId, t.createdAt),
    check('star_exchanges_state_check', sql`${t.state} in ('requested', 'completed', 'failed')`),
    check('star_exchanges_target_check', sql`${t.target} in ('shop-point', 'coupon')`),
    check('star_exchanges_stars_check', sql`${t.stars} > 0`),
  ],
);

/** Opt-in automatic monthly exchange (SPEC §7 exchange auto). */
export const starExchangeAuto = pgTable('star_exchange_auto', {
  userId: userRef().primaryKey(),
  enabled: boolean('enabled').notNull(),
  target: text('target').notNull().default('shop-point'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A member's level as last announced (a level-up alarm fires when the computed level passes it). */
export const memberLevels = pgTable('member_levels', {
  userId: userRef().primaryKey(),
  level: smallint('level').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** In-app alarms (SPEC §3 Alarm: alarmType; §7 alarm count, alarm view). */
export const alarms = pgTable(
  'alarms',
  {
    alarmId: bigserial('alarm_id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    /** The filter of the alarm list (server/contract: ALARM_TYPES). */
    alarmType: smallint('alarm_type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where a tap goes: an in-app path ('/community/qna/12') or null. */
    linkPath: text('link_path'),
    /** One alarm per fact: e.g. 'reply:123', 'accepted:45', 'level:3', 'open:deal:9'. */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
    /** When the native push was handed over (only for devices that opted in). */
    pushedAt: timestamptz('pushed_at'),
  },
  (t) => [
    uniqueIndex('alarms_user_dedupe_idx').on(t.userId, t.dedupeKey),
    index('alarms_user_created_idx').on(t.userId, t.createdAt, t.alarmId),
    index('alarms_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** The daily game (/game): one play per member per KST day, decided on the server. */
export const gamePlays = pgTable(
  'game_plays',
  {
    userId: userRef(),
    /** The KST calendar day of the play. */
    playDay: date('play_day').notNull(),
    /** The outcome shown (e.g. the roulette slot index) and the stars it awarded. */
    outcome: smallint('outcome').notNull(),
    stars: integer('stars').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.playDay] })],
);

/** Event participation (SPEC §7 deal event apply v2): once per member per event. */
export const eventApplications = pgTable(
  'event_applications',
  {
    eventId: integerReference('event_id', () => events.eventId, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/** The shop stand-in's order lines (the real shop would answer "frequently purchased" itself). */
export const shopOrders = pgTable(
  'shop_orders',
  {
    orderLineId: serial('order_line_id').primaryKey(),
    userId: userRef(),
    productNo: integerReference('product_no', () => products.productNo, { onDelete: 'cascade' }),
    quantity: smallint('quantity').notNull().default(1),
    orderedAt: timestamptz('ordered_at').notNull(),
  },
  (t) => [index('shop_orders_user_idx').on(t.userId, t.productNo), check('shop_orders_quantity_check', sql`${t.quantity} > 0`)],
);

/** Adon banners (SPEC §7 adon banner): seeded ad slots with display windows. */
export const adonBanners = pgTable(
  'adon_banners',
  {
    bannerId: serial('banner_id').primaryKey(),
    /** Where the banner shows, e.g. 'home', 'my-page', 'community'. */
    placement: text('placement').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    ...runWindow(),
  },
  (t) => [index('adon_banners_placement_idx').on(t.placement, t.startAt)],
);

/**
 * Consumers of the domain-event outbox (server/domain/events/domain-events.ts consumeDomainEvents): one row per
 * consumer ('alarms', 'stars', …), locked while it runs, so one run per consumer at a time.
 */
export const domainEventConsumers = pgTable('domain_event_consumers', {
  consumer: text('consumer').primaryKey(),
  lastRunAt: timestamptz('last_run_at'),
});

/** Which consumer handled which event: written in the transaction of the consumer's effects (exactly once each). */
export const domainEventReceipts = pgTable(
  'domain_event_receipts',
  {
    consumer: text('consumer').notNull(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.eventId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);
