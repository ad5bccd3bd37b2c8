/**
 * One-time rewards bound to the person (issue 29; docs/decisions/026 "## Rewards bound to the
 * person"). The ledger gives the app-login reward once per member and an event's stars once per
 * member and event, but withdrawing and signing up again with the same provider account makes a new
 * member: 1,000 stars were claimed again that way. A reward named here is claimed by the identity
 * (SHA-256 of `channelType:providerUid`, as banned_identities keeps it) in `rewarded_identities`,
 * in the award's own transaction: a later account of the same person finds the claim and gets
 * nothing; the account that claimed it replays as before.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { rewardedIdentities, users } from '@server/db/schema/index.js';
import { identityHash } from '@server/domain/accounts/account.service.js';
import type { Tx } from '@server/db/locks.js';

/** The ledger key of a one-time reward bound to the person: 'app-login' or 'event-apply:<eventId>'. */
export type PersonReward = 'app-login' | `event-apply:${number}`;

/**
 * Claim `reward` for the person behind `userId`, inside the award's transaction.
 * @returns true when this account may be given the reward (claimed now, or claimed by this same
 *   account before: the ledger replays it); false when another account of the same identity has it,
 *   or the account is withdrawn or unknown
 */
export async function claimPersonReward(tx: Tx, userId: number, reward: PersonReward): Promise<boolean> {
  const [user] = await tx
    .select({ channelType: users.channelType, providerUid: users.providerUid })
    .from(users)
    .where(and(eq(users.userId, userId), isNull(users.withdrawnAt)));
  if (!user) return false;
  const hash = identityHash(user.channelType, user.providerUid);
  await tx.insert(rewardedIdentities).values({ identityHash: hash, reward, userId }).onConflictDoNothing();
  const [claim] = await tx
    .select({ userId: rewardedIdentities.userId })
    .from(rewardedIdentities)
    .where(and(eq(rewardedIdentities.identityHash, hash), eq(rewardedIdentities.reward, reward)));
  return claim?.userId === userId;
}
