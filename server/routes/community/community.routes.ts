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
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { registerResponseCache, ResponseCache } from '@server/infra/cache/response-cache.js';
import { authGuard, type AuthDeps } from '@server/http/guards.js';
import { getPost, getPostState, listBoards, listDailyPosts, listPosts, listReplies, replyById } from '@server/domain/community/community.service.js';
import { awardsAfterWrite } from '@server/domain/stars/consumer.js';
import {
  acceptAnswer,
  checkReply,
  createPost,
  createReply,
  deletePost,
  deleteReply,
  insertReply,
  updatePost,
} from '@server/domain/community/community-write.service.js';
import { listMine, myCommunitySummary } from '@server/domain/community/community-my.service.js';
import { communityDetailCache, thenInvalidate } from '@server/domain/community/detail-cache.js';
import { storedAnswer, withIdempotency } from '@server/domain/catalogue/likes.service.js';

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
  /**
   * The replies of one board's posts: the list (its first page answers through the detail cache,
   * later pages — a cursor — are read as asked), a new reply (see reply()) and a deletion answered
   * with the toast `deleted`. Every board's reply endpoints have the same schemas (endpoints.ts replyEndpoints).
   */
  function replyRoutes(type: CommunityType, board: 'communityPost' | 'question' | 'survey', deleted: string) {
    const cap = (board[0].toUpperCase() + board.slice(1)) as Capitalize<typeof board>;
    const list = e[`${board}Replies`] as typeof e.communityPostReplies;
    route(app, list, {}, async (req, res) =>
      req.query.cursor
        ? ok(await listReplies(db, type, req.params.id, req.query))
        : detail.serveEndpoint(list, req, res, async () => ({ payload: ok(await listReplies(db, type, req.params.id, req.query)) })),
    );
    route(app, e[`create${cap}Reply`] as typeof e.createCommunityPostReply, { preHandler: writer }, (req) => reply(type, req, req.params.id, req.body.content));
    route(app, e[`delete${cap}Reply`] as typeof e.deleteCommunityPostReply, { preHandler: writer }, async (req) =>
      ok(await changed(req.params.id, deleteReply(db, type, me(req), req.params.id, req.params.replyId)), [{ phrase: deleted }]),
    );
  }

  /**
   * A board of posts (게시글 or 질문): its list (response cache), a post (detail cache), the member's
   * state of it, and writing, changing and deleting one, each toast naming the board's `noun`. The
   * two boards' endpoints differ only in their body and list-query schemas, which route() checks at
   * run time and the services take either of; the dashboard's types stand for both here.
   */
  function postRoutes(type: 'dashboard' | 'qna', noun: string, ep: typeof dashboard) {
    route(app, ep.list, {}, (req, reply) =>
      cache.serveEndpoint(ep.list, req, reply, async (now) => ({ payload: ok(await listPosts(db, type, req.query, new Date(now))) })),
    );
    route(app, ep.post, {}, (req, res) => detail.serveEndpoint(ep.post, req, res, async () => ({ payload: ok(await getPost(db, type, req.params.id)) })));
    route(app, ep.state, { preHandler: reader }, async (req) => ok(await getPostState(db, type, req.params.id, me(req).userId)));
    route(app, ep.create, { preHandler: writer }, async (req) => {
      const post = await listed(createPost(db, type, me(req), req.body));
      return ok(post, [{ phrase: `${noun} 올렸어요` }, ...(await awardsAfterWrite(db, me(req).userId, `post:${post.postId}`, req.log))]);
    });
    route(app, ep.update, { preHandler: writer }, async (req) =>
      ok(await listed(changed(req.params.id, updatePost(db, type, me(req), req.params.id, req.body))), [{ phrase: `${noun} 고쳤어요` }]),
    );
    route(app, ep.remove, { preHandler: writer }, async (req) =>
      ok(await listed(changed(req.params.id, deletePost(db, type, me(req), req.params.id))), [{ phrase: `${noun} 삭제했어요` }]),
    );
  }
  const dashboard = {
    list: e.communityPosts,
    post: e.communityPost,
    state: e.communityPostState,
    create: e.createCommunityPost,
    update: e.updateCommunityPost,
    remove: e.deleteCommunityPost,
  };

  // Boards (게시판 tab chips).
  route(app, e.communityBoards, {}, async () => ok(await listBoards(db)));

  // Dashboard (게시글).
  postRoutes('dashboard', '게시글을', dashboard);
  route(app, e.communityDailyPosts, {}, (req, reply) =>
    cache.serveEndpoint(e.communityDailyPosts, req, reply, async () => ({ payload: ok(await listDailyPosts(db, req.query)) })),
  );
  replyRoutes('dashboard', 'communityPost', '댓글을 삭제했어요');

  // Q&A (질문).
  postRoutes('qna', '질문을', {
    list: e.questions,
    post: e.question,
    state: e.questionState,
    create: e.createQuestion,
    update: e.updateQuestion,
    remove: e.deleteQuestion,
  } as unknown as typeof dashboard);
  replyRoutes('qna', 'question', '답변을 삭제했어요');
  route(app, e.acceptAnswer, { preHandler: writer }, async (req) => {
    const answer = await listed(changed(req.params.id, acceptAnswer(db, me(req), req.params.id, req.params.replyId)));
    // The answerer's stars are awarded now (issue 16); the asker earns nothing, so no star toast here.
    await awardsAfterWrite(db, me(req).userId, `accepted:${req.params.replyId}`, req.log);
    return ok(answer, [{ phrase: '답변을 채택했어요' }]);
  });

  // Survey replies (설문 댓글): the same replies as a post's.
  replyRoutes('survey', 'survey', '댓글을 삭제했어요');

  // My community (SPEC §2 /community/my-page: post, clipping, like).
  const userId = (req: Parameters<typeof me>[0]) => me(req).userId;
  route(app, e.myCommunityPosts, { preHandler: reader }, async (req) => ok(await listMine(db, userId(req), 'posts', req.query)));
  route(app, e.myCommunityClippings, { preHandler: reader }, async (req) => ok(await listMine(db, userId(req), 'clippings', req.query)));
  route(app, e.myCommunityLikes, { preHandler: reader }, async (req) => ok(await listMine(db, userId(req), 'likes', req.query)));
  route(app, e.myCommunitySummary, { preHandler: reader }, async (req) => ok(await myCommunitySummary(db, userId(req))));
}
