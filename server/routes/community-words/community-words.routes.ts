/**
 * GET /api/v1/community/bannedwords-validation?text=… (SPEC §7 Community; §5 banned words; issue 15;
 * docs/decisions/019-banned-words.md). Public: the forms that use it are member-only, but checking
 * a text reads no one's data, and a public call lets the form check before the session is refreshed.
 * It is an oracle for probing the list, so the answer is minimal (valid or not, and the caller's own
 * matched characters) and each client address gets {@link BANNED_WORDS_VALIDATION_PER_MINUTE} calls a
 * minute (131 beyond). Cache class 'never': no-store, never in the worker's caches.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import type { Db } from '@server/db/client.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { validateText } from '@server/domain/moderation/community-words.service.js';

/** Calls a minute per client address. */
export const BANNED_WORDS_VALIDATION_PER_MINUTE = 30;

export async function communityWordsRoutes(app: FastifyInstance, deps: { db: Db; perMinute?: number }) {
  const rateLimit = { max: deps.perMinute ?? BANNED_WORDS_VALIDATION_PER_MINUTE, timeWindow: 60_000 };
  route(app, e.bannedWordsValidation, { config: { rateLimit } }, async (req) => ok(await validateText(deps.db, req.query.text)));
}
