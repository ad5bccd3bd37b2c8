/**
 * Registers every route module. Each host of SPEC §7 is a group of modules mounted at its
 * SPEC paths: display (catalogue, notices), account (tokens, users, app) and search.
 * Add a new resource as server/routes/<resource>/ with .routes/.handlers/.service/.test files.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.js';
import { displayRoutes } from './display/display.routes.js';
import { shopStandInRoutes } from './shop-stand-in/shop-stand-in.routes.js';
import { searchRoutes } from './search/search.routes.js';

export async function registerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(displayRoutes, { db: deps.db });
  await app.register(shopStandInRoutes, { db: deps.db });
  await app.register(searchRoutes, { db: deps.db });
}
