/**
 * App calls (SPEC §7 App: every call needs the deviceUuid header, else code 10; SPEC §3 App info,
 * Device; §4 Version and Ban). The device row is created on first sight.
 *   POST /api/v1/app/access      record a visit (deviceType, appVersion) → is_first_visit
 *   PUT  /api/v1/app/ad/id       advertising id;  PUT /api/v1/app/ad  {adYN}
 *   GET  /api/v1/app/profile     androidMinVersion, iOSMinVersion, webVersion, userInfo
 *   PUT  /api/v1/app/push        {pushYN};        GET /api/v1/app/settings
 *   PUT  /api/v1/app/user/id     link the device to the signed-in member
 *   PUT  /api/v1/app/version     the native app's version
 * /app/profile reads an optional access token: an authentic one (even expired) yields userInfo
 * (retrySignIn, banStatus) so a banned or forced-out user learns it on the next poll.
 *
 * A device's settings belong to whoever holds it (issue 14): reading or changing them (settings,
 * push, ad, ad id, version) is the table's `deviceHolder` guard — the device's own secret, sent back
 * as the `deviceSecret` header, or a live member token issued to this device. Knowing a deviceUuid
 * alone is not enough (110). The deviceUuid header every App call needs (10 without it) is the
 * `device` guard.
 *
 * Who gets a secret (issue 29, item 8; docs/security.md "device settings by deviceUuid alone"):
 * /app/access hands one out only with proof — the first claim of a deviceUuid never seen (first
 * come), the device's current secret (which it replaces: rotation), or a live member token issued to
 * this device (its `did`; it also reclaims a device someone else claimed first). A device the server
 * knows without a secret (a sign-in created its row) is no longer free for the taking. Any other
 * caller naming a known device gets the same 200 shape with is_first_visit false and no
 * deviceSecret, and nothing is written (not even the visit): it cannot tell a device's last visit
 * or take it over, and an error would tell it no more than "this device exists".
 *
 * Registering a new device is limited per client address (DEVICE_REGISTRATIONS_PER_MINUTE, 60 by
 * default; 131 beyond, nothing written): the only write here open to anyone.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_WEB_VERSION } from '@contract/rules.js';
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { appProfileSchema } from '@contract/account.js';
import { appRelease, devices, users } from '@server/db/schema/index.js';
import { ok } from '@server/http/reply.js';
import { sha256Hex, timingSafeEqualHex } from '@server/domain/accounts/tokens.js';
import { accessTokenOf, deviceUuidOf, memberRateLimit, ownDeviceClaims, type AuthDeps } from '@server/http/guards.js';
import { banStatusOf } from '@server/domain/accounts/members.js';
import { recordBeat, webVersionFor } from '@server/domain/ops/release-watch.service.js';
import { setWebVersionCookie } from '@server/http/web-version-cookie.js';

type DeviceRow = typeof devices.$inferSelect;

export interface AppRouteDeps extends AuthDeps {
  /** COOKIE_DOMAIN (the web_version cookie goes there too when the account API has a host of its own). */
  cookieDomain?: string;
  /** New devices /app/access registers per client address a minute (DEVICE_REGISTRATIONS_PER_MINUTE); beyond: 131, nothing written. */
  deviceRegistrationsPerMinute: number;
}

export async function appRoutes(app: FastifyInstance, deps: AppRouteDeps) {
  const { db } = deps;
  const upsertDevice = async (req: FastifyRequest, set: Partial<typeof devices.$inferInsert>): Promise<DeviceRow> => {
    const deviceUuid = deviceUuidOf(req);
    const [row] = await db
      .insert(devices)
      .values({ deviceUuid, ...set })
      .onConflictDoUpdate({ target: devices.deviceUuid, set: { ...set, lastAccessAt: new Date() } })
      .returning();
    return row!;
  };
  const settingsOf = (d: DeviceRow) => ({ pushYN: d.pushYN as 'Y' | 'N', adYN: d.adYN as 'Y' | 'N' });
  const findDevice = async (deviceUuid: string) => (await db.select().from(devices).where(eq(devices.deviceUuid, deviceUuid)))[0];
  /** The live member token of this request, when it was issued to this device (else null). */
  const ownDeviceToken = (req: FastifyRequest) => ownDeviceClaims(req, deps);

  // Registering is the one write anyone may make here: counted per client address (131 beyond),
  // so made-up deviceUuids cannot fill the devices table; a known device's visits are not counted.
  const registrationLimit = memberRateLimit(app, 'device-registration', deps.deviceRegistrationsPerMinute);
  route(app, e.appAccess, {}, async (req) => {
    const deviceUuid = deviceUuidOf(req);
    const now = new Date();
    const secret = randomBytes(24).toString('base64url');
    const facts = {
      ...(req.body?.deviceType ? { deviceType: req.body.deviceType } : {}),
      ...(req.body?.appVersion ? { appVersion: req.body.appVersion } : {}),
    };
    let before = await findDevice(deviceUuid);
    if (!before) {
      await registrationLimit(req);
      // First come: a device never seen registers here and gets its secret (one winner of parallel claims).
      const [created] = await db
        .insert(devices)
        .values({ deviceUuid, ...facts, secretHash: sha256Hex(secret), lastAccessAt: now })
        .onConflictDoNothing()
        .returning({ deviceUuid: devices.deviceUuid });
      if (created) return ok({ deviceUuid, is_first_visit: true, deviceSecret: secret });
      before = await findDevice(deviceUuid);
    }
    if (!before) return ok({ deviceUuid, is_first_visit: false });
    const given = req.headers.devicesecret;
    const holdsSecret = !!before.secretHash && typeof given === 'string' && !!given && timingSafeEqualHex(before.secretHash, sha256Hex(given));
    // Anyone else naming a known device learns nothing and changes nothing (issue 29, item 8).
    if (!holdsSecret && !(await ownDeviceToken(req))) return ok({ deviceUuid, is_first_visit: false });
    // The holder (its secret, or its member's token): the visit is recorded and the secret replaced
    // by a new one — only if nobody replaced it meanwhile, so of parallel calls exactly one gets a
    // secret, and it works (tabs of one browser share it through their storage).
    const [rotated] = await db
      .update(devices)
      .set({ ...facts, secretHash: sha256Hex(secret), lastAccessAt: now })
      .where(and(eq(devices.deviceUuid, deviceUuid), before.secretHash ? eq(devices.secretHash, before.secretHash) : isNull(devices.secretHash)))
      .returning({ deviceUuid: devices.deviceUuid });
    if (!rotated) await db.update(devices).set({ lastAccessAt: now }).where(eq(devices.deviceUuid, deviceUuid));
    const firstToday = before.lastAccessAt.toDateString() !== now.toDateString();
    return ok({ deviceUuid, is_first_visit: firstToday, ...(rotated ? { deviceSecret: secret } : {}) });
  });

  route(app, e.appAdId, {}, async (req) => {
    await upsertDevice(req, { adId: req.body.adId });
    return ok(null);
  });

  route(app, e.appAd, {}, async (req) => {
    const row = await upsertDevice(req, { adYN: req.body.adYN });
    const claims = await ownDeviceToken(req);
    if (claims) {
      const [u] = await db.select().from(users).where(eq(users.userId, claims.userId));
      if (u && !u.withdrawnAt && !u.isBanned) await db.update(users).set({ adYN: req.body.adYN, updatedAt: new Date() }).where(eq(users.userId, u.userId));
    }
    return ok(settingsOf(row));
  });

  route(app, e.appProfile, {}, async (req, reply) => {
    const [release] = await db.select().from(appRelease).limit(1);
    let userInfo: z.infer<typeof appProfileSchema>['userInfo'] = null;
    const token = accessTokenOf(req);
    if (token) {
      const claims = await deps.tokens.verifyAccess(token, { allowExpired: true }).catch(() => null);
      if (claims && claims.deviceUuid === deviceUuidOf(req)) {
        const [u] = await db.select().from(users).where(eq(users.userId, claims.userId));
        if (u) userInfo = { retrySignIn: u.retrySignIn || !!u.withdrawnAt, banStatus: banStatusOf(u) };
      }
    }
    // Issue 32 (docs/decisions/049-ops-console.md): the version this device is told depends on its
    // rollout cohort; the version it runs (?v=, ?platform=) is counted for adoption, anonymously.
    const deviceUuid = deviceUuidOf(req);
    const webVersion = await webVersionFor(db, deviceUuid, release?.webVersion ?? DEFAULT_WEB_VERSION);
    if (req.query?.v) await recordBeat(db, deviceUuid, req.query.v, req.query.platform ?? 'browser');
    // The browser's next document and /sw.js come from the build of the version it is told, when the
    // server still has it (server/plugins/pwa.ts): a device in the cohort reloads onto the new build.
    setWebVersionCookie(req, reply, webVersion, deps.cookieDomain);
    return ok({
      androidMinVersion: release?.androidMinVersion ?? '0.0.0',
      iOSMinVersion: release?.iOSMinVersion ?? '0.0.0',
      webVersion,
      userInfo,
    });
  });

  route(app, e.appPush, {}, async (req) => {
    const row = await upsertDevice(req, { pushYN: req.body.pushYN });
    return ok(settingsOf(row));
  });

  route(app, e.appSettings, {}, async (req) => {
    const row = await findDevice(deviceUuidOf(req));
    return ok(row ? settingsOf(row) : { pushYN: 'N' as const, adYN: 'N' as const });
  });

  route(app, e.appUserId, {}, async (req) => {
    await upsertDevice(req, { userId: req.member.user.userId });
    return ok(null);
  });

  route(app, e.appVersion, {}, async (req) => {
    await upsertDevice(req, { appVersion: req.body.appVersion });
    return ok(null);
  });
}
