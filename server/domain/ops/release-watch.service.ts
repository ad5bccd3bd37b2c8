/**
 * Release adoption, staged rollouts and the automatic halt (issue 32 items 2–4;
 * docs/decisions/049-ops-console.md "Adoption", "Cohorts", "Halt rule").
 *
 * Adoption: every webVersion check (GET /api/v1/app/profile?v=…&platform=…) leaves one row per
 * hashed device per 5-minute bucket in client_beats; the hash is HMAC-SHA256(salt of the UTC day,
 * deviceUuid), and a day's salt is deleted two days later, so the counts cannot be joined back to a
 * device (no member id, no address is ever stored). Everything is in the database: every instance
 * counts into and reads the same rows.
 *
 * Cohorts: a device is in a rollout's cohort when HMAC-SHA256(rollout salt, deviceUuid) read as an
 * unsigned 32-bit number, mod 10 000, is below percent × 100 — stable for the rollout's life, so
 * raising the percentage only ever adds devices (one reload for each device that moves in).
 *
 * Halt rule (HALT_RULE): over the last `windowMinutes`, when the rollout's version counted at least
 * `minErrors` errors and its errors per active client exceed `factor` × those of the previous
 * version, the rollout halts itself: every device is told the previous version again, the audit
 * log says why, and the console shows it. Both versions are sampled alike, so the ratio holds.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import type { Tx } from '@server/db/locks.js';
import { adoptionSalts, clientBeats, clientErrorCounts, webRollouts } from '@server/db/schema/index.js';
import type { Adoption, ClientPlatform, Rollout, RolloutState, RolloutStatus, RolloutUpdate } from '@contract/ops.js';
import { ApiError } from '@server/errors.js';
import { currentRelease, setRelease } from '@server/domain/release/release.service.js';
import { audit } from './operators.service.js';

/** The automatic halt (see the file header): factor × the previous version's rate, over windowMinutes, at least minErrors. */
export const HALT_RULE = { factor: 2, windowMinutes: 10, minErrors: 3 } as const;
export type HaltRule = { factor: number; windowMinutes: number; minErrors: number };

const BUCKET_MS = 5 * 60_000;
const KEEP_MS = 24 * 3600_000;
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

const salts = new WeakMap<Db, Map<string, string>>();
/** The adoption salt of `now`'s UTC day, shared by every instance (the first to need it makes it). */
async function saltOf(db: Db, now: Date): Promise<string> {
  const day = dayOf(now);
  let mine = salts.get(db);
  if (!mine) salts.set(db, (mine = new Map()));
  const known = mine.get(day);
  if (known) return known;
  await db
    .insert(adoptionSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(adoptionSalts).where(eq(adoptionSalts.day, day));
  mine.clear();
  mine.set(day, row!.salt);
  return row!.salt;
}

const lastPrune = new WeakMap<Db, number>();
/** Delete beats and error counts older than 24 hours and salts older than two days (at most every 10 minutes per instance). */
async function pruneOld(db: Db, now: Date): Promise<void> {
  if ((lastPrune.get(db) ?? 0) > now.getTime() - 10 * 60_000) return;
  lastPrune.set(db, now.getTime());
  const cutoff = new Date(now.getTime() - KEEP_MS);
  await db.delete(clientBeats).where(lt(clientBeats.seenAt, cutoff));
  await db.delete(clientErrorCounts).where(lt(clientErrorCounts.minuteAt, cutoff));
  await db.delete(adoptionSalts).where(lt(adoptionSalts.day, dayOf(new Date(now.getTime() - 2 * 86_400_000))));
}

/** Count one webVersion check of a device: its version and platform in the current 5-minute bucket. */
export async function recordBeat(db: Db, deviceUuid: string, webVersion: string, platform: ClientPlatform, now = new Date()): Promise<void> {
  const deviceHash = createHmac('sha256', await saltOf(db, now))
    .update(deviceUuid)
    .digest('base64url')
    .slice(0, 22);
  const bucketAt = new Date(Math.floor(now.getTime() / BUCKET_MS) * BUCKET_MS);
  await db
    .insert(clientBeats)
    .values({ bucketAt, deviceHash, webVersion, platform, seenAt: now })
    .onConflictDoUpdate({ target: [clientBeats.bucketAt, clientBeats.deviceHash], set: { webVersion, platform, seenAt: now } });
  await pruneOld(db, now);
}

/** Active clients per version and platform over the last 5 and 60 minutes, the 5-minute series of `hours`, and the last hour's errors. */
export async function adoption(db: Db, hours: number, now = new Date()): Promise<Adoption> {
  const active = async (minutes: number) => {
    const rows = await db
      .select({ webVersion: clientBeats.webVersion, platform: clientBeats.platform, clients: sql<number>`count(distinct ${clientBeats.deviceHash})::int` })
      .from(clientBeats)
      .where(gt(clientBeats.seenAt, new Date(now.getTime() - minutes * 60_000)))
      .groupBy(clientBeats.webVersion, clientBeats.platform)
      .orderBy(desc(clientBeats.webVersion), clientBeats.platform);
    return rows.map((r) => ({ ...r, platform: r.platform as ClientPlatform, clients: Number(r.clients) }));
  };
  const series = await db
    .select({ at: clientBeats.bucketAt, webVersion: clientBeats.webVersion, clients: sql<number>`count(*)::int` })
    .from(clientBeats)
    .where(gt(clientBeats.bucketAt, new Date(now.getTime() - hours * 3600_000)))
    .groupBy(clientBeats.bucketAt, clientBeats.webVersion)
    .orderBy(clientBeats.bucketAt, clientBeats.webVersion);
  const errors = await db
    .select({ webVersion: clientErrorCounts.webVersion, kind: clientErrorCounts.kind, count: sql<number>`sum(${clientErrorCounts.count})::int` })
    .from(clientErrorCounts)
    .where(gt(clientErrorCounts.minuteAt, new Date(now.getTime() - 3600_000)))
    .groupBy(clientErrorCounts.webVersion, clientErrorCounts.kind)
    .orderBy(clientErrorCounts.webVersion, clientErrorCounts.kind);
  return {
    active5: await active(5),
    active60: await active(60),
    series: series.map((r) => ({ at: r.at.toISOString(), webVersion: r.webVersion, clients: Number(r.clients) })),
    errors: errors.map((r) => ({ ...r, count: Number(r.count) })),
  };
}

type RolloutRow = typeof webRollouts.$inferSelect;
const toRollout = (r: RolloutRow): Rollout => ({
  rolloutId: r.rolloutId,
  webVersion: r.webVersion,
  previousVersion: r.previousVersion,
  percent: r.percent,
  state: r.state as RolloutState,
  haltReason: r.haltReason,
  startedAt: r.startedAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
const latestRollout = async (db: Db | Tx) => (await db.select().from(webRollouts).orderBy(desc(webRollouts.rolloutId)).limit(1))[0];
/** States in which a cohort is told the new version. */
const SERVING: readonly string[] = ['active', 'paused'];

/** The rollout bucket of a device: 0–9999, stable for one rollout (its salt). */
export function cohortBucket(salt: string, deviceUuid: string): number {
  return createHmac('sha256', salt).update(deviceUuid).digest().readUInt32BE(0) % 10_000;
}

/**
 * The webVersion this device is told: the rollout's version when a rollout is serving (active or
 * paused) and the device is in its cohort, else the stable version (app_release).
 */
export async function webVersionFor(db: Db, deviceUuid: string, stableVersion: string): Promise<string> {
  const r = await latestRollout(db);
  if (!r || !SERVING.includes(r.state)) return stableVersion;
  return cohortBucket(r.salt, deviceUuid) < r.percent * 100 ? r.webVersion : stableVersion;
}

/**
 * The version of the rollout that is serving (active or paused), or null: while it serves, a
 * browser's web_version cookie picks its build (server/plugins/pwa.ts; docs/decisions/049 "Two
 * builds side by side"); otherwise the stable version does, for everyone.
 */
export async function servingRolloutVersion(db: Db): Promise<string | null> {
  const r = await latestRollout(db);
  return r && SERVING.includes(r.state) ? r.webVersion : null;
}

/** Errors and active clients of each version over the halt window; rate = errors / max(1, clients). */
export async function versionHealth(db: Db, windowMinutes: number, now = new Date()): Promise<RolloutStatus['health']> {
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  const clients = await db
    .select({ webVersion: clientBeats.webVersion, n: sql<number>`count(distinct ${clientBeats.deviceHash})::int` })
    .from(clientBeats)
    .where(gt(clientBeats.seenAt, since))
    .groupBy(clientBeats.webVersion);
  const errors = await db
    .select({ webVersion: clientErrorCounts.webVersion, n: sql<number>`sum(${clientErrorCounts.count})::int` })
    .from(clientErrorCounts)
    .where(gt(clientErrorCounts.minuteAt, since))
    .groupBy(clientErrorCounts.webVersion);
  const versions = [...new Set([...clients, ...errors].map((r) => r.webVersion))].sort();
  return versions.map((webVersion) => {
    const c = Number(clients.find((r) => r.webVersion === webVersion)?.n ?? 0);
    const e = Number(errors.find((r) => r.webVersion === webVersion)?.n ?? 0);
    return { webVersion, clients: c, errors: e, rate: e / Math.max(1, c) };
  });
}

/**
 * Halt the serving rollout when the rule says so (see the file header). Only one instance halts it
 * (the update is conditional on the state), and that one writes the audit row.
 * @returns the reason when this call halted it, else null
 */
export async function checkHalt(db: Db, rule: HaltRule = HALT_RULE, now = new Date()): Promise<string | null> {
  const r = await latestRollout(db);
  if (!r || !SERVING.includes(r.state)) return null;
  const health = await versionHealth(db, rule.windowMinutes, now);
  const next = health.find((h) => h.webVersion === r.webVersion);
  const prev = health.find((h) => h.webVersion === r.previousVersion) ?? { errors: 0, rate: 0, clients: 0 };
  if (!next || next.errors < rule.minErrors || next.rate <= rule.factor * prev.rate) return null;
  const reason =
    `${r.webVersion}의 오류율(클라이언트당 ${next.rate.toFixed(2)}건, ${next.errors}건/${next.clients}대)이 ` +
    `${r.previousVersion}(${prev.rate.toFixed(2)}건)의 ${rule.factor}배를 넘었어요 (최근 ${rule.windowMinutes}분).`;
  return db.transaction(async (tx) => {
    const [halted] = await tx
      .update(webRollouts)
      .set({ state: 'halted', haltReason: reason, updatedAt: now })
      .where(and(eq(webRollouts.rolloutId, r.rolloutId), inArray(webRollouts.state, [...SERVING])))
      .returning();
    if (!halted) return null;
    await audit(tx, { operatorId: null, name: 'auto' }, 'rollout.halt', r.webVersion, { state: r.state, percent: r.percent }, { state: 'halted', reason }, now);
    return reason;
  });
}

const lastHaltCheck = new WeakMap<Db, number>();
/**
 * Count one client error (the beacon) in its minute, then — at most every 2 s per instance, and
 * only for the serving rollout's version — check the halt rule.
 */
export async function recordClientError(db: Db, webVersion: string, kind: string, rule: HaltRule = HALT_RULE, now = new Date()): Promise<void> {
  const minuteAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  await db
    .insert(clientErrorCounts)
    .values({ minuteAt, webVersion, kind, count: 1 })
    .onConflictDoUpdate({
      target: [clientErrorCounts.minuteAt, clientErrorCounts.webVersion, clientErrorCounts.kind],
      set: { count: sql`${clientErrorCounts.count} + 1` },
    });
  if ((lastHaltCheck.get(db) ?? 0) > now.getTime() - 2000) return;
  const r = await latestRollout(db);
  if (r && SERVING.includes(r.state) && r.webVersion === webVersion) {
    lastHaltCheck.set(db, now.getTime());
    await checkHalt(db, rule, now);
  }
}

/** The console's view: stable version, the newest rollout, each version's health over the halt window. */
export async function rolloutStatus(db: Db, rule: HaltRule = HALT_RULE, now = new Date()): Promise<RolloutStatus> {
  await checkHalt(db, rule, now);
  const r = await latestRollout(db);
  return {
    stableVersion: (await currentRelease(db)).webVersion,
    rollout: r ? toRollout(r) : null,
    health: await versionHealth(db, rule.windowMinutes, now),
    haltRule: rule,
  };
}

type Who = { operatorId: number; name: string };
const refuse = (message: string) => new ApiError('OUT_OF_RANGE', message);

/**
 * Start a rollout of `webVersion` to `percent` % of devices (100: at once, 'complete').
 * @throws ApiError 13 when it is already the stable version or another rollout is serving or halted
 */
export async function startRollout(db: Db, who: Who, webVersion: string, percent: number, now = new Date()): Promise<Rollout> {
  const stable = (await currentRelease(db)).webVersion;
  if (webVersion === stable) throw refuse(`${webVersion}은 이미 모두에게 배포된 버전이에요.`);
  const r = await latestRollout(db);
  if (r && [...SERVING, 'halted'].includes(r.state)) throw refuse(`진행 중인 배포(${r.webVersion})가 있어요. 먼저 끝내거나 되돌려 주세요.`);
  const row = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(webRollouts)
      .values({
        webVersion,
        previousVersion: stable,
        percent,
        state: percent === 100 ? 'complete' : 'active',
        salt: randomBytes(16).toString('base64url'),
        startedAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, who, 'rollout.start', webVersion, { stableVersion: stable }, { percent, state: made!.state }, now);
    return made!;
  });
  if (row.state === 'complete') await setRelease(db, { webVersion });
  return toRollout(row);
}

/**
 * Raise, pause, resume or roll back the newest rollout.
 * - raise: to a higher percentage (active, paused or halted → active; 100 → complete: the stable version becomes it)
 * - pause: active → paused (the cohort keeps the new version; nobody new joins)
 * - resume: paused or halted → active
 * - rollback: any state but rolled_back → rolled_back; every device is told the previous version
 * @throws ApiError 8 without a rollout, 13 for a move its state does not allow
 */
export async function updateRollout(db: Db, who: Who, update: RolloutUpdate, now = new Date()): Promise<Rollout> {
  const r = await latestRollout(db);
  if (!r) throw new ApiError('NO_DATA', '진행 중인 배포가 없어요.');
  let set: Partial<RolloutRow>;
  switch (update.action) {
    case 'raise':
      if (!['active', 'paused', 'halted'].includes(r.state)) throw refuse('끝났거나 되돌린 배포는 늘릴 수 없어요.');
      if (update.percent <= r.percent) throw refuse(`지금(${r.percent}%)보다 큰 비율을 골라 주세요.`);
      set = { percent: update.percent, state: update.percent === 100 ? 'complete' : 'active', haltReason: null };
      break;
    case 'pause':
      if (r.state !== 'active') throw refuse('진행 중인 배포만 멈출 수 있어요.');
      set = { state: 'paused' };
      break;
    case 'resume':
      if (r.state !== 'paused' && r.state !== 'halted') throw refuse('멈췄거나 자동 중단된 배포만 다시 시작할 수 있어요.');
      set = { state: 'active', haltReason: null };
      break;
    case 'rollback':
      if (r.state === 'rolled_back') throw refuse('이미 되돌린 배포예요.');
      set = { state: 'rolled_back' };
      break;
  }
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(webRollouts)
      .set({ ...set, updatedAt: now })
      .where(and(eq(webRollouts.rolloutId, r.rolloutId), eq(webRollouts.state, r.state), eq(webRollouts.percent, r.percent)))
      .returning();
    if (!updated) throw refuse('다른 운영자가 방금 이 배포를 바꿨어요. 새로고침해 주세요.');
    await audit(
      tx,
      who,
      `rollout.${update.action}`,
      r.webVersion,
      { state: r.state, percent: r.percent },
      { state: updated.state, percent: updated.percent },
      now,
    );
    return updated;
  });
  if (row.state === 'complete') await setRelease(db, { webVersion: row.webVersion });
  if (update.action === 'rollback' && r.state === 'complete') await setRelease(db, { webVersion: r.previousVersion });
  return toRollout(row);
}
