/**
 * The large catalogue for the scale part: seeded once the way scripts/bench-search.ts seeds its
 * own (server seedDatabase with the default seed 20261123, then the search index), kept in
 * .tmp/bench-cache/catalogue-<n>/ and re-seeded only when the database code changes (a hash of the
 * migrations, schema, seed and search-index code). Each run serves a throw-away copy, because
 * search writes its keyword log and the cache must stay as seeded.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { openDatabase } from '@server/db/client.js';
import { products } from '@server/db/schema/index.js';
import { seedDatabase } from '@server/seed/index.js';
import { refreshSearchIndex } from '@server/domain/search/index.js';
import { cacheDir, codeFingerprint, root, tempDir } from './paths.js';

const CODE = ['server/db/migrations', 'server/db/schema', 'server/seed', 'server/domain/search'];

export async function ensureCatalogue(n: number, log: (s: string) => void): Promise<{ dir: string; seededNow: boolean; seedMs: number }> {
  const dir = path.join(cacheDir, `catalogue-${n}`);
  const marker = `${dir}.json`;
  const fp = codeFingerprint(CODE);
  if (existsSync(marker) && existsSync(dir)) {
    const m = JSON.parse(readFileSync(marker, 'utf8')) as { fingerprint: string; products: number };
    if (m.fingerprint === fp && m.products === n) return { dir, seededNow: false, seedMs: 0 };
    log(`catalogue cache ${path.relative(root, dir)} is out of date (database code changed): seeding again`);
  }
  rmSync(dir, { recursive: true, force: true });
  rmSync(marker, { force: true });
  log(`seeding a ${n.toLocaleString('en')}-product catalogue into ${path.relative(root, dir)} (once; about a minute)…`);
  const t0 = Date.now();
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    const [{ c }] = await database.db.select({ c: count() }).from(products);
    if (Number(c) === 0) await seedDatabase(database.db, { products: n, seed: 20261123 });
    await refreshSearchIndex(database.db);
  } finally {
    await database.close();
  }
  const seedMs = Date.now() - t0;
  writeFileSync(marker, `${JSON.stringify({ products: n, seed: 20261123, fingerprint: fp, seededAt: new Date().toISOString(), seedMs }, null, 2)}\n`);
  return { dir, seededNow: true, seedMs };
}

/** A temporary copy of the cached catalogue for one server run (remove with removeTemp). */
export function copyCatalogue(dir: string): string {
  const copy = tempDir('catalogue');
  cpSync(dir, copy, { recursive: true });
  return copy;
}
