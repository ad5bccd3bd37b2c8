import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.js';

/**
 * The ops console (issue 32; docs/decisions/049-ops-console.md): operators, their sessions, the
 * audit log, anonymous release adoption, staged rollouts and the client error counts.
 *
 * Operators are not members: their own table, created only by `npm run ops -- add-operator`
 * (scripts/ops.ts). `password_hash` is `scrypt$N$r$p$<salt b64url>$<key b64url>` (node:crypto
 * scrypt, server/domain/ops/passwords.ts); a name is unique (NFC, trimmed, lowercase).
 */
export const operators = pgTable('operators', {
  operatorId: serial('operator_id').primaryKey(),
  name: text('name').notNull().unique(),
  /** 'release' | 'moderator' | 'viewer' (server/contract/ops.ts OPERATOR_ROLES). */
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  /** A disabled operator cannot sign in; their sessions end at once. */
  disabledAt: timestamptz('disabled_at'),
});

/**
 * One signed-in browser: the cookie holds a random token, the table only its SHA-256 (a stolen
 * dump opens nothing). `csrf_token` is the synchronizer token every write must echo in the
 * `x-ops-csrf` header. A sign-in always makes a new row (never adopts a presented token: no fixation).
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.operatorId, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Every ops action (who, what, before/after, when): written in the same transaction as the action,
 * never updated or deleted by the server. `operator_name` is copied so a row reads on its own;
 * failed sign-ins are rows too (operator_id null, the name tried in `target`).
 */
export const opsAudit = pgTable(
  'ops_audit',
  {
    auditId: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('ops_audit_at_idx').on(t.at)],
);

/**
 * The salt of the day for adoption counts: devices are counted as HMAC(salt, deviceUuid), and a
 * salt is deleted after two days, so a count can never be joined back to a device or across days.
 * `day` is the UTC date (YYYY-MM-DD); the first instance to need it inserts it, all share it.
 */
export const adoptionSalts = pgTable('adoption_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Release adoption (issue 32 item 2): one row per hashed device per 5-minute bucket, with the
 * version and platform it reported on its webVersion check (SPEC §9 polls every 5 minutes, so a
 * live client leaves about one row a bucket). No member id, no address. Pruned after 24 hours.
 */
export const clientBeats = pgTable(
  'client_beats',
  {
    bucketAt: timestamptz('bucket_at').notNull(),
    deviceHash: text('device_hash').notNull(),
    webVersion: text('web_version').notNull(),
    /** 'browser' | 'installed' | 'webview' */
    platform: text('platform').notNull(),
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bucketAt, t.deviceHash] }), index('client_beats_seen_idx').on(t.seenAt)],
);

/**
 * Client error beacons counted per version, kind and minute (issue 32 item 4): counts only, no
 * message, no device, no address. Pruned after 24 hours.
 */
export const clientErrorCounts = pgTable(
  'client_error_counts',
  {
    minuteAt: timestamptz('minute_at').notNull(),
    webVersion: text('web_version').notNull(),
    /** 'error' | 'rejection' | 'chunk' */
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.minuteAt, t.webVersion, t.kind] })],
);

/**
 * Staged web rollouts (issue 32 item 3): the newest row is the rollout in force. A device is in
 * the cohort when HMAC(salt, deviceUuid) mod 10000 < percent × 100 (stable for the rollout's life,
 * unrelated to the adoption salt). app_release.web_version stays the previous version until the
 * rollout reaches 100 % ('complete'); a rollback or a halt sends every device back to it.
 */
export const webRollouts = pgTable('web_rollouts', {
  rolloutId: serial('rollout_id').primaryKey(),
  webVersion: text('web_version').notNull(),
  previousVersion: text('previous_version').notNull(),
  percent: smallint('percent').notNull(),
  /** 'active' | 'paused' | 'halted' | 'complete' | 'rolled_back' */
  state: text('state').notNull(),
  salt: text('salt').notNull(),
  haltReason: text('halt_reason'),
  startedAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
