/**
 * The ops console's API (issue 32; docs/decisions/049-ops-console.md), under /api/ops/ (internal
 * host, never stored), behind the table's operator guards (server/http/guards.ts operatorGuard):
 *
 *   POST   /api/ops/session          sign in (name, password) → Set-Cookie ops_session (HttpOnly,
 *                                    SameSite=Strict, Path=/api/ops, Secure over https) + CSRF token;
 *                                    limited per address and per name (131); always a new session
 *   DELETE /api/ops/session          sign out (the cookie is cleared, the session row deleted)
 *   GET    /api/ops/session               the operator and the CSRF token (the console asks on load)
 *   GET    /api/ops/audit            the audit log
 *   GET    /api/ops/adoption         active clients per version/platform (5/60 min), 5-minute series, errors
 *   GET|POST|PUT /api/ops/rollout    staged rollout status / start / raise, pause, resume, roll back (role release)
 *   GET    /api/ops/reports, PUT /api/ops/reports/:targetType/:targetId          moderation queue (role moderator writes)
 *   GET|POST /api/ops/banned-words (?text= tries a sentence), DELETE …/:word       banned words (role moderator writes)
 *   GET|PUT /api/ops/search-rules                                                popular-search rules (role moderator writes)
 *   POST   /api/v1/client-error      the client error beacon (public, limited per address, counts only)
 *
 * Every write is in the audit log (who, what, before/after, when), in the write's transaction
 * where the domain gives one. Moderation uses the same domain code as the CLIs (scripts/reports.ts,
 * banned-words.ts, search-terms.ts) and the same cross-instance notifications (the cache bus).
 * Hidden from the public OpenAPI document.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import { OPS_SESSION_COOKIE, type ReportQueue } from '@contract/ops.js';
import { REPORT_REASON_LABELS, type ReportReason } from '@contract/rules.js';
import type { Db } from '@server/db/client.js';
import { ApiError } from '@server/errors.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { cookieOf, keyedRateLimit } from '@server/http/guards.js';
import { auditLog, audit, changePassword, dropSession, OPS_SESSION_MS, signIn, signOut } from '@server/domain/ops/operators.service.js';
import { adoption, HALT_RULE, recordClientError, rolloutStatus, startRollout, updateRollout, type HaltRule } from '@server/domain/ops/release-watch.service.js';
import { moderationQueue, resolveReports } from '@server/domain/community/community-review.service.js';
import { HIDE_THRESHOLD } from '@server/domain/moderation/flag-weights.js';
import {
  addBannedWord,
  listBannedWords,
  normalizeBannedWord,
  publishBannedWords,
  removeBannedWord,
  tryBannedWords,
} from '@server/domain/moderation/banned-words-admin.js';
import { listTermRules, normalizeRuleTerm, publishTermRules, removeTermRule, setTermRule } from '@server/domain/search/term-rules.js';

export interface OpsRouteDeps {
  db: Db;
  /** Sign-ins per minute per address and per name. */
  signInPerMinute: number;
  /** Error beacons per minute per address. */
  clientErrorPerMinute: number;
  /** The halt rule's least error count (HALT_RULE.minErrors by default). */
  haltMinErrors?: number;
}

/** The session cookie: HttpOnly, SameSite=Strict, only sent to /api/ops, Secure over https. */
function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number) {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${OPS_SESSION_COOKIE}=${token}; Path=/api/ops; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`);
}

export async function opsRoutes(app: FastifyInstance, deps: OpsRouteDeps) {
  const { db } = deps;
  const rule: HaltRule = { ...HALT_RULE, minErrors: deps.haltMinErrors ?? HALT_RULE.minErrors };
  const perName = keyedRateLimit(app, {
    max: deps.signInPerMinute,
    key: (req) => `ops-signin:${(req.body as { name?: string })?.name ?? ''}`,
    message: (s) => `로그인 시도가 너무 많아요. ${s}초 후에 다시 시도해 주세요.`,
  });
  const signInLimit = { rateLimit: { max: deps.signInPerMinute, timeWindow: 60_000 } };

  route(
    app,
    e.opsSignIn,
    {
      hide: true,
      config: signInLimit,
      preHandler: perName,
    },
    async (req, reply) => {
      // Whatever session this browser presented ends here: a sign-in never adopts it (session fixation).
      await dropSession(db, cookieOf(req, OPS_SESSION_COOKIE));
      const made = await signIn(db, req.body.name, req.body.password);
      if (!made) throw new ApiError('NOT_MATCHED', '이름이나 비밀번호가 맞지 않아요.');
      setSessionCookie(req, reply, made.token, OPS_SESSION_MS / 1000);
      return ok({ operator: { name: made.operator.name, role: made.operator.role }, csrfToken: made.operator.csrfToken });
    },
  );

  route(app, e.opsSignOut, { hide: true }, async (req, reply) => {
    await signOut(db, req.operator);
    setSessionCookie(req, reply, '', 0);
    return ok(null);
  });

  // A password change checks the current password: limited like a sign-in, per address and per operator.
  const perOperator = keyedRateLimit(app, {
    max: deps.signInPerMinute,
    key: (req) => `ops-password:${req.operator?.operatorId ?? req.ip}`,
    message: (s) => `비밀번호 확인이 너무 많아요. ${s}초 후에 다시 시도해 주세요.`,
  });
  route(
    app,
    e.opsChangePassword,
    {
      hide: true,
      config: signInLimit,
      preHandler: perOperator,
    },
    async (req) => {
      const result = await changePassword(db, req.operator, req.body.currentPassword, req.body.newPassword);
      if (result === 'wrong') throw new ApiError('NOT_MATCHED', '지금 비밀번호가 맞지 않아요.');
      if (result !== 'changed') throw new ApiError('NOT_MATCHED', result.refused);
      return ok(null);
    },
  );

  route(app, e.opsMe, { hide: true }, async (req) => ok({ operator: { name: req.operator.name, role: req.operator.role }, csrfToken: req.operator.csrfToken }));

  route(app, e.opsAudit, { hide: true }, async (req) => ok({ items: await auditLog(db, req.query.size) }));

  route(app, e.opsAdoption, { hide: true }, async (req) => ok(await adoption(db, req.query.hours)));

  route(app, e.opsRollout, { hide: true }, async () => ok(await rolloutStatus(db, rule)));
  route(app, e.opsRolloutStart, { hide: true }, async (req) => ok(await startRollout(db, req.operator, req.body.webVersion, req.body.percent)));
  route(app, e.opsRolloutUpdate, { hide: true }, async (req) => ok(await updateRollout(db, req.operator, req.body)));

  route(app, e.opsReports, { hide: true }, async () => {
    const queue = await moderationQueue(db);
    const items: ReportQueue['items'] = queue.map((t) => ({
      targetType: t.targetType,
      targetId: t.targetId,
      postId: t.postId,
      status: t.status,
      weight: t.weight,
      threshold: HIDE_THRESHOLD,
      text: t.text,
      reviewRequestedAt: t.reviewRequestedAt?.toISOString() ?? null,
      reports: t.reports.map((r) => ({
        createdAt: r.createdAt.toISOString(),
        reporter: r.reporter,
        trustName: r.trustName,
        weight: r.weight,
        counts: r.counts,
        upheld: r.upheld,
        dismissed: r.dismissed,
        reason: REPORT_REASON_LABELS[r.reasonCode as ReportReason] ?? r.reasonCode,
        memo: r.memo,
      })),
    }));
    return ok({ items });
  });

  route(app, e.opsResolveReport, { hide: true }, async (req) => {
    const { targetType, targetId } = req.params;
    const n = await resolveReports(db, targetType, targetId, req.body.resolution, new Date());
    if (n === 0) throw new ApiError('NO_DATA', '처리할 신고가 없어요. 이미 처리됐을 수 있어요.');
    await audit(db, req.operator, `report.${req.body.resolution}`, `${targetType} ${targetId}`, null, { resolved: n });
    return ok({ resolved: n });
  });

  route(app, e.opsBannedWords, { hide: true }, async (req) => {
    const text = req.query?.text;
    const hit = text ? await tryBannedWords(db, text) : null;
    return ok({ items: await listBannedWords(db), trial: text ? { refused: !!hit, word: hit?.word ?? null, excerpt: hit?.excerpt ?? null } : null });
  });
  route(app, e.opsAddBannedWord, { hide: true }, async (req) => {
    const checked = normalizeBannedWord(req.body.word);
    if ('problem' in checked) throw new ApiError('NOT_MATCHED', checked.problem, { fields: ['body.word'] });
    const { word } = checked;
    const kind = req.body.kind;
    await db.transaction(async (tx) => {
      const before = await addBannedWord(tx, word, kind);
      await audit(tx, req.operator, 'bannedWord.add', word, before, { kind });
    });
    publishBannedWords(db);
    return ok({ word, kind, note: '운영자 추가' });
  });
  route(app, e.opsRemoveBannedWord, { hide: true }, async (req) => {
    const gone = await db.transaction(async (tx) => {
      const row = await removeBannedWord(tx, req.params.word);
      if (row) await audit(tx, req.operator, 'bannedWord.remove', row.word, row, null);
      return row;
    });
    if (!gone) throw new ApiError('NO_DATA', '목록에 없는 단어예요.');
    publishBannedWords(db);
    return ok(null);
  });

  route(app, e.opsSearchRules, { hide: true }, async () => ok({ items: await listTermRules(db) }));
  route(app, e.opsSetSearchRule, { hide: true }, async (req) => {
    const term = normalizeRuleTerm(req.body.term);
    if (!term) throw new ApiError('NOT_MATCHED', '검색어를 확인해 주세요.', { fields: ['body.term'] });
    const body = req.body;
    const result = await db.transaction(async (tx) => {
      if (body.action === 'unpin') {
        const gone = await removeTermRule(tx, term);
        if (!gone) throw new ApiError('NO_DATA', `'${term}'에 대한 규칙이 없어요.`);
        await audit(tx, req.operator, 'searchRule.remove', term, gone, null);
        return null;
      }
      const next = body.action === 'pin' ? ({ action: 'pin', rank: body.rank } as const) : ({ action: 'block' } as const);
      const before = await setTermRule(tx, term, next);
      const after = { term, action: body.action, pinRank: body.action === 'pin' ? body.rank : null };
      await audit(tx, req.operator, `searchRule.${body.action}`, term, before, after);
      return after;
    });
    publishTermRules(db);
    return ok(result);
  });

  route(app, e.clientError, { config: { rateLimit: { max: deps.clientErrorPerMinute, timeWindow: 60_000 } } }, async (req) => {
    await recordClientError(db, req.body.webVersion, req.body.kind, rule);
    return ok(null);
  });
}
