/**
 * One app update check against an app profile answer (SPEC §7 check app update;
 * docs/decisions/028-native-calls.md): ask the app `checkAppUpdate { androidMinVersion,
 * iosMinVersion }` and decide with ./update-check. Loaded only in the app, by the prompt, so the
 * bridge's calls stay out of the first page's script.
 */
import { nativePlatform, requestNative } from '~/lib/native';
import type { AppProfile } from '~/lib/release';
import { decideUpdate, platformFromUa, type AppPlatform, type UpdateDecision } from './update-check';

export async function checkAppUpdate(
  profile: Pick<AppProfile, 'androidMinVersion' | 'iOSMinVersion'>,
  ua: string = navigator.userAgent,
): Promise<UpdateDecision & { platform: AppPlatform }> {
  const answer = await requestNative('checkAppUpdate', { androidMinVersion: profile.androidMinVersion, iosMinVersion: profile.iOSMinVersion });
  const platform = nativePlatform() ?? platformFromUa(ua);
  return { ...decideUpdate(answer, { ua, platform, info: profile }), platform };
}
