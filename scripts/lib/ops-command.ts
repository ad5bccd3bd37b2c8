/**
 * The shared shell of the ops commands (scripts/alarms.ts, banned-words.ts, reports.ts,
 * search-terms.ts, stars.ts): each exports a pure `xCommand(db, args)` for its tests and, when run
 * as a script, opens the database, runs the command once and prints its answer.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, type Db } from '@server/db/client.js';
import { attachCacheBus, createPostgresCacheBus } from '@server/infra/cache/cache-bus.js';

/** What an ops command printed and its exit code: 0 done, 1 refused (the script says why), 2 bad usage. */
export interface CommandResult {
  code: 0 | 1 | 2;
  out: string;
}

/** The database an ops command runs against (see {@link openOpsDatabase}). */
export interface OpsDatabase {
  db: Db;
  /** Send the cache drops the command published to every instance (PostgreSQL), then close. */
  close(): Promise<void>;
}

/**
 * Open the database of an ops command: DATABASE_URL (PostgreSQL), else PGlite in DATA_DIR (default
 * ./data; one process per folder, so the server must be stopped), migrated. On PostgreSQL the
 * command joins the instances' cache bus for its run (issue 28; LISTEN on DATABASE_LISTEN_URL when
 * set — PgBouncer in transaction mode does not pass LISTEN/NOTIFY — else DATABASE_URL): what it
 * publishes (a banned word: cache_words; a popular-search rule: cache_search; a resolved report: the
 * post's views on cache_response) reaches every instance within a second, as an instance's own
 * write does. (PGlite: the server is stopped, and starts with empty caches.)
 * @param env DATABASE_URL, DATABASE_LISTEN_URL, DATA_DIR (default: process.env)
 */
export async function openOpsDatabase(env: Record<string, string | undefined> = process.env): Promise<OpsDatabase> {
  const databaseUrl = env.DATABASE_URL ?? '';
  const database = await openDatabase({ databaseUrl, directUrl: env.DATABASE_LISTEN_URL, dataDir: path.resolve(env.DATA_DIR ?? './data') });
  const bus = databaseUrl
    ? createPostgresCacheBus(env.DATABASE_LISTEN_URL || databaseUrl, {
        log: { info: () => undefined, warn: (o, m) => console.warn(m, JSON.stringify(o)) },
      })
    : null;
  const detach = bus ? attachCacheBus(database.db, bus) : () => undefined;
  const close = async () => {
    try {
      await bus?.flush();
    } finally {
      detach();
      await bus?.close();
      await database.close();
    }
  };
  try {
    // Listening before the command publishes (≤ 3 s; a publish made before is queued and sent once it listens).
    if (bus) await Promise.race([bus.ready, new Promise((r) => setTimeout(r, 3000).unref())]);
    await database.migrate();
  } catch (e) {
    await close().catch(() => undefined);
    throw e;
  }
  return { db: database.db, close };
}

/**
 * When `moduleUrl` (the caller's import.meta.url) is the script node was started with: open the
 * database ({@link openOpsDatabase}), run `command` with the words after `--`, send the cache drops
 * it published to every instance, close the database, print `out` (stdout for code 0, stderr
 * otherwise) and set process.exitCode. Imported by a test, it does nothing.
 */
export async function runWhenMain(moduleUrl: string, command: (db: Db, args: string[]) => Promise<CommandResult>): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  const ops = await openOpsDatabase();
  let result: CommandResult;
  try {
    result = await command(ops.db, process.argv.slice(2));
  } finally {
    await ops.close();
  }
  (result.code === 0 ? console.log : console.error)(result.out);
  process.exitCode = result.code;
}
