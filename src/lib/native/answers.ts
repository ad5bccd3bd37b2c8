/**
 * zod schemas of the app's answers to the SPEC §7 requests (docs/decisions/027), checked by
 * ./install when `window.JecheolBridge.resolve(callbackId, result)` arrives.
 */
import { z } from '@contract/schema-kit';
import { DEVICE_UUID_PATTERN } from '@contract/rules';

const nativeImage = z.object({
  name: z.string().max(255).default('image'),
  type: z.string().regex(/^image\/[\w.+-]+$/),
  base64: z.string().min(1),
});

/** The answer schema of each request type. */
export const nativeAnswers = {
  /** The app compares its version with the minimums; answers whether an update is required. */
  checkAppUpdate: z.object({ updateRequired: z.boolean(), storeUrl: z.string().url().optional() }),
  /** The device push setting; SPEC §4 Y/N rule applies to isOn. */
  getDevicePush: z.object({ isOn: z.union([z.boolean(), z.string().max(20)]) }),
  /** The OS answer to a permission request. */
  requestPermission: z.object({ granted: z.boolean() }),
  /** The picked images (empty when the user cancelled). */
  getSelectedImage: z.object({ images: z.array(nativeImage).max(20) }),
  /** The app's device id (SPEC §3 uid; docs/decisions/045): what the server accepts as deviceUuid. */
  getUid: z.object({ uid: z.string().trim().regex(DEVICE_UUID_PATTERN) }),
} as const;

export type NativeAnswer<T extends keyof typeof nativeAnswers> = z.output<(typeof nativeAnswers)[T]>;

/** Parse an answer (object or JSON string); null when it does not fit the request's schema. */
export function parseNativeAnswer(type: keyof typeof nativeAnswers, raw: unknown): unknown {
  let v = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const r = nativeAnswers[type].safeParse(v);
  return r.success ? r.data : null;
}
