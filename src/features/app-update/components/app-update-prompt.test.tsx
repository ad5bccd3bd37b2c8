import { afterEach, describe, expect, it } from 'vitest';
import { enterAppShell, leaveAppShell } from '~/test-utils/app-shell';
import { checkAppUpdate } from '../check';
import { FALLBACK_STORE_URL, storeUrlFor } from './app-update-prompt';

const APP_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36 JecheolApp/2.21.0';

/** The Android app, answering every request with `answer`. */
const shell = (answer: unknown) => enterAppShell(APP_UA, 'react-native', () => answer);

describe('checkAppUpdate (SPEC §7) and the store link', () => {
  afterEach(leaveAppShell);

  it('hands the minimums to the app and requires the update below the platform minimum', async () => {
    const asked = shell({ updateRequired: false, storeUrl: 'market://details?id=kr.jecheol' });
    const d = await checkAppUpdate({ androidMinVersion: '2.22.0', iOSMinVersion: '9.0.0' });
    expect(asked[0]).toMatchObject({ type: 'checkAppUpdate', androidMinVersion: '2.22.0', iosMinVersion: '9.0.0' });
    expect(d).toEqual({ required: true, storeUrl: 'market://details?id=kr.jecheol', version: '2.21.0', minVersion: '2.22.0', platform: 'android' });
    shell({ updateRequired: false });
    expect((await checkAppUpdate({ androidMinVersion: '2.21.0', iOSMinVersion: '9.0.0' })).required).toBe(false);
  });

  it('opens only store schemes the app names, else the platform store', () => {
    expect(storeUrlFor({ storeUrl: 'market://details?id=x' }, 'android')).toBe('market://details?id=x');
    expect(storeUrlFor({ storeUrl: 'itms-apps://apps.apple.com/app/id1' }, 'ios')).toBe('itms-apps://apps.apple.com/app/id1');
    expect(storeUrlFor({ storeUrl: 'javascript:alert(1)' }, 'ios')).toBe(FALLBACK_STORE_URL.ios);
    expect(storeUrlFor({ storeUrl: 'not a url' }, 'android')).toBe(FALLBACK_STORE_URL.android);
    expect(storeUrlFor({}, 'android')).toBe(FALLBACK_STORE_URL.android);
  });
});
