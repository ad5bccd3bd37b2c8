/**
 * The ops bearer token of PUT /api/internal/release (issue 5) and the admin previews (issue 17):
 *   - OPS_TOKEN when set (every instance the same);
 *   - else with DATABASE_URL (PostgreSQL, possibly N stateless instances; issue 18,
 *     docs/decisions/034-scale-out.md): a random token generated once per database and kept in
 *     server_secrets under {@link OPS_TOKEN_SECRET}, so every instance accepts the same one and no
 *     instance needs local disk; `npm run release` / `npm run preview-link` read it from there;
 *   - else (PGlite, one process): a random one written at each start to `<DATA_DIR>/ops-token`
 *     (mode 600), where the scripts on the same machine read it. Always DATA_DIR, never the working
 *     tree (issue 14).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serverSecrets } from '../db/schema/index.js';
import { readServerSecret } from './parameter-store.js';

/** server_secrets.name of the generated ops token (PostgreSQL without OPS_TOKEN). */
export const OPS_TOKEN_SECRET = 'ops-token';

/** Where the generated token is kept without DATABASE_URL: `<DATA_DIR>/ops-token`, DATA_DIR resolved against `root`. */
export function opsTokenFile(env: { DATA_DIR: string }, root: string): string {
  return path.join(path.resolve(root, env.DATA_DIR), 'ops-token');
}

/**
 * The token the server accepts: OPS_TOKEN when set; with DATABASE_URL the database's (created once,
 * shared by every instance); else a fresh random token written to {@link opsTokenFile}.
 * @throws ApiError PARAMETER_STORE_ERROR (51) when the database cannot keep the token (start-up fails)
 */
export async function ensureOpsToken(env: { OPS_TOKEN: string; DATA_DIR: string; DATABASE_URL: string }, root: string, db: Db): Promise<string> {
  if (env.OPS_TOKEN) return env.OPS_TOKEN;
  if (env.DATABASE_URL) return readServerSecret(db, OPS_TOKEN_SECRET);
  const file = opsTokenFile(env, root);
  const token = randomBytes(24).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}

/** The database's generated ops token, or '' when no server has made one yet (read only). */
export async function storedOpsToken(db: Db): Promise<string> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, OPS_TOKEN_SECRET));
  return row?.value ?? '';
}

/**
 * The token the ops scripts (`npm run release`, `npm run preview-link`) present, from the same
 * places as {@link ensureOpsToken}: OPS_TOKEN; with DATABASE_URL the database's (opened briefly);
 * else `<DATA_DIR>/ops-token`. '' when there is none yet.
 */
export async function opsTokenForScripts(env: { OPS_TOKEN?: string; DATA_DIR?: string; DATABASE_URL?: string }, root: string): Promise<string> {
  if (env.OPS_TOKEN) return env.OPS_TOKEN;
  if (env.DATABASE_URL) {
    const { openDatabase } = await import('../db/client.js');
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
    try {
      return await storedOpsToken(database.db);
    } catch {
      return ''; // no database or no table yet: the caller reports "no token"
    } finally {
      await database.close();
    }
  }
  const file = opsTokenFile({ DATA_DIR: env.DATA_DIR ?? './data' }, root);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
}
