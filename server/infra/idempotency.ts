/**
 * Replay-safe writes (issue 27; SPEC §7 likes and community writes; docs/decisions/005 and 017):
 * a member's write sent with an `Idempotency-Key` header is applied at most once; a replay of the
 * key answers the stored first envelope and writes nothing. `route()` (server/http/route.ts) uses
 * this for every endpoint whose table entry says `idempotent: 'stored'`: it answers a replay before
 * the handler runs, and hands the handler `once(apply)` for its write.
 *
 * Stored in `idempotency_keys` (user, key, scope = method and filled path, the envelope), for
 * {@link IDEMPOTENCY_TTL_MS}; the member's users row is locked while a key is looked at and written,
 * so two requests racing with one key write once.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Envelope } from '@contract/envelope.js';
import type { Db } from '@server/db/client.js';
import { lockMember, type Tx } from '@server/db/locks.js';
import { idempotencyKeys } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';

/** Idempotency keys are remembered this long (ms); an offline queue older than that is stale. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The answer stored for (userId, key), or null when the key is new (nothing locked: a caller that
 * then writes goes through withIdempotency, which looks again under the member's lock). Lets a
 * replay skip checks a first delivery had to pass (the reply sandbox, banned words read outside
 * the transaction).
 * @throws ApiError 12 when the key was used with another scope (method + path)
 */
export async function storedAnswer<T>(db: Db | Tx, userId: number, key: string, scope: string): Promise<Envelope<T> | null> {
  const [seen] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!seen) return null;
  if (seen.scope !== scope) throw new ApiError('NOT_MATCHED', '이미 다른 요청에 쓰인 Idempotency-Key예요.');
  return seen.response as Envelope<T>;
}

/**
 * Run `apply` (a write answering an envelope) at most once per (userId, key), in one transaction
 * that first locks the member's row:
 * - key undefined: just runs apply;
 * - key seen with the same scope: returns the stored envelope, applies nothing;
 * - key seen with another scope (method + path): NOT_MATCHED (12), nothing written.
 * Errors thrown by apply are not remembered: the same key may be retried after the cause is gone.
 */
export async function withIdempotency<T>(
  db: Db,
  userId: number,
  key: string | undefined,
  scope: string,
  apply: (tx: Tx) => Promise<Envelope<T>>,
): Promise<Envelope<T>> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if (key) {
      const seen = await storedAnswer<T>(tx, userId, key, scope);
      if (seen) return seen;
    }
    const response = await apply(tx);
    if (key) {
      await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
      await tx.insert(idempotencyKeys).values({ userId, key, scope, response });
    }
    return response;
  });
}
