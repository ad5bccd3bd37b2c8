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
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { envelope } from '@contract/envelope.js';
import { adBodySchema, adIdBodySchema, appAccessBodySchema, appAccessSchema, appProfileSchema, appSettingsSchema, appVersionBodySchema, pushBodySchema } from '@contract/account.js';
import { appRelease, devices, users } from '@server/db/schema/index.js';
import { ok } from '@server/lib/reply.js';
import { accessTokenOf, authGuard, banStatusOf, deviceUuidOf, noStore, type AuthDeps } from '@server/plugins/auth.js';

type DeviceRow = typeof devices.$inferSelect;

export async function appRoutes(app: FastifyInstance, deps: AuthDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['app'];
  const { db } = deps;
  app.addHook('onSend', noStore);
  // SPEC §7: all App calls need deviceUuid; checked before any handler or guard runs.
  app.addHook('preHandler', async (req) => {
    deviceUuidOf(req);
  });

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

  r.post('/api/v1/app/access', { schema: { tags, summary: '앱/웹 접속 기록', body: appAccessBodySchema.nullish(), response: { 200: envelope(appAccessSchema) } } }, async (req) => {
    const before = await db.select({ lastAccessAt: devices.lastAccessAt }).from(devices).where(eq(devices.deviceUuid, deviceUuidOf(req)));
    const row = await upsertDevice(req, { ...(req.body?.deviceType ? { deviceType: req.body.deviceType } : {}), ...(req.body?.appVersion ? { appVersion: req.body.appVersion } : {}) });
    const firstToday = !before[0] || before[0].lastAccessAt.toDateString() !== new Date().toDateString();
    return ok({ deviceUuid: row.deviceUuid, is_first_visit: firstToday });
  });

  r.put('/api/v1/app/ad/id', { schema: { tags, summary: '광고 식별자 저장', body: adIdBodySchema, response: { 200: envelope(z.null()) } } }, async (req) => {
    await upsertDevice(req, { adId: req.body.adId });
    return ok(null);
  });

  r.put('/api/v1/app/ad', { schema: { tags, summary: '광고 수신 설정 (adYN); 로그인 상태면 회원 설정도 함께', body: adBodySchema, response: { 200: envelope(appSettingsSchema) } } }, async (req) => {
    const row = await upsertDevice(req, { adYN: req.body.adYN });
    const token = accessTokenOf(req);
    if (token) {
      const claims = await deps.tokens.verifyAccess(token).catch(() => null);
      if (claims) {
        const [u] = await db.select().from(users).where(eq(users.userId, claims.userId));
        if (u && !u.withdrawnAt && !u.isBanned) await db.update(users).set({ adYN: req.body.adYN, updatedAt: new Date() }).where(eq(users.userId, u.userId));
      }
    }
    return ok(settingsOf(row));
  });

  r.get('/api/v1/app/profile', { schema: { tags, summary: '앱 정보(최소 버전, webVersion)와 userInfo(retrySignIn, banStatus)', response: { 200: envelope(appProfileSchema) } } }, async (req) => {
    const [release] = await db.select().from(appRelease).limit(1);
    let userInfo: z.infer<typeof appProfileSchema>['userInfo'] = null;
    const token = accessTokenOf(req);
    if (token) {
      const claims = await deps.tokens.verifyAccess(token, { allowExpired: true }).catch(() => null);
      if (claims) {
        const [u] = await db.select().from(users).where(eq(users.userId, claims.userId));
        if (u) userInfo = { retrySignIn: u.retrySignIn || !!u.withdrawnAt, banStatus: banStatusOf(u) };
      }
    }
    return ok({ androidMinVersion: release?.androidMinVersion ?? '0.0.0', iOSMinVersion: release?.iOSMinVersion ?? '0.0.0', webVersion: release?.webVersion ?? '2.21.0', userInfo });
  });

  r.put('/api/v1/app/push', { schema: { tags, summary: '푸시 수신 설정 (pushYN)', body: pushBodySchema, response: { 200: envelope(appSettingsSchema) } } }, async (req) => {
    const row = await upsertDevice(req, { pushYN: req.body.pushYN });
    return ok(settingsOf(row));
  });

  r.get('/api/v1/app/settings', { schema: { tags, summary: '기기 설정 (pushYN, adYN)', response: { 200: envelope(appSettingsSchema) } } }, async (req) => {
    const [row] = await db.select().from(devices).where(eq(devices.deviceUuid, deviceUuidOf(req)));
    return ok(row ? settingsOf(row) : { pushYN: 'N' as const, adYN: 'N' as const });
  });

  r.put('/api/v1/app/user/id', { preHandler: authGuard(deps, { write: true, requireDevice: true }), schema: { tags, summary: '기기와 로그인한 회원 연결', response: { 200: envelope(z.null()) } } }, async (req) => {
    await upsertDevice(req, { userId: req.member!.user.userId });
    return ok(null);
  });

  r.put('/api/v1/app/version', { schema: { tags, summary: '네이티브 앱 버전 기록', body: appVersionBodySchema, response: { 200: envelope(z.null()) } } }, async (req) => {
    await upsertDevice(req, { appVersion: req.body.appVersion });
    return ok(null);
  });
}
