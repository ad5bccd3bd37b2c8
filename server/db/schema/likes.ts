/**
 * Likes (찜) of products and shops by members (SPEC §1 "like shops and products"; §7 "user like
 * shop and like-shop check"; §8 codes 91/92 for the max limits) and the idempotency ledger that
 * makes queued offline writes safe to retry (issue 5).
 *
 * - product_likes / shop_likes: one row per (member, target). A like is a *state*, not a toggle:
 *   PUT likeYN=Y inserts (ON CONFLICT DO NOTHING), N deletes; the target's like_count moves only
 *   when a row was actually inserted or deleted, so a repeated request never counts twice.
 * - idempotency_keys: (member, Idempotency-Key header) → the first answer. A replay of the same
 *   key returns that answer without applying anything again — this also stops an old queued
 *   request from undoing a newer change made online in between. Rows older than 24 h are pruned.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products, shops } from './catalogue.js';

export const productLikes = pgTable(
  'product_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productNo] }), index('product_likes_user_recent').on(t.userId, t.createdAt)],
);

export const shopLikes = pgTable(
  'shop_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index('shop_likes_user_recent').on(t.userId, t.createdAt)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** The client's Idempotency-Key header (8–64 chars of [A-Za-z0-9_-]). */
    key: text('key').notNull(),
    /** Method + path the key was first used with; the same key on another call is refused (12). */
    scope: text('scope').notNull(),
    /** The JSON envelope answered the first time. */
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);
