/**
 * Ops release command (issue 5; SPEC §4 Version):
 *
 *   npm run release -- --web-version 2.22.0 [--android-min 2.1.0] [--ios-min 2.1.0] [--url http://127.0.0.1:3000]
 *
 * Sets the server's webVersion (and minimum native app versions). Every open client polls
 * GET /api/v1/app/profile every 300000 ms; when webVersion differs from its own it purges its
 * caches, updates the service worker and reloads once.
 *
 * How it writes: first PUT /api/internal/release on the running server (--url, default
 * http://127.0.0.1:$PORT) with the ops token (env OPS_TOKEN, or <DATA_DIR>/ops-token written by the
 * server at start) — PGlite allows only one process per data folder. When no server answers, it
 * opens the database itself (DATABASE_URL, or PGlite in DATA_DIR) and writes the row directly.
 * Exit codes: 0 done, 1 refused or failed (message in Korean and English on stderr), 2 bad usage.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { releaseBodySchema, type ReleaseBody } from '@contract/release.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function usage(message: string): never {
  console.error(`${message}\nusage: npm run release -- --web-version 2.22.0 [--android-min x.y.z] [--ios-min x.y.z] [--url http://127.0.0.1:3000]`);
  process.exit(2);
}

async function main() {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: { 'web-version': { type: 'string' }, 'android-min': { type: 'string' }, 'ios-min': { type: 'string' }, url: { type: 'string' } },
      strict: true,
    }) as { values: Record<string, string | undefined> });
  } catch (e) {
    usage((e as Error).message);
  }
  const parsed = releaseBodySchema.safeParse({ webVersion: values['web-version'], androidMinVersion: values['android-min'], iOSMinVersion: values['ios-min'] });
  if (!parsed.success) usage(parsed.error.issues.map((i) => i.message).join('; '));
  const body: ReleaseBody = parsed.data;

  const dataDir = path.resolve(root, process.env.DATA_DIR ?? './data');
  const baseUrl = values.url ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
  const tokenFile = process.env.DATABASE_URL ? path.join(root, '.tmp', 'ops-token') : path.join(dataDir, 'ops-token');
  const token = process.env.OPS_TOKEN || (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : '');

  let res: Response | null;
  try {
    res = await fetch(new URL('/api/internal/release', baseUrl), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    res = null; // no server: write the database directly
  }
  if (res) {
    const json = (await res.json().catch(() => null)) as { code?: number; message?: string; data?: unknown } | null;
    if (!res.ok) {
      console.error(`릴리스 실패 / release refused: HTTP ${res.status} code ${json?.code} ${json?.message ?? ''}`);
      process.exit(1);
    }
    console.log(`릴리스 완료 (server ${baseUrl}): ${JSON.stringify(json?.data)}`);
    return;
  }
  const { openDatabase } = await import('../server/db/client.js');
  const { setRelease } = await import('../server/routes/release/release.service.js');
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    await database.migrate();
    const row = await setRelease(database.db, body);
    console.log(`릴리스 완료 (database ${database.driver}, no server answered at ${baseUrl}): ${JSON.stringify(row)}`);
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(`릴리스 실패 / release failed: ${(e as Error).message}`);
  process.exit(1);
});
