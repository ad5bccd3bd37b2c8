/**
 * SPEC §7 App calls from the web (lib/app-device.ts): access once per KST day with the device type
 * and the app's version, the device secret kept, the version reported when it changes, the
 * device linked to the member after a sign-in in the app only; view counts wait for the access call.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as Array<{ name: string; input?: unknown }>);
const answers = vi.hoisted(() => ({ access: { deviceUuid: 'w-1', is_first_visit: true } as Record<string, unknown>, fail: false }));
vi.mock('./api-client', () => ({
  callEndpoint: async (name: string, input?: unknown) => {
    calls.push({ name, input });
    if (answers.fail) throw new Error('offline');
    return name === 'appAccess' ? answers.access : null;
  },
}));

import { ACCESS_DAY_KEY, DEVICE_SECRET_KEY, REPORTED_APP_VERSION_KEY, deviceSecret, kstDay, linkDeviceToMember, recordDeviceAccess } from './app-device';

const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 JecheolApp/2.21.0';
const BROWSER_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

afterEach(() => {
  calls.length = 0;
  localStorage.clear();
  answers.access = { deviceUuid: 'w-1', is_first_visit: true };
  answers.fail = false;
});

describe('recordDeviceAccess', () => {
  it('in the app: access with deviceType 1003 and the version, keeps the secret, once per KST day', async () => {
    answers.access = { deviceUuid: 'w-1', is_first_visit: true, deviceSecret: 's3cret' };
    const morning = new Date('2026-11-24T00:30:00+09:00');
    expect(await recordDeviceAccess(morning, APP_UA)).toBe(true);
    expect(calls).toEqual([{ name: 'appAccess', input: { body: { deviceType: 1003, appVersion: '2.21.0' } } }]);
    expect(deviceSecret()).toBe('s3cret');
    expect(localStorage.getItem(ACCESS_DAY_KEY)).toBe('2026-11-24');
    expect(await recordDeviceAccess(new Date('2026-11-24T23:59:00+09:00'), APP_UA)).toBe(false);
    expect(calls).toHaveLength(1);
    // 00:10 KST the next day is still 2026-11-24 in UTC: the KST day decides
    expect(await recordDeviceAccess(new Date('2026-11-25T00:10:00+09:00'), APP_UA)).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('reports a new app version during the day with PUT /app/version, once', async () => {
    localStorage.setItem(DEVICE_SECRET_KEY, 's3cret');
    await recordDeviceAccess(new Date('2026-11-24T09:00:00+09:00'), APP_UA);
    const updated = APP_UA.replace('JecheolApp/2.21.0', 'JecheolApp/2.22.0');
    await recordDeviceAccess(new Date('2026-11-24T10:00:00+09:00'), updated);
    await recordDeviceAccess(new Date('2026-11-24T11:00:00+09:00'), updated);
    expect(calls.map((c) => c.name)).toEqual(['appAccess', 'appVersion']);
    expect(calls[1]!.input).toEqual({ body: { appVersion: '2.22.0' } });
    expect(localStorage.getItem(REPORTED_APP_VERSION_KEY)).toBe('2.22.0');
  });

  it('in a browser: deviceType without a version, no version call', async () => {
    await recordDeviceAccess(new Date('2026-11-24T09:00:00+09:00'), BROWSER_UA);
    expect(calls).toEqual([{ name: 'appAccess', input: { body: { deviceType: 1002 } } }]);
  });

  it('offline: nothing stored, tried again on the next start', async () => {
    answers.fail = true;
    await recordDeviceAccess(new Date('2026-11-24T09:00:00+09:00'), APP_UA);
    expect(localStorage.getItem(ACCESS_DAY_KEY)).toBeNull();
    answers.fail = false;
    expect(await recordDeviceAccess(new Date('2026-11-24T09:05:00+09:00'), APP_UA)).toBe(true);
  });
});

describe('whenDeviceSettled (issue 29: a first visit counts its view as its device)', () => {
  it('waits for this load’s access call and its secret; at once with a secret; never longer than asked', async () => {
    vi.resetModules();
    const fresh = await import('./app-device');
    let done = false;
    void fresh.whenDeviceSettled(60_000).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    answers.access = { deviceUuid: 'w-1', is_first_visit: true, deviceSecret: 'first' };
    await fresh.recordDeviceAccess(new Date('2026-11-24T09:00:00+09:00'), BROWSER_UA);
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toBe(true);
    expect(fresh.deviceSecret()).toBe('first');
    await fresh.whenDeviceSettled(60_000); // a secret is stored: at once

    vi.resetModules();
    localStorage.clear();
    const never = await import('./app-device');
    const t0 = Date.now();
    await never.whenDeviceSettled(30);
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});

describe('linkDeviceToMember', () => {
  it('links in the app only', async () => {
    expect(await linkDeviceToMember(BROWSER_UA)).toBe(false);
    expect(await linkDeviceToMember(APP_UA)).toBe(true);
    expect(calls.map((c) => c.name)).toEqual(['appUserId']);
  });
});

describe('kstDay', () => {
  it('is the calendar day in Korea', () => {
    expect(kstDay(new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-25');
    expect(kstDay(new Date('2026-11-24T14:59:59Z'))).toBe('2026-11-24');
  });
});
