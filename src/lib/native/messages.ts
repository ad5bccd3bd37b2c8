/**
 * The SPEC §4 inbound messages of the native app, one zod schema each (docs/decisions/027).
 *
 * Wire: a JSON string or an object `{ type, ...payload }`; a payload nested under `data` is
 * accepted too (the shipped apps send both). A message whose type is unknown or whose fields have
 * the wrong type is rejected whole (parseInbound gives null), never half-applied.
 */
import { z } from '@contract/schema-kit';

const nonEmpty = z.string().min(1).max(4000);
/** A product number: a positive integer, or its digits as a string (the apps send both). */
const productNo = z
  .union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive());

/** Schemas by message type (SPEC §4 "Inbound messages from the native app"). */
export const inboundSchemas = {
  /** Close this sub web view, or pop the route (027). */
  close: z.object({ type: z.literal('close') }),
  /** Navigate in the app; only in-app paths (same origin) are followed. */
  moveRoute: z.object({ type: z.literal('moveRoute'), url: nonEmpty }),
  /** Open the login dialog (SPEC §2). */
  appLogin: z.object({ type: z.literal('appLogin') }),
  /** The app hands over fresh tokens (access token with or without the `Bearer ` prefix). */
  appTokenRefresh: z.object({ type: z.literal('appTokenRefresh'), accessToken: nonEmpty, refreshToken: nonEmpty }),
  /** The app is closing the web view: flush what is pending, then close like `close`. */
  appClose: z.object({ type: z.literal('appClose') }),
  /** The app logged out: clear the local session. */
  appLogout: z.object({ type: z.literal('appLogout') }),
  /** The app showed a product: feed recently viewed (SPEC §3). */
  appRecentProduct: z.object({ type: z.literal('appRecentProduct'), productNo }),
  /** The device push setting (SPEC §4: Y when true or 'true', else N); also answers getDevicePush. */
  setDevicePush: z.object({ type: z.literal('setDevicePush'), isOn: z.union([z.boolean(), z.string().max(20)]) }),
  /** The app liked (likeMode Y/like/true/1/on) or unliked a product itself. */
  appProductLike: z.object({ type: z.literal('appProductLike'), likeMode: z.union([z.string().max(20), z.boolean()]), productNo }),
  /** mode 'reload' (or no usable url): reload; 'default' with a same-origin url: open it. */
  appLoadUrl: z.object({ type: z.literal('appLoadUrl'), mode: z.enum(['reload', 'default']).optional(), url: z.string().max(4000).optional() }),
} as const;

export type InboundType = keyof typeof inboundSchemas;
export type MessageOf<T extends InboundType> = z.output<(typeof inboundSchemas)[T]>;
export type InboundMessage = { [T in InboundType]: MessageOf<T> }[InboundType];

/** Why a raw message was refused (for the one console warning). */
export type InboundRejection = 'json' | 'shape' | 'unknown-type' | 'fields';

/** Parse one raw inbound message: the typed message, or why it was refused. */
export function parseInbound(raw: unknown): { ok: true; message: InboundMessage } | { ok: false; reason: InboundRejection } {
  let msg: unknown = raw;
  if (typeof raw === 'string') {
    try {
      msg = JSON.parse(raw);
    } catch {
      return { ok: false, reason: 'json' };
    }
  }
  if (!msg || typeof msg !== 'object' || Array.isArray(msg)) return { ok: false, reason: 'shape' };
  const { type, data, ...rest } = msg as { type?: unknown; data?: unknown; [k: string]: unknown };
  if (typeof type !== 'string' || !Object.hasOwn(inboundSchemas, type)) return { ok: false, reason: 'unknown-type' };
  const payload = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const parsed = inboundSchemas[type as InboundType].safeParse({ ...payload, ...rest, type });
  return parsed.success ? { ok: true, message: parsed.data as InboundMessage } : { ok: false, reason: 'fields' };
}
