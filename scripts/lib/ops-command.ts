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

/**
 * When `moduleUrl` (the caller's import.meta.url) is the script node was started with: open the
 * database — DATABASE_URL (PostgreSQL), else PGlite in DATA_DIR (default ./data; one process per
 * folder, so the server must be stopped) — migrate it, run `command` with the words after `--`,
 * send the cache drops it published to every instance (PostgreSQL), close the database, print
 * `out` (stdout for code 0, stderr otherwise) and set process.exitCode.
 * Imported by a test, it does nothing.
 */
export async function runWhenMain(moduleUrl: string, command: (db: Db, args: string[]) => Promise<CommandResult>): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const database = await openDatabase({ databaseUrl, dataDir: path.resolve(process.env.DATA_DIR ?? './data') });
  // On PostgreSQL the command publishes its own cache drops (issue 28): it joins the instances'
  // cache bus for its run, so a banned word or a restored post shows on every instance at once.
  // (PGlite: the server is stopped, and starts with empty caches.)
  const bus = databaseUrl
    ? createPostgresCacheBus(process.env.DATABASE_LISTEN_URL || databaseUrl, {
        log: { info: () => undefined, warn: (o, m) => console.warn(m, JSON.stringify(o)) },
      })
    : null;
  const detach = bus ? attachCacheBus(database.db, bus) : () => undefined;
  let result: CommandResult;
  try {
    if (bus) await Promise.race([bus.ready, new Promise((r) => setTimeout(r, 3000).unref())]);
    await database.migrate();
    result = await command(database.db, process.argv.slice(2));
    await bus?.flush();
  } finally {
    detach();
    await bus?.close();
    await database.close();
  }
  (result.code === 0 ? console.log : console.error)(result.out);
  process.exitCode = result.code;
}
