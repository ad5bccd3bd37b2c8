/**
 * A seeded member with a stars history (issue 16; docs/decisions/026 "Points and levels"), so the
 * demo and the e2e suite have someone whose 별 포인트, 별 안내 and 내 등급 show real figures:
 * '별모으는농부' (and '별바꾸는어부' for flows that spend), reachable through the stand-in Naver login with {@link STAR_MEMBER_EMAIL} (the
 * stand-in's subject for an e-mail is `naver-` + the first 16 hex of its SHA-256 —
 * server/stand-ins/idp/idp.routes.ts personaId; the e2e sign-in proves they agree).
 *
 * The stars go through the real ledger (awardStars, with past instants): the app login reward,
 * first posts and replies of the day, accepted answers, survey votes and games over the last
 * months — one game 12 months back (it expires at the end of this month: "이번 달 소멸 예정") and
 * one 13 months back (already past its expiry: the first read expires it). Re-running is a no-op
 * (the member exists; every award has its idempotency key).
 */
import { createHash } from 'node:crypto';
import { eq, and } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { awardStars } from '@server/domain/stars/ledger.js';
import { kstMonthStart } from '@server/domain/stars/kst.js';

export const STAR_MEMBER_EMAIL = 'star-member@jecheol.example';
export const STAR_MEMBER_NICKNAME = '별모으는농부';
/** A second member with the same history, for flows that spend stars (the exchange e2e) without changing the first one's figures. */
export const STAR_EXCHANGE_MEMBER = { email: 'star-exchanger@jecheol.example', nickName: '별바꾸는어부' } as const;
const DAY = 86_400_000;

/** The stand-in Naver subject of an e-mail (as server/stand-ins/idp personaId). */
const naverSubject = (email: string) => `naver-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)}`;

/** Seed both members with stars at `now` (the seed's reference time). */
export async function seedStarMembers(db: Db, opts: { now: Date }): Promise<void> {
  await seedStarMember(db, { now: opts.now, email: STAR_MEMBER_EMAIL, nickName: STAR_MEMBER_NICKNAME });
  await seedStarMember(db, { now: opts.now, ...STAR_EXCHANGE_MEMBER });
}

/**
 * Seed one member and their stars at `now`.
 * @returns the member's user id and the number of awards written
 */
export async function seedStarMember(db: Db, opts: { now: Date; email: string; nickName: string }): Promise<{ userId: number; awards: number }> {
  const { now, email } = opts;
  const providerUid = naverSubject(email);
  await db
    .insert(users)
    .values({
      channelType: 1001,
      providerUid,
      email,
      name: '김별',
      gender: 'F',
      birthYear: 1988,
      nickName: opts.nickName,
      signUpDt: new Date(now.getTime() - 420 * DAY),
      createdAt: new Date(now.getTime() - 420 * DAY),
    })
    .onConflictDoNothing();
  const [u] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.channelType, 1001), eq(users.providerUid, providerUid)));
  const userId = u!.userId;
  const at = (daysAgo: number, hour = 11) => new Date(now.getTime() - daysAgo * DAY + hour * 3_600_000 - 12 * 3_600_000);
  /** An instant on the 10th of the KST month `months` away (past). */
  const inMonth = (months: number) => new Date(kstMonthStart(now, months).getTime() + 9 * DAY + 3 * 3_600_000);
  const awards: Array<{ reason: string; amount?: number; now: Date; key: string; reference?: string }> = [
    { reason: 'game', amount: 40, now: inMonth(-13), key: 'seed:game:m-13' },
    { reason: 'game', amount: 60, now: inMonth(-12), key: 'seed:game:m-12' },
    { reason: 'app-login', now: at(300), key: 'seed:app-login' },
    { reason: 'first-post-of-day', now: at(120), key: 'seed:post:120' },
    { reason: 'survey-vote', now: at(90), key: 'seed:survey:90' },
    { reason: 'first-reply-of-day', now: at(60), key: 'seed:reply:60' },
    { reason: 'answer-accepted', now: at(45), key: 'seed:accepted:45' },
    { reason: 'game', amount: 30, now: at(20), key: 'seed:game:20', reference: 'game:20' },
    { reason: 'first-post-of-day', now: at(12), key: 'seed:post:12' },
    { reason: 'answer-accepted', now: at(5), key: 'seed:accepted:5' },
    { reason: 'game', amount: 70, now: at(2), key: 'seed:game:2', reference: 'game:2' },
    { reason: 'first-reply-of-day', now: at(1), key: 'seed:reply:1' },
  ];
  let written = 0;
  for (const a of awards) {
    const r = await awardStars(db, { userId, reason: a.reason, amount: a.amount, reference: a.reference ?? null, idempotencyKey: a.key, now: a.now });
    if (r.applied) written += 1;
  }
  return { userId, awards: written };
}
