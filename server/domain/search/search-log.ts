/**
 * The popular-search keyword log (table search_logs; SPEC §7 search/rank; docs/decisions/
 * 003-korean-search.md "Honest popular searches"), written behind the request
 * (docs/decisions/035-search-log-batching.md): a search page 1 queues its row with logSearch()
 * and answers at once; one BatchWriter per database inserts the queue in multi-row INSERTs of up
 * to 200 rows, at the latest 1 s after a row was queued. The row's createdAt is the search's
 * time, not the flush's, so the rank's 7-day window and decay are unchanged.
 * The search routes flush on app close (searchLogOnClose); tests and scripts that read
 * search_logs right after searching call flushSearchLogs(db) first.
 */
import type { Db } from '@server/db/client.js';
import { searchLogs } from '@server/db/schema/index.js';
import { BatchWriter, type BatchWriterOptions, type BatchWriterStats } from '@server/infra/batch-writer.js';

/** One search_logs row as queued: the normalized keyword, device (or null), address key, result count, corrected, when. */
export type SearchLogRow = Pick<typeof searchLogs.$inferInsert, 'keyword' | 'deviceUuid' | 'resultCount' | 'corrected'> & {
  /** The address key (server/infra/client-key.ts), or null/absent when unknown. */
  clientKey?: string | null;
  createdAt: Date;
};

/** Where a failed flush is reported: Fastify's logger (pino) or anything with the same error(). */
export interface SearchLogLogger {
  error(obj: object, msg: string): void;
}

const defaultLogger: SearchLogLogger = { error: (obj, msg) => console.error(msg, obj) };

interface Entry {
  writer: BatchWriter<SearchLogRow>;
  logger: SearchLogLogger;
}

const writers = new WeakMap<Db, Entry>();

function create(db: Db, opts: Partial<BatchWriterOptions<SearchLogRow>> = {}, logger = defaultLogger): Entry {
  const entry: Entry = { logger, writer: null as unknown as BatchWriter<SearchLogRow> };
  entry.writer = new BatchWriter<SearchLogRow>({
    write: (rows) => db.insert(searchLogs).values(rows),
    onError: (err, rows) => entry.logger.error({ err, rows, stats: entry.writer.stats }, `search log: ${rows} keyword rows not written`),
    ...opts,
  });
  writers.set(db, entry);
  return entry;
}

const entryOf = (db: Db) => writers.get(db) ?? create(db);

/** Queues one search_logs row for this database; returns at once and never throws. */
export function logSearch(db: Db, row: Omit<SearchLogRow, 'createdAt'>): void {
  entryOf(db).writer.add({ ...row, createdAt: new Date() });
}

/** Writes every queued row of this database now (waits for a flush in flight); never rejects. */
export async function flushSearchLogs(db: Db): Promise<void> {
  await writers.get(db)?.writer.flush();
}

/** Written / failed / dropped / waiting rows of this database's log since the writer was made. */
export function searchLogStats(db: Db): BatchWriterStats {
  return entryOf(db).writer.stats;
}

/**
 * Fastify onClose hook for the search routes: failed flushes go to the app's logger, and a
 * graceful shutdown (app.close() before the database closes, server/index.ts) writes what is queued.
 */
export function searchLogOnClose(db: Db, logger: SearchLogLogger): () => Promise<void> {
  entryOf(db).logger = logger;
  return async () => {
    await writers.get(db)?.writer.close();
  };
}

/**
 * Tests only: replaces this database's writer (after flushing the old one) with one built from
 * `opts` — a stub write, smaller batches or bound — keeping the current logger unless one is given.
 */
export async function replaceSearchLogWriter(
  db: Db,
  opts: Partial<BatchWriterOptions<SearchLogRow>>,
  logger?: SearchLogLogger,
): Promise<BatchWriter<SearchLogRow>> {
  const old = writers.get(db);
  await old?.writer.close();
  return create(db, opts, logger ?? old?.logger).writer;
}
