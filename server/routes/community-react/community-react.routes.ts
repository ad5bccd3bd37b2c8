/**
 * Community reactions (issue 15; SPEC §7 "### Community", §5 share rule, §6, §8;
 * docs/decisions/018-community-reactions.md): likes and clippings of dashboard posts, questions and
 * surveys, reply likes, reports, the survey calls, view counts and shares.
 *
 * From the table (server/contract/paths.ts, endpoints.ts), applied by route(): every member write
 * needs the access token of a member who finished sign-up (110) and is not banned (130, with the
 * ban message); likes, clippings and votes replay an Idempotency-Key (the client's offline queue
 * sends each exactly once); every write that changes what a post shows drops that post's cached
 * detail and replies once committed (view `communityPost`; view counts do not: ≤ 10 s late,
 * docs/decisions/017 "Detail cache"). Here: the per-member limit on writes (131 over
 * AUTH_RATE_LIMIT_PER_MINUTE a minute; reports and surveys also by their rows in the database), and
 * the per-address limit of view-count and post-share, which are open to visitors. A view counts once
 * a KST day per member, proven device or client address (issue 29: made-up deviceUuids count as
 * their address; server/domain/community/community-react.service.ts countView).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import { REPORT_DONE_TEXT, REVIEW_REQUESTED_TEXT } from '@contract/community-react.js';
import type { CommunityType } from '@contract/rules.js';
import { awardsAfterWrite } from '@server/domain/stars/consumer.js';
import { route, type EndpointHandler } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { ApiError } from '@server/errors.js';
import { memberRateLimit, optionalDeviceUuid, optionalMember, provenDevice, rateLimited, type AuthDeps } from '@server/http/guards.js';
import { clientAddressKey } from '@server/infra/client-key.js';
import { registerResponseCache } from '@server/infra/cache/response-cache.js';
import { communityDetailCache } from '@server/domain/community/detail-cache.js';
import * as svc from '@server/domain/community/community-react.service.js';
import * as review from '@server/domain/community/community-review.service.js';

export type CommunityReactDeps = AuthDeps;

const CLIPPED_TOAST = { phrase: '스크랩했어요' };
const UNCLIPPED_TOAST = { phrase: '스크랩을 취소했어요' };
const VOTED_TOAST = { phrase: '설문에 참여했어요' };

export async function communityReactRoutes(app: FastifyInstance, deps: CommunityReactDeps) {
  const { db } = deps;
  const limit = memberRateLimit(app, 'community-react', deps.rateLimitPerMinute);
  const writer = { preHandler: limit };
  // The survey detail answers through the community's detail cache (../community detail-cache).
  const detail = communityDetailCache(db, (err) => app.log.error({ err }, 'community detail cache refresh failed'));
  registerResponseCache(app);

  /** The like of one board's posts (the same shapes on every board: endpoints.ts postLike). */
  const like =
    (type: CommunityType): EndpointHandler<typeof e.dashboardLike> =>
    async (req, _reply, { once }) =>
      once(async (tx) => ok(await svc.setPostLike(tx, req.member.user.userId, type, req.params.id, req.body.likeYN)));
  /** The clipping of one board's posts, with its toast. */
  const clipping =
    (type: CommunityType): EndpointHandler<typeof e.dashboardClipping> =>
    async (req, _reply, { once }) => {
      const { clippingYN } = req.body;
      const toast = clippingYN === 'Y' ? CLIPPED_TOAST : UNCLIPPED_TOAST;
      return once(async (tx) => ok(await svc.setClipping(tx, req.member.user.userId, type, req.params.id, clippingYN), [toast]));
    };
  /** The like of a reply of one board's posts. */
  const replyLike =
    (type: CommunityType): EndpointHandler<typeof e.dashboardReplyLike> =>
    async (req, _reply, { once }) =>
      once(async (tx) => ok(await svc.setReplyLike(tx, req.member.user.userId, type, req.params.id, req.params.replyId, req.body.likeYN)));

  route(app, e.dashboardLike, writer, like('dashboard'));
  route(app, e.dashboardClipping, writer, clipping('dashboard'));
  route(app, e.dashboardReplyLike, writer, replyLike('dashboard'));
  route(app, e.qnaLike, writer, like('qna'));
  route(app, e.qnaClipping, writer, clipping('qna'));
  route(app, e.qnaReplyLike, writer, replyLike('qna'));
  route(app, e.surveyLike, writer, like('survey'));
  route(app, e.surveyClipping, writer, clipping('survey'));
  route(app, e.surveyReplyLike, writer, replyLike('survey'));

  route(app, e.myReactions, {}, async (req) => ok(await svc.myReactions(db, req.member.user.userId, req.query.postIds, req.query.replyIds)));

  // A report that hides its target drops the cached details (view communityPost, every post's: the
  // report names a post or a reply, not the path's :id). What it weighs: its reporter's trust
  // (issue 29; server/domain/moderation/flag-weights.ts).
  route(app, e.communityAccuse, writer, async (req) =>
    ok(await svc.fileReport(db, req.member.user.userId, req.body, new Date()), [{ phrase: REPORT_DONE_TEXT }]),
  );
  // The author of hidden content reads it here, not in the public detail (which stays the same for
  // everyone), and may ask once for review (issue 29 item 4; docs/decisions/038-flag-weights.md).
  route(app, e.myHiddenContent, {}, async (req) => ok(await review.myHiddenContent(db, req.member.user.userId, req.query.postId)));
  route(app, e.communityReviewRequest, writer, async (req, _reply, { once }) =>
    once(async (tx) => ok(await review.requestReview(tx, req.member.user.userId, req.body, new Date()), [{ phrase: REVIEW_REQUESTED_TEXT }])),
  );

  route(app, e.surveys, {}, async (req) => ok(await svc.listSurveys(db, req.query, new Date())));
  route(app, e.surveyDetail, {}, (req, res) =>
    detail.serveEndpoint(e.surveyDetail, req, res, async (now) => {
      const survey = await svc.getSurvey(db, req.params.id, new Date(now));
      // Closing shows the results: an open survey's answer is never served at or after its end.
      return { payload: ok(survey), validUntil: survey.isClosed ? undefined : Date.parse(survey.surveyEndsAt) };
    }),
  );
  route(app, e.surveyMyVote, {}, async (req) => ok(await svc.getMyVote(db, req.member.user.userId, req.query.postId, new Date())));
  // Stars (issue 16): the survey and the vote may earn stars; the award's toast joins the answer.
  route(app, e.createSurvey, writer, async (req) => {
    const survey = await svc.createSurvey(db, req.member.user, req.body, new Date());
    return ok(survey, await awardsAfterWrite(db, req.member.user.userId, `post:${survey.postId}`, req.log));
  });
  route(
    app,
    e.surveyVote,
    {
      ...writer,
      // The vote's stars (once per survey), on the first answer and on a replayed one alike.
      afterWrite: async (req, answer) => {
        const stars = await awardsAfterWrite(db, req.member.user.userId, `vote:${req.params.id}`, req.log);
        return stars.length ? { ...answer, toastItems: [...answer.toastItems, ...stars] } : answer;
      },
    },
    async (req, _reply, { once }) =>
      once(async (tx) => ok(await svc.vote(tx, req.member.user.userId, req.params.id, req.body.optionId, new Date()), [VOTED_TOAST])),
  );
  route(app, e.deleteSurvey, writer, async (req) => ok(await svc.deleteSurvey(db, req.member.user.userId, req.params.id, new Date())));

  /**
   * Who a view is counted for (issue 29, item 7): the signed-in member, else the device when it
   * proves itself with its deviceSecret, else the client's address — a deviceUuid alone proves
   * nothing. Visitors still send the SPEC §7 deviceUuid header (10 without it).
   * @throws ApiError 10 a visitor without a deviceUuid; 51 the address key's secret unreadable
   */
  async function viewerOf(req: FastifyRequest): Promise<svc.Viewer> {
    const member = await optionalMember(req, deps);
    if (member) return { userId: member.userId };
    if (!optionalDeviceUuid(req)) throw new ApiError('NO_REQUIRED_VALUE', '기기 식별값(deviceUuid)이 필요해요.', { fields: ['headers.deviceUuid'] });
    const clientKey = await clientAddressKey(db, req.ip);
    const deviceUuid = await provenDevice(req, db);
    return deviceUuid ? { deviceUuid, clientKey } : { clientKey };
  }

  // The address key's secret is read (made on the very first start) now, not by the first view: a
  // refused view-count then writes nothing at all (the hostile suite's rule).
  await clientAddressKey(db, '127.0.0.1');
  route(app, e.communityViewCount, { config: rateLimited(deps) }, async (req) => {
    const now = new Date();
    const counted = await svc.countView(db, req.body.communityType, req.body.postId, await viewerOf(req), now);
    // after a counted view only, so a refused one deletes nothing either
    svc.pruneViewsDaily(db, now, (err) => app.log.error({ err }, 'community view prune failed'));
    return ok(counted);
  });

  route(app, e.communityPostShare, { config: rateLimited(deps) }, async (req) =>
    ok(await svc.recordShare(db, req.body.communityType, req.body.postId, (await optionalMember(req, deps))?.userId ?? null, new Date())),
  );
}
