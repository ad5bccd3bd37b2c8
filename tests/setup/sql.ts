/**
 * Reading the database straight in tests (PGlite and node-postgres answer `execute` alike, with
 * `rows`): `rowsOf` types the rows, `countOf` reads one `count(*)` (alias n).
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `await countOf(db, sql\`select count(*)::int as n from …\`)` → the number. */
export async function countOf(db: Db, query: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(query));
  return Number(row?.n ?? 0);
}
