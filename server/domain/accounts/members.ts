/**
 * Who a member is, as every guard and account rule reads it (SPEC §3 User, is_member; §6 roles;
 * §8 110/130): the live users row, whether sign-up is finished, and the ban status the client shows.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { users } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';

export type UserRow = typeof users.$inferSelect;

/**
 * The users row of a live account. A withdrawn account counts as no token at all.
 * @throws ApiError 110 when the user does not exist or has withdrawn
 */
export async function loadLiveUser(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.userId, userId));
  if (!user || user.withdrawnAt) throw new ApiError('NULL_OR_EMPTY_TOKEN');
  return user;
}

/** SPEC §3 banStatus: `{ isBanned, message }`, the member's own ban message when banned. */
export function banStatusOf(user: Pick<UserRow, 'isBanned' | 'banMessage'>) {
  return { isBanned: user.isBanned, message: user.isBanned ? (user.banMessage ?? '') : '' };
}

/** @throws ApiError 130 with the member's own ban message */
export function assertNotBanned(user: UserRow) {
  if (user.isBanned) throw new ApiError('BANNED_USER', user.banMessage || undefined, { banStatus: banStatusOf(user) });
}

/** SPEC §3 is_member: nickname and sign-up date both set. */
export const isMember = (u: Pick<UserRow, 'nickName' | 'signUpDt'>) => !!u.nickName && !!u.signUpDt;
