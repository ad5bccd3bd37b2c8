/**
 * Rate limiting, opt-in per route (`config.rateLimit`: sign-in, refresh, validation, e-mail lookup;
 * server/plugins/auth.ts rateLimited). Over the limit: code 131 TOO_MANY_REQUESTS with a Korean
 * message, rendered by the error handler with HTTP 429 (SPEC §8).
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ApiError } from '@server/errors.js';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => new ApiError('TOO_MANY_REQUESTS', `요청이 너무 많아요. ${Math.ceil(ctx.ttl / 1000)}초 후에 다시 시도해 주세요.`),
  });
}
