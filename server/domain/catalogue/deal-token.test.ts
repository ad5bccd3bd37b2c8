/** Deal price tokens (issue 13, docs/decisions/010-deal-price-handoff.md): sign, verify, and every refusal. */
import { describe, expect, it } from 'vitest';
import type { Db } from '@server/db/client.js';
import { DealTokenService, type DealPriceClaims } from './deal-token.js';

const SECRET = 'test-deal-secret-0123456789abcdef0123456789';
const noDb = {} as Db; // a fixed secret never reads server_secrets
const now = new Date('2026-11-24T03:00:00Z');
const end = new Date('2026-11-24T15:00:00Z');
const claims: DealPriceClaims = { kind: 'deal', id: 2, productNo: 51, price: 69_990, expiresAt: end };
const service = (at: Date = now, secret = SECRET) => new DealTokenService(noDb, { secret, now: () => at });

/** The token with its payload replaced (signature kept): what a shopper editing the URL would send. */
function withPayload(token: string, change: (p: Record<string, unknown>) => void) {
  const [h, p, s] = token.split('.');
  const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
  change(payload);
  return `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
}

describe('deal price token', () => {
  it('verifies for its deal and product, returning the signed price and end', async () => {
    const token = await service().sign(claims);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const r = await service().verify(token, { kind: 'deal', id: 2, productNo: 51 });
    expect(r).toEqual({ ok: true, claims });
  });

  it('is the same for the same deal (cacheable with the deal answer)', async () => {
    expect(await service().sign(claims)).toBe(await service(new Date(now.getTime() + 60_000)).sign(claims));
  });

  it('refuses a tampered price', async () => {
    const token = withPayload(await service().sign(claims), (p) => (p.prc = 100));
    expect(await service().verify(token, { kind: 'deal', id: 2, productNo: 51 })).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a token for another product or another deal, or a period token used as a deal', async () => {
    const token = await service().sign(claims);
    expect(await service().verify(token, { kind: 'deal', id: 2, productNo: 52 })).toEqual({ ok: false, reason: 'mismatch' });
    expect(await service().verify(token, { kind: 'deal', id: 3, productNo: 51 })).toEqual({ ok: false, reason: 'mismatch' });
    expect(await service().verify(token, { kind: 'period', id: 2, productNo: 51 })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses an expired token (at and after the deal end)', async () => {
    const token = await service().sign(claims);
    expect((await service(new Date(end.getTime() - 1000)).verify(token, claims)).ok).toBe(true);
    expect(await service(end).verify(token, claims)).toEqual({ ok: false, reason: 'expired' });
    expect(await service(new Date(end.getTime() + 3600_000)).verify(token, claims)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another key, and an unsigned (alg none) one', async () => {
    const other = await service(now, 'another-secret-0123456789abcdef0123456789').sign(claims);
    expect(await service().verify(other, claims)).toEqual({ ok: false, reason: 'signature' });
    const [, p] = (await service().sign(claims)).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    expect((await service().verify(none, claims)).ok).toBe(false);
  });

  it('refuses junk without throwing', async () => {
    for (const junk of [undefined, '', 'abc', 'a.b.c', '<script>', 'x'.repeat(5000), ['a.b.c'], 12, 'eyJhbGciOiJIUzI1NiJ9.e30.AAAA'])
      expect((await service().verify(junk, claims)).ok).toBe(false);
  });
});
