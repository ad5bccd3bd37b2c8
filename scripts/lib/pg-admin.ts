/**
 * Small PostgreSQL admin steps shared by the API tests' isolated databases (tests/setup/postgres.ts)
 * and the local cluster (scripts/lib/cluster.ts).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Run one statement on the server of `url` over a connection of its own (opened and closed here). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * CREATE DATABASE `<prefix>_<pid>_<8 hex>` on the server of `url` (its role needs CREATEDB), a copy
 * of the database `template` when given.
 * @returns the new database's name and `url` pointed at it
 */
export async function createDatabase(url: string, prefix: string, template?: string): Promise<{ url: string; name: string }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(url, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), name };
}
