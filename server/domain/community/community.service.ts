/**
 * Community reads (issue 15; SPEC §7 "### Community"; docs/decisions/017-community-posts.md): post
 * and question lists (newest, popular), the daily board, details, replies and the member's own
 * state. Public answers never depend on who asks. Only 'visible' rows are listed; a hidden post's
 * detail is 8 '신고가 접수되어 검토 중인 글이에요'; a deleted one answers as '삭제된 글이에요' with no
 * body while its replies stay readable.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  DELETED_POST_TITLE,
  WITHDRAWN_AUTHOR,
  type CommunitySort,
  type CommunityType,
  type PostDetail,
  type PostSummary,
  type Reply,
} from '@contract/community.js';
import { communityImageUrl } from '@contract/community-images.js';
import type { Db } from '@server/db/client.js';
import { communityBoards, communityClippings, communityPostLikes } from '@server/db/schema/index.js';
import { productCardsByNos } from '@server/db/queries/catalogue.js';
import { ApiError } from '@server/errors.js';
import { decodeCursor, encodeCursor } from './cursor.js';

/** Popular posts are ranked among the posts of the last POPULAR_WINDOW_DAYS days only (a bounded scan). */
export const POPULAR_WINDOW_DAYS = 7;
const EXCERPT_LENGTH = 100;
export const HIDDEN_POST_MESSAGE = '신고가 접수되어 검토 중인 글이에요.';

type Row = Record<string, unknown>;
/** The database or a transaction of it. */
type Runner = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
async function rows<T = Row>(db: Runner, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/**
 * The popular score of a post at `asOf` (a SQL expression over community_posts aliased p):
 * (likes × 3 + replies × 2 + views × 0.1) / (age in hours + 2)^1.5 — Hacker News' gravity.
 */
export function popularScore(asOf: Date): SQL {
  return sql`((p.like_count * 3 + p.reply_count * 2 + p.view_count * 0.1)::float8 / power(greatest(extract(epoch from (${asOf.toISOString()}::timestamptz - p.created_at))::float8 / 3600, 0) + 2, 1.5))`;
}

/** The columns summaryOf reads (community_posts p, community_boards b, users u). */
export const SUMMARY_COLUMNS = sql`p.post_id, p.community_type, p.title, left(p.content, ${EXCERPT_LENGTH}) as excerpt, p.product_no, p.like_count, p.reply_count,
  p.clip_count, p.view_count, p.accepted_reply_id, p.created_at, p.created_at::text as created_key, b.code as board_code, b.name as board_name,
  case when u.user_id is null or u.withdrawn_at is not null then null else u.nick_name end as nick_name,
  (select i.image_key from community_post_images i where i.post_id = p.post_id order by i.position limit 1) as thumbnail_key`;
/** Posts with their board and author, as SUMMARY_COLUMNS expects. */
export const FROM = sql`community_posts p left join community_boards b on b.board_id = p.board_id left join users u on u.user_id = p.user_id`;

function authorOf(r: Row) {
  return r.nick_name == null ? { nickName: WITHDRAWN_AUTHOR, isWithdrawn: true } : { nickName: String(r.nick_name), isWithdrawn: false };
}

/** A list item from a row of SUMMARY_COLUMNS. */
export function summaryOf(r: Row): PostSummary {
  return {
    postId: Number(r.post_id),
    communityType: r.community_type as CommunityType,
    board: r.board_code == null ? null : { code: String(r.board_code), name: String(r.board_name) },
    title: String(r.title),
    excerpt: String(r.excerpt),
    author: authorOf(r),
    productNo: r.product_no == null ? null : Number(r.product_no),
    likeCount: Number(r.like_count),
    replyCount: Number(r.reply_count),
    clipCount: Number(r.clip_count),
    viewCount: Number(r.view_count),
    isAnswered: r.accepted_reply_id != null,
    createdAt: iso(r.created_at),
    thumbnailUrl: r.thumbnail_key == null ? null : communityImageUrl(String(r.thumbnail_key)),
  };
}

export interface PostPage {
  items: PostSummary[];
  size: number;
  nextCursor: string | null;
}

/** The board's id by its code. @throws ApiError 8 for an unknown board */
export async function boardIdOf(db: Db, code: string): Promise<number> {
  const [board] = await db.select({ boardId: communityBoards.boardId }).from(communityBoards).where(eq(communityBoards.code, code));
  if (!board) throw new ApiError('NO_DATA', '게시판을 찾을 수 없어요.');
  return board.boardId;
}

/**
 * One page of visible posts of `type` (optionally on one board). 'newest': created_at desc;
 * 'popular': popularScore over the last POPULAR_WINDOW_DAYS days, frozen at the first page's time
 * (carried in the cursor) so later pages continue the same order.
 * @throws ApiError 8 unknown board, 12 a bad cursor
 */
export async function listPosts(
  db: Db,
  type: 'dashboard' | 'qna',
  q: { boardCode?: string; sort: CommunitySort; cursor?: string; size: number },
  now = new Date(),
): Promise<PostPage> {
  const where: SQL[] = [sql`p.community_type = ${type}`, sql`p.status = 'visible'`];
  if (q.boardCode) where.push(sql`p.board_id = ${await boardIdOf(db, q.boardCode)}`);
  if (q.sort === 'newest') return newestPage(db, where, q.cursor, q.size);

  const after = q.cursor ? decodeCursor(q.cursor, 'p') : null;
  const asOf = after ? new Date(after.asOf) : now;
  const score = popularScore(asOf);
  const since = new Date(asOf.getTime() - POPULAR_WINDOW_DAYS * 86_400_000);
  where.push(sql`p.created_at > ${since.toISOString()}::timestamptz`, sql`p.created_at <= ${asOf.toISOString()}::timestamptz`);
  if (after) where.push(sql`(${score}, p.post_id) < (${after.score}::float8, ${after.id})`);
  const found = await rows(
    db,
    // Rank on the posts table alone, then join authors and boards for the page's rows only.
    sql`with top as (select p.post_id, ${score} as score from community_posts p where ${sql.join(where, sql` and `)}
        order by score desc, p.post_id desc limit ${q.size + 1})
      select ${SUMMARY_COLUMNS}, top.score from top join community_posts p on p.post_id = top.post_id
        left join community_boards b on b.board_id = p.board_id left join users u on u.user_id = p.user_id
      order by top.score desc, p.post_id desc`,
  );
  const page = found.slice(0, q.size);
  const last = page[page.length - 1];
  return {
    items: page.map(summaryOf),
    size: q.size,
    nextCursor: found.length > q.size && last ? encodeCursor({ kind: 'p', asOf: asOf.getTime(), score: Number(last.score), id: Number(last.post_id) }) : null,
  };
}

async function newestPage(db: Db, where: SQL[], cursor: string | undefined, size: number): Promise<PostPage> {
  if (cursor) {
    const after = decodeCursor(cursor, 'n');
    where.push(sql`(p.created_at, p.post_id) < (${after.at}::timestamptz, ${after.id})`);
  }
  const found = await rows(
    db,
    sql`select ${SUMMARY_COLUMNS} from ${FROM} where ${sql.join(where, sql` and `)}
    order by p.created_at desc nulls last, p.post_id desc nulls last limit ${size + 1}`,
  );
  const page = found.slice(0, size);
  const last = page[page.length - 1];
  return {
    items: page.map(summaryOf),
    size,
    nextCursor: found.length > size && last ? encodeCursor({ kind: 'n', at: String(last.created_key), id: Number(last.post_id) }) : null,
  };
}

/** Tables the community reads plan over; their statistics decide index scan against bitmap + sort. */
const PLANNED_TABLES = ['community_posts', 'community_replies', 'users'] as const;

/**
 * ANALYZE the community's tables that have no planner statistics yet, or whose rows changed past
 * autovacuum's own threshold (50 + 10% of the table) since the last analyze in this process. PGlite has no
 * autovacuum, so without this a community grown by `db:seed --posts 100000` (or by months of
 * writes) is planned as if it were empty: the newest page became a bitmap scan and sort of every
 * post (93 ms instead of 0.1 ms at 100k posts; scripts/bench "community"). Called at server start
 * (server/index.ts); on PostgreSQL autovacuum has usually done it already and this is a no-op.
 * This backend's own pending activity counts (e.g. the seed's inserts just before) are flushed
 * first: PostgreSQL holds them for up to a second, and flushed after the ANALYZE they would count
 * as changes since it, so the next call would analyze again (a flaky test under load, 2026-11-24).
 * @returns the tables analyzed
 */
export async function refreshCommunityStatistics(db: Db): Promise<string[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const stale = (
    await rows<{ relname: string }>(
      db,
      // pg_stats (the statistics themselves) survive a restart; PGlite's activity counters do not.
      sql`select s.relname from pg_stat_user_tables s where s.schemaname = current_schema() and s.relname in (${sql.join(
        PLANNED_TABLES.map((t) => sql`${t}`),
        sql`, `,
      )}) and (not exists (select 1 from pg_stats st where st.schemaname = s.schemaname and st.tablename = s.relname)
        or s.n_mod_since_analyze > 50 + 0.1 * s.n_live_tup)`,
    )
  ).map((r) => r.relname);
  for (const t of PLANNED_TABLES) if (stale.includes(t)) await db.execute(sql.raw(`analyze ${t}`));
  return stale;
}

/** The KST day `date` (YYYY-MM-DD) as [start, end) instants. */
export function kstDay(date: string): [Date, Date] {
  const start = new Date(`${date}T00:00:00+09:00`);
  return [start, new Date(start.getTime() + 86_400_000)];
}

/** The daily board: visible posts of every kind written on the KST day `date`, newest first. */
export async function listDailyPosts(db: Db, q: { date: string; cursor?: string; size: number }): Promise<PostPage> {
  const [start, end] = kstDay(q.date);
  const where = [sql`p.status = 'visible'`, sql`p.created_at >= ${start.toISOString()}::timestamptz`, sql`p.created_at < ${end.toISOString()}::timestamptz`];
  return newestPage(db, where, q.cursor, q.size);
}

/** A post row of `type` (any status) with its author and board. @throws ApiError 8 when missing or of another type */
async function postRow(db: Db, type: CommunityType, postId: number): Promise<Row> {
  const [r] = await rows(db, sql`select ${SUMMARY_COLUMNS}, p.content, p.status, p.user_id, p.updated_at from ${FROM} where p.post_id = ${postId}`);
  if (!r || r.community_type !== type)
    throw new ApiError('NO_DATA', type === 'qna' ? '질문을 찾을 수 없어요.' : type === 'survey' ? '설문을 찾을 수 없어요.' : '게시글을 찾을 수 없어요.');
  return r;
}

/**
 * A post or question as everyone sees it (SPEC §2 /community/board-detail/{id}, /community/qna/{id}).
 * @throws ApiError 8 missing, of another type, or hidden by reports ('신고가 접수되어 검토 중인 글이에요')
 */
export async function getPost(db: Db, type: 'dashboard' | 'qna', postId: number): Promise<PostDetail> {
  const r = await postRow(db, type, postId);
  if (r.status === 'hidden') throw new ApiError('NO_DATA', HIDDEN_POST_MESSAGE);
  const deleted = r.status === 'deleted';
  const [[product], images] = await Promise.all([
    !deleted && r.product_no != null ? productCardsByNos(db, [Number(r.product_no)]) : Promise.resolve([]),
    deleted ? Promise.resolve([]) : postImages(db, postId),
  ]);
  const s = summaryOf(r);
  return {
    postId: s.postId,
    communityType: s.communityType,
    status: deleted ? 'deleted' : 'visible',
    board: s.board,
    title: deleted ? DELETED_POST_TITLE : s.title,
    content: deleted ? '' : String(r.content),
    author: s.author,
    product: product ?? null,
    images,
    likeCount: s.likeCount,
    replyCount: s.replyCount,
    clipCount: s.clipCount,
    viewCount: s.viewCount,
    acceptedReplyId: r.accepted_reply_id == null ? null : Number(r.accepted_reply_id),
    createdAt: s.createdAt,
    updatedAt: r.updated_at == null ? null : iso(r.updated_at),
  };
}

/** The pictures of a post, in order (docs/decisions/021-community-images.md). */
export async function postImages(db: Db, postId: number): Promise<PostDetail['images']> {
  const found = await rows<{ image_key: string; width: number; height: number }>(
    db,
    sql`select i.image_key, u.width, u.height from community_post_images i join community_uploads u on u.image_key = i.image_key
      where i.post_id = ${postId} order by i.position`,
  );
  return found.map((r) => ({ url: communityImageUrl(r.image_key), width: Number(r.width), height: Number(r.height) }));
}

/** The caller's relation to a post of `type` (any status). @throws ApiError 8 when missing */
export async function getPostState(db: Db, type: 'dashboard' | 'qna', postId: number, userId: number) {
  const r = await postRow(db, type, postId);
  const [liked, clipped] = await Promise.all([
    db
      .select({ n: communityPostLikes.postId })
      .from(communityPostLikes)
      .where(and(eq(communityPostLikes.postId, postId), eq(communityPostLikes.userId, userId))),
    db
      .select({ n: communityClippings.postId })
      .from(communityClippings)
      .where(and(eq(communityClippings.postId, postId), eq(communityClippings.userId, userId))),
  ]);
  return { postId, isMine: r.user_id != null && Number(r.user_id) === userId, liked: liked.length > 0, clipped: clipped.length > 0 };
}

const REPLY_COLUMNS = sql`r.reply_id, r.post_id, r.content, r.like_count, r.is_accepted, r.created_at, r.created_at::text as created_key,
  case when u.user_id is null or u.withdrawn_at is not null then null else u.nick_name end as nick_name`;
const REPLY_FROM = sql`community_replies r left join users u on u.user_id = r.user_id`;

function replyOf(r: Row): Reply {
  return {
    replyId: Number(r.reply_id),
    postId: Number(r.post_id),
    content: String(r.content),
    author: authorOf(r),
    likeCount: Number(r.like_count),
    isAccepted: r.is_accepted === true,
    createdAt: iso(r.created_at),
  };
}

/** A reply as answered right after it was written (inside the writing transaction too). */
export async function replyById(db: Runner, replyId: number): Promise<Reply> {
  const [r] = await rows(db, sql`select ${REPLY_COLUMNS} from ${REPLY_FROM} where r.reply_id = ${replyId}`);
  if (!r) throw new ApiError('NO_DATA', '댓글을 찾을 수 없어요.');
  return replyOf(r);
}

/**
 * Visible replies of a post, oldest first, `size` a page. On a question the accepted answer comes
 * first on the first page (one more item than `size`) and is left out of the pages after. Replies
 * of a deleted post stay readable; a hidden post's are 8 like the post.
 * @throws ApiError 8 missing / hidden post, 12 bad cursor
 */
export async function listReplies(db: Db, type: CommunityType, postId: number, q: { cursor?: string; size: number }) {
  const post = await postRow(db, type, postId);
  if (post.status === 'hidden') throw new ApiError('NO_DATA', HIDDEN_POST_MESSAGE);
  const where = [sql`r.post_id = ${postId}`, sql`r.status = 'visible'`, sql`not r.is_accepted`];
  if (q.cursor) {
    const after = decodeCursor(q.cursor, 'n');
    where.push(sql`(r.created_at, r.reply_id) > (${after.at}::timestamptz, ${after.id})`);
  }
  const [pinned, found] = await Promise.all([
    !q.cursor && post.accepted_reply_id != null
      ? rows(db, sql`select ${REPLY_COLUMNS} from ${REPLY_FROM} where r.post_id = ${postId} and r.is_accepted and r.status = 'visible'`)
      : Promise.resolve([]),
    rows(db, sql`select ${REPLY_COLUMNS} from ${REPLY_FROM} where ${sql.join(where, sql` and `)} order by r.created_at, r.reply_id limit ${q.size + 1}`),
  ]);
  const page = found.slice(0, q.size);
  const last = page[page.length - 1];
  return {
    items: [...pinned, ...page].map(replyOf),
    size: q.size,
    nextCursor: found.length > q.size && last ? encodeCursor({ kind: 'n', at: String(last.created_key), id: Number(last.reply_id) }) : null,
  };
}

/**
 * The boards of the 게시판 tab in their sort order, each with its visible post count
 * (GET /api/v1/community/board; docs/decisions/017-community-posts.md "Boards").
 */
export async function listBoards(db: Db): Promise<Array<{ code: string; name: string; postCount: number }>> {
  const found = await rows<{ code: string; name: string; post_count: number }>(
    db,
    sql`select b.code, b.name, (select count(*) from community_posts p where p.board_id = b.board_id and p.status = 'visible')::int as post_count
      from community_boards b order by b.sort_order, b.board_id`,
  );
  return found.map((b) => ({ code: b.code, name: b.name, postCount: Number(b.post_count) }));
}
