/**
 * Community posts, questions and replies (issue 15; SPEC §7 "### Community", §2 /community routes;
 * docs/decisions/017-community-posts.md). Paths, schemas and cache classes come from the endpoint
 * table (server/contract/paths.ts).
 *
 * Reads are public and the same for everyone ('live'); the member's own relation to a post is the
 * member-only my-state call (no-store). The three lists answer through this group's response cache
 * (family 'list': ≤ 10 s fresh, as the product lists; the popular ranking scores a week of posts),
 * emptied by this instance's own post writes and by every invalidateResponseCache(db). Writes take a member who finished sign-up (110) and is not
 * banned (130, with their ban message), as the 찜 writes (server/routes/like); the content rules
 * and the new-user sandbox are in community-write.service.ts. My community (my posts, clippings,
 * likes and their counts; community-my.service.ts) is member only ('personal', never cached): a
 * banned member may still read it.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/lib/endpoint-route.js';
import { ok } from '@server/lib/reply.js';
import { registerResponseCache, ResponseCache } from '@server/lib/response-cache.js';
import { authGuard, type AuthDeps } from '@server/plugins/auth.js';
import { getPost, getPostState, listBoards, listDailyPosts, listPosts, listReplies } from './community.service.js';
import { acceptAnswer, createPost, createReply, deletePost, deleteReply, updatePost } from './community-write.service.js';
import { listMine, myCommunitySummary } from './community-my.service.js';

export async function communityRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db } = deps;
  const reader = authGuard(deps, { member: true });
  const writer = authGuard(deps, { write: true, member: true });
  const me = (req: { member?: { user: Parameters<typeof createPost>[2] } }) => req.member!.user;
  const cache = new ResponseCache({ onRefreshError: (err) => app.log.error({ err }, 'community list cache refresh failed') }).bindTo(db);
  registerResponseCache(app);
  /** After a post is written, changed or deleted: the lists show it at once (on this instance). */
  const listed = async <T>(answer: Promise<T>): Promise<T> => {
    const value = await answer;
    cache.invalidate();
    return value;
  };

  // Boards (게시판 tab chips).
  route(app, e.communityBoards, {}, async () => ok(await listBoards(db)));

  // Dashboard (게시글).
  route(app, e.communityPosts, {}, (req, reply) =>
    cache.serveEndpoint(e.communityPosts, req, reply, async (now) => ({ payload: ok(await listPosts(db, 'dashboard', req.query, new Date(now))) })),
  );
  route(app, e.communityDailyPosts, {}, (req, reply) =>
    cache.serveEndpoint(e.communityDailyPosts, req, reply, async () => ({ payload: ok(await listDailyPosts(db, req.query)) })),
  );
  route(app, e.communityPost, {}, async (req) => ok(await getPost(db, 'dashboard', req.params.id)));
  route(app, e.communityPostState, { preHandler: reader }, async (req) => ok(await getPostState(db, 'dashboard', req.params.id, me(req).userId)));
  route(app, e.createCommunityPost, { preHandler: writer }, async (req) =>
    ok(await listed(createPost(db, 'dashboard', me(req), req.body)), [{ phrase: '게시글을 올렸어요' }]),
  );
  route(app, e.updateCommunityPost, { preHandler: writer }, async (req) =>
    ok(await listed(updatePost(db, 'dashboard', me(req), req.params.id, req.body)), [{ phrase: '게시글을 고쳤어요' }]),
  );
  route(app, e.deleteCommunityPost, { preHandler: writer }, async (req) =>
    ok(await listed(deletePost(db, 'dashboard', me(req), req.params.id)), [{ phrase: '게시글을 삭제했어요' }]),
  );
  route(app, e.communityPostReplies, {}, async (req) => ok(await listReplies(db, 'dashboard', req.params.id, req.query)));
  route(app, e.createCommunityPostReply, { preHandler: writer }, async (req) =>
    ok(await createReply(db, 'dashboard', me(req), req.params.id, req.body.content)),
  );
  route(app, e.deleteCommunityPostReply, { preHandler: writer }, async (req) =>
    ok(await deleteReply(db, 'dashboard', me(req), req.params.id, req.params.replyId), [{ phrase: '댓글을 삭제했어요' }]),
  );

  // Q&A (질문).
  route(app, e.questions, {}, (req, reply) =>
    cache.serveEndpoint(e.questions, req, reply, async (now) => ({ payload: ok(await listPosts(db, 'qna', req.query, new Date(now))) })),
  );
  route(app, e.question, {}, async (req) => ok(await getPost(db, 'qna', req.params.id)));
  route(app, e.questionState, { preHandler: reader }, async (req) => ok(await getPostState(db, 'qna', req.params.id, me(req).userId)));
  route(app, e.createQuestion, { preHandler: writer }, async (req) =>
    ok(await listed(createPost(db, 'qna', me(req), req.body)), [{ phrase: '질문을 올렸어요' }]),
  );
  route(app, e.updateQuestion, { preHandler: writer }, async (req) =>
    ok(await listed(updatePost(db, 'qna', me(req), req.params.id, req.body)), [{ phrase: '질문을 고쳤어요' }]),
  );
  route(app, e.deleteQuestion, { preHandler: writer }, async (req) =>
    ok(await listed(deletePost(db, 'qna', me(req), req.params.id)), [{ phrase: '질문을 삭제했어요' }]),
  );
  route(app, e.questionReplies, {}, async (req) => ok(await listReplies(db, 'qna', req.params.id, req.query)));
  route(app, e.createQuestionReply, { preHandler: writer }, async (req) => ok(await createReply(db, 'qna', me(req), req.params.id, req.body.content)));
  route(app, e.deleteQuestionReply, { preHandler: writer }, async (req) =>
    ok(await deleteReply(db, 'qna', me(req), req.params.id, req.params.replyId), [{ phrase: '답변을 삭제했어요' }]),
  );
  route(app, e.acceptAnswer, { preHandler: writer }, async (req) =>
    ok(await listed(acceptAnswer(db, me(req), req.params.id, req.params.replyId)), [{ phrase: '답변을 채택했어요' }]),
  );

  // Survey replies (설문 댓글): the same replies as a post's.
  route(app, e.surveyReplies, {}, async (req) => ok(await listReplies(db, 'survey', req.params.id, req.query)));
  route(app, e.createSurveyReply, { preHandler: writer }, async (req) => ok(await createReply(db, 'survey', me(req), req.params.id, req.body.content)));
  route(app, e.deleteSurveyReply, { preHandler: writer }, async (req) =>
    ok(await deleteReply(db, 'survey', me(req), req.params.id, req.params.replyId), [{ phrase: '댓글을 삭제했어요' }]),
  );

  // My community (SPEC §2 /community/my-page: post, clipping, like).
  const userId = (req: Parameters<typeof me>[0]) => me(req).userId;
  route(app, e.myCommunityPosts, { preHandler: reader }, async (req) => ok(await listMine(db, userId(req), 'posts', req.query)));
  route(app, e.myCommunityClippings, { preHandler: reader }, async (req) => ok(await listMine(db, userId(req), 'clippings', req.query)));
  route(app, e.myCommunityLikes, { preHandler: reader }, async (req) => ok(await listMine(db, userId(req), 'likes', req.query)));
  route(app, e.myCommunitySummary, { preHandler: reader }, async (req) => ok(await myCommunitySummary(db, userId(req))));
}
