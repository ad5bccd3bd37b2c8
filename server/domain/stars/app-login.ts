/**
 * The app login reward (SPEC §9 "app login reward 1,000P", §4 app-install popup; issue 16;
 * docs/decisions/026 "## Ledger"): 1,000 stars once per member, the first time they sign in from
 * the native app. A sign-in counts as the app's when it declares deviceType 1003 (SPEC §9 device
 * type codes) AND comes with the app shell's user-agent marker (SPEC §1 "recognised by a marker in
 * the user-agent string"; the client's src/lib/native.ts NATIVE_UA_MARKER). Both are the client's
 * word — without app attestation that is all a server can see — so the reward is bounded by the
 * ledger: rule 'app-login' is once ever per member, key `app-login` — and once per person: the
 * claim in rewarded_identities (./identity-rewards.ts; issue 29) survives withdrawal.
 */
import type { ToastItem } from '@contract/envelope.js';
import { DEVICE_TYPE } from '@contract/rules.js';
import type { Db } from '@server/db/client.js';
import { starToast } from './consumer.js';
import { awardStars } from './ledger.js';
import { claimPersonReward } from './identity-rewards.js';

/** The native app shell's user-agent marker (same value as src/lib/native.ts NATIVE_UA_MARKER). */
export const NATIVE_APP_UA_MARKER = 'JecheolApp';

/** Whether a sign-in comes from the native app (deviceType 1003 and the user-agent marker). */
export function isAppSignIn(deviceType: number, userAgent: string | undefined): boolean {
  return deviceType === DEVICE_TYPE.nativeApp && !!userAgent?.includes(NATIVE_APP_UA_MARKER);
}

/**
 * Award the app login reward when this sign-in is the app's; the toast when it was awarded now,
 * else none (a web sign-in, or already given). Never throws: signing in does not depend on stars.
 */
export async function rewardAppLogin(
  db: Db,
  userId: number,
  signIn: { deviceType: number; userAgent: string | undefined },
  log?: { warn(obj: unknown, msg: string): void },
): Promise<ToastItem[]> {
  if (!isAppSignIn(signIn.deviceType, signIn.userAgent)) return [];
  try {
    const r = await db.transaction(async (tx) =>
      (await claimPersonReward(tx, userId, 'app-login'))
        ? awardStars(tx, { userId, reason: 'app-login', idempotencyKey: 'app-login', reference: 'app-login' })
        : null,
    );
    return r?.applied ? [starToast('app-login', r.awarded)] : [];
  } catch (e) {
    log?.warn({ err: e }, 'stars: app login reward failed');
    return [];
  }
}
