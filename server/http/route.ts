/**
 * The route definition (issues 11 and 27): registers an endpoint of the table
 * (server/contract/paths.ts + endpoints.ts) and applies everything the table says about it, so a
 * route module writes only its handler:
 *   - method, URL, the zod schemas (params, querystring, headers, body, and the response envelope
 *     of SPEC §7), the OpenAPI tag and summary;
 *   - the guard (./guards.ts): who may call, installed before the route's own hooks (rate limits);
 *     `req.member` is typed as present for the member guards;
 *   - Cache-Control from the cache class, so the header, the service worker's policy and the
 *     server's response cache cannot disagree:
 *       personal, never                                   → no-store, on every answer (errors too)
 *       live/reference answers kept in the response cache → public, max-age=0, must-revalidate
 *         (except the `deal` family: a limited deal's stock is never revalidated from a stale copy)
 *       other public answers (search, deal, notice view)  → no-cache
 *   - `idempotent: 'stored'`: a replayed Idempotency-Key is answered from server/infra/idempotency.ts
 *     before the handler runs (through the route's `afterWrite`, if any, like a first answer); the
 *     handler writes through `ctx.once(apply)` (scope: method + filled path); `idempotent: 'ledger'`:
 *     the required key is handed over as `ctx.idempotencyKey`;
 *   - `invalidates`: once the handler resolved (its write committed), the views it names are
 *     published (server/infra/cache/response-cache.ts publishStale): a keyed view with the item the
 *     write changed (its `key.write`: the path's `:id`, or the body's productNo / shopId), or every
 *     item's when the request names none;
 *   - connection faults (issue 28; server/db/pg-faults.ts): a GET whose database connection was lost
 *     is asked again (RETRY_WAITS.readMs), then answers 503 with code 5; a write is retried only
 *     inside its transaction, before its COMMIT was sent.
 * Docs: server/README.md and docs/decisions/036-route-definitions.md.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CACHED_VIEWS, type CachedViewDef, type StaleView } from '@contract/cached-views.js';
import { envelope, type Envelope } from '@contract/envelope.js';
import type { AnyEndpoint, Endpoint } from '@contract/endpoints.js';
import { MEMBER_GUARDS, OPERATOR_GUARDS, pathOf, type EndpointName } from '@contract/paths.js';
import type { Tx } from '@server/db/locks.js';
import { isConnectionError, RETRY_WAITS } from '@server/db/pg-faults.js';
import { publishStale } from '@server/infra/cache/response-cache.js';
import { storedAnswer, withIdempotency } from '@server/infra/idempotency.js';
import { guardHooks, type GuardDeps, type Member, type Operator } from './guards.js';

type Out<E, K extends string> = E extends { [P in K]: infer T extends z.ZodType } ? z.output<T> : unknown;
type MemberGuard = (typeof MEMBER_GUARDS)[number];

/** The request a handler of endpoint E receives: params, query, body and headers parsed by its schemas; `member` set by a member guard. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: Out<E, 'params'>;
  Querystring: Out<E, 'query'>;
  Body: Out<E, 'body'>;
  Headers: Out<E, 'headers'>;
}> &
  (E extends { guard: MemberGuard } ? { member: Member } : unknown) &
  (E extends { guard: (typeof OPERATOR_GUARDS)[number] } ? { operator: Operator } : unknown);

/** What a handler may return: the envelope of its data (or the reply itself, when it already sent). */
export type EndpointResult<E> = Envelope<z.input<E extends { data: infer D extends z.ZodType } ? D : never>> | FastifyReply;

/** What route() hands a handler besides the request, by the endpoint's `idempotent` policy. */
export type EndpointContext<E> = E extends { idempotent: 'stored' }
  ? {
      /**
       * Apply the write at most once per Idempotency-Key, in one transaction that locks the member's
       * row (server/infra/idempotency.ts withIdempotency); without a key, just in that transaction.
       * Call it exactly once when the handler writes (route() checks it did).
       */
      once<T>(apply: (tx: Tx) => Promise<Envelope<T>>): Promise<Envelope<T>>;
    }
  : E extends { idempotent: 'ledger' }
    ? { /** The request's Idempotency-Key (required by the schema), for the domain's own ledger. */ idempotencyKey: string }
    : Record<string, never>;

export type EndpointHandler<E> = (req: EndpointRequest<E>, reply: FastifyReply, ctx: EndpointContext<E>) => Promise<EndpointResult<E>>;

type EnvelopeOf<E> = Envelope<z.input<E extends { data: infer D extends z.ZodType } ? D : never>>;

/** Hooks and options a route module may add (never method, url, schema or guard: those are the table's). They run after the guard. */
export type EndpointRouteOptions<E = unknown> = Pick<RouteShorthandOptions, 'config'> & {
  onRequest?: onRequestAsyncHookHandler | onRequestAsyncHookHandler[];
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  hide?: boolean;
  /**
   * After a write, on its first answer and on a replayed one alike (an `idempotent: 'stored'` key
   * answered from the store): what the write earns that the stored answer does not hold — the
   * stars a reply or a vote earns, awarded once per write, whose toast every answer carries.
   */
  afterWrite?: (req: EndpointRequest<E>, answer: EnvelopeOf<E>) => Promise<EnvelopeOf<E>>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** What the guards, the idempotency store and the invalidation read (installRoutePolicy). */
    routePolicy?: GuardDeps;
  }
}

/** Give every route registered in `app` (and its child scopes) what the guards need: the database, the token service, the ops token. */
export function installRoutePolicy(app: FastifyInstance, deps: GuardDeps): void {
  app.decorate('routePolicy', deps);
}

/** Cache-Control of an endpoint's successful answers (see the header of this file). */
export function cacheControlOf(endpoint: Pick<AnyEndpoint, 'cache' | 'responseCache'>): string {
  if (endpoint.cache === 'personal' || endpoint.cache === 'never') return 'no-store';
  return endpoint.responseCache && endpoint.responseCache !== 'deal' ? 'public, max-age=0, must-revalidate' : 'no-cache';
}

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const isMemberGuard = (guard: string): guard is MemberGuard => (MEMBER_GUARDS as readonly string[]).includes(guard);

/**
 * The views a committed write on this request made stale: a keyed view with the item the write
 * changed (the path's `:id`, or the body's productNo / shopId), or every item's when it has none.
 */
function staleViewsOf(endpoint: AnyEndpoint, params: unknown, body: unknown): StaleView[] {
  return (endpoint.invalidates ?? []).map((view) => {
    const def: CachedViewDef = CACHED_VIEWS[view];
    if (!def.key) return { view };
    const [from, field] = def.key.write.split('.') as ['params' | 'body', string];
    const id = ((from === 'params' ? params : body) as Record<string, unknown> | null)?.[field];
    return typeof id === 'number' ? { view, id } : { view };
  });
}

/**
 * `route(app, endpoints.dealDetail, {}, async (req, reply) => ok(...))`.
 * `app` is the plugin's Fastify scope (with installRoutePolicy on it or a parent for any guard,
 * idempotency or invalidation that needs the database); the handler's request is typed from the
 * endpoint's schemas and guard, its context from its `idempotent` policy.
 * @throws Error at registration for a table entry route() cannot honour (idempotency without a member guard, a missing policy)
 */
export function route<N extends EndpointName>(
  app: FastifyInstance,
  endpoint: Endpoint<N>,
  options: EndpointRouteOptions<Endpoint<N>>,
  handler: EndpointHandler<Endpoint<N>>,
): void {
  const e = endpoint as unknown as AnyEndpoint;
  const cacheControl = cacheControlOf(e);
  const policy = app.routePolicy;
  const guard = guardHooks(e, policy);
  if (e.idempotent === 'stored' && !isMemberGuard(e.guard))
    throw new Error(`route ${e.name}: idempotent 'stored' needs a member guard (the key is the member's)`);
  if ((e.idempotent || e.invalidates?.length) && !policy) throw new Error(`route ${e.name}: its write policy needs installRoutePolicy() on this Fastify scope`);
  const { hide, config, onRequest, preHandler, afterWrite } = options;
  const noStoreOnEveryAnswer = cacheControl === 'no-store';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    ...(config ? { config } : {}),
    onRequest: [...asArray(guard.onRequest), ...asArray(onRequest)],
    preHandler: [...asArray(guard.preHandler), ...asArray(preHandler)],
    // Personal and write answers are never stored by anyone, whatever their status (issue 3, OWASP ASVS 5.0 §14.3).
    ...(noStoreOnEveryAnswer
      ? {
          onSend: async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            reply.header('cache-control', 'no-store');
            return payload;
          },
        }
      : {}),
    schema: {
      tags: [e.host],
      summary: e.summary,
      ...(hide ? { hide } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.headers ? { headers: e.headers } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: { 200: envelope(e.data) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', cacheControl);
      const typed = req as unknown as EndpointRequest<Endpoint<N>>;
      const ctx = await contextOf(e, req, policy);
      if ('replay' in ctx) return afterWrite ? afterWrite(typed, ctx.replay as EnvelopeOf<Endpoint<N>>) : ctx.replay;
      const run = () => handler(typed, reply, ctx.handed as EndpointContext<Endpoint<N>>);
      // A read that lost its database connection (a restart, a failover) is asked again, twice at
      // most, before it answers 503 (issue 28); writes retry inside their transaction (server/db/pg-faults.ts).
      const answer = e.method === 'GET' ? await retryReadOnConnectionLoss(run) : await run();
      ctx.check?.();
      if (e.invalidates?.length) publishStale(policy!.db, staleViewsOf(e, req.params, req.body));
      return afterWrite ? afterWrite(typed, answer as EnvelopeOf<Endpoint<N>>) : answer;
    },
  });
}

/**
 * `read()`, asked again after each wait of RETRY_WAITS.readMs (300 ms, then 1 s: ~1.3 s in all, a
 * restart's usual length) while it fails with a lost connection; then its error (→ 503, code 5).
 */
async function retryReadOnConnectionLoss<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await read();
    } catch (err) {
      const delay = RETRY_WAITS.readMs[attempt];
      if (delay === undefined || !isConnectionError(err)) throw err;
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

type Context = { replay: Envelope<unknown> } | { handed: object; check?: () => void };

/** The handler's context for this request, or the stored answer of a replayed Idempotency-Key. */
async function contextOf(e: AnyEndpoint, req: FastifyRequest, policy: GuardDeps | undefined): Promise<Context> {
  const key = (req.headers as { 'idempotency-key'?: string })['idempotency-key'];
  if (e.idempotent === 'ledger') return { handed: { idempotencyKey: key } };
  if (e.idempotent !== 'stored') return { handed: {} };
  const db = policy!.db;
  const userId = req.member!.user.userId;
  const scope = `${e.method} ${pathOf(e.path, req.params as Record<string, string | number>)}`;
  if (key) {
    // A key already delivered answers its first answer before any rule runs (so a check that a first
    // delivery passed — a duplicate or gap rule — never refuses the offline queue's retry).
    const replay = await storedAnswer(db, userId, key, scope);
    if (replay) return { replay };
  }
  let calls = 0;
  const once = <T>(apply: (tx: Tx) => Promise<Envelope<T>>) => {
    calls += 1;
    return withIdempotency(db, userId, key, scope, apply);
  };
  return {
    handed: { once },
    check: () => {
      if (key && calls !== 1) throw new Error(`route ${e.name}: an idempotent handler must write through ctx.once() exactly once (called ${calls} times)`);
    },
  };
}
