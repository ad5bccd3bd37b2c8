/**
 * The render gate (issue 28 item 5): at most `max` slots held, a line of at most `queue` callers
 * served in arrival order, each refused after `waitMs` (a manual timer: no real time passes), a
 * caller that goes away leaves the line, releases are idempotent, and the counters say what happened.
 */
import { describe, expect, it } from 'vitest';
import { GateBusyError, RenderGate, type Release } from './render-gate.js';

/** A timer the test fires by hand. */
function manualTimer() {
  const pending = new Set<{ fire: () => void; ms: number }>();
  return {
    timer: (fire: () => void, ms: number) => {
      const t = { fire, ms };
      pending.add(t);
      return () => void pending.delete(t);
    },
    /** Fire every wait that is still armed. */
    fireAll() {
      for (const t of [...pending]) {
        pending.delete(t);
        t.fire();
      }
    },
    get armed() {
      return pending.size;
    },
  };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('RenderGate', () => {
  it('holds at most max slots; the line is served in order as slots come back', async () => {
    const clock = manualTimer();
    const gate = new RenderGate({ max: 2, queue: 10, waitMs: 1_000, timer: clock.timer });
    const order: number[] = [];
    const held: Release[] = [];
    const all = Array.from({ length: 6 }, (_, i) =>
      gate.acquire().then((release) => {
        order.push(i);
        held.push(release);
      }),
    );
    await flush();
    expect({ active: gate.active, queued: gate.queued, started: gate.started }).toEqual({ active: 2, queued: 4, started: 2 });
    while (order.length < 6) {
      held.shift()!();
      await flush();
      expect(gate.active).toBeLessThanOrEqual(2);
    }
    await Promise.all(all);
    held.forEach((release) => release());
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect({ active: gate.active, peak: gate.peak, started: gate.started, refused: gate.refused, armed: clock.armed }).toEqual({
      active: 0,
      peak: 2,
      started: 6,
      refused: 0,
      armed: 0,
    });
  });

  it('refuses at once when the line is full, and after waitMs when no slot came', async () => {
    const clock = manualTimer();
    const gate = new RenderGate({ max: 1, queue: 1, waitMs: 500, timer: clock.timer });
    const first = await gate.acquire();
    const waiting = gate.acquire();
    await expect(gate.acquire()).rejects.toMatchObject({ reason: 'queue-full' });
    expect(clock.armed).toBe(1);
    clock.fireAll();
    await expect(waiting).rejects.toBeInstanceOf(GateBusyError);
    await expect(waiting).rejects.toMatchObject({ reason: 'wait-timeout' });
    expect({ active: gate.active, queued: gate.queued, refused: gate.refused }).toEqual({ active: 1, queued: 0, refused: 2 });
    first();
    expect(gate.active).toBe(0);
  });

  it('a caller that goes away leaves the line; a second release gives nothing back twice', async () => {
    const clock = manualTimer();
    const gate = new RenderGate({ max: 1, queue: 5, waitMs: 500, timer: clock.timer });
    const first = await gate.acquire();
    const gone = new AbortController();
    const leaving = gate.acquire(gone.signal);
    const staying = gate.acquire();
    gone.abort();
    await expect(leaving).rejects.toMatchObject({ reason: 'aborted' });
    expect(gate.queued).toBe(1);
    first();
    first();
    const second = await staying;
    expect(gate.active).toBe(1);
    await expect(gate.acquire(AbortSignal.abort())).rejects.toMatchObject({ reason: 'aborted' });
    second();
    expect({ active: gate.active, started: gate.started, armed: clock.armed }).toEqual({ active: 0, started: 2, armed: 0 });
  });

  it('tryAcquire takes a free slot or none, never a place in line', async () => {
    const gate = new RenderGate({ max: 1, queue: 5, waitMs: 500 });
    const release = gate.tryAcquire();
    expect(release).not.toBeNull();
    expect(gate.tryAcquire()).toBeNull();
    expect(gate.queued).toBe(0);
    release!();
    expect(gate.tryAcquire()).not.toBeNull();
  });

  it('refuses a max below 1', () => {
    expect(() => new RenderGate({ max: 0, queue: 1, waitMs: 1 })).toThrow(RangeError);
  });
});
