/**
 * Admin preview shapes (issue 17; SPEC §2 /admin-deal/{id}, /admin-period/{id}, /admin-event/{id},
 * /admin-notice/{id}, "no guard shown"; docs/decisions/032-admin-preview.md).
 *
 * GET /api/v1/admin/preview/{deal|period|event|notice}/:id answers the item in any state with its
 * preview state, to a caller holding the ops token (`Authorization: Bearer <OPS_TOKEN>`) or a signed
 * preview link (`?preview=<exp>.<sig>`, `npm run preview-link`). Never cached, never counts a view.
 */
import { z } from './schema-kit.js';
import { dealDetailSchema, eventDetailSchema, idParam, noticeDetailSchema, periodDetailSchema } from './display.js';

/** The kinds of item a preview shows, as in the preview link and the endpoint path. */
export const PREVIEW_KINDS = ['deal', 'period', 'event', 'notice'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/**
 * Where an item stands for the public: `draft` 비공개 (never published), `scheduled` 예약됨 (published
 * at `publishedAt`, later), `ended` 종료 (its window is over), `live` 공개 중.
 */
export const PREVIEW_STATES = ['draft', 'scheduled', 'live', 'ended'] as const;
export type PreviewState = (typeof PREVIEW_STATES)[number];

/** `?preview=` of a signed link: `<expiry epoch seconds>.<base64url HMAC>`; optional (the ops token may be sent instead). */
export const previewQuerySchema = z.object({ preview: z.string().max(200).optional() });

const previewOf = <T extends z.ZodType>(item: T) =>
  z.object({
    state: z.enum(PREVIEW_STATES),
    /** When the item is (or was) published, ISO 8601; null while 비공개. */
    publishedAt: z.string().nullable(),
    item,
  });

export const dealPreviewSchema = previewOf(dealDetailSchema);
export const periodPreviewSchema = previewOf(periodDetailSchema);
export const eventPreviewSchema = previewOf(eventDetailSchema);
export const noticePreviewSchema = previewOf(noticeDetailSchema);
export type DealPreview = z.infer<typeof dealPreviewSchema>;

export { idParam };
