/**
 * The one response envelope (SPEC §7): every endpoint answers
 * `{ code, message, data, toastItems }`. code 0 is success; any other code is a SPEC §8
 * numeric code (then data is null and name is the catalogue name).
 *
 * Pure zod, no Node or ORM imports: the client imports these types.
 */
import { z } from './schema-kit.js';

/** SPEC §3 Toast: either a plain phrase, or icon + startPhrase/pointPhrase/endPhrase. */
export const toastItemSchema = z.object({
  phrase: z.string().optional(),
  icon: z.string().optional(),
  startPhrase: z.string().optional(),
  pointPhrase: z.string().optional(),
  endPhrase: z.string().optional(),
});
export type ToastItem = z.infer<typeof toastItemSchema>;

/** Success envelope around a data schema. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.literal(0),
    message: z.string(),
    data,
    toastItems: z.array(toastItemSchema),
  });
}

/** Error envelope (SPEC §8). details is optional diagnostic info such as the failing field path. */
export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  name: z.string(),
  message: z.string(),
  data: z.null(),
  toastItems: z.array(toastItemSchema),
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  code: 0;
  message: string;
  data: T;
  toastItems: ToastItem[];
}

/** One page of a paginated list. page is 1-based; size items per page; total across all pages. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    hasNext: z.boolean(),
  });
}
export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
  hasNext: boolean;
}

/** Common page query: page ≥ 1, 1 ≤ size ≤ 100 (default 20). Out of range → code 13. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
