/**
 * SPEC §8 codes 51, 141 and 400 are raised where SPEC means them (issue 17; docs/decisions/032-admin-preview.md
 * "## Codes 51, 141, 400"):
 *   51  parameter store error — a server secret (server_secrets) cannot be read at request time;
 *   141 request timeout with cache creation — a request waits too long for a response-cache entry
 *       being created; the entry still completes and answers the next request;
 *   400 cafe withdrawal failed — the shop site refuses the member withdrawal; nothing is written.
 */
import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { signInMember } from '@tests/setup/members.js';
import { devices, refreshTokens, users } from '@server/db/schema/index.js';
import { DealTokenService } from '@server/domain/catalogue/deal-token.js';
import { readServerSecret } from '@server/infra/parameter-store.js';
import { ResponseCache } from '@server/infra/cache/response-cache.js';
import { registerErrorHandling } from '@server/plugins/errors.js';
import { shopWithdrawalFaults } from '@server/stand-ins/shop/withdrawal.js';
import { ApiError } from '@server/errors.js';

const t = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, 60000);

describe('400 cafe withdrawal failed', () => {
  afterEach(() => {
    shopWithdrawalFaults.fail = false;
  });

  it('the shop refusing the withdrawal answers 400 and withdraws nothing; once it works, the member is withdrawn', async () => {
    const s = await signInMember(t.app, { email: 'cafe-fail@example.com', nickName: '카페실패' });
    const headers = { authorization: `Bearer ${s.accessToken}`, deviceuuid: s.deviceUuid };
    const snapshot = async () => ({
      user: (await t.db.select().from(users).where(eq(users.userId, s.userId)))[0],
      tokens: await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, s.userId)),
      devices: await t.db.select().from(devices).where(eq(devices.userId, s.userId)),
    });
    const before = await snapshot();
    shopWithdrawalFaults.fail = true;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v2/auth/social/withdrawal', headers, payload: { reason: '자주 이용하지 않아요' } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 400, name: 'CAFE_WITHDRAWAL_FAILED', data: null });
    expect(res.json().message).toMatch(/쇼핑몰 회원 탈퇴/);
    expect(await snapshot()).toEqual(before);
    expect(before.user!.withdrawnAt).toBeNull();
    // Still signed in: the profile answers.
    expect((await t.app.inject({ url: '/api/v2/user/profile', headers })).statusCode).toBe(200);

    shopWithdrawalFaults.fail = false;
    const ok = await t.app.inject({ method: 'DELETE', url: '/api/v2/auth/social/withdrawal', headers, payload: { reason: '자주 이용하지 않아요' } });
    expect(ok.statusCode).toBe(200);
    expect((await snapshot()).user!.withdrawnAt).not.toBeNull();
  });
});

describe('51 parameter store error', () => {
  it('a secret that cannot be read is 51 (503), through the display route that signs a price', async () => {
    // The deal price key is read at the first signature (a live deal's detail); the store is made unreadable first.
    const liveDeal = (await t.app.inject('/api/v1/display/home')).json().data.limitedDeals[0].dealId as number;
    await t.db.execute(sql`alter table server_secrets rename to server_secrets_away`);
    try {
      const res = await t.app.inject(`/api/v1/display/deal/${liveDeal}`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 51, name: 'PARAMETER_STORE_ERROR', data: null });
      expect(res.json().message).toMatch(/설정 정보를 불러오지 못했어요/);
      await expect(readServerSecret(t.db, 'deal-price-hs256')).rejects.toMatchObject({ code: 51, status: 503 });
      await expect(
        new DealTokenService(t.db).sign({ kind: 'deal', id: 1, productNo: 1, price: 1000, expiresAt: new Date(Date.now() + 3600_000) }),
      ).rejects.toBeInstanceOf(ApiError);
    } finally {
      await t.db.execute(sql`alter table server_secrets_away rename to server_secrets`);
    }
    expect(await readServerSecret(t.db, 'deal-price-hs256')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // The store is back: the same request answers with its price token (the failure was not cached).
    const again = await t.app.inject(`/api/v1/display/deal/${liveDeal}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.priceToken).toEqual(expect.any(String));
  });

  it('an empty secret is 51 too, never a guessed key', async () => {
    await t.db.execute(sql`insert into server_secrets (name, value) values ('empty-secret-test', '')`);
    await expect(readServerSecret(t.db, 'empty-secret-test')).rejects.toMatchObject({ code: 51 });
  });
});

describe('141 request timeout with cache creation', () => {
  it('a request waiting past the fill timeout gets 141 (504); the entry completes and answers the next request', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    const cache = new ResponseCache({ fillTimeoutMs: 50 });
    let loads = 0;
    app.get('/slow', (req, reply) =>
      cache.serve(req, reply, { ttlMs: 60_000 }, async () => {
        loads++;
        await new Promise((r) => setTimeout(r, 200));
        return { payload: { code: 0, message: 'OK', data: { n: loads }, toastItems: [] } };
      }),
    );
    const first = await app.inject('/slow');
    expect(first.statusCode).toBe(504);
    expect(first.json()).toMatchObject({ code: 141, name: 'REQUEST_TIMEOUT_WITH_CACHE', data: null });
    expect(first.json().message).toMatch(/[가-힣]/);
    await new Promise((r) => setTimeout(r, 250));
    const second = await app.inject('/slow');
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual({ n: 1 });
    expect(loads).toBe(1);
    await app.close();
  });

  it('a load within the timeout is answered as before', async () => {
    const cache = new ResponseCache({ fillTimeoutMs: 1000 });
    const e = await cache.get('k', { ttlMs: 1000 }, async () => ({ payload: { ok: true } }), JSON.stringify);
    expect(e.body).toBe('{"ok":true}');
  });
});

describe('the client shows the same words (src/lib/error-messages.ts)', () => {
  it('51, 141 and 400 match the server catalogue', async () => {
    const { SPEC_ERROR_MESSAGES } = await import('~/lib/error-messages.js');
    const { ERRORS } = await import('@server/errors.js');
    expect(SPEC_ERROR_MESSAGES[51]).toBe(ERRORS.PARAMETER_STORE_ERROR.message);
    expect(SPEC_ERROR_MESSAGES[141]).toBe(ERRORS.REQUEST_TIMEOUT_WITH_CACHE.message);
    expect(SPEC_ERROR_MESSAGES[400]).toBe(ERRORS.CAFE_WITHDRAWAL_FAILED.message);
  });
});
