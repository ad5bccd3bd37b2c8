/**
 * Registers a route from its entry in the endpoint table (server/contract/endpoints.ts; issue 11):
 * method, URL, the zod schemas (params, querystring, headers, body, and the response envelope of
 * SPEC §7), the OpenAPI tag and summary all come from the table; the route module adds only its
 * guards (`preHandler`, `onRequest`, `config`) and the handler, which returns `ok(data)`.
 *
 * Cache-Control follows the table's cache class, so the header, the service worker's policy and
 * the server's response cache cannot disagree:
 *   personal, never                                  → no-store
 *   live/reference answers kept in the response cache → public, max-age=0, must-revalidate
 *     (except the `deal` family: a limited deal's stock is never revalidated from a stale copy)
 *   other public answers (search, deal, notice view) → no-cache
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope, type Envelope } from '@contract/envelope.js';
import type { AnyEndpoint, Endpoint } from '@contract/endpoints.js';
import type { EndpointName } from '@contract/paths.js';

type Out<E, K extends string> = E extends { [P in K]: infer T extends z.ZodType } ? z.output<T> : unknown;

/** The request a handler of endpoint E receives: params, query, body and headers already parsed by its schemas. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: Out<E, 'params'>;
  Querystring: Out<E, 'query'>;
  Body: Out<E, 'body'>;
  Headers: Out<E, 'headers'>;
}>;

/** What a handler may return: the envelope of its data (or the reply itself, when it already sent). */
export type EndpointResult<E> = Envelope<z.input<E extends { data: infer D extends z.ZodType } ? D : never>> | FastifyReply;

export type EndpointHandler<E> = (req: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointResult<E>>;

/** Guards and options a route module may add (never method, url or schema: those are the table's). */
export type EndpointRouteOptions = Pick<RouteShorthandOptions, 'preHandler' | 'onRequest' | 'config'> & { hide?: boolean };

/** Cache-Control of an endpoint's successful answers (see the header of this file). */
export function cacheControlOf(endpoint: Pick<AnyEndpoint, 'cache' | 'responseCache'>): string {
  if (endpoint.cache === 'personal' || endpoint.cache === 'never') return 'no-store';
  return endpoint.responseCache && endpoint.responseCache !== 'deal' ? 'public, max-age=0, must-revalidate' : 'no-cache';
}

/**
 * `route(app, endpoints.dealDetail, { preHandler }, async (req, reply) => ok(...))`.
 * `app` is the plugin's Fastify scope; the handler's request is typed from the endpoint's schemas.
 */
export function route<N extends EndpointName>(
  app: FastifyInstance,
  endpoint: Endpoint<N>,
  options: EndpointRouteOptions,
  handler: EndpointHandler<Endpoint<N>>,
): void {
  const e = endpoint as unknown as AnyEndpoint;
  const cacheControl = cacheControlOf(e);
  const { hide, ...guards } = options;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    ...guards,
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
      return handler(req as unknown as EndpointRequest<Endpoint<N>>, reply);
    },
  });
}
