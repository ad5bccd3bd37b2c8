/**
 * Alarms (issue 16; SPEC §2 /alarm, §3 Alarm: alarmType is the list filter, §4 "Home refetches
 * alarm count when logged in", §7 alarm count / alarm view — paths not shown; ours are recorded in
 * docs/decisions/026-member-economy.md "## Alarms"). A member's in-app notices, made by
 * server/domain/alarms/alarms.ts from real events, kept 90 days.
 *
 *   GET /api/v1/alarm/count          { unreadCount }
 *   GET /api/v1/alarm?alarmType&cursor&size   newest first, cursor pages, the last 90 days
 *   PUT /api/v1/alarm/:id/read       one alarm read → { alarmId, readYN, unreadCount }
 *   PUT /api/v1/alarm/read           every alarm (or of one alarmType) read → { updated, unreadCount }
 *
 * Pure zod, no Node or ORM imports: the client imports these types and the type table.
 */
import { z } from './schema-kit.js';
import { idParam } from './display.js';
import { ALARM_PAGE_SIZE, ALARM_TYPE_CODES, type AlarmType } from './alarm-types.js';

export * from './alarm-types.js';

const alarmTypeSchema = z.coerce
  .number({ message: '알림 종류가 올바르지 않아요' })
  .int('알림 종류가 올바르지 않아요')
  .refine((n): n is AlarmType => (ALARM_TYPE_CODES as readonly number[]).includes(n), '알림 종류가 올바르지 않아요');

/** GET /api/v1/alarm: optional alarmType filter, cursor from the previous page, size 1–50. */
export const alarmListQuerySchema = z.object({
  alarmType: alarmTypeSchema.optional(),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/, '목록 위치 정보가 올바르지 않아요')
    .optional(),
  size: z.coerce.number().int().min(1).max(ALARM_PAGE_SIZE.max).default(ALARM_PAGE_SIZE.default),
});
export type AlarmListQuery = z.infer<typeof alarmListQuerySchema>;

/** One alarm as the list shows it; createdAt is ISO 8601, readYN 'Y' once opened. */
export const alarmSchema = z.object({
  alarmId: z.number().int(),
  alarmType: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** An in-app path to open on tap, or null. */
  linkPath: z.string().nullable(),
  createdAt: z.string(),
  readYN: z.enum(['Y', 'N']),
});
export type Alarm = z.infer<typeof alarmSchema>;

export const alarmPageSchema = z.object({ items: z.array(alarmSchema), nextCursor: z.string().nullable() });
export type AlarmPage = z.infer<typeof alarmPageSchema>;

export const alarmCountSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type AlarmCount = z.infer<typeof alarmCountSchema>;

/** The alarm's id as `:id` (the community's style). */
export const alarmParamsSchema = z.object({ id: idParam });
export const alarmReadSchema = z.object({ alarmId: z.number().int(), readYN: z.literal('Y'), unreadCount: z.number().int().nonnegative() });

/** PUT /api/v1/alarm/read: every unread alarm, or those of one alarmType. */
export const alarmReadAllBodySchema = z.object({ alarmType: alarmTypeSchema.optional() });
export const alarmReadAllSchema = z.object({ updated: z.number().int().nonnegative(), unreadCount: z.number().int().nonnegative() });

/** Message of code 8 for an alarm that is not the caller's (or no longer kept). */
export const ALARM_NOT_FOUND_TEXT = '알림을 찾을 수 없어요.';
