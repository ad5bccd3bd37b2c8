/**
 * Column helpers shared by the schema files. No tables here (and no table imports), so every
 * schema file can use them without an import cycle; drizzle-kit reads only the tables that
 * ./index.ts exports.
 */
import { integer, timestamp, type AnyPgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** `<column> timestamptz`: every time in the schema is a timestamp with time zone. */
export const timestamptz = <C extends string>(column: C) => timestamp(column, { withTimezone: true });

/** `created_at timestamptz not null default now()`: when the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** `start_at` and `end_at timestamptz not null`: when something runs (a deal, period, event, banner), from start to end. */
export const runWindow = () => ({
  startAt: timestamptz('start_at').notNull(),
  endAt: timestamptz('end_at').notNull(),
});

/**
 * `published_at timestamptz default now()`, the preview state (issue 17, docs/decisions/032-admin-preview.md):
 * null = 비공개 (draft), in the future = 예약됨; public reads need ≤ now.
 */
export const publishedAt = () => timestamptz('published_at').defaultNow();

/** `integer <column> not null references …`: a required foreign key to an integer id. */
export const integerReference = <C extends string>(column: C, ref: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(column).notNull().references(ref, actions);

/**
 * `{ [key]: integer <column> not null references … }`: a foreign-key column under a property name
 * chosen by the caller, for the table factories (product lists, likes) whose owner column varies.
 */
export function referenceColumn<K extends string, C extends string>(key: K, column: C, ref: () => AnyPgColumn, actions?: ReferenceConfig['actions']) {
  return { [key]: integerReference(column, ref, actions) } as { [P in K]: ReturnType<typeof integerReference<C>> };
}
