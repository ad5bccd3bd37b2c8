/**
 * GET /api/v1/community/search (issue 15; SPEC §2 /community/search, §7 "### Community"; decision:
 * docs/decisions/023-community-search.md). Public and the same for everyone: 'live' in the table
 * (network first in the worker). Not in the server's response cache: the answer is read from the
 * posts themselves, so a post written, edited, hidden or deleted is found or gone at once, and
 * search keywords are too varied for a 20-second cache to pay. Like the product search it has a
 * deadline (3 s → 52) and no per-address limit (server-rendered pages call in-process from one
 * address).
 */
import type { FastifyInstance } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import type { Db } from '@server/db/client.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { searchCommunity } from '@server/domain/community/community-search.service.js';

export async function communitySearchRoutes(app: FastifyInstance, opts: { db: Db }) {
  route(app, e.communitySearch, {}, async (req) => ok(await searchCommunity(opts.db, req.query)));
}
