/**
 * Builders for the success envelope of SPEC §7 (see server/contract/envelope.ts).
 * Handlers return `ok(data)`; toastItems are attached by the service that earned them
 * (e.g. a points reward), never invented here.
 */
import type { Envelope, ToastItem } from '../contract/envelope.js';

export function ok<T>(data: T, toastItems: ToastItem[] = []): Envelope<T> {
  return { code: 0, message: 'OK', data, toastItems };
}
