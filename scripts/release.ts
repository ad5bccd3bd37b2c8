/**
 * Ops release command (issue 5; SPEC §4 Version):
 *
 *   npm run release -- --web-version 2.22.0 [--android-min 2.1.0] [--ios-min 2.1.0] [--url http://127.0.0.1:3000] [--force]
 *
 * The webVersion must be the deployed build's (dist/version.json); --force releases another one.
 *
 * Sets the server's webVersion (and minimum native app versions). Every open client polls
 * GET /api/v1/app/profile every 300000 ms; when webVersion differs from its own it purges its
 * caches, updates the service worker and reloads once.
 *
 * How it writes: first PUT /api/internal/release on the running server (--url, default
 * http://127.0.0.1:$PORT) with the ops token (env OPS_TOKEN; with DATABASE_URL the one the instances
 * share in the database, issue 18; else <DATA_DIR>/ops-token written by the server at start) — PGlite
 * allows only one process per data folder. When no server answers, it
 * opens the database itself (DATABASE_URL, or PGlite in DATA_DIR) and writes the row directly.
 * Exit codes: 0 done, 1 refused or failed (message in Korean and English on stderr), 2 bad usage.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { releaseBodySchema, type ReleaseBody } from '@contract/release.js';
import { opsTokenForScripts } from '@server/infra/ops-token.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function usage(message: string): never {
  console.error(`${message}\nusage: npm run release -- --web-version 2.22.0 [--android-min x.y.z] [--ios-min x.y.z] [--url http://127.0.0.1:3000] [--force]`);
  process.exit(2);
}

/**
 * The deployed build's version: dist/version.json (DIST_DIR), written by the Vite build from
 * package.json's version — the same value the client compares with webVersion. A release of any
 * other webVersion would make every tab purge its caches and reload into a build that still reports
 * the old version (and it would do so again in every new tab), so it is refused unless --force.
 * No build on this machine (an API-only host): nothing to compare, a warning only.
 */
function refuseOtherThanBuilt(webVersion: string) {
  const file = path.resolve(root, process.env.DIST_DIR ?? 'dist', 'version.json');
  if (!existsSync(file)) {
    console.warn(`경고 / warning: ${file} 이 없어 배포된 빌드의 버전을 확인하지 못했어요 (no build to compare with).`);
    return;
  }
  const built = (JSON.parse(readFileSync(file, 'utf8')) as { webVersion?: string }).webVersion;
  if (built !== webVersion) {
    console.error(
      `릴리스 거부 / release refused: 배포된 빌드는 ${built}인데 webVersion ${webVersion}을(를) 요청했어요. 새 빌드를 먼저 배포하거나 --force 를 붙이세요. (deployed build ${built} ≠ ${webVersion}; deploy that build first, or pass --force)`,
    );
    process.exit(1);
  }
}

async function main() {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        'web-version': { type: 'string' },
        'android-min': { type: 'string' },
        'ios-min': { type: 'string' },
        url: { type: 'string' },
        force: { type: 'boolean' },
      },
      strict: true,
    }) as { values: Record<string, string | boolean | undefined> });
  } catch (e) {
    usage((e as Error).message);
  }
  const text = (k: string) => values[k] as string | undefined;
  const parsed = releaseBodySchema.safeParse({ webVersion: text('web-version'), androidMinVersion: text('android-min'), iOSMinVersion: text('ios-min') });
  if (!parsed.success) usage(parsed.error.issues.map((i) => i.message).join('; '));
  const body: ReleaseBody = parsed.data;
  if (body.webVersion && !values.force) refuseOtherThanBuilt(body.webVersion);

  const dataDir = path.resolve(root, process.env.DATA_DIR ?? './data');
  const baseUrl = (values.url as string | undefined) ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
  // OPS_TOKEN; with DATABASE_URL the token every instance shares in the database; else <DATA_DIR>/ops-token.
  const token = await opsTokenForScripts(process.env, root);

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
  const { setRelease } = await import('../server/domain/release/release.service.js');
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
