/**
 * Community reactions (issue 15; SPEC §7 "### Community", §5 share rule, §6, §8;
 * docs/decisions/018-community-reactions.md): likes and clippings of dashboard posts, questions and
 * surveys, reply likes, reports, the survey calls, view counts and shares.
 *
 * Guards as the 찜 (server/routes/like): every member write needs the access token of a member who
 * finished sign-up (110) and is not banned (130, with the ban message), and is limited per member
 * (131 over AUTH_RATE_LIMIT_PER_MINUTE a minute; reports and surveys also by their rows in the
 * database). Likes, clippings and votes accept an Idempotency-Key (the client's offline queue
 * replays exactly once). view-count and post-share are open to visitors, limited per address.
 * The survey detail answers through the community's detail cache (../community/detail-cache.ts);
 * likes, clippings, reply likes, votes, hiding reports and survey deletes drop their post from it
 * once committed (view counts do not: ≤ 10 s late, docs/decisions/017 "Detail cache").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import { REPORT_DONE_TEXT } from '@contract/community-react.js';
import { DEVICE_UUID_PATTERN } from '@contract/account.js';
import type { CommunityType } from '@contract/rules.js';
import type { Envelope } from '@contract/envelope.js';
import { awardsAfterWrite } from '@server/domain/stars/consumer.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { ApiError } from '@server/errors.js';
import { accessTokenOf, authGuard, deviceUuidOf, isMember, loadLiveUser, memberRateLimit, rateLimited, type AuthDeps } from '@server/http/guards.js';
import { registerResponseCache } from '@server/infra/cache/response-cache.js';
import { withIdempotency } from '@server/domain/catalogue/likes.service.js';
import { communityDetailCache, invalidateCommunityPost, thenInvalidate } from '@server/domain/community/detail-cache.js';
import * as svc from '@server/domain/community/community-react.service.js';

export interface CommunityReactDeps extends AuthDeps {
  /** Distinct reporters that hide a target (env REPORT_HIDE_THRESHOLD). */
  reportHideThreshold: number;
}

const CLIPPED_TOAST = { phrase: '스크랩했어요' };
const UNCLIPPED_TOAST = { phrase: '스크랩을 취소했어요' };
const VOTED_TOAST = { phrase: '설문에 참여했어요' };

export async function communityReactRoutes(app: FastifyInstance, deps: CommunityReactDeps) {
  const { db } = deps;
  const reader = authGuard(deps, { member: true });
  const writer = [authGuard(deps, { write: true, member: true }), memberRateLimit(app, 'community-react', deps.rateLimitPerMinute)];
  const idempotencyKey = (req: FastifyRequest) => req.headers['idempotency-key'] as string | undefined;
  /** The scope an Idempotency-Key is bound to: method and path (a key reused elsewhere → 12). */
  const scope = (req: FastifyRequest) => `${req.method} ${req.url.split('?')[0]}`;
  // The survey detail answers through the community's detail cache; every write here that changes
  // a post's counts, results or visibility drops that post's entries once committed (detail-cache.ts).
  const detail = communityDetailCache(db, (err) => app.log.error({ err }, 'community detail cache refresh failed'));
  registerResponseCache(app);
  const changed = <T>(id: number, answer: Promise<T>) => thenInvalidate(db, id, answer);

  /**
   * A member's idempotent write on post `postId` (like, clipping, reply like, vote): applied once per
   * Idempotency-Key, and the post's cached detail dropped once committed.
   */
  const react = <T>(req: FastifyRequest, postId: number, apply: (tx: svc.Tx, userId: number) => Promise<Envelope<T>>) => {
    const userId = req.member!.user.userId;
    return changed(
      postId,
      withIdempotency(db, userId, idempotencyKey(req), scope(req), (tx) => apply(tx, userId)),
    );
  };

  // The like, clipping and reply like of every board: the same schemas (endpoints.ts reactionEndpoints).
  for (const type of ['dashboard', 'qna', 'survey'] as const satisfies readonly CommunityType[]) {
    route(app, e[`${type}Like`] as typeof e.dashboardLike, { preHandler: writer }, async (req) =>
      react(req, req.params.id, async (tx, userId) => ok(await svc.setPostLike(tx, userId, type, req.params.id, req.body.likeYN))),
    );
    route(app, e[`${type}Clipping`] as typeof e.dashboardClipping, { preHandler: writer }, async (req) => {
      const { clippingYN } = req.body;
      const toast = clippingYN === 'Y' ? CLIPPED_TOAST : UNCLIPPED_TOAST;
      return react(req, req.params.id, async (tx, userId) => ok(await svc.setClipping(tx, userId, type, req.params.id, clippingYN), [toast]));
    });
    route(app, e[`${type}ReplyLike`] as typeof e.dashboardReplyLike, { preHandler: writer }, async (req) =>
      react(req, req.params.id, async (tx, userId) => ok(await svc.setReplyLike(tx, userId, type, req.params.id, req.params.replyId, req.body.likeYN))),
    );
  }

  route(app, e.myReactions, { preHandler: reader }, async (req) =>
    ok(await svc.myReactions(db, req.member!.user.userId, req.query.postIds, req.query.replyIds)),
  );

  route(app, e.communityAccuse, { preHandler: writer }, async (req) => {
    const filed = await svc.fileReport(db, req.member!.user.userId, req.body, deps.reportHideThreshold, new Date());
    // Hidden now: the post's detail (or the reply's post's replies) must answer without it at once.
    if (filed.hidden) {
      const postId = filed.targetType === 'post' ? filed.targetId : await svc.postOfReply(db, filed.targetId);
      if (postId !== null) invalidateCommunityPost(db, postId);
    }
    return ok(filed, [{ phrase: REPORT_DONE_TEXT }]);
  });

  route(app, e.surveys, {}, async (req) => ok(await svc.listSurveys(db, req.query, new Date())));
  route(app, e.surveyDetail, {}, (req, res) =>
    detail.serveEndpoint(e.surveyDetail, req, res, async (now) => {
      const survey = await svc.getSurvey(db, req.params.id, new Date(now));
      // Closing shows the results: an open survey's answer is never served at or after its end.
      return { payload: ok(survey), validUntil: survey.isClosed ? undefined : Date.parse(survey.surveyEndsAt) };
    }),
  );
  route(app, e.surveyMyVote, { preHandler: reader }, async (req) => ok(await svc.getMyVote(db, req.member!.user.userId, req.query.postId, new Date())));
  // Stars (issue 16): the survey and the vote may earn stars; the award's toast joins the answer.
  route(app, e.createSurvey, { preHandler: writer }, async (req) => {
    const survey = await svc.createSurvey(db, req.member!.user.userId, req.body, new Date());
    return ok(survey, await awardsAfterWrite(db, req.member!.user.userId, `post:${survey.postId}`, req.log));
  });
  route(app, e.surveyVote, { preHandler: writer }, async (req) => {
    const answer = await react(req, req.params.id, async (tx, userId) =>
      ok(await svc.vote(tx, userId, req.params.id, req.body.optionId, new Date()), [VOTED_TOAST]),
    );
    const stars = await awardsAfterWrite(db, req.member!.user.userId, `vote:${req.params.id}`, req.log);
    return stars.length ? { ...answer, toastItems: [...answer.toastItems, ...stars] } : answer;
  });
  route(app, e.deleteSurvey, { preHandler: writer }, async (req) =>
    ok(await changed(req.params.id, svc.deleteSurvey(db, req.member!.user.userId, req.params.id, new Date()))),
  );

  /**
   * The signed-in member behind an optional token, or null: view-count and post-share are open to
   * visitors, so a missing, expired or forged token only means "not a member" (never a refusal).
   */
  async function optionalMemberId(req: FastifyRequest): Promise<number | null> {
    const token = accessTokenOf(req);
    if (!token) return null;
    try {
      const claims = await deps.tokens.verifyAccess(token);
      if (deviceUuidOf(req) !== claims.deviceUuid) return null;
      const user = await loadLiveUser(db, claims.userId);
      return isMember(user) ? user.userId : null;
    } catch {
      return null;
    }
  }
  /** SPEC §7 deviceUuid header, when sent and well formed. */
  function optionalDevice(req: FastifyRequest): string | null {
    const raw = req.headers.deviceuuid;
    const v = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    return v && DEVICE_UUID_PATTERN.test(v) ? v : null;
  }

  route(app, e.communityViewCount, { config: rateLimited(deps) }, async (req) => {
    const userId = await optionalMemberId(req);
    const device = optionalDevice(req);
    const viewerKey = userId !== null ? `u:${userId}` : device ? `d:${device}` : null;
    if (!viewerKey) throw new ApiError('NO_REQUIRED_VALUE', '기기 식별값(deviceUuid)이 필요해요.', { fields: ['headers.deviceUuid'] });
    return ok(await svc.countView(db, req.body.communityType, req.body.postId, viewerKey, new Date()));
  });

  route(app, e.communityPostShare, { config: rateLimited(deps) }, async (req) =>
    ok(await svc.recordShare(db, req.body.communityType, req.body.postId, await optionalMemberId(req), new Date())),
  );
}
