/**
 * The device's side of app push on /my-page/settings (SPEC §3 Device pushYNFromDevice, §4 Y/N rule,
 * §7 get device push and request permission; docs/decisions/028-native-calls.md). Only in the app:
 *
 * - `readDevicePush()`: getDevicePush → true/false by SPEC §4's rule (true or 'true' is on), null
 *   outside the app or when the app does not answer (an older app: the server's flag alone counts).
 * - `askPushPermission()`: requestPermission { permission: 'notification' } → 'granted', 'refused'
 *   or 'unknown' (outside the app or no answer: the app's own OS prompt is left to decide, so the
 *   switch is not blocked).
 * - `pushPermissionGuide(platform)`: where to allow notifications in the phone's settings.
 */
import { isNativeApp, nativePlatform, pushYNFromDevice, requestNative } from '~/lib/native';

/** The OS permission dialog waits for the member: give it a minute before counting it unanswered. */
export const PERMISSION_TIMEOUT_MS = 60_000;

export async function readDevicePush(): Promise<boolean | null> {
  if (!isNativeApp()) return null;
  const answer = await requestNative('getDevicePush', {});
  return answer ? pushYNFromDevice(answer.isOn) === 'Y' : null;
}

export async function askPushPermission(): Promise<'granted' | 'refused' | 'unknown'> {
  if (!isNativeApp()) return 'unknown';
  const answer = await requestNative('requestPermission', { permission: 'notification' }, { timeoutMs: PERMISSION_TIMEOUT_MS });
  if (!answer) return 'unknown';
  return answer.granted ? 'granted' : 'refused';
}

/** Korean guidance after a refused permission, by platform (iOS: the app's page in 설정; Android: 애플리케이션). */
export function pushPermissionGuide(platform: 'ios' | 'android' | null = nativePlatform()): string {
  const path = platform === 'ios' ? '[설정] > [제철장터] > [알림]' : '[설정] > [애플리케이션] > [제철장터] > [알림]';
  return `휴대폰의 알림 권한이 꺼져 있어 푸시 알림을 켤 수 없어요.\n${path}에서 알림을 허용한 뒤 다시 켜 주세요.`;
}
