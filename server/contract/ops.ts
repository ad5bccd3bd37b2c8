/**
 * The ops console's contract (issue 32; docs/decisions/049-ops-console.md): operator sign-in, the
 * audit log, release adoption, staged rollouts, the client error beacon and moderation in the
 * browser. Pure zod: the console (src/features/ops) takes its types from here.
 *
 * Not SPEC §7 (the SPEC has no ops console): every path is under /api/ops/ (internal host, never
 * stored by any cache) but the beacon, which every client sends (/api/v1/client-error).
 */
import { z } from './schema-kit.js';
import { semverSchema } from './release.js';
import { REPORT_TARGET_TYPES } from './rules.js';

/** Operator roles: release (rollouts) and moderator (reports, words, search rules) also read everything; viewer only reads. */
export const OPERATOR_ROLES = ['release', 'moderator', 'viewer'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = { release: '배포 담당', moderator: '운영(검수) 담당', viewer: '보기 전용' };

/** Operator names: 2–30 of a–z, 0–9, `.`, `_`, `-` (stored lowercase). */
export const OPERATOR_NAME_PATTERN = /^[a-z0-9._-]{2,30}$/;
/** Passwords: 12–200 characters (NIST SP 800-63B: length over composition rules). */
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 200;

/** The cookie that carries an operator session (HttpOnly, SameSite=Strict, Path=/). */
export const OPS_SESSION_COOKIE = 'ops_session';
/** The header every ops write must carry: the session's CSRF token (synchronizer token). */
export const OPS_CSRF_HEADER = 'x-ops-csrf';

export const opsSignInBodySchema = z.object({
  name: z.string().trim().toLowerCase().min(1).max(30),
  password: z.string().min(1).max(OPERATOR_PASSWORD_MAX),
});
/**
 * An operator changes their own password (the console's 내 계정): the current one, and a new one of
 * OPERATOR_PASSWORD_MIN–MAX characters (counted as characters, not UTF-16 units, by the service).
 */
export const opsPasswordBodySchema = z.object({
  currentPassword: z
    .string()
    .min(1)
    .max(OPERATOR_PASSWORD_MAX * 2),
  newPassword: z
    .string()
    .min(1)
    .max(OPERATOR_PASSWORD_MAX * 2),
});
export const operatorSchema = z.object({ name: z.string(), role: z.enum(OPERATOR_ROLES) });
/** Sign-in and "who am I": the operator and the CSRF token of this session (kept in memory by the console, never stored). */
export const opsSessionSchema = z.object({ operator: operatorSchema, csrfToken: z.string() });
export type OpsSession = z.infer<typeof opsSessionSchema>;

export const auditEntrySchema = z.object({
  auditId: z.number(),
  operatorName: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.object({ size: z.coerce.number().int().min(1).max(200).default(50) });
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema) });

/** Where a client runs: a browser tab, the installed PWA (display-mode standalone), or the native app's webview. */
export const CLIENT_PLATFORMS = ['browser', 'installed', 'webview'] as const;
export type ClientPlatform = (typeof CLIENT_PLATFORMS)[number];
export const CLIENT_PLATFORM_LABELS: Record<ClientPlatform, string> = { browser: '브라우저', installed: '설치한 앱(PWA)', webview: '앱 웹뷰' };

/** What the webVersion check (GET /api/v1/app/profile) may add: the version the client runs and where (both optional: old clients send neither). */
export const appProfileQuerySchema = z.object({ v: semverSchema.optional(), platform: z.enum(CLIENT_PLATFORMS).optional() });

const versionCount = z.object({ webVersion: z.string(), platform: z.enum(CLIENT_PLATFORMS), clients: z.number() });
/** Adoption: active clients per version and platform over the last 5 and 60 minutes, and per 5-minute bucket over `hours`. */
export const adoptionSchema = z.object({
  active5: z.array(versionCount),
  active60: z.array(versionCount),
  series: z.array(z.object({ at: z.string(), webVersion: z.string(), clients: z.number() })),
  errors: z.array(z.object({ webVersion: z.string(), kind: z.string(), count: z.number() })),
});
export type Adoption = z.infer<typeof adoptionSchema>;
export const adoptionQuerySchema = z.object({ hours: z.coerce.number().int().min(1).max(24).default(3) });

export const ROLLOUT_STATES = ['active', 'paused', 'halted', 'complete', 'rolled_back'] as const;
export type RolloutState = (typeof ROLLOUT_STATES)[number];
export const ROLLOUT_STATE_LABELS: Record<RolloutState, string> = {
  active: '진행 중',
  paused: '멈춤',
  halted: '자동 중단',
  complete: '전체 배포 완료',
  rolled_back: '되돌림',
};
export const rolloutSchema = z.object({
  rolloutId: z.number(),
  webVersion: z.string(),
  previousVersion: z.string(),
  percent: z.number(),
  state: z.enum(ROLLOUT_STATES),
  haltReason: z.string().nullable(),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type Rollout = z.infer<typeof rolloutSchema>;
/** Error rate of one version over the halt window: errors (as counted, sampled) per active client. */
export const versionHealthSchema = z.object({ webVersion: z.string(), clients: z.number(), errors: z.number(), rate: z.number() });
export const rolloutStatusSchema = z.object({
  /** What every device outside a rollout's cohort is told (app_release.web_version). */
  stableVersion: z.string(),
  rollout: rolloutSchema.nullable(),
  health: z.array(versionHealthSchema),
  haltRule: z.object({ factor: z.number(), windowMinutes: z.number(), minErrors: z.number() }),
});
export type RolloutStatus = z.infer<typeof rolloutStatusSchema>;
/** Percent steps a rollout takes (1–100 as a whole number). */
export const rolloutPercentSchema = z.number().int().min(1).max(100);
export const rolloutStartBodySchema = z.object({ webVersion: semverSchema, percent: rolloutPercentSchema });
export const rolloutUpdateBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('raise'), percent: rolloutPercentSchema }),
  z.object({ action: z.literal('pause') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('rollback') }),
]);
export type RolloutUpdate = z.infer<typeof rolloutUpdateBodySchema>;

/** The error beacon: no message, no stack, no URL — the version, the kind and the platform. */
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'chunk'] as const;
export const clientErrorBodySchema = z.object({
  webVersion: semverSchema,
  kind: z.enum(CLIENT_ERROR_KINDS),
  platform: z.enum(CLIENT_PLATFORMS).optional(),
});

// Moderation (issue 32 item 5): the same domain code as scripts/reports.ts, banned-words.ts, search-terms.ts.
export const reportItemSchema = z.object({
  createdAt: z.string(),
  reporter: z.string(),
  trustName: z.string(),
  weight: z.number(),
  counts: z.boolean(),
  upheld: z.number(),
  dismissed: z.number(),
  reason: z.string(),
  memo: z.string().nullable(),
});
export const reportTargetSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number(),
  postId: z.number(),
  status: z.enum(['hidden', 'visible']),
  weight: z.number(),
  threshold: z.number(),
  text: z.string(),
  reviewRequestedAt: z.string().nullable(),
  reports: z.array(reportItemSchema),
});
export const reportQueueSchema = z.object({ items: z.array(reportTargetSchema) });
export type ReportQueue = z.infer<typeof reportQueueSchema>;
export const reportTargetParamsSchema = z.object({ targetType: z.enum(REPORT_TARGET_TYPES), targetId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const resolveReportBodySchema = z.object({ resolution: z.enum(['restored', 'removed']) });
export const resolveReportSchema = z.object({ resolved: z.number() });

/** Longest banned word or exception an operator may add (characters). */
export const BANNED_WORD_MAX = 30;
export const bannedWordSchema = z.object({ word: z.string(), kind: z.enum(['block', 'allow']), note: z.string().nullable() });
/** "Try a sentence": would this text be refused, and by which listed word and which characters (operators may see the word). */
export const bannedWordTestSchema = z.object({ refused: z.boolean(), word: z.string().nullable(), excerpt: z.string().nullable() });
/** The list, and with `?text=` the trial of that sentence against the stored list (null without text). */
export const bannedWordListSchema = z.object({ items: z.array(bannedWordSchema), trial: bannedWordTestSchema.nullable() });
export const bannedWordBodySchema = z.object({ word: z.string().min(1).max(BANNED_WORD_MAX), kind: z.enum(['block', 'allow']).default('block') });
export const bannedWordParamsSchema = z.object({ word: z.string().min(1).max(BANNED_WORD_MAX) });
export const bannedWordTestQuerySchema = z.object({ text: z.string().min(1).max(1000).optional() });

export const SEARCH_RULE_ACTIONS = ['pin', 'block'] as const;
export const searchRuleSchema = z.object({ term: z.string(), action: z.enum(SEARCH_RULE_ACTIONS), pinRank: z.number().nullable() });
export const searchRuleListSchema = z.object({ items: z.array(searchRuleSchema) });
export const searchRuleBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pin'), term: z.string().min(1).max(50), rank: z.number().int().min(1).max(10) }),
  z.object({ action: z.literal('block'), term: z.string().min(1).max(50) }),
  z.object({ action: z.literal('unpin'), term: z.string().min(1).max(50) }),
]);
export type SearchRuleBody = z.infer<typeof searchRuleBodySchema>;
