/**
 * Accounts and sessions (issue 3; SPEC §3 User profile, Tokens, Device; §6 roles).
 *
 * - users: one row per social identity (channelType 1001 portal / 1002 Apple + the provider's
 *   subject). A user is a *member* once nickName and signUpDt both exist (SPEC §3 is_member).
 *   Withdrawal anonymises the row (personal columns nulled, providerUid replaced) instead of
 *   deleting it, so foreign keys of later community data keep pointing somewhere.
 * - refresh_tokens: opaque refresh tokens stored as SHA-256 hashes only, grouped in families; a
 *   rotated token that comes back revokes its whole family (RFC 9700 §4.14.2 reuse detection).
 * - devices: the deviceUuid header of SPEC §7 App calls, with its push/ad flags and the hash of the
 *   secret issued when the device first registered (POST /api/v1/app/access): changing a device's
 *   settings needs that secret or a member token bound to the device (issue 14).
 * - banned_identities: a ban outlives the account (issue 14): a banned member who withdraws leaves
 *   the SHA-256 of their provider identity (channelType:subject) and ban message here, and signing
 *   up again with it is refused (SPEC §8 83/84).
 * - auth_nonces: Apple-style sign-in nonces already used (SHA-256), so an id_token works once.
 * - nickname_changes: one row per change, to enforce the change limit (SPEC §8 code 87).
 * - server_secrets: the access-token signing key, generated once per database so tokens survive
 *   restarts without a secret committed to the repo (JWT_SECRET overrides it).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, integerReference, timestamptz } from './columns.js';

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    /** SPEC §9 channel types: 1001 portal provider (Naver-style), 1002 Apple. */
    channelType: smallint('channel_type').notNull(),
    /** The provider's stable subject (Naver response.id, Apple id_token sub). */
    providerUid: text('provider_uid').notNull(),
    email: text('email'),
    name: text('name'),
    /** 'M' | 'F' | 'U' as the provider reports it. */
    gender: text('gender'),
    birthYear: smallint('birth_year'),
    /** Digits only, e.g. '01012345678'. */
    cellphone: text('cellphone'),
    nickName: text('nick_name'),
    signUpDt: timestamptz('sign_up_dt'),
    smsYN: text('sms_yn').notNull().default('N'),
    emailYN: text('email_yn').notNull().default('N'),
    adYN: text('ad_yn').notNull().default('N'),
    isBanned: boolean('is_banned').notNull().default(false),
    banMessage: text('ban_message'),
    /** SPEC §4: true forces the client to log out and reload home (e.g. after an account merge). */
    retrySignIn: boolean('retry_sign_in').notNull().default(false),
    /** Set by the cafe24-style shop when the member also has a shop account (SPEC §3 isCafe24Register). */
    isCafe24Register: boolean('is_cafe24_register').notNull().default(false),
    withdrawnAt: timestamptz('withdrawn_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_identity').on(t.channelType, t.providerUid),
    // Nicknames are unique case-insensitively among live accounts.
    uniqueIndex('users_nick_name')
      .on(sql`lower(${t.nickName})`)
      .where(sql`${t.nickName} is not null and ${t.withdrawnAt} is null`),
    index('users_cellphone').on(t.cellphone),
  ],
);

/** `user_id` referencing users, deleted with the user: a member's own rows (tokens, changes, likes). */
export const userRef = () => integerReference('user_id', () => users.userId, { onDelete: 'cascade' });

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenId: serial('token_id').primaryKey(),
    userId: userRef(),
    /** All tokens descending from one sign-in share a family; reuse revokes the family. */
    familyId: uuid('family_id').notNull(),
    /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    deviceUuid: text('device_uuid').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when this token was exchanged for a new one; presenting it again is reuse. */
    rotatedAt: timestamptz('rotated_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash').on(t.tokenHash), index('refresh_tokens_family').on(t.familyId), index('refresh_tokens_user').on(t.userId)],
);

export const devices = pgTable('devices', {
  deviceUuid: text('device_uuid').primaryKey(),
  userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
  /** SPEC §9 device type codes: 1003 native app, 1002 desktop/known browser, 1001 other. */
  deviceType: smallint('device_type'),
  appVersion: text('app_version'),
  adId: text('ad_id'),
  pushYN: text('push_yn').notNull().default('N'),
  adYN: text('ad_yn').notNull().default('N'),
  /** SHA-256 (hex) of the device secret; null for devices registered before issue 14 (they get one at their next access). */
  secretHash: text('secret_hash'),
  lastAccessAt: timestamptz('last_access_at').notNull().defaultNow(),
});

export const bannedIdentities = pgTable('banned_identities', {
  /** SHA-256 (hex) of `${channelType}:${providerUid}`: the identity, not the (anonymised) account. */
  identityHash: text('identity_hash').primaryKey(),
  channelType: smallint('channel_type').notNull(),
  banMessage: text('ban_message'),
  bannedAt: timestamptz('banned_at').notNull().defaultNow(),
});

/**
 * One-time rewards by person, not by account (issue 29; docs/decisions/026 "## Rewards bound to the
 * person"): the app-login reward and each event's application stars, keyed by the identity's
 * SHA-256 like banned_identities, so withdrawing and signing up again with the same provider
 * account does not earn them twice. Kept when the account is anonymised.
 */
export const rewardedIdentities = pgTable(
  'rewarded_identities',
  {
    identityHash: text('identity_hash').notNull(),
    /** The reward's ledger key: 'app-login' or 'event-apply:<eventId>'. */
    reward: text('reward').notNull(),
    /** The account that received it (a later account of the same person is refused). */
    userId: integer('user_id').notNull(),
    rewardedAt: timestamptz('rewarded_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.identityHash, t.reward] })],
);

export const authNonces = pgTable('auth_nonces', {
  /** SHA-256 (hex) of the nonce the client kept for this sign-in. */
  nonceHash: text('nonce_hash').primaryKey(),
  usedAt: timestamptz('used_at').notNull().defaultNow(),
});

export const nicknameChanges = pgTable(
  'nickname_changes',
  {
    changeId: serial('change_id').primaryKey(),
    userId: userRef(),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('nickname_changes_user').on(t.userId, t.changedAt)],
);

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
