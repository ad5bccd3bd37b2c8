/**
 * Reading the database straight in tests (PGlite and node-postgres answer `execute` alike, with
 * `rows`): `rowsOf` types the rows, `countOf` reads one `count(*)` (alias n).
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `rowsOf`, with the timestamp columns (names ending in _at or _dt) read as Dates; null stays null. */
export const datedRowsOf = <T>(result: unknown): T[] =>
  rowsOf<Record<string, unknown>>(result).map(
    (r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, /_(at|dt)$/.test(k) && v !== null ? new Date(v as string) : v])) as T,
  );

/** `await countOf(db, sql\`select count(*)::int as n from …\`)` → the number. */
export async function countOf(db: Db, query: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(query));
  return Number(row?.n ?? 0);
}
