import { describe, expect, it } from 'vitest';
import { appVersionFromUa } from '~/lib/native/detect';
import { compareVersions, decideUpdate, isBelowMin, minVersionFor, platformFromUa } from './update-check';

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 JecheolApp/2.21.0';
const IOS_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 JecheolApp/2.9.1';
const info = { androidMinVersion: '2.22.0', iOSMinVersion: '2.10.0' };

describe('app update check (SPEC §3 App info, §7)', () => {
  it('reads the app version from the user-agent marker', () => {
    expect(appVersionFromUa(ANDROID_UA)).toBe('2.21.0');
    expect(appVersionFromUa(IOS_UA)).toBe('2.9.1');
    expect(appVersionFromUa('Mozilla/5.0 JecheolApp')).toBeNull();
    expect(appVersionFromUa('Mozilla/5.0 JecheolApp/2..1')).toBeNull();
    expect(appVersionFromUa('Mozilla/5.0 Chrome/120')).toBeNull();
  });

  it('tells the platform from the user-agent', () => {
    expect(platformFromUa(IOS_UA)).toBe('ios');
    expect(platformFromUa(ANDROID_UA)).toBe('android');
  });

  it('compares versions numerically, part by part', () => {
    expect(compareVersions('2.9.0', '2.10.0')).toBe(-1);
    expect(compareVersions('2.10.0', '2.9.0')).toBe(1);
    expect(compareVersions('2.21', '2.21.0')).toBe(0);
    expect(compareVersions('3.0.0', '2.99.99')).toBe(1);
  });

  it('is below the minimum only with readable versions', () => {
    expect(isBelowMin('2.21.0', '2.22.0')).toBe(true);
    expect(isBelowMin('2.22.0', '2.22.0')).toBe(false);
    expect(isBelowMin(null, '2.22.0')).toBe(false);
    expect(isBelowMin('2.21.0', '')).toBe(false);
  });

  it('takes the minimum of the platform', () => {
    expect(minVersionFor('ios', info)).toBe('2.10.0');
    expect(minVersionFor('android', info)).toBe('2.22.0');
  });

  it("requires the update when the marker's version is below the platform minimum, or when the app says so", () => {
    expect(decideUpdate(null, { ua: ANDROID_UA, platform: 'android', info })).toMatchObject({ required: true, version: '2.21.0', minVersion: '2.22.0' });
    expect(decideUpdate(null, { ua: IOS_UA, platform: 'ios', info })).toMatchObject({ required: true, minVersion: '2.10.0' });
    const atMin = { ...info, androidMinVersion: '2.21.0' };
    expect(decideUpdate(null, { ua: ANDROID_UA, platform: 'android', info: atMin }).required).toBe(false);
    expect(decideUpdate({ updateRequired: false }, { ua: ANDROID_UA, platform: 'android', info: atMin }).required).toBe(false);
    // the app's "no" does not lift the web's minimum
    expect(decideUpdate({ updateRequired: false }, { ua: ANDROID_UA, platform: 'android', info }).required).toBe(true);
    // an app without a version in its marker: its own answer decides
    expect(decideUpdate({ updateRequired: true, storeUrl: 'market://details?id=x' }, { ua: 'Mozilla/5.0 JecheolApp', platform: 'android', info })).toEqual({
      required: true,
      storeUrl: 'market://details?id=x',
      version: null,
      minVersion: '2.22.0',
    });
  });
});
