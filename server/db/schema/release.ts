import { smallint, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    scheduleAnchorAt: timestamp('schedule_anchor_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_release_singleton').on(t.id)],
);
