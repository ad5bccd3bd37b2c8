/**
 * Database schema (Drizzle, PostgreSQL dialect — the same for PGlite and PostgreSQL), one file per
 * area; this file only gathers them (drizzle.config.ts and every importer read it).
 *
 * Generated migrations live in server/db/migrations (run `npm run db:generate` after a change).
 */
export * from './catalogue.js';
export * from './release.js';
export * from './search.js';
export * from './accounts.js';
export * from './likes.js';
export * from './alarms.js';
export * from './community.js';
export * from './economy.js';
export * from './ops.js';
