/**
 * A counting semaphore with a short, bounded queue (issue 28 item 5; docs/decisions/037-bounded-renders.md):
 * at most `max` holders at once; a caller beyond that waits in line — at most `queue` callers, each
 * at most `waitMs` — and is otherwise refused with {@link GateBusyError}. The server-rendered pages
 * use one per instance (server/plugins/ssr.ts), so a burst of pages no cache can answer costs at most
 * `max` renders at a time and a short wait, never an unbounded pile of renders on one event loop.
 *
 * Slots pass straight from a releasing holder to the first in line (no barging), and the counters
 * (`active`, `peak`, `started`, `queued`, `refused`) are what tests and diagnostics read.
 */

/** Why a caller got no slot: the line was full, or its wait ran out. */
export class GateBusyError extends Error {
  constructor(readonly reason: 'queue-full' | 'wait-timeout' | 'aborted') {
    super(`render gate busy (${reason})`);
    this.name = 'GateBusyError';
  }
}

/** Gives the slot back; calling it again does nothing. */
export type Release = () => void;

export interface RenderGateOptions {
  /** Holders at once (≥ 1). */
  max: number;
  /** Callers that may wait for a slot (≥ 0); one more is refused at once. */
  queue: number;
  /** The longest a caller waits for a slot (ms). */
  waitMs: number;
  /** The timer the waits use (tests pass a manual one); returns its cancel. Default setTimeout. */
  timer?: (fire: () => void, ms: number) => () => void;
}

interface Waiter {
  grant: (release: Release) => void;
  cancelTimer: () => void;
  detach: () => void;
}

const realTimer = (fire: () => void, ms: number) => {
  const t = setTimeout(fire, ms);
  t.unref();
  return () => clearTimeout(t);
};

export class RenderGate {
  /** Slots held now. */
  active = 0;
  /** The most slots ever held at once. */
  peak = 0;
  /** Slots handed out so far (each is one render). */
  started = 0;
  /** Callers refused (line full, wait over, or gone before their turn). */
  refused = 0;
  readonly max: number;
  readonly queueLimit: number;
  readonly waitMs: number;
  private readonly waiters: Waiter[] = [];
  private readonly timer: (fire: () => void, ms: number) => () => void;

  constructor(opts: RenderGateOptions) {
    if (!Number.isInteger(opts.max) || opts.max < 1) throw new RangeError('RenderGate: max must be an integer ≥ 1');
    this.max = opts.max;
    this.queueLimit = Math.max(0, Math.floor(opts.queue));
    this.waitMs = Math.max(0, opts.waitMs);
    this.timer = opts.timer ?? realTimer;
  }

  /** Callers waiting for a slot now. */
  get queued(): number {
    return this.waiters.length;
  }

  /** A slot now, or null when every slot is taken (for work that may simply be skipped, like a background refresh). */
  tryAcquire(): Release | null {
    if (this.active >= this.max) return null;
    return this.grant();
  }

  /**
   * A slot: at once when one is free, else after waiting in line. Rejects with GateBusyError when
   * the line is full, the wait passes `waitMs`, or `signal` aborts first (the caller went away).
   */
  acquire(signal?: AbortSignal): Promise<Release> {
    if (this.active < this.max) return Promise.resolve(this.grant());
    if (signal?.aborted) return this.refuse('aborted');
    if (this.waiters.length >= this.queueLimit) return this.refuse('queue-full');
    return new Promise<Release>((resolve, reject) => {
      const leave = (reason: GateBusyError['reason']) => {
        const at = this.waiters.indexOf(waiter);
        if (at < 0) return;
        this.waiters.splice(at, 1);
        waiter.cancelTimer();
        waiter.detach();
        this.refused += 1;
        reject(new GateBusyError(reason));
      };
      const onAbort = () => leave('aborted');
      const waiter: Waiter = {
        grant: resolve,
        cancelTimer: this.timer(() => leave('wait-timeout'), this.waitMs),
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
    });
  }

  private refuse(reason: GateBusyError['reason']): Promise<never> {
    this.refused += 1;
    return Promise.reject(new GateBusyError(reason));
  }

  private grant(): Release {
    this.active += 1;
    this.started += 1;
    if (this.active > this.peak) this.peak = this.active;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active -= 1;
      const next = this.waiters.shift();
      if (!next) return;
      next.cancelTimer();
      next.detach();
      next.grant(this.grant());
    };
  }
}
