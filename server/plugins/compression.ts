/**
 * Compression of answers over 1 KB (brotli, gzip) on the root scope. Built assets are already
 * compressed at build time and sent as they are (server/plugins/pwa.ts preCompressed); the response
 * cache keeps the compressed bytes it sees (server/infra/cache/response-cache.ts, which assumes these defaults).
 */
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024 });
}
