/**
 * Community posts, questions and replies (issue 15; SPEC §7 "### Community", §2 /community routes;
 * docs/decisions/017-community-posts.md). Paths, schemas, guards, cache classes and write policy
 * come from the endpoint table (server/contract/paths.ts, endpoints.ts), applied by route().
 *
 * Reads are public and the same for everyone ('live'); the member's own relation to a post is the
 * member-only my-state call (no-store). The three lists answer through this group's response cache
 * (family 'list': ≤ 10 s fresh, as the product lists; the popular ranking scores a week of posts);
 * post and question detail and the first reply page of every kind through the community's detail
 * cache (family 'detail'). A write drops what it changed once committed, on every instance: new,
 * changed and deleted posts the lists (view `communityLists`), every write on a post that post's
 * detail and replies (view `communityPost`, by the path's :id). Reply creates replay an
 * Idempotency-Key (docs/decisions/017 "Replay-safe replies"): route() answers a key already
 * delivered with its first answer before any rule runs, so the duplicate and gap rules never refuse
 * the offline queue's retry. Writes take a member who finished sign-up (110) and is not banned
 * (130, with their ban message), as the 찜 writes; the content rules and the new-user sandbox are in
 * server/domain/community/community-write.service.ts. My community (my posts, clippings, likes and
 * their counts) is member only ('personal', never cached): a banned member may still read it.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CommunityType, Reply } from '@contract/community.js';
import type { Envelope } from '@contract/envelope.js';
import { endpoints as e } from '@contract/endpoints.js';
import { route, type EndpointHandler } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import type { AuthDeps } from '@server/http/guards.js';
import { registerResponseCache, ResponseCache } from '@server/infra/cache/response-cache.js';
import type { ResponseCacheFamily } from '@contract/paths.js';
import { getPost, getPostState, listBoards, listDailyPosts, listPosts, listReplies, replyById } from '@server/domain/community/community.service.js';
import { awardsAfterWrite } from '@server/domain/stars/consumer.js';
import { acceptAnswer, checkReply, createPost, deletePost, deleteReply, insertReply, updatePost } from '@server/domain/community/community-write.service.js';
import { listMine, myCommunitySummary } from '@server/domain/community/community-my.service.js';
import { communityDetailCache } from '@server/domain/community/detail-cache.js';

/** What the caches need of an endpoint: its name and freshness family. */
type CachedEndpoint = { name: string; responseCache?: ResponseCacheFamily };

export async function communityRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db } = deps;
  const cache = new ResponseCache({ onRefreshError: (err) => app.log.error({ err }, 'community list cache refresh failed') }).bindTo(db);
  const detail = communityDetailCache(db, (err) => app.log.error({ err }, 'community detail cache refresh failed'));
  registerResponseCache(app);

  /** The replies of one board's posts: the first page through the detail cache, later pages (a cursor) read as asked. */
  const replies =
    (type: CommunityType, list: CachedEndpoint): EndpointHandler<typeof e.communityPostReplies> =>
    async (req, res) =>
      req.query.cursor
        ? ok(await listReplies(db, type, req.params.id, req.query))
        : detail.serveEndpoint(list, req, res, async () => ({ payload: ok(await listReplies(db, type, req.params.id, req.query)) }));
  /**
   * A new reply on one board's post: checked (banned words, links, the sandbox's gap) outside the
   * transaction, written once through `once` (the member's row and the post locked).
   */
  const newReply =
    (type: CommunityType): EndpointHandler<typeof e.createCommunityPostReply> =>
    async (req, _reply, { once }) => {
      const user = req.member.user;
      const checked = await checkReply(db, type, user, req.body.content);
      return once(async (tx) => ok(await replyById(tx, await insertReply(tx, type, user, req.params.id, checked))));
    };
  /** The first reply of the day earns stars (issue 16, once per reply): the toast joins the answer, a replayed one too. */
  const replyStars = {
    afterWrite: async (req: { member: { user: { userId: number } }; log: FastifyBaseLogger }, answer: Envelope<Reply>) => {
      const stars = await awardsAfterWrite(db, req.member.user.userId, `reply:${answer.data.replyId}`, req.log);
      return stars.length ? { ...answer, toastItems: [...answer.toastItems, ...stars] } : answer;
    },
  };
  /** Deleting one's reply on one board's post, answered with the toast `deleted`. */
  const removeReply =
    (type: CommunityType, deleted: string): EndpointHandler<typeof e.deleteCommunityPostReply> =>
    async (req) =>
      ok(await deleteReply(db, type, req.member.user, req.params.id, req.params.replyId), [{ phrase: deleted }]);

  /** A post or question (detail cache, family 'detail'). */
  const post =
    (type: 'dashboard' | 'qna', endpoint: CachedEndpoint): EndpointHandler<typeof e.communityPost> =>
    (req, res) =>
      detail.serveEndpoint(endpoint, req, res, async () => ({ payload: ok(await getPost(db, type, req.params.id)) }));
  /** Deleting a post of a board, the toast naming the board's `noun` (게시글을, 질문을). */
  const remove =
    (type: 'dashboard' | 'qna', noun: string): EndpointHandler<typeof e.deleteCommunityPost> =>
    async (req) =>
      ok(await deletePost(db, type, req.member.user, req.params.id), [{ phrase: `${noun} 삭제했어요` }]);

  // Boards (게시판 tab chips).
  route(app, e.communityBoards, {}, async () => ok(await listBoards(db)));

  // Dashboard (게시글).
  route(app, e.communityPosts, {}, (req, reply) =>
    cache.serveEndpoint(e.communityPosts, req, reply, async (now) => ({ payload: ok(await listPosts(db, 'dashboard', req.query, new Date(now))) })),
  );
  route(app, e.communityDailyPosts, {}, (req, reply) =>
    cache.serveEndpoint(e.communityDailyPosts, req, reply, async () => ({ payload: ok(await listDailyPosts(db, req.query)) })),
  );
  route(app, e.communityPost, {}, post('dashboard', e.communityPost));
  route(app, e.communityPostState, {}, async (req) => ok(await getPostState(db, 'dashboard', req.params.id, req.member.user.userId)));
  route(app, e.createCommunityPost, {}, async (req) => {
    const created = await createPost(db, 'dashboard', req.member.user, req.body);
    return ok(created, [{ phrase: '게시글을 올렸어요' }, ...(await awardsAfterWrite(db, req.member.user.userId, `post:${created.postId}`, req.log))]);
  });
  route(app, e.updateCommunityPost, {}, async (req) =>
    ok(await updatePost(db, 'dashboard', req.member.user, req.params.id, req.body), [{ phrase: '게시글을 고쳤어요' }]),
  );
  route(app, e.deleteCommunityPost, {}, remove('dashboard', '게시글을'));
  route(app, e.communityPostReplies, {}, replies('dashboard', e.communityPostReplies));
  route(app, e.createCommunityPostReply, replyStars, newReply('dashboard'));
  route(app, e.deleteCommunityPostReply, {}, removeReply('dashboard', '댓글을 삭제했어요'));

  // Q&A (질문): the same shapes as the dashboard's but for the list query and the body.
  route(app, e.questions, {}, (req, reply) =>
    cache.serveEndpoint(e.questions, req, reply, async (now) => ({ payload: ok(await listPosts(db, 'qna', req.query, new Date(now))) })),
  );
  route(app, e.question, {}, post('qna', e.question));
  route(app, e.questionState, {}, async (req) => ok(await getPostState(db, 'qna', req.params.id, req.member.user.userId)));
  route(app, e.createQuestion, {}, async (req) => {
    const created = await createPost(db, 'qna', req.member.user, req.body);
    return ok(created, [{ phrase: '질문을 올렸어요' }, ...(await awardsAfterWrite(db, req.member.user.userId, `post:${created.postId}`, req.log))]);
  });
  route(app, e.updateQuestion, {}, async (req) => ok(await updatePost(db, 'qna', req.member.user, req.params.id, req.body), [{ phrase: '질문을 고쳤어요' }]));
  route(app, e.deleteQuestion, {}, remove('qna', '질문을'));
  route(app, e.questionReplies, {}, replies('qna', e.questionReplies));
  route(app, e.createQuestionReply, replyStars, newReply('qna'));
  route(app, e.deleteQuestionReply, {}, removeReply('qna', '답변을 삭제했어요'));
  route(app, e.acceptAnswer, {}, async (req) => {
    const answer = await acceptAnswer(db, req.member.user, req.params.id, req.params.replyId);
    // The answerer's stars are awarded now (issue 16); the asker earns nothing, so no star toast here.
    await awardsAfterWrite(db, req.member.user.userId, `accepted:${req.params.replyId}`, req.log);
    return ok(answer, [{ phrase: '답변을 채택했어요' }]);
  });

  // Survey replies (설문 댓글): the same replies as a post's.
  route(app, e.surveyReplies, {}, replies('survey', e.surveyReplies));
  route(app, e.createSurveyReply, replyStars, newReply('survey'));
  route(app, e.deleteSurveyReply, {}, removeReply('survey', '댓글을 삭제했어요'));

  // My community (SPEC §2 /community/my-page: post, clipping, like).
  route(app, e.myCommunityPosts, {}, async (req) => ok(await listMine(db, req.member.user.userId, 'posts', req.query)));
  route(app, e.myCommunityClippings, {}, async (req) => ok(await listMine(db, req.member.user.userId, 'clippings', req.query)));
  route(app, e.myCommunityLikes, {}, async (req) => ok(await listMine(db, req.member.user.userId, 'likes', req.query)));
  route(app, e.myCommunitySummary, {}, async (req) => ok(await myCommunitySummary(db, req.member.user.userId)));
}
