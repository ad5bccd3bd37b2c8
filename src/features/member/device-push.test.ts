import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enterAppShell, leaveAppShell } from '~/test-utils/app-shell';
import { askPushPermission, pushPermissionGuide, readDevicePush } from './device-push';

const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 JecheolApp/2.21.0';

/** An app shell that answers each request with `answers[type]` (undefined: never answers). */
const shell = (answers: Record<string, unknown>) => enterAppShell(APP_UA, 'react-native', (msg) => answers[msg.type as string]);

describe('device push on the settings screen (SPEC §4 Y/N rule, §7 getDevicePush, requestPermission)', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(leaveAppShell);

  it('outside the app asks nothing', async () => {
    expect(await readDevicePush()).toBeNull();
    expect(await askPushPermission()).toBe('unknown');
  });

  it("reads the device's push state by SPEC §4's rule", async () => {
    shell({ getDevicePush: { isOn: 'true' } });
    expect(await readDevicePush()).toBe(true);
    shell({ getDevicePush: { isOn: 'no' } });
    expect(await readDevicePush()).toBe(false);
  });

  it('asks the notification permission: granted, refused, or unanswered', async () => {
    let asked = shell({ requestPermission: { granted: true } });
    expect(await askPushPermission()).toBe('granted');
    expect(asked[0]).toMatchObject({ type: 'requestPermission', permission: 'notification' });
    shell({ requestPermission: { granted: false } });
    expect(await askPushPermission()).toBe('refused');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    asked = shell({ requestPermission: { granted: 'maybe' } }); // malformed answer → null
    expect(await askPushPermission()).toBe('unknown');
    expect(asked).toHaveLength(1);
  });

  it('guides to the right place in the phone settings', () => {
    expect(pushPermissionGuide('ios')).toContain('[설정] > [제철장터] > [알림]');
    expect(pushPermissionGuide('android')).toContain('[설정] > [애플리케이션] > [제철장터] > [알림]');
  });
});
