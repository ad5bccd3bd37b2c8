/**
 * The OpenAPI document, generated from the endpoint table's zod schemas (server/contract/), served
 * at /api/docs. The hostile suite fuzzes every endpoint it lists (server/routes/hostile.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DEFAULT_WEB_VERSION } from '@contract/rules.js';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '제철장터 API',
        description: 'Display, account and search hosts (SPEC §7). Envelope: { code, message, data, toastItems }.',
        version: DEFAULT_WEB_VERSION,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
