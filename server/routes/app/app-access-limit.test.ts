/**
 * Device registrations per client address (POST /api/v1/app/access; docs/security.md "devices made
 * up without end"): a deviceUuid never seen is a new row and a secret, the one write anyone may make
 * there, so it is counted per address (DEVICE_REGISTRATIONS_PER_MINUTE; 131 beyond, nothing
 * written). A known device's visits are not counted. Runs on PGlite and, with DATABASE_URL, PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { devices } from '@server/db/schema/index.js';

const t = useTestApp({ products: 20, env: { DEVICE_REGISTRATIONS_PER_MINUTE: '10' } });

const access = (deviceUuid: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/app/access', headers: { deviceuuid: deviceUuid, ...headers }, payload: { deviceType: 1003 }, remoteAddress });

describe('device registrations per client address', () => {
  it('30 parallel new devices from one address: at most 10 registered, the rest 429 code 131 in Korean with no row; known devices and other addresses go on', async () => {
    const run = Date.now().toString(36);
    // A device registered earlier from another address, visiting from the busy one later.
    const known = await access(`w-known-${run}`, '198.51.100.31');
    expect(known.statusCode).toBe(200);
    const knownSecret = known.json().data.deviceSecret as string;
    expect(knownSecret).toBeTruthy();

    const uuids = Array.from({ length: 30 }, (_, i) => `w-made-up-${run}-${i}`);
    const burst = await Promise.all(uuids.map((u) => access(u, '203.0.113.31')));
    const registered = burst.filter((r) => r.statusCode === 200);
    const refused = burst.filter((r) => r.statusCode !== 200);
    // At most 10: the in-memory counter may refuse a whole parallel burst over the limit, never let one more through.
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.length).toBeLessThanOrEqual(10);
    for (const r of registered) expect(r.json().data).toMatchObject({ is_first_visit: true, deviceSecret: expect.any(String) });
    for (const r of refused) {
      expect(r.statusCode).toBe(429);
      expect(r.json().code).toBe(131);
      expect(r.json().message).toMatch(/[가-힣]/);
    }
    const rows = await t.db.select({ deviceUuid: devices.deviceUuid }).from(devices).where(inArray(devices.deviceUuid, uuids));
    expect(rows).toHaveLength(registered.length);

    // Over the limit, the address's known devices still visit (and rotate their secret).
    const again = await access(`w-known-${run}`, '203.0.113.31', { devicesecret: knownSecret });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.deviceSecret).toEqual(expect.any(String));
    // A registered device of the burst visits again too: not a registration.
    const first = registered[0]!.json().data as { deviceUuid: string; deviceSecret: string };
    expect((await access(first.deviceUuid, '203.0.113.31', { devicesecret: first.deviceSecret })).statusCode).toBe(200);
    // Another address registers its own.
    const elsewhere = await access(`w-elsewhere-${run}`, '192.0.2.31');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().data.is_first_visit).toBe(true);
  });
});
