/**
 * BatchWriter (docs/decisions/035-search-log-batching.md): batches by size and by time, one
 * flush at a time, a bounded buffer that drops the oldest rows and counts them, and write errors
 * that are reported and counted but never thrown at the caller.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchWriter } from './batch-writer.js';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A write that records each batch and waits for the test to release it. */
function gatedWrite() {
  const batches: number[][] = [];
  const gates: ReturnType<typeof deferred>[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const write = async (rows: number[]) => {
    batches.push(rows);
    const gate = deferred();
    gates.push(gate);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await gate.promise;
    } finally {
      inFlight--;
    }
  };
  return { write, batches, gates, maxInFlight: () => maxInFlight };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('BatchWriter', () => {
  it('writes nothing until flushed or due, then every row once, in batches of maxBatch', async () => {
    const writes: number[][] = [];
    const w = new BatchWriter<number>({ write: async (rows) => void writes.push(rows), maxBatch: 4, intervalMs: 60_000 });
    for (let i = 0; i < 3; i++) w.add(i);
    expect(writes).toEqual([]);
    for (let i = 3; i < 10; i++) w.add(i);
    await w.flush();
    expect(writes.flat()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(writes.every((b) => b.length <= 4)).toBe(true);
    expect(w.stats).toEqual({ written: 10, failed: 0, dropped: 0, buffered: 0 });
  });

  it('starts a flush by itself after intervalMs', async () => {
    vi.useFakeTimers();
    const writes: number[][] = [];
    const w = new BatchWriter<number>({ write: async (rows) => void writes.push(rows), maxBatch: 100, intervalMs: 1000 });
    w.add(1);
    w.add(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toEqual([[1, 2]]);
  });

  it('add() returns while a write is still pending, and never runs two writes at once', async () => {
    const g = gatedWrite();
    const w = new BatchWriter<number>({ write: g.write, maxBatch: 2, intervalMs: 60_000 });
    w.add(1);
    w.add(2); // full batch: the flush starts and its write hangs on the gate
    expect(g.batches).toEqual([[1, 2]]);
    for (let i = 3; i <= 6; i++) w.add(i); // two more full batches queue behind it
    await Promise.resolve();
    expect(g.batches).toEqual([[1, 2]]);
    const flushed = w.flush();
    for (let n = 0; n < 3; n++) {
      await vi.waitFor(() => expect(g.gates.length).toBe(n + 1));
      g.gates[n].resolve();
    }
    await flushed;
    expect(g.batches).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(g.maxInFlight()).toBe(1);
  });

  it('a full buffer drops the oldest rows and counts them', async () => {
    const g = gatedWrite();
    const w = new BatchWriter<number>({ write: g.write, maxBatch: 2, maxBuffered: 4, intervalMs: 60_000 });
    w.add(1);
    w.add(2); // in flight, out of the buffer
    for (let i = 3; i <= 9; i++) w.add(i); // 7 rows into a buffer of 4: 3, 4, 5 are dropped
    expect(w.stats).toEqual({ written: 0, failed: 0, dropped: 3, buffered: 4 });
    g.gates[0].resolve();
    const flushed = w.flush();
    await vi.waitFor(() => expect(g.gates.length).toBe(2));
    g.gates[1].resolve();
    await vi.waitFor(() => expect(g.gates.length).toBe(3));
    g.gates[2].resolve();
    await flushed;
    expect(g.batches.flat()).toEqual([1, 2, 6, 7, 8, 9]);
    expect(w.stats).toEqual({ written: 6, failed: 0, dropped: 3, buffered: 0 });
  });

  it('a failed write is reported and counted, never thrown; the rest waits for the next tick', async () => {
    vi.useFakeTimers();
    const errors: [unknown, number][] = [];
    let fail = true;
    const writes: number[][] = [];
    const w = new BatchWriter<number>({
      write: async (rows) => {
        if (fail) throw new Error('connection refused');
        writes.push(rows);
      },
      onError: (err, rows) => errors.push([err, rows]),
      maxBatch: 2,
      intervalMs: 1000,
    });
    w.add(1);
    expect(() => w.add(2)).not.toThrow(); // starts a flush that fails
    await vi.advanceTimersByTimeAsync(0);
    expect(errors.map(([e, n]) => [(e as Error).message, n])).toEqual([['connection refused', 2]]);
    // While resting after the failure, a full batch does not hammer the database.
    w.add(3);
    w.add(4);
    w.add(5);
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveLength(1);
    await expect(w.flush()).resolves.toBeUndefined(); // explicit flush tries once more, fails quietly
    expect(errors).toHaveLength(2);
    fail = false;
    await vi.advanceTimersByTimeAsync(1000); // the timer retries what is left
    expect(writes.flat()).toEqual([5]);
    expect(w.stats).toEqual({ written: 1, failed: 4, dropped: 0, buffered: 0 });
  });

  it('close() writes what is queued and stops the timer', async () => {
    const writes: number[][] = [];
    const w = new BatchWriter<number>({ write: async (rows) => void writes.push(rows), maxBatch: 100, intervalMs: 60_000 });
    w.add(7);
    w.add(8);
    await w.close();
    expect(writes).toEqual([[7, 8]]);
    expect(w.stats.buffered).toBe(0);
  });
});
