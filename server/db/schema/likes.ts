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
import { index, jsonb, pgTable, primaryKey, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.js';
import { createdAt, referenceColumn } from './columns.js';
import { products, shops } from './catalogue.js';

/**
 * The likes of one kind of target: one row per (member, target), gone with either, and an index
 * `<name>_user_recent` for a member's most recent likes. The target id is `targetKey` (column `targetColumn`).
 */
function likeTable<N extends string, K extends string, C extends string>(name: N, targetKey: K, targetColumn: C, target: () => AnyPgColumn) {
  return pgTable(name, { userId: userRef(), ...referenceColumn(targetKey, targetColumn, target, { onDelete: 'cascade' }), createdAt: createdAt() }, (t) => [
    primaryKey({ columns: [t.userId, t[targetKey]] }),
    index(`${name}_user_recent`).on(t.userId, t.createdAt),
  ]);
}

export const productLikes = likeTable('product_likes', 'productNo', 'product_no', () => products.productNo);
export const shopLikes = likeTable('shop_likes', 'shopId', 'shop_id', () => shops.shopId);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef(),
    /** The client's Idempotency-Key header (8–64 chars of [A-Za-z0-9_-]). */
    key: text('key').notNull(),
    /** Method + path the key was first used with; the same key on another call is refused (12). */
    scope: text('scope').notNull(),
    /** The JSON envelope answered the first time. */
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);
