/**
 * The ops bearer token of PUT /api/internal/release (issue 5): OPS_TOKEN, or a random one written
 * at start to `<DATA_DIR>/ops-token` (mode 600), where `npm run release` on the same machine reads
 * it. Always DATA_DIR, also with DATABASE_URL (issue 14: it was written to the working tree's .tmp).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the generated token is kept: `<DATA_DIR>/ops-token`, DATA_DIR resolved against `root`. */
export function opsTokenFile(env: { DATA_DIR: string }, root: string): string {
  return path.join(path.resolve(root, env.DATA_DIR), 'ops-token');
}

/** OPS_TOKEN when set; else a fresh random token written to {@link opsTokenFile}. Returns the token. */
export function ensureOpsToken(env: { OPS_TOKEN: string; DATA_DIR: string }, root: string): string {
  if (env.OPS_TOKEN) return env.OPS_TOKEN;
  const file = opsTokenFile(env, root);
  const token = randomBytes(24).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}
