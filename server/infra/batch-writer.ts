/**
 * An in-process write-behind buffer for rows nobody waits for (the search keyword log, SPEC §7
 * search/rank; docs/decisions/035-search-log-batching.md): `add()` is synchronous and never
 * touches the database; a flush writes the buffer in batches of at most `maxBatch` rows (one
 * `write` call each — one multi-row INSERT for the caller) when `maxBatch` rows are waiting or
 * `intervalMs` after the first unwritten row, never two flushes at once.
 *
 * A log, not a ledger: memory is bounded by `maxBuffered` rows — past it the oldest row is
 * dropped and counted (`dropped`); a batch whose write fails is logged through `onError`, counted
 * (`failed`) and not retried (a retry could double rows the database did commit). After a failure
 * the size trigger rests until the next timer tick, so a database that is down sees one attempt
 * per `intervalMs`, not one per request. Errors never reach `add()`'s caller.
 */
export interface BatchWriterOptions<T> {
  /** Writes one batch (1…maxBatch rows); a rejection is reported to onError. */
  write(rows: T[]): Promise<unknown>;
  /** Rows per write, and the buffer size that starts a flush at once (default 200). */
  maxBatch?: number;
  /** Longest a row waits before its flush starts, in ms (default 1000). */
  intervalMs?: number;
  /** Rows kept at most while the database is slow or down; the oldest go first (default 10,000). */
  maxBuffered?: number;
  /** A batch could not be written (it is dropped); `rows` is its size. */
  onError?(err: unknown, rows: number): void;
}

/** Counters since the writer was made: rows written, lost to failed writes, dropped by the bound, waiting. */
export interface BatchWriterStats {
  written: number;
  failed: number;
  dropped: number;
  buffered: number;
}

export class BatchWriter<T> {
  private buffer: T[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private restingUntil = 0;
  private readonly maxBatch: number;
  private readonly intervalMs: number;
  private readonly maxBuffered: number;
  private counts = { written: 0, failed: 0, dropped: 0 };

  constructor(private readonly opts: BatchWriterOptions<T>) {
    this.maxBatch = Math.max(1, opts.maxBatch ?? 200);
    this.intervalMs = Math.max(1, opts.intervalMs ?? 1000);
    this.maxBuffered = Math.max(this.maxBatch, opts.maxBuffered ?? 10_000);
  }

  /** Queues one row; returns at once. A full buffer drops its oldest row (counted in `dropped`). */
  add(row: T): void {
    if (this.buffer.length >= this.maxBuffered) {
      this.buffer.shift();
      this.counts.dropped++;
    }
    this.buffer.push(row);
    if (this.buffer.length >= this.maxBatch && !this.running && Date.now() >= this.restingUntil) void this.start();
    else this.arm();
  }

  /**
   * Writes everything buffered now (waiting first for a flush in flight), batch by batch.
   * Resolves when done or when a write failed (the rest waits for the next tick); never rejects.
   */
  async flush(): Promise<void> {
    for (;;) {
      if (this.running) {
        await this.running;
        continue;
      }
      if (this.buffer.length === 0) return;
      if (!(await this.start())) return;
    }
  }

  /** Flushes and stops the timer (app close). Rows added later start a new timer. */
  async close(): Promise<void> {
    await this.flush();
    this.disarm();
  }

  get stats(): BatchWriterStats {
    return { ...this.counts, buffered: this.buffer.length };
  }

  /** Runs one drain (the only one in flight); resolves true when every batch was written. */
  private start(): Promise<boolean> {
    this.disarm();
    let ok = true;
    const run = (async () => {
      while (this.buffer.length > 0) {
        const rows = this.buffer.splice(0, this.maxBatch);
        try {
          await this.opts.write(rows);
          this.counts.written += rows.length;
        } catch (err) {
          ok = false;
          this.counts.failed += rows.length;
          this.restingUntil = Date.now() + this.intervalMs;
          try {
            this.opts.onError?.(err, rows.length);
          } catch {
            // A broken logger must not break the writer.
          }
          break;
        }
      }
    })();
    this.running = run.finally(() => {
      this.running = null;
      if (this.buffer.length > 0) this.arm();
    });
    return this.running.then(() => ok);
  }

  private arm(): void {
    if (this.timer || this.buffer.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      // A drain in flight re-arms when it ends with rows left.
      if (!this.running) void this.start();
    }, this.intervalMs);
    // Never keeps a process alive on its own (scripts, tests): close() is what loses nothing.
    this.timer.unref?.();
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
