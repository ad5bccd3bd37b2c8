/**
 * My community (issue 15; SPEC §2 /community/my-page with its post, clipping and like tabs;
 * docs/decisions/017-community-posts.md "My community"): the member's own posts, the posts they
 * clipped and the posts they liked, as cursor pages of the community list items (all three kinds:
 * 게시글, 질문, 설문), newest first, plus the counts for the tab badges.
 *
 * Only visible posts are listed or counted: my deleted posts are gone from "my posts" (as from
 * every list), and a clipped or liked post that was deleted or hidden by reports since is left out
 * (the clipping or like row stays, so it comes back if a review restores the post).
 * Clippings and likes are ordered by when the member clipped or liked, not by the post's time.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MyCommunitySummary } from '@contract/community.js';
import type { Db } from '@server/db/client.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { FROM, summaryOf, SUMMARY_COLUMNS, type PostPage } from './community.service.js';

type Row = Record<string, unknown>;
async function rows<T = Row>(db: Db, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

export type MyListKind = 'posts' | 'clippings' | 'likes';
/** The reaction table behind each list other than 'posts'. */
const REACTION_TABLE = { clippings: sql`community_clippings`, likes: sql`community_post_likes` } as const;

/**
 * One page of `userId`'s list, newest first: 'posts' by the post's time, 'clippings' and 'likes'
 * by the time of the clip or like (ties broken by post id). Keyset cursor as the other lists.
 * @throws ApiError 12 a bad cursor
 */
export async function listMine(db: Db, userId: number, kind: MyListKind, q: { cursor?: string; size: number }): Promise<PostPage> {
  const after = q.cursor ? decodeCursor(q.cursor, 'n') : null;
  let found: Row[];
  if (kind === 'posts') {
    const where = [sql`p.user_id = ${userId}`, sql`p.status = 'visible'`];
    if (after) where.push(sql`(p.created_at, p.post_id) < (${after.at}::timestamptz, ${after.id})`);
    // Walks community_posts_user_recent_idx (user_id, created_at desc).
    found = await rows(
      db,
      sql`select ${SUMMARY_COLUMNS}, p.created_at::text as sort_key from ${FROM} where ${sql.join(where, sql` and `)}
        order by p.created_at desc, p.post_id desc limit ${q.size + 1}`,
    );
  } else {
    const where = [sql`x.user_id = ${userId}`, sql`p.status = 'visible'`];
    if (after) where.push(sql`(x.created_at, x.post_id) < (${after.at}::timestamptz, ${after.id})`);
    // Walks the reaction table's (user_id, created_at) index; hidden or deleted posts are skipped.
    found = await rows(
      db,
      sql`select ${SUMMARY_COLUMNS}, x.created_at::text as sort_key from ${REACTION_TABLE[kind]} x
        join community_posts p on p.post_id = x.post_id left join community_boards b on b.board_id = p.board_id left join users u on u.user_id = p.user_id
        where ${sql.join(where, sql` and `)} order by x.created_at desc, x.post_id desc limit ${q.size + 1}`,
    );
  }
  const page = found.slice(0, q.size);
  const last = page[page.length - 1];
  return {
    items: page.map(summaryOf),
    size: q.size,
    nextCursor: found.length > q.size && last ? encodeCursor({ kind: 'n', at: String(last.sort_key), id: Number(last.post_id) }) : null,
  };
}

/** The three counts of my community, with the lists' own rules (visible posts only). */
export async function myCommunitySummary(db: Db, userId: number): Promise<MyCommunitySummary> {
  const [r] = await rows<{ posts: number; clippings: number; likes: number }>(
    db,
    sql`select
      (select count(*) from community_posts p where p.user_id = ${userId} and p.status = 'visible')::int as posts,
      (select count(*) from community_clippings x join community_posts p on p.post_id = x.post_id where x.user_id = ${userId} and p.status = 'visible')::int as clippings,
      (select count(*) from community_post_likes x join community_posts p on p.post_id = x.post_id where x.user_id = ${userId} and p.status = 'visible')::int as likes`,
  );
  return { posts: Number(r?.posts ?? 0), clippings: Number(r?.clippings ?? 0), likes: Number(r?.likes ?? 0) };
}
