/**
 * Community writes (issue 15; SPEC §7 "### Community"; docs/decisions/017-community-posts.md):
 * posts and questions (create, edit, soft delete), replies (create, soft delete) and accepting an
 * answer. Callers are members who may write (the route guards: 110 / 130).
 *
 * Every write checks, in this order, and writes nothing when refused:
 *   1–3. the text policy shared with surveys (community-text.ts `checkCommunityText`): forbidden
 *      characters 12, lengths 10/13, banned words (server/domain/moderation/banned-words.ts) 12,
 *      links — a member younger than a day may put at most 2 in one write — 13;
 *   3b. pictures (posts and questions): at most POST_IMAGES_MAX keys, 13; a repeated key, 12;
 *   4. inside one transaction holding the member's users row (so one member's writes are counted
 *      one at a time, on every instance): the same text within 10 minutes 12 '같은 내용을 방금
 *      올리셨어요', then the new-user sandbox counted from the rows themselves — 1 post / 30 s,
 *      10 posts / hour in the member's first day, 1 reply / 5 s — 131; then every picture key must
 *      be an upload (community_uploads, held FOR KEY SHARE so the orphan sweep cannot take it
 *      meanwhile), else 12 '사진을 다시 올려 주세요', and the post's pictures are written in order.
 * Events for the alarm feature go to the domain-event outbox in the same transaction.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  POST_CONTENT_LENGTH,
  POST_IMAGES_MAX,
  POST_TITLE_LENGTH,
  REPLY_CONTENT_LENGTH,
  type CommunityType,
  type PostDetail,
  type Reply,
} from '@contract/community.js';
import type { Db } from '@server/db/client.js';
import { lockMember, type Tx } from '@server/db/locks.js';
import { ApiError } from '@server/errors.js';
import { emitDomainEvent } from '@server/domain/events/domain-events.js';
import { IMAGE_KEY_PATTERN } from '@server/infra/image-storage.js';
import type { UserRow } from '@server/domain/accounts/members.js';
import { checkCommunityText, contentHash, isNewMember } from './community-text.js';
import { boardIdOf, getPost, HIDDEN_POST_MESSAGE, replyById } from './community.service.js';

/** Sandbox limits (docs/decisions/017): seconds between posts, posts an hour in the first day, seconds between replies. */
export const SANDBOX = { postGapSeconds: 30, firstDayPostsPerHour: 10, replyGapSeconds: 5, duplicateMinutes: 10 } as const;

type Row = Record<string, unknown>;
async function rows<T = Row>(db: Db | Tx, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

export { isNewMember };

const NOUN = { dashboard: '게시글', qna: '질문', survey: '설문' } as const;
const REPLY_NOUN = { dashboard: '댓글', qna: '답변', survey: '댓글' } as const;

function tooSoon(seconds: number, what: string): ApiError {
  return new ApiError('TOO_MANY_REQUESTS', `${what}은 조금 쉬었다가 올려 주세요. ${Math.max(1, Math.ceil(seconds))}초 후에 다시 올릴 수 있어요.`);
}
const DUPLICATE = () => new ApiError('NOT_MATCHED', '같은 내용을 방금 올리셨어요.');

/** unique_violation of the one-accepted-answer index, from either driver. */
function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown; cause?: { code?: unknown } })?.code ?? (e as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}

export interface PostInput {
  boardCode?: string;
  title: string;
  content: string;
  productNo?: number | null;
  /** Picture keys in order (absent on edit: unchanged). */
  imageKeys?: string[];
}

const UNKNOWN_IMAGE = () => new ApiError('NOT_MATCHED', '사진을 찾을 수 없어요. 사진을 다시 올려 주세요.');

/** The picture keys as given, checked without the database. @throws ApiError 13 over POST_IMAGES_MAX, 12 repeated or malformed */
function checkedImageKeys(keys: string[] | undefined): string[] | undefined {
  if (keys === undefined) return undefined;
  if (keys.length > POST_IMAGES_MAX) throw new ApiError('OUT_OF_RANGE', `사진은 ${POST_IMAGES_MAX}장까지 올릴 수 있어요.`);
  if (new Set(keys).size !== keys.length) throw new ApiError('NOT_MATCHED', '같은 사진이 두 번 들어 있어요. 한 번만 넣어 주세요.');
  if (keys.some((k) => !IMAGE_KEY_PATTERN.test(k))) throw UNKNOWN_IMAGE();
  return keys;
}

/**
 * Make `keys` the post's pictures, in order (position 1 first), replacing any it had. Each key must
 * be an upload; its row is held FOR KEY SHARE until the transaction ends, so the orphan sweep
 * (community-images/orphan-uploads.ts, FOR UPDATE SKIP LOCKED) passes it by.
 * @throws ApiError 12 when a key is not (or no longer) an upload
 */
async function setPostImages(tx: Tx, postId: number, keys: string[]): Promise<void> {
  if (keys.length > 0) {
    const found = await rows<{ image_key: string }>(
      tx,
      sql`select image_key from community_uploads where image_key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}) for key share`,
    );
    if (found.length !== keys.length) throw UNKNOWN_IMAGE();
  }
  await tx.execute(sql`delete from community_post_images where post_id = ${postId}`);
  if (keys.length > 0)
    await tx.execute(
      sql`insert into community_post_images (post_id, position, image_key) values ${sql.join(
        keys.map((k, i) => sql`(${postId}, ${i + 1}, ${k})`),
        sql`, `,
      )}`,
    );
}

/** Title and body as stored, after every rule that needs no transaction (see the header: 1–3). */
async function checkedPost(db: Db, type: 'dashboard' | 'qna', user: UserRow, body: PostInput, now: Date) {
  const [title, content] = await checkCommunityText(
    db,
    [
      { label: '제목', raw: body.title, limits: POST_TITLE_LENGTH },
      { label: '내용', raw: body.content, limits: POST_CONTENT_LENGTH },
    ],
    { isNewMember: isNewMember(user, now) },
  );
  const boardId = type === 'dashboard' ? await boardIdOf(db, body.boardCode ?? '') : null;
  const productNo = body.productNo ?? null;
  if (productNo !== null) {
    const [found] = await rows(db, sql`select product_no from products where product_no = ${productNo}`);
    if (!found) throw new ApiError('NO_DATA', '연결할 상품을 찾을 수 없어요.');
  }
  const imageKeys = checkedImageKeys(body.imageKeys);
  return { title, content, boardId, productNo, imageKeys, hash: contentHash(title, content) };
}

/**
 * Write a post ('dashboard', on a board) or a question ('qna').
 * @throws ApiError 8 unknown board/product, 12 characters/banned words/duplicate/unknown or repeated picture,
 *   13 lengths/links/over 10 pictures, 131 too soon
 */
export async function createPost(db: Db, type: 'dashboard' | 'qna', user: UserRow, body: PostInput, now = new Date()): Promise<PostDetail> {
  const p = await checkedPost(db, type, user, body, now);
  const postId = await db.transaction(async (tx) => {
    await lockMember(tx, user.userId);
    const [recent] = await rows<{ dup: boolean | null; since_last: number | null; last_hour: number }>(
      tx,
      sql`select bool_or(content_hash = ${p.hash} and created_at > now() - make_interval(mins => ${SANDBOX.duplicateMinutes})) as dup,
        extract(epoch from now() - max(created_at))::float8 as since_last, count(*)::int as last_hour
        from community_posts where user_id = ${user.userId} and created_at > now() - interval '1 hour'`,
    );
    if (recent?.dup) throw DUPLICATE();
    if (recent?.since_last != null && Number(recent.since_last) < SANDBOX.postGapSeconds)
      throw tooSoon(SANDBOX.postGapSeconds - Number(recent.since_last), NOUN[type]);
    if (isNewMember(user, now) && Number(recent?.last_hour ?? 0) >= SANDBOX.firstDayPostsPerHour)
      throw new ApiError('TOO_MANY_REQUESTS', `가입 첫날에는 한 시간에 ${SANDBOX.firstDayPostsPerHour}개까지 올릴 수 있어요. 잠시 후 다시 올려 주세요.`);
    const [row] = await rows<{ post_id: number }>(
      tx,
      sql`insert into community_posts (community_type, board_id, user_id, title, content, product_no, content_hash)
        values (${type}, ${p.boardId}, ${user.userId}, ${p.title}, ${p.content}, ${p.productNo}, ${p.hash}) returning post_id`,
    );
    const postId = Number(row!.post_id);
    if (p.imageKeys?.length) await setPostImages(tx, postId, p.imageKeys);
    await emitDomainEvent(tx, 'community.post.created', { postId, communityType: type, userId: user.userId });
    return postId;
  });
  return getPost(db, type, postId);
}

/** A post of `type` locked for the transaction, or 8. */
async function lockedPost(tx: Tx, type: CommunityType, postId: number) {
  const [post] = await rows<{ user_id: number | null; status: string; community_type: string; accepted_reply_id: number | null }>(
    tx,
    sql`select user_id, status, community_type, accepted_reply_id from community_posts where post_id = ${postId} for update`,
  );
  if (!post || post.community_type !== type) throw new ApiError('NO_DATA', `${NOUN[type]}을 찾을 수 없어요.`);
  return post;
}

/**
 * Edit one's own post or question (title, body, board, product; pictures when imageKeys is given:
 * the list replaces the old one). Deleted → 8, hidden → 8, another member's → 12.
 * @throws as createPost, without the sandbox and duplicate rules
 */
export async function updatePost(db: Db, type: 'dashboard' | 'qna', user: UserRow, postId: number, body: PostInput, now = new Date()): Promise<PostDetail> {
  const p = await checkedPost(db, type, user, body, now);
  await db.transaction(async (tx) => {
    const post = await lockedPost(tx, type, postId);
    if (post.user_id !== user.userId) throw new ApiError('NOT_MATCHED', `내가 쓴 ${NOUN[type]}만 고칠 수 있어요.`);
    if (post.status === 'deleted') throw new ApiError('NO_DATA', '삭제된 글이에요.');
    if (post.status === 'hidden') throw new ApiError('NO_DATA', HIDDEN_POST_MESSAGE);
    await tx.execute(sql`update community_posts set title = ${p.title}, content = ${p.content}, board_id = ${p.boardId}, product_no = ${p.productNo},
      content_hash = ${p.hash}, updated_at = now() where post_id = ${postId}`);
    if (p.imageKeys !== undefined) await setPostImages(tx, postId, p.imageKeys);
  });
  return getPost(db, type, postId);
}

/**
 * Soft-delete one's own post or question: status 'deleted', replies stay, its pictures are let go
 * (the orphan sweep removes those no other post uses a day after their upload). Deleting it again
 * answers the same (an offline queue may retry). A question with an accepted answer stays (13).
 * @throws ApiError 8 missing, 12 another member's, 13 answered question
 */
export async function deletePost(db: Db, type: 'dashboard' | 'qna', user: UserRow, postId: number): Promise<null> {
  await db.transaction(async (tx) => {
    const post = await lockedPost(tx, type, postId);
    if (post.user_id !== user.userId) throw new ApiError('NOT_MATCHED', `내가 쓴 ${NOUN[type]}만 삭제할 수 있어요.`);
    if (post.status === 'deleted') return;
    if (post.accepted_reply_id != null) throw new ApiError('OUT_OF_RANGE', '채택된 답변이 있는 질문은 삭제할 수 없어요.');
    await tx.execute(sql`update community_posts set status = 'deleted', deleted_at = now() where post_id = ${postId}`);
    await tx.execute(sql`delete from community_post_images where post_id = ${postId}`);
  });
  return null;
}

/** A reply's text as stored, after every rule that needs no transaction (see the header: 1–3). */
export interface CheckedReply {
  content: string;
  hash: string;
}

/**
 * The rules of a reply that need no transaction: plain text, length, banned words, links.
 * @throws ApiError 12 characters/banned words, 13 length/links
 */
export async function checkReply(db: Db, type: CommunityType, user: UserRow, raw: string, now = new Date()): Promise<CheckedReply> {
  const noun = REPLY_NOUN[type];
  const [content] = await checkCommunityText(db, [{ label: noun, raw, limits: REPLY_CONTENT_LENGTH }], { isNewMember: isNewMember(user, now) });
  return { content, hash: contentHash(content) };
}

/**
 * Write a checked reply in the caller's transaction (rule 4 of the header: the member's row held,
 * the post locked, duplicate and gap counted from the rows) and tell the post's author
 * ('community.reply.created', not for a reply on one's own post; surveys too) and the stars
 * consumer ('community.reply.written', every reply; issue 16).
 * @returns the new reply's id
 * @throws ApiError 8 missing/deleted/hidden post, 12 duplicate, 131 too soon
 */
export async function insertReply(tx: Tx, type: CommunityType, user: UserRow, postId: number, reply: CheckedReply): Promise<number> {
  const noun = REPLY_NOUN[type];
  const { content, hash } = reply;
  await lockMember(tx, user.userId);
  const post = await lockedPost(tx, type, postId);
  if (post.status === 'deleted') throw new ApiError('NO_DATA', `삭제된 글에는 ${noun}을 달 수 없어요.`);
  if (post.status === 'hidden') throw new ApiError('NO_DATA', HIDDEN_POST_MESSAGE);
  const [recent] = await rows<{ dup: boolean | null; since_last: number | null }>(
    tx,
    sql`select bool_or(content_hash = ${hash} and post_id = ${postId}) as dup, extract(epoch from now() - max(created_at))::float8 as since_last
      from community_replies where user_id = ${user.userId} and created_at > now() - make_interval(mins => ${SANDBOX.duplicateMinutes})`,
  );
  if (recent?.dup) throw DUPLICATE();
  if (recent?.since_last != null && Number(recent.since_last) < SANDBOX.replyGapSeconds)
    throw tooSoon(SANDBOX.replyGapSeconds - Number(recent.since_last), noun);
  const [row] = await rows<{ reply_id: number }>(
    tx,
    sql`insert into community_replies (post_id, user_id, content, content_hash) values (${postId}, ${user.userId}, ${content}, ${hash}) returning reply_id`,
  );
  const id = Number(row!.reply_id);
  await tx.execute(sql`update community_posts set reply_count = reply_count + 1 where post_id = ${postId}`);
  await emitDomainEvent(tx, 'community.reply.written', { postId, replyId: id, communityType: type, userId: user.userId });
  if (post.user_id != null && post.user_id !== user.userId)
    await emitDomainEvent(tx, 'community.reply.created', { postId, replyId: id, communityType: type, toUserId: post.user_id, fromUserId: user.userId });
  return id;
}

/**
 * Reply to a visible post, question or survey (checkReply, then insertReply in a transaction of its
 * own). With an Idempotency-Key the route uses the two through withIdempotency instead.
 * @throws ApiError 8 missing/deleted/hidden post, 12 characters/banned words/duplicate, 13 length/links, 131 too soon
 */
export async function createReply(db: Db, type: CommunityType, user: UserRow, postId: number, raw: string, now = new Date()): Promise<Reply> {
  const checked = await checkReply(db, type, user, raw, now);
  const replyId = await db.transaction((tx) => insertReply(tx, type, user, postId, checked));
  return replyById(db, replyId);
}

/** A reply of the post, locked, or 8. */
async function lockedReply(tx: Tx, type: CommunityType, postId: number, replyId: number) {
  await lockedPost(tx, type, postId);
  const [reply] = await rows<{ user_id: number | null; status: string; is_accepted: boolean; post_id: number }>(
    tx,
    sql`select user_id, status, is_accepted, post_id from community_replies where reply_id = ${replyId} for update`,
  );
  if (!reply || Number(reply.post_id) !== postId) throw new ApiError('NO_DATA', `${REPLY_NOUN[type]}을 찾을 수 없어요.`);
  return reply;
}

/**
 * Soft-delete one's own reply (again: the same answer). An accepted answer stays (13).
 * @throws ApiError 8 missing, 12 another member's, 13 accepted
 */
export async function deleteReply(db: Db, type: CommunityType, user: UserRow, postId: number, replyId: number): Promise<null> {
  const noun = REPLY_NOUN[type];
  await db.transaction(async (tx) => {
    const reply = await lockedReply(tx, type, postId, replyId);
    if (reply.user_id !== user.userId) throw new ApiError('NOT_MATCHED', `내가 쓴 ${noun}만 삭제할 수 있어요.`);
    if (reply.status === 'deleted') return;
    if (reply.is_accepted) throw new ApiError('OUT_OF_RANGE', '채택된 답변은 삭제할 수 없어요.');
    await tx.execute(sql`update community_replies set status = 'deleted', deleted_at = now() where reply_id = ${replyId}`);
    await tx.execute(sql`update community_posts set reply_count = greatest(reply_count - 1, 0) where post_id = ${postId}`);
  });
  return null;
}

/**
 * The asker accepts one answer of their visible question: exactly one per question (accepting the
 * same one again answers the same; another is 13, also when two accepts race: the question row
 * is locked and the partial unique index backs it). Not one's own answer (12). The answerer hears
 * of it ('community.answer.accepted').
 * @throws ApiError 8 missing question/answer, 12 not the asker / own answer, 13 already accepted
 */
export async function acceptAnswer(db: Db, user: UserRow, postId: number, replyId: number) {
  const already = () => new ApiError('OUT_OF_RANGE', '이미 채택한 답변이 있어요. 채택은 한 번만 할 수 있어요.');
  try {
    await db.transaction(async (tx) => {
      const post = await lockedPost(tx, 'qna', postId);
      if (post.status === 'deleted') throw new ApiError('NO_DATA', '삭제된 질문이에요.');
      if (post.status === 'hidden') throw new ApiError('NO_DATA', HIDDEN_POST_MESSAGE);
      if (post.user_id !== user.userId) throw new ApiError('NOT_MATCHED', '질문한 분만 답변을 채택할 수 있어요.');
      const reply = await lockedReply(tx, 'qna', postId, replyId);
      if (reply.status !== 'visible') throw new ApiError('NO_DATA', '답변을 찾을 수 없어요.');
      if (post.accepted_reply_id === replyId) return;
      if (post.accepted_reply_id != null) throw already();
      if (reply.user_id === user.userId) throw new ApiError('NOT_MATCHED', '내 답변은 채택할 수 없어요.');
      const taken = await rows(
        tx,
        sql`update community_posts set accepted_reply_id = ${replyId} where post_id = ${postId} and accepted_reply_id is null returning post_id`,
      );
      if (taken.length === 0) throw already();
      await tx.execute(sql`update community_replies set is_accepted = true where reply_id = ${replyId}`);
      if (reply.user_id != null) await emitDomainEvent(tx, 'community.answer.accepted', { postId, replyId, toUserId: reply.user_id, fromUserId: user.userId });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw already();
    throw e;
  }
  return { postId, acceptedReplyId: replyId };
}
