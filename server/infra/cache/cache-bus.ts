/**
 * Cross-instance cache invalidation (issue 18; docs/decisions/034-scale-out.md "Cross-instance
 * invalidation (LISTEN/NOTIFY)").
 *
 * Every in-process cache of an instance (display answers, SSR pages, community details, search
 * look-ups, live token families, the banned-word list) is keyed by its database handle. A write that
 * changes what one of them shows publishes a {@link CacheMessage} on a {@link CacheChannel} of that
 * handle ({@link publishCacheMessage}); every instance on the same database — the writer first,
 * synchronously — runs the handlers registered for it ({@link onCacheMessage}) and drops the entries.
 *
 * The transport is a {@link CacheBus}, attached to the handle by buildApp (server/app.ts):
 *   - {@link createInProcessCacheBus}: one process (PGlite, tests); handlers run synchronously on publish.
 *   - {@link createPostgresCacheBus}: one dedicated `pg` Client per instance that LISTENs on every channel of
 *     {@link CACHE_CHANNELS}; publish runs this instance's handlers at once and sends
 *     `SELECT pg_notify(channel, '{"i":instanceId,"m":message}')` (< 8000 bytes; a bigger message becomes
 *     `{ all: true }`); the own echo is skipped by instance id. Lost connection (database restart,
 *     pg_terminate_backend, a heartbeat that does not answer in 3 s) → `healthy` false, reconnect with
 *     backoff (100 ms doubling to 5 s), re-LISTEN, then every handler gets `{ all: true }` (messages may
 *     have been missed) and the publishes queued meanwhile are sent.
 * While the bus is not healthy, {@link cacheMaxAgeMs} is {@link DISCONNECTED_MAX_AGE_MS}: the caches serve
 * no entry older than that, so nothing stale is served for longer than a second.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { StaleView } from '@contract/cached-views.js';

/** The PostgreSQL channel of each cache family (NOTIFY channel names). */
export const CACHE_CHANNELS = {
  /** Response caches and SSR pages: `{ stale }` views a write changed (server/contract/cached-views.ts), or `{ all }`. */
  response: 'cache_response',
  /** Search host look-ups (server/routes/search): `{ all }`. */
  search: 'cache_search',
  /** Live token families (server/domain/accounts/tokens.ts): `{ families }` revoked, or `{ all }`. */
  session: 'cache_session',
  /** The banned-word list (server/domain/moderation/banned-words.ts): `{ all }`. */
  words: 'cache_words',
} as const;
export type CacheChannel = keyof typeof CACHE_CHANNELS;

/** What changed. `all`: drop everything of the channel (also sent to every handler after a reconnect). */
export interface CacheMessage {
  all?: boolean;
  /** cache_response: the views a committed write made stale (route(), server/http/route.ts). */
  stale?: StaleView[];
  /** cache_session: revoked refresh-token families. */
  families?: string[];
}
export type CacheHandler = (message: CacheMessage) => void;

/** How old (ms) a cached entry may be while the bus is not listening: cross-instance drops may be missed meanwhile. */
export const DISCONNECTED_MAX_AGE_MS = 1000;
/** NOTIFY's payload limit is 8000 bytes; above this a message is sent as `{ all: true }`. */
export const MAX_PAYLOAD_BYTES = 7900;

export interface CacheBus {
  /** Run this instance's handlers of `channel` now, and every other instance's (PostgreSQL: via NOTIFY). Never rejects. */
  publish(channel: CacheChannel, message: CacheMessage): Promise<void>;
  /** Register a handler; returns the unsubscribe. */
  subscribe(channel: CacheChannel, handler: CacheHandler): () => void;
  /** Whether messages of other instances reach this one now (in-process: always). */
  readonly healthy: boolean;
  /** Stop listening (idempotent). */
  close(): Promise<void>;
}

class Handlers {
  private readonly byChannel = new Map<CacheChannel, Set<CacheHandler>>();
  constructor(private readonly onError: (err: unknown) => void) {}
  add(channel: CacheChannel, handler: CacheHandler): () => void {
    let set = this.byChannel.get(channel);
    if (!set) this.byChannel.set(channel, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }
  deliver(channel: CacheChannel, message: CacheMessage) {
    for (const h of [...(this.byChannel.get(channel) ?? [])]) {
      try {
        h(message);
      } catch (err) {
        this.onError(err);
      }
    }
  }
  deliverAll(message: CacheMessage) {
    for (const channel of Object.keys(CACHE_CHANNELS) as CacheChannel[]) this.deliver(channel, message);
  }
}

/** One process: handlers run synchronously on publish; always healthy. */
export function createInProcessCacheBus(): CacheBus {
  const handlers = new Handlers((err) => console.error('cache handler failed', err));
  return {
    healthy: true,
    publish(channel, message) {
      handlers.deliver(channel, message);
      return Promise.resolve();
    },
    subscribe: (channel, handler) => handlers.add(channel, handler),
    close: () => Promise.resolve(),
  };
}

export interface BusLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface PostgresCacheBusOptions {
  /** Identifies this instance in payloads (default a random UUID). */
  instanceId?: string;
  log?: BusLog;
  /** First reconnect delay (ms, default 100); doubles per failed attempt up to maxBackoffMs (default 5000). */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How often the listener connection is probed (ms, default 5000); no answer in 3 s counts as lost. */
  heartbeatMs?: number;
  /** Publishes kept while disconnected (default 1000); past it they collapse into `{ all: true }` per channel. */
  maxQueued?: number;
}

/** The PostgreSQL bus, with `ready` (resolves once it listens the first time) for tests and start-up. */
export interface PostgresCacheBus extends CacheBus {
  readonly instanceId: string;
  readonly ready: Promise<void>;
  /** Successful connections so far (1 after the first; tests read it to see a reconnect). */
  readonly connects: number;
  /** The listener's backend pid (pg_terminate_backend in tests), or null while disconnected. */
  readonly backendPid: number | null;
  /** Resolves once the publishes made so far were sent (or queued for a reconnect): a command that publishes and exits awaits it. */
  flush(): Promise<void>;
}

const consoleLog: BusLog = {
  info: (obj, msg) => console.log(msg, JSON.stringify(obj)),
  warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)),
};

/**
 * The PostgreSQL bus of one instance (see the header). Starts connecting at once; never throws for
 * a connection problem (it logs and retries). `close()` ends the client and stops retrying.
 */
export function createPostgresCacheBus(connectionString: string, opts: PostgresCacheBusOptions = {}): PostgresCacheBus {
  const instanceId = opts.instanceId ?? randomUUID();
  const log = opts.log ?? consoleLog;
  const minBackoff = opts.minBackoffMs ?? 100;
  const maxBackoff = opts.maxBackoffMs ?? 5000;
  const heartbeatMs = opts.heartbeatMs ?? 5000;
  const maxQueued = opts.maxQueued ?? 1000;
  const handlers = new Handlers((err) => log.warn({ err: String(err) }, 'cache handler failed'));
  const channelOf = new Map<string, CacheChannel>(Object.entries(CACHE_CHANNELS).map(([k, v]) => [v, k as CacheChannel]));
  let client: pg.Client | null = null;
  let healthy = false;
  let closed = false;
  let connects = 0;
  let failures = 0;
  let backendPid: number | null = null;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let queue: Array<[CacheChannel, string]> = [];
  // One query at a time on the listener client (pg deprecates queries issued while one runs).
  let chain: Promise<unknown> = Promise.resolve();
  const run = <R extends pg.QueryResultRow>(c: pg.Client, text: string, values?: unknown[]) => {
    const p = chain.then(() => c.query<R>(text, values));
    chain = p.catch(() => undefined);
    return p;
  };
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const payloadOf = (message: CacheMessage) => {
    const text = JSON.stringify({ i: instanceId, m: message });
    return Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES ? text : JSON.stringify({ i: instanceId, m: { all: true } });
  };

  const onNotification = (n: pg.Notification) => {
    const channel = channelOf.get(n.channel);
    if (!channel || !n.payload) return;
    let parsed: { i?: unknown; m?: unknown };
    try {
      parsed = JSON.parse(n.payload) as { i?: unknown; m?: unknown };
    } catch {
      handlers.deliver(channel, { all: true }); // unreadable: drop everything of it, to be safe
      return;
    }
    if (parsed.i === instanceId) return; // our own echo: already delivered on publish
    handlers.deliver(channel, parsed.m && typeof parsed.m === 'object' ? (parsed.m as CacheMessage) : { all: true });
  };

  const lost = (c: pg.Client, reason: string) => {
    if (c !== client) return;
    client = null;
    backendPid = null;
    clearInterval(heartbeat);
    const was = healthy;
    healthy = false;
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    if (closed) return;
    if (was) log.warn({ reason }, 'cache bus: listener connection lost; caches serve entries ≤ 1 s old until it is back');
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    const delay = Math.min(maxBackoff, minBackoff * 2 ** Math.min(failures, 16));
    retry = setTimeout(
      () => {
        retry = undefined;
        void connect();
      },
      delay * (0.75 + Math.random() * 0.5),
    );
    retry.unref?.();
  };

  const flush = async (c: pg.Client) => {
    const pending = queue;
    queue = [];
    for (const [channel, payload] of pending) await run(c, 'SELECT pg_notify($1, $2)', [CACHE_CHANNELS[channel], payload]);
  };

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString, keepAlive: true, application_name: 'cache-bus' });
    client = c;
    chain = Promise.resolve();
    c.on('error', (err) => lost(c, err.message));
    c.on('end', () => lost(c, 'connection ended'));
    c.on('notification', onNotification);
    try {
      await c.connect();
      for (const name of Object.values(CACHE_CHANNELS)) await run(c, `LISTEN ${name}`);
      const { rows } = await run<{ pid: number }>(c, 'SELECT pg_backend_pid() AS pid');
      if (client !== c || closed) {
        await c.end().catch(() => undefined);
        return;
      }
      backendPid = rows[0]?.pid ?? null;
      healthy = true;
      failures = 0;
      connects += 1;
      log.info({ instanceId, reconnect: connects > 1 }, 'cache bus: listening');
      // Anything published by another instance while we were not listening is lost: drop everything.
      handlers.deliverAll({ all: true });
      heartbeat = setInterval(() => {
        const probe = run(c, 'SELECT 1');
        const timer = setTimeout(() => lost(c, 'heartbeat timed out'), 3000);
        probe.then(
          () => clearTimeout(timer),
          (err: Error) => {
            clearTimeout(timer);
            lost(c, err.message);
          },
        );
      }, heartbeatMs);
      heartbeat.unref?.();
      markReady();
      await flush(c).catch((err: Error) => lost(c, err.message));
    } catch (err) {
      failures += 1;
      if (client === c) {
        if (failures === 1 || failures % 10 === 0) log.warn({ reason: (err as Error).message, attempt: failures }, 'cache bus: cannot listen; retrying');
        lost(c, (err as Error).message);
      }
    }
  };

  const publish = async (channel: CacheChannel, message: CacheMessage): Promise<void> => {
    handlers.deliver(channel, message);
    if (closed) return;
    const payload = payloadOf(message);
    const c = client;
    if (healthy && c) {
      try {
        await run(c, 'SELECT pg_notify($1, $2)', [CACHE_CHANNELS[channel], payload]);
        return;
      } catch (err) {
        lost(c, (err as Error).message);
      }
    }
    // Not connected: sent once the listener is back (other instances drop everything on their own reconnect anyway).
    queue.push([channel, payload]);
    if (queue.length > maxQueued) {
      const channels = new Set(queue.map(([ch]) => ch));
      queue = [...channels].map((ch) => [ch, payloadOf({ all: true })]);
    }
  };
  /** Publishes on their way (flush awaits them). */
  const sending = new Set<Promise<void>>();

  void connect();

  return {
    instanceId,
    ready,
    get healthy() {
      return healthy;
    },
    get connects() {
      return connects;
    },
    get backendPid() {
      return backendPid;
    },
    subscribe: (channel, handler) => handlers.add(channel, handler),
    async flush() {
      await Promise.allSettled([...sending]);
    },
    publish(channel, message) {
      const p = publish(channel, message);
      sending.add(p);
      void p.finally(() => sending.delete(p));
      return p;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      healthy = false;
      const c = client;
      client = null;
      markReady();
      if (c) await c.end().catch(() => undefined);
    },
  };
}

/* ------------------------- per database handle ------------------------- */

interface Route {
  bus?: CacheBus;
  handlers: Handlers;
}
const routes = new WeakMap<object, Route>();

function routeOf(db: object): Route {
  let r = routes.get(db);
  if (!r) routes.set(db, (r = { handlers: new Handlers((err) => console.error('cache handler failed', err)) }));
  return r;
}

/**
 * Make `bus` the transport of the caches of `db` (buildApp does it). Handlers registered before or
 * after are reached. Returns the detach (the handle falls back to in-process delivery).
 */
export function attachCacheBus(db: object, bus: CacheBus): () => void {
  const r = routeOf(db);
  r.bus = bus;
  const offs = (Object.keys(CACHE_CHANNELS) as CacheChannel[]).map((channel) => bus.subscribe(channel, (m) => r.handlers.deliver(channel, m)));
  return () => {
    offs.forEach((off) => off());
    if (r.bus === bus) r.bus = undefined;
  };
}

/** Run `handler` for every message of `channel` on `db`, from this instance or another. Returns the unsubscribe. */
export function onCacheMessage(db: object, channel: CacheChannel, handler: CacheHandler): () => void {
  return routeOf(db).handlers.add(channel, handler);
}

/**
 * Drop on every instance: this instance's handlers run before this returns, the others' once the
 * bus delivers (PostgreSQL: NOTIFY, ~1 ms). Fire and forget; a failed send is retried by the bus.
 */
export function publishCacheMessage(db: object, channel: CacheChannel, message: CacheMessage): void {
  const r = routeOf(db);
  if (r.bus) void r.bus.publish(channel, message);
  else r.handlers.deliver(channel, message);
}

/** The longest a caller of publishCacheMessageAndWait waits for the bus (ms). */
export const PUBLISH_WAIT_MAX_MS = 1000;

/**
 * publishCacheMessage, awaited: resolves once the message is on the bus (PostgreSQL: the NOTIFY ran,
 * so a listening instance has it within ~1 ms, before the caller's answer reaches the client), once
 * it is queued because the bus is disconnected, or after `maxWaitMs` — never rejects. For a change the
 * next request must see on every instance, e.g. a logout ending access tokens (accounts/tokens.ts).
 */
export async function publishCacheMessageAndWait(db: object, channel: CacheChannel, message: CacheMessage, maxWaitMs = PUBLISH_WAIT_MAX_MS): Promise<void> {
  const r = routeOf(db);
  if (!r.bus) {
    r.handlers.deliver(channel, message);
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
    timer.unref?.();
  });
  await Promise.race([r.bus.publish(channel, message).catch(() => undefined), waited]);
  clearTimeout(timer);
}

/** How old (ms) a cached entry of `db` may be served now: unbounded while the bus listens, else {@link DISCONNECTED_MAX_AGE_MS}. */
export function cacheMaxAgeMs(db: object): number {
  const bus = routes.get(db)?.bus;
  return bus && !bus.healthy ? DISCONNECTED_MAX_AGE_MS : Infinity;
}
