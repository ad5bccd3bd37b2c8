/**
 * Community posts, questions and replies (issue 15; SPEC §7 "### Community", §2 /community routes;
 * docs/decisions/017-community-posts.md). Paths, schemas and cache classes come from the endpoint
 * table (server/contract/paths.ts).
 *
 * Reads are public and the same for everyone ('live'); the member's own relation to a post is the
 * member-only my-state call (no-store). The three lists answer through this group's response cache
 * (family 'list': ≤ 10 s fresh, as the product lists; the popular ranking scores a week of posts),
 * emptied by this instance's own post writes and by every invalidateResponseCache(db). Post and
 * question detail and the first reply page of every kind answer through the community's detail
 * cache (detail-cache.ts, family 'detail'), from which every write here drops its post once
 * committed. Reply creates take an optional Idempotency-Key (`reply` below; docs/decisions/017
 * "Replay-safe replies"). Writes take a member who finished sign-up (110) and is not
 * banned (130, with their ban message), as the 찜 writes (server/routes/like); the content rules
 * and the new-user sandbox are in community-write.service.ts. My community (my posts, clippings,
 * likes and their counts; community-my.service.ts) is member only ('personal', never cached): a
 * banned member may still read it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommunityType, Reply } from '@contract/community.js';
import { endpoints as e } from '@contract/endpoints.js';
import type { Envelope } from '@contract/envelope.js';
import { route } from '@server/lib/endpoint-route.js';
import { ok } from '@server/lib/reply.js';
import { registerResponseCache, ResponseCache } from '@server/lib/response-cache.js';
import { authGuard, type AuthDeps } from '@server/plugins/auth.js';
import { getPost, getPostState, listBoards, listDailyPosts, listPosts, listReplies, replyById } from './community.service.js';
import { awardsAfterWrite } from '@server/lib/stars/consumer.js';
import { acceptAnswer, checkReply, createPost, createReply, deletePost, deleteReply, insertReply, updatePost } from './community-write.service.js';
import { listMine, myCommunitySummary } from './community-my.service.js';
import { communityDetailCache, thenInvalidate } from './detail-cache.js';
import { storedAnswer, withIdempotency } from '../like/like.service.js';

export async function communityRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db } = deps;
  const reader = authGuard(deps, { member: true });
  const writer = authGuard(deps, { write: true, member: true });
  const me = (req: { member?: { user: Parameters<typeof createPost>[2] } }) => req.member!.user;
  const cache = new ResponseCache({ onRefreshError: (err) => app.log.error({ err }, 'community list cache refresh failed') }).bindTo(db);
  const detail = communityDetailCache(db, (err) => app.log.error({ err }, 'community detail cache refresh failed'));
  registerResponseCache(app);
  /** After a post is written, changed or deleted: the lists show it at once (on this instance). */
  const listed = async <T>(answer: Promise<T>): Promise<T> => {
    const value = await answer;
    cache.invalidate();
    return value;
  };
  /** After a write on post `id` committed: its detail and replies show it at once (detail-cache.ts). */
  const changed = <T>(id: number, answer: Promise<T>) => thenInvalidate(db, id, answer);

  /**
   * A reply, written at most once per Idempotency-Key (docs/decisions/017 "Replay-safe replies"):
   * a key already delivered answers its stored first answer before any rule runs (so the
   * duplicate and gap rules never refuse the offline queue's retry); a new key writes through
   * withIdempotency, which looks again under the member's lock, so two requests racing with one
   * key write one reply. A key used on another method + path is 12. No key: an ordinary write.
   */
  async function reply(type: CommunityType, req: FastifyRequest, postId: number, content: string): Promise<Envelope<Reply>> {
    const answer = await writeReply(type, req, postId, content);
    // Stars for the first reply of the day (issue 16): the award's toast joins the answer.
    const stars = await awardsAfterWrite(db, me(req as Parameters<typeof me>[0]).userId, `reply:${answer.data.replyId}`, req.log);
    return stars.length ? { ...answer, toastItems: [...answer.toastItems, ...stars] } : answer;
  }
  async function writeReply(type: CommunityType, req: FastifyRequest, postId: number, content: string): Promise<Envelope<Reply>> {
    const user = me(req as Parameters<typeof me>[0]);
    const key = req.headers['idempotency-key'] as string | undefined;
    if (!key) return ok(await changed(postId, createReply(db, type, user, postId, content)));
    const scope = `${req.method} ${req.url.split('?')[0]}`;
    const replay = await storedAnswer<Reply>(db, user.userId, key, scope);
    if (replay) return replay;
    const checked = await checkReply(db, type, user, content);
    return changed(
      postId,
      withIdempotency(db, user.userId, key, scope, async (tx) => ok(await replyById(tx, await insertReply(tx, type, user, postId, checked)))),
    );
  }
  /** The first page of replies answers through the detail cache; later pages (a cursor) are read as asked. */
  const replies = (type: CommunityType, endpoint: typeof e.communityPostReplies | typeof e.questionReplies | typeof e.surveyReplies) =>
    route(app, endpoint as typeof e.communityPostReplies, {}, async (req, res) =>
      req.query.cursor
        ? ok(await listReplies(db, type, req.params.id, req.query))
        : detail.serveEndpoint(endpoint, req, res, async () => ({ payload: ok(await listReplies(db, type, req.params.id, req.query)) })),
    );

  // Boards (게시판 tab chips).
  route(app, e.communityBoards, {}, async () => ok(await listBoards(db)));

  // Dashboard (게시글).
  route(app, e.communityPosts, {}, (req, reply) =>
    cache.serveEndpoint(e.communityPosts, req, reply, async (now) => ({ payload: ok(await listPosts(db, 'dashboard', req.query, new Date(now))) })),
  );
  route(app, e.communityDailyPosts, {}, (req, reply) =>
    cache.serveEndpoint(e.communityDailyPosts, req, reply, async () => ({ payload: ok(await listDailyPosts(db, req.query)) })),
  );
  route(app, e.communityPost, {}, (req, res) =>
    detail.serveEndpoint(e.communityPost, req, res, async () => ({ payload: ok(await getPost(db, 'dashboard', req.params.id)) })),
  );
  route(app, e.communityPostState, { preHandler: reader }, async (req) => ok(await getPostState(db, 'dashboard', req.params.id, me(req).userId)));
  route(app, e.createCommunityPost, { preHandler: writer }, async (req) => {
    const post = await listed(createPost(db, 'dashboard', me(req), req.body));
    return ok(post, [{ phrase: '게시글을 올렸어요' }, ...(await awardsAfterWrite(db, me(req).userId, `post:${post.postId}`, req.log))]);
  });
  route(app, e.updateCommunityPost, { preHandler: writer }, async (req) =>
    ok(await listed(changed(req.params.id, updatePost(db, 'dashboard', me(req), req.params.id, req.body))), [{ phrase: '게시글을 고쳤어요' }]),
  );
  route(app, e.deleteCommunityPost, { preHandler: writer }, async (req) =>
    ok(await listed(changed(req.params.id, deletePost(db, 'dashboard', me(req), req.params.id))), [{ phrase: '게시글을 삭제했어요' }]),
  );
  replies('dashboard', e.communityPostReplies);
  route(app, e.createCommunityPostReply, { preHandler: writer }, (req) => reply('dashboard', req, req.params.id, req.body.content));
  route(app, e.deleteCommunityPostReply, { preHandler: writer }, async (req) =>
    ok(await changed(req.params.id, deleteReply(db, 'dashboard', me(req), req.params.id, req.params.replyId)), [{ phrase: '댓글을 삭제했어요' }]),
  );

  // Q&A (질문).
  route(app, e.questions, {}, (req, reply) =>
    cache.serveEndpoint(e.questions, req, reply, async (now) => ({ payload: ok(await listPosts(db, 'qna', req.query, new Date(now))) })),
  );
  route(app, e.question, {}, (req, res) => detail.serveEndpoint(e.question, req, res, async () => ({ payload: ok(await getPost(db, 'qna', req.params.id)) })));
  route(app, e.questionState, { preHandler: reader }, async (req) => ok(await getPostState(db, 'qna', req.params.id, me(req).userId)));
  route(app, e.createQuestion, { preHandler: writer }, async (req) => {
    const post = await listed(createPost(db, 'qna', me(req), req.body));
    return ok(post, [{ phrase: '질문을 올렸어요' }, ...(await awardsAfterWrite(db, me(req).userId, `post:${post.postId}`, req.log))]);
  });
  route(app, e.updateQuestion, { preHandler: writer }, async (req) =>
    ok(await listed(changed(req.params.id, updatePost(db, 'qna', me(req), req.params.id, req.body))), [{ phrase: '질문을 고쳤어요' }]),
  );
  route(app, e.deleteQuestion, { preHandler: writer }, async (req) =>
    ok(await listed(changed(req.params.id, deletePost(db, 'qna', me(req), req.params.id))), [{ phrase: '질문을 삭제했어요' }]),
  );
  replies('qna', e.questionReplies);
  route(app, e.createQuestionReply, { preHandler: writer }, (req) => reply('qna', req, req.params.id, req.body.content));
  route(app, e.deleteQuestionReply, { preHandler: writer }, async (req) =>
    ok(await changed(req.params.id, deleteReply(db, 'qna', me(req), req.params.id, req.params.replyId)), [{ phrase: '답변을 삭제했어요' }]),
  );
  route(app, e.acceptAnswer, { preHandler: writer }, async (req) => {
    const answer = await listed(changed(req.params.id, acceptAnswer(db, me(req), req.params.id, req.params.replyId)));
    // The answerer's stars are awarded now (issue 16); the asker earns nothing, so no star toast here.
    await awardsAfterWrite(db, me(req).userId, `accepted:${req.params.replyId}`, req.log);
    return ok(answer, [{ phrase: '답변을 채택했어요' }]);
  });

  // Survey replies (설문 댓글): the same replies as a post's.
  replies('survey', e.surveyReplies);
  route(app, e.createSurveyReply, { preHandler: writer }, (req) => reply('survey', req, req.params.id, req.body.content));
  route(app, e.deleteSurveyReply, { preHandler: writer }, async (req) =>
    ok(await changed(req.params.id, deleteReply(db, 'survey', me(req), req.params.id, req.params.replyId)), [{ phrase: '댓글을 삭제했어요' }]),
  );

  // My community (SPEC §2 /community/my-page: post, clipping, like).
  const userId = (req: Parameters<typeof me>[0]) => me(req).userId;
  route(app, e.myCommunityPosts, { preHandler: reader }, async (req) => ok(await listMine(db, userId(req), 'posts', req.query)));
  route(app, e.myCommunityClippings, { preHandler: reader }, async (req) => ok(await listMine(db, userId(req), 'clippings', req.query)));
  route(app, e.myCommunityLikes, { preHandler: reader }, async (req) => ok(await listMine(db, userId(req), 'likes', req.query)));
  route(app, e.myCommunitySummary, { preHandler: reader }, async (req) => ok(await myCommunitySummary(db, userId(req))));
}
