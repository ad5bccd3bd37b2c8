/**
 * Row locks shared by the writes of different modules (the idempotency store, likes, community
 * writes): taken inside the caller's transaction and held until it ends.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { users } from './schema/index.js';

/** A transaction handle of either database (what `db.transaction(fn)` hands `fn`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Hold the member's users row until the transaction ends: that member's writes are checked and made one at a time. */
export async function lockMember(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.userId} = ${userId} for update`);
}
