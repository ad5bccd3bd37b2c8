/**
 * Members (issue 3; SPEC §3 User profile, §5 validation, §6 roles, §8 83/84/87).
 * Queries only; HTTP shapes live in server/contract/account.ts.
 */
import { createHash } from 'node:crypto';
import { CHANNEL_TYPE } from '@contract/rules.js';
import { and, count, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { bannedIdentities, devices, nicknameChanges, users } from '@server/db/schema/index.js';
import {
  AGE_GATE_MESSAGE,
  isUnderAgeGate,
  NAVER_REQUIRED_ITEMS,
  NICKNAME_CHANGE_LIMIT,
  NICKNAME_CHANGE_WINDOW_DAYS,
  NICKNAME_MAX,
  NICKNAME_MIN,
  NICKNAME_PATTERN,
  type NickNameValidation,
  type UserProfile,
} from '@contract/account.js';
import { ApiError } from '@server/errors.js';
import { findBannedWord } from '@server/domain/moderation/banned-words.js';
import { banStatusOf, isMember, type UserRow } from './members.js';
import type { NaverProfile } from '@server/domain/accounts/social-providers.js';

/** Staff impersonation a nickname may not contain (ours). Compared after removing underscores, lowercase. */
const STAFF_NICKNAME_WORDS = ['운영자', '관리자', '제철장터', 'admin', 'operator'];
/**
 * Words kept off the popular searches (server/routes/search): staff impersonation and common
 * profanity (SPEC §5 banned words; the list itself is ours). Nicknames are checked against the staff
 * words and the operator-edited banned_words table with the evasion-aware matcher instead
 * (server/domain/moderation/banned-words.ts; docs/decisions/019-banned-words.md): 시1발, ssibal, 병_신 — and its
 * exceptions (시발역장 is a nickname).
 */
export const BANNED_NICKNAME_WORDS = [...STAFF_NICKNAME_WORDS, '시발', '씨발', '병신', '개새', '존나', '좆', 'fuck', 'shit'];

/** Decide a nickname's validity (format, banned words, uniqueness among live members). */
export async function validateNickName(db: Db, raw: string, selfUserId?: number): Promise<NickNameValidation> {
  const nickName = raw.normalize('NFC').trim();
  const length = [...nickName].length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return { isValid: false, message: `닉네임은 ${NICKNAME_MIN}~${NICKNAME_MAX}자로 입력해 주세요.` };
  if (!NICKNAME_PATTERN.test(nickName)) return { isValid: false, message: '닉네임은 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있어요.' };
  const folded = nickName.toLowerCase().replace(/_/g, '');
  if (STAFF_NICKNAME_WORDS.some((w) => folded.includes(w)) || (await findBannedWord(db, nickName)))
    return { isValid: false, message: '사용할 수 없는 단어가 들어 있어요.' };
  const [taken] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(sql`lower(${users.nickName}) = ${nickName.toLowerCase()}`, isNull(users.withdrawnAt), selfUserId ? ne(users.userId, selfUserId) : undefined))
    .limit(1);
  if (taken) return { isValid: false, message: '이미 사용 중인 닉네임이에요.' };
  return { isValid: true, message: '사용할 수 있는 닉네임이에요.' };
}

async function assertValidNickName(db: Db, nickName: string, selfUserId?: number) {
  const v = await validateNickName(db, nickName, selfUserId);
  if (!v.isValid) throw new ApiError('NOT_MATCHED', v.message, { fields: ['body.nickName'] });
  return nickName.normalize('NFC').trim();
}

export { isMember };

/** SPEC §3 User profile as the client reads it. */
export function toProfile(u: UserRow): UserProfile {
  return {
    email: u.email,
    is_member: isMember(u),
    user_nickname: u.nickName,
    created_at: u.signUpDt ? u.signUpDt.toISOString() : null,
    banStatus: banStatusOf(u),
    retrySignIn: u.retrySignIn,
    informational_notification: u.smsYN === 'Y' || u.emailYN === 'Y',
    marketing_notification: u.adYN === 'Y',
    socialLoginPlatform: u.channelType === CHANNEL_TYPE.apple ? 'apple' : 'naver',
    hasBirthYear: u.birthYear !== null,
    cellphone: u.cellphone,
    gender: u.gender,
    birthYear: u.birthYear,
  };
}

const digits = (v?: string) => (v ? v.replace(/\D/g, '') : undefined);

/** SHA-256 (hex) of a provider identity, `${channelType}:${subject}`: what a ban is kept on after withdrawal. */
export const identityHash = (channelType: number, providerUid: string) => createHash('sha256').update(`${channelType}:${providerUid}`).digest('hex');

/**
 * A new account for an identity whose earlier account was banned and then withdrawn is refused
 * (issue 14): SPEC §8 83 (portal) / 84 (Apple), with the ban message the member was given.
 */
async function assertIdentityNotBanned(db: Db, channelType: number, providerUid: string) {
  const [ban] = await db
    .select({ message: bannedIdentities.banMessage })
    .from(bannedIdentities)
    .where(eq(bannedIdentities.identityHash, identityHash(channelType, providerUid)));
  if (!ban) return;
  const name = channelType === CHANNEL_TYPE.apple ? 'PROHIBIT_SIGNUP_APPLE' : 'PROHIBIT_SIGNUP';
  throw new ApiError(name, ban.message || '이용이 제한된 계정이라 다시 가입할 수 없어요. 고객센터로 문의해 주세요.');
}

/** The live (not withdrawn) account of a provider identity, if there is one. */
async function liveAccountOf(db: Db, channelType: number, providerUid: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.channelType, channelType), eq(users.providerUid, providerUid), isNull(users.withdrawnAt)));
  return row;
}

/**
 * Find or create the account of a Naver-style identity.
 * SPEC §5: email, gender, birthyear and mobile must all be released, else 10 with the missing
 * items (nothing stored); SPEC §5/§9 age gate → 83 (nothing stored).
 */
export async function upsertNaverUser(db: Db, p: NaverProfile, now = new Date()): Promise<UserRow> {
  const missing = NAVER_REQUIRED_ITEMS.filter((k) => !p[k]);
  if (missing.length) throw new ApiError('NO_REQUIRED_VALUE', '필수 항목을 모두 체크해야 가입을 완료할 수 있어요.', { missingItems: missing });
  const birthYear = Number(p.birthyear);
  if (!Number.isInteger(birthYear) || birthYear < 1900 || birthYear > now.getFullYear()) throw new ApiError('NAVER_LOGIN_ERROR');
  const existing = await liveAccountOf(db, CHANNEL_TYPE.naver, p.id);
  if (existing) return existing;
  await assertIdentityNotBanned(db, CHANNEL_TYPE.naver, p.id);
  if (isUnderAgeGate(birthYear, now)) throw new ApiError('PROHIBIT_SIGNUP', AGE_GATE_MESSAGE);
  const gender = p.gender === 'M' || p.gender === 'F' ? p.gender : 'U';
  const [created] = await db
    .insert(users)
    .values({
      channelType: CHANNEL_TYPE.naver,
      providerUid: p.id,
      email: p.email!,
      name: p.name ?? null,
      gender,
      birthYear,
      cellphone: digits(p.mobile) ?? null,
    })
    .onConflictDoUpdate({ target: [users.channelType, users.providerUid], set: { updatedAt: now } })
    .returning();
  return created!;
}

/** Find or create the account of an Apple identity (birth year is asked at sign-up). */
export async function upsertAppleUser(db: Db, identity: { sub: string; email?: string; name?: string }, now = new Date()): Promise<UserRow> {
  const existing = await liveAccountOf(db, CHANNEL_TYPE.apple, identity.sub);
  if (existing) return existing;
  await assertIdentityNotBanned(db, CHANNEL_TYPE.apple, identity.sub);
  const [created] = await db
    .insert(users)
    .values({ channelType: CHANNEL_TYPE.apple, providerUid: identity.sub, email: identity.email ?? null, name: identity.name || null })
    .onConflictDoUpdate({ target: [users.channelType, users.providerUid], set: { updatedAt: now } })
    .returning();
  return created!;
}

/**
 * PUT /api/v2/user/profile. Not yet a member: completes sign-up (nickName + termsAgreed +
 * privacyAgreed required; birthYear required when unknown; age gate → 83, or 84 for Apple).
 * A member: updates gender and birth year.
 */
export async function updateProfile(
  db: Db,
  user: UserRow,
  body: { nickName?: string; birthYear?: number; gender?: 'M' | 'F' | 'U'; termsAgreed?: boolean; privacyAgreed?: boolean; marketingYN?: 'Y' | 'N' },
  now = new Date(),
): Promise<UserRow> {
  if (isMember(user)) {
    if (body.birthYear !== undefined && isUnderAgeGate(body.birthYear, now)) throw new ApiError('OUT_OF_RANGE', undefined, { fields: ['body.birthYear'] });
    const [u] = await db
      .update(users)
      .set({ ...(body.gender ? { gender: body.gender } : {}), ...(body.birthYear !== undefined ? { birthYear: body.birthYear } : {}), updatedAt: now })
      .where(eq(users.userId, user.userId))
      .returning();
    return u!;
  }
  if (!body.nickName) throw new ApiError('NO_REQUIRED_VALUE', '닉네임을 입력해 주세요.', { fields: ['body.nickName'] });
  if (body.termsAgreed !== true || body.privacyAgreed !== true)
    throw new ApiError('NO_REQUIRED_VALUE', '필수 약관에 모두 동의해 주세요.', { fields: ['body.termsAgreed', 'body.privacyAgreed'] });
  const birthYear = user.birthYear ?? body.birthYear;
  if (birthYear === undefined || birthYear === null) throw new ApiError('NO_REQUIRED_VALUE', '출생연도를 선택해 주세요.', { fields: ['body.birthYear'] });
  if (isUnderAgeGate(birthYear, now))
    throw new ApiError(user.channelType === CHANNEL_TYPE.apple ? 'PROHIBIT_SIGNUP_APPLE' : 'PROHIBIT_SIGNUP', AGE_GATE_MESSAGE);
  const nickName = await assertValidNickName(db, body.nickName, user.userId);
  const marketing = body.marketingYN ?? 'N';
  try {
    const [u] = await db
      .update(users)
      .set({
        nickName,
        signUpDt: now,
        birthYear,
        ...(body.gender ? { gender: body.gender } : {}),
        adYN: marketing,
        smsYN: marketing,
        emailYN: marketing,
        updatedAt: now,
      })
      .where(eq(users.userId, user.userId))
      .returning();
    return u!;
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError('NOT_MATCHED', '이미 사용 중인 닉네임이에요.', { fields: ['body.nickName'] });
    throw e;
  }
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
}

/**
 * PUT /api/v1/user/nick-name for members: rules above + at most NICKNAME_CHANGE_LIMIT changes per
 * window (87). The count and the change run in one transaction holding the member's row lock, so
 * parallel changes are counted one after another on PostgreSQL as on PGlite (issue 14).
 */
export async function changeNickName(db: Db, user: UserRow, raw: string, now = new Date()): Promise<UserRow> {
  if (!isMember(user)) throw new ApiError('NO_DATA', '회원가입을 먼저 완료해 주세요.');
  const nickName = await assertValidNickName(db, raw, user.userId);
  const since = new Date(now.getTime() - NICKNAME_CHANGE_WINDOW_DAYS * 86400000);
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(users).where(eq(users.userId, user.userId)).for('update');
      if (!locked || locked.nickName === nickName) return locked ?? user;
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(nicknameChanges)
        .where(and(eq(nicknameChanges.userId, user.userId), gte(nicknameChanges.changedAt, since)));
      if (Number(n) >= NICKNAME_CHANGE_LIMIT)
        throw new ApiError('NICKNAME_LIMIT_OVER', `닉네임은 ${NICKNAME_CHANGE_WINDOW_DAYS}일에 ${NICKNAME_CHANGE_LIMIT}번까지 바꿀 수 있어요.`);
      const [u] = await tx.update(users).set({ nickName, updatedAt: now }).where(eq(users.userId, user.userId)).returning();
      await tx.insert(nicknameChanges).values({ userId: user.userId, changedAt: now });
      return u!;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError('NOT_MATCHED', '이미 사용 중인 닉네임이에요.', { fields: ['body.nickName'] });
    throw e;
  }
}

/** Mask an email for the lookup-by-cellphone answer: 'jecheol@example.com' → 'je*****@example.com'. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return '***';
  const keep = Math.min(2, Math.max(1, local!.length - 1));
  return `${local!.slice(0, keep)}${'*'.repeat(Math.max(3, local!.length - keep))}@${domain}`;
}

/**
 * Withdrawal (DELETE /api/v2/auth/social/withdrawal): personal columns are nulled, the provider
 * subject replaced so the same identity signs up afresh, devices detached — in one transaction.
 * A banned member's ban stays with their identity (banned_identities, issue 14), so withdrawing
 * and signing up again does not lift it. Tokens are revoked by the caller in the same request.
 */
export async function anonymiseUser(db: Db, userId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.userId, userId)).for('update');
    if (!user || user.withdrawnAt) return;
    if (user.isBanned) await recordIdentityBan(tx as unknown as Db, user, now);
    await tx
      .update(users)
      .set({
        providerUid: `withdrawn-${userId}-${now.getTime()}`,
        email: null,
        name: null,
        gender: null,
        birthYear: null,
        cellphone: null,
        nickName: null,
        smsYN: 'N',
        emailYN: 'N',
        adYN: 'N',
        withdrawnAt: now,
        updatedAt: now,
      })
      .where(eq(users.userId, userId));
    await tx.update(devices).set({ userId: null }).where(eq(devices.userId, userId));
  });
}

async function recordIdentityBan(db: Db, user: UserRow, now: Date) {
  await db
    .insert(bannedIdentities)
    .values({ identityHash: identityHash(user.channelType, user.providerUid), channelType: user.channelType, banMessage: user.banMessage, bannedAt: now })
    .onConflictDoUpdate({ target: bannedIdentities.identityHash, set: { banMessage: user.banMessage, bannedAt: now } });
}

/**
 * Ops: ban a member (SPEC §4/§6: blocked on actions with the message; §8 130 on writes). Their
 * identity is recorded at once too, so the ban survives a withdrawal.
 * @throws ApiError 8 when there is no live member with this id
 */
export async function banMember(db: Db, userId: number, message: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.userId, userId)).for('update');
    if (!user || user.withdrawnAt) throw new ApiError('NO_DATA');
    await tx.update(users).set({ isBanned: true, banMessage: message, updatedAt: now }).where(eq(users.userId, userId));
    await recordIdentityBan(tx as unknown as Db, { ...user, banMessage: message }, now);
  });
}

/** Ops: lift a ban, from the account and from its identity. */
export async function unbanMember(db: Db, userId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.userId, userId)).for('update');
    if (!user) throw new ApiError('NO_DATA');
    await tx.update(users).set({ isBanned: false, banMessage: null, updatedAt: now }).where(eq(users.userId, userId));
    if (!user.withdrawnAt) await tx.delete(bannedIdentities).where(eq(bannedIdentities.identityHash, identityHash(user.channelType, user.providerUid)));
  });
}
