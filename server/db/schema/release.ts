import { smallint, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

/**
 * Singleton release row (SPEC §3 App info, §4 Version): webVersion and min native app versions,
 * read by GET /api/v1/app/profile and set by the ops release command.
 */
export const appRelease = pgTable(
  'app_release',
  {
    id: smallint('id').primaryKey().default(1),
    webVersion: text('web_version').notNull(),
    androidMinVersion: text('android_min_version').notNull(),
    iOSMinVersion: text('ios_min_version').notNull(),
    /** When the seeded deal schedule was last aligned with the clock (see seed/refreshSchedule). */
    scheduleAnchorAt: timestamptz('schedule_anchor_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_release_singleton').on(t.id)],
);
