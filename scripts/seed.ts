/**
 * Seed CLI: `tsx scripts/seed.ts [--products N] [--posts N] [--data-dir DIR] [--reset] [--seed S]`.
 * --posts sets the community's size (default 390 posts; 100000 for the community benchmarks;
 * docs/decisions/020-community-seed.md).
 * Uses DATABASE_URL when set (PostgreSQL), else PGlite in --data-dir (default ./data).
 * --reset drops and recreates the schema first. Prints the summary and the elapsed ms.
 */
import path from 'node:path';
import { rmSync } from 'node:fs';
import { openDatabase } from '../server/db/client.js';
import { seedDatabase, ensureSeeded } from '../server/seed/index.js';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const products = Number(arg('products') ?? 1200);
const posts = arg('posts') === undefined ? undefined : Number(arg('posts'));
const dataDir = path.resolve(arg('data-dir') ?? process.env.DATA_DIR ?? './data');
const reset = args.includes('--reset');
const seed = arg('seed') ? Number(arg('seed')) : undefined;

if (!Number.isInteger(products) || products < 100) {
  console.error('--products must be an integer ≥ 100');
  process.exit(1);
}
if (posts !== undefined && (!Number.isInteger(posts) || posts < 0 || posts > 1_000_000)) {
  console.error('--posts must be an integer from 0 to 1000000');
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL ?? '';
if (reset && !databaseUrl) rmSync(dataDir, { recursive: true, force: true });
const database = await openDatabase({ databaseUrl, dataDir });
if (reset && databaseUrl) await database.db.execute('drop schema public cascade; create schema public; drop schema if exists drizzle cascade' as never);
await database.migrate();
const t0 = performance.now();
const summary = reset
  ? await seedDatabase(database.db, { products, seed, communityPosts: posts })
  : await ensureSeeded(database.db, { products, communityPosts: posts });
const ms = Math.round(performance.now() - t0);
console.log(JSON.stringify({ summary, elapsedMs: ms, driver: database.driver, dataDir: databaseUrl ? undefined : dataDir }));
await database.close();
