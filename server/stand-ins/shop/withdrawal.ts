/**
 * The shop (cafe) site's member withdrawal, as this server calls it when a member withdraws
 * (issue 17; SPEC §7 DELETE /api/v2/auth/social/withdrawal, §8 code 400 "cafe withdrawal failed").
 *
 * - {@link withdrawFromShop}: POST `<shop>/api/member/withdrawal` `{ memberNo }`; anything but a 2xx
 *   answer in time (10 s) — a refusal, a 5xx, a network failure — is ApiError CAFE_WITHDRAWAL_FAILED (400).
 *   The withdrawal route calls it first, so a failure leaves the account, its tokens and devices as
 *   they were.
 * - {@link shopWithdrawalRoutes}: the stand-in's side of that call. `shopWithdrawalFaults.fail` (a
 *   test hook, or SHOP_STAND_IN_FAIL_WITHDRAWAL=1 in the process environment for a demo) makes it
 *   answer 503 as a shop under maintenance would.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '@server/errors.js';

/** Test hook: while `fail` is true the stand-in refuses every withdrawal with 503. */
export const shopWithdrawalFaults = { fail: process.env.SHOP_STAND_IN_FAIL_WITHDRAWAL === '1' };

/** The stand-in's withdrawal endpoint (hidden from the OpenAPI document, like the rest of /shop). */
export async function shopWithdrawalRoutes(app: FastifyInstance): Promise<void> {
  app.post('/shop/api/member/withdrawal', { schema: { hide: true } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const memberNo = (req.body as { memberNo?: unknown } | null)?.memberNo;
    if (!Number.isSafeInteger(memberNo) || (memberNo as number) < 1) return reply.code(400).send({ result: 'error', message: 'memberNo required' });
    if (shopWithdrawalFaults.fail) return reply.code(503).send({ result: 'error', message: 'shop maintenance' });
    return { result: 'ok', memberNo };
  });
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Withdraw member `memberNo` from the shop site at `shopApiBase` (e.g. http://127.0.0.1:3000/shop).
 * @throws ApiError CAFE_WITHDRAWAL_FAILED (SPEC §8 code 400) unless the shop answers 2xx within 10 s
 */
export async function withdrawFromShop(fetchFn: FetchLike, shopApiBase: string, memberNo: number): Promise<void> {
  let res: Response;
  try {
    res = await fetchFn(`${shopApiBase.replace(/\/$/, '')}/api/member/withdrawal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ memberNo }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new ApiError('CAFE_WITHDRAWAL_FAILED');
  }
  await res.body?.cancel().catch(() => undefined);
  if (!res.ok) throw new ApiError('CAFE_WITHDRAWAL_FAILED');
}
