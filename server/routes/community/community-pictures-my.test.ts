/**
 * Pictures on posts and questions, and my community (issue 15; docs/decisions/017-community-posts.md
 * "My community", 021-community-images.md): imageKeys stored in order in the post's transaction,
 * an edit replacing them, refused keys writing nothing, the detail's images and the lists'
 * thumbnailUrl; the authorization matrix of the two writes with pictures; my posts, clippings and
 * likes as cursor pages (newest first, only the caller's, visible posts only) and their counts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { testTokens } from '@tests/setup/members.js';
import { communityImageUrl } from '@contract/community-images.js';
import {
  communityCounts,
  ensureBoards,
  insertPost,
  insertUploads,
  makeAccount,
  matrixAnswer,
  matrixCallers,
  refused,
  type Who,
} from '@tests/setup/community-kit.js';

const t = useTestApp({ products: 20, tokens: testTokens }, 60000);

let boards: Record<string, number> = {};
beforeAll(async () => {
  boards = await ensureBoards(t.db);
});

const account = (opts?: Parameters<typeof makeAccount>[2]) => makeAccount(t.db, t.tokens!, opts);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Who, payload?: unknown) =>
  t.app.inject({ method, url, headers: who?.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const D = '/api/v1/community/dashboard';
const Q = '/api/v1/community/qna';
const MY = '/api/v1/community/my';
let n = 0;
const post = (extra: object = {}) => ({ boardCode: 'free', title: '사과 사진 올려요', content: `청송 사과가 도착했어요. 사진 보세요 ${++n}번째.`, ...extra });
const question = (extra: object = {}) => ({ title: '이 배 상태 괜찮나요?', content: `배 껍질에 점이 있는데 먹어도 될까요? ${++n}번째 질문.`, ...extra });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

const imagesOf = async (postId: number) =>
  (
    (await t.db.execute(sql`select image_key from community_post_images where post_id = ${postId} order by position`)) as unknown as {
      rows: Array<{ image_key: string }>;
    }
  ).rows.map((r) => r.image_key);
const urls = (keys: string[]) => keys.map(communityImageUrl);

describe('pictures on posts and questions', () => {
  it('a post keeps its pictures in the order given; the detail lists them with sizes, the lists show the first as thumbnail', async () => {
    const m = await account();
    const keys = await insertUploads(t.db, m.userId, 3);
    const order = [keys[2]!, keys[0]!, keys[1]!];
    const res = await call('POST', D, m, post({ imageKeys: order }));
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created.images).toEqual([
      { url: communityImageUrl(order[0]!), width: 602, height: 402 },
      { url: communityImageUrl(order[1]!), width: 600, height: 400 },
      { url: communityImageUrl(order[2]!), width: 601, height: 401 },
    ]);
    expect(await imagesOf(created.postId)).toEqual(order);
    expect((await call('GET', `${D}/${created.postId}`)).json().data.images).toEqual(created.images);
    const listed = (await call('GET', `${D}?sort=newest&size=50`)).json().data.items.find((i: { postId: number }) => i.postId === created.postId);
    expect(listed.thumbnailUrl).toBe(communityImageUrl(order[0]!));
    const daily = (await call('GET', `${D}/list?date=${new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10)}&size=50`)).json().data.items;
    expect(daily.find((i: { postId: number }) => i.postId === created.postId).thumbnailUrl).toBe(communityImageUrl(order[0]!));
    // A post without pictures: [] and null.
    const plain = (await call('POST', Q, await account(), question())).json().data;
    expect(plain.images).toEqual([]);
    const q = (await call('GET', `${Q}?sort=newest&size=50`)).json().data.items.find((i: { postId: number }) => i.postId === plain.postId);
    expect(q.thumbnailUrl).toBeNull();
  });

  it('a question takes pictures too; the same picture may be on two posts', async () => {
    const [a, b] = [await account(), await account()];
    const [key] = await insertUploads(t.db, a.userId, 1);
    const q1 = (await call('POST', Q, a, question({ imageKeys: [key] }))).json().data;
    const q2 = await call('POST', Q, b, question({ imageKeys: [key] }));
    expect(q2.statusCode, q2.body).toBe(200);
    expect(q1.images.map((i: { url: string }) => i.url)).toEqual(urls([key!]));
    expect((await call('GET', `${Q}/${q2.json().data.postId}`)).json().data.images.map((i: { url: string }) => i.url)).toEqual(urls([key!]));
  });

  it('an edit with imageKeys replaces the list; without it the pictures stay; [] removes them all', async () => {
    const m = await account();
    const keys = await insertUploads(t.db, m.userId, 4);
    const postId = (await call('POST', D, m, post({ imageKeys: keys.slice(0, 3) }))).json().data.postId;
    const edited = await call('PUT', `${D}/${postId}`, m, post({ imageKeys: [keys[3]!, keys[1]!] }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.images.map((i: { url: string }) => i.url)).toEqual(urls([keys[3]!, keys[1]!]));
    expect(await imagesOf(postId)).toEqual([keys[3], keys[1]]);
    const kept = await call('PUT', `${D}/${postId}`, m, post({ title: '제목만 고쳤어요' }));
    expect(kept.json().data.images.map((i: { url: string }) => i.url)).toEqual(urls([keys[3]!, keys[1]!]));
    const cleared = await call('PUT', `${D}/${postId}`, m, post({ imageKeys: [] }));
    expect(cleared.json().data.images).toEqual([]);
    expect(await imagesOf(postId)).toEqual([]);
    const listed = (await call('GET', `${D}?sort=newest&size=50`)).json().data.items.find((i: { postId: number }) => i.postId === postId);
    expect(listed.thumbnailUrl).toBeNull();
  });

  it.each([
    ['an unknown key → 12', (k: string[]) => [k[0]!, 'f'.repeat(64)], 12, /사진을 다시 올려 주세요/],
    ['a malformed key → 12', (_k: string[]) => ['../../etc/passwd'], 12, /사진을 다시 올려 주세요/],
    ['the same key twice → 12', (k: string[]) => [k[0]!, k[0]!], 12, /같은 사진이 두 번/],
    ['11 pictures → 13', (k: string[]) => k, 13, /10장까지/],
    ['not an array → 12', () => 'abc', 12, undefined],
    ['a number in the list → 12', (k: string[]) => [k[0]!, 7], 12, undefined],
  ] as const)('%s, nothing written (create and edit)', async (_label, keysOf, code, message) => {
    const m = await account();
    const keys = await insertUploads(t.db, m.userId, 11);
    const imageKeys = keysOf(keys as string[]);
    let before = await communityCounts(t.db);
    refused(await call('POST', D, m, post({ imageKeys })), code, message);
    refused(await call('POST', Q, m, question({ imageKeys })), code, message);
    expect(await communityCounts(t.db)).toEqual(before);

    const postId = await insertPost(t.db, { userId: m.userId, boardId: boards.free, createdAt: minutesAgo(60) });
    await call('PUT', `${D}/${postId}`, m, post({ imageKeys: [keys[0]!] }));
    before = await communityCounts(t.db);
    refused(await call('PUT', `${D}/${postId}`, m, post({ title: '바뀌면 안 되는 제목', imageKeys })), code, message);
    expect(await communityCounts(t.db)).toEqual(before);
    expect(await imagesOf(postId)).toEqual([keys[0]]);
  });

  it('a deleted post lets its pictures go: none on the detail, no rows left for the sweep to keep', async () => {
    const m = await account();
    const keys = await insertUploads(t.db, m.userId, 2);
    const postId = (await call('POST', D, m, post({ imageKeys: keys }))).json().data.postId;
    expect((await call('DELETE', `${D}/${postId}`, m)).statusCode).toBe(200);
    expect((await call('GET', `${D}/${postId}`)).json().data).toMatchObject({ status: 'deleted', images: [] });
    expect(await imagesOf(postId)).toEqual([]);
  });

  describe('who may write pictures (authorization matrix): nothing written when refused', () => {
    const cases = [
      { name: 'create post', ownerOnly: false, run: (w: Who | undefined, keys: string[]) => call('POST', D, w, post({ imageKeys: keys })) },
      { name: 'create question', ownerOnly: false, run: (w: Who | undefined, keys: string[]) => call('POST', Q, w, question({ imageKeys: keys })) },
      {
        name: 'edit post',
        ownerOnly: true,
        run: (w: Who | undefined, keys: string[], c?: { postId: number }) => call('PUT', `${D}/${c!.postId}`, w, post({ imageKeys: keys })),
      },
      {
        name: 'edit question',
        ownerOnly: true,
        run: (w: Who | undefined, keys: string[], c?: { questionId: number }) => call('PUT', `${Q}/${c!.questionId}`, w, question({ imageKeys: keys })),
      },
    ];
    it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      const owner = await account();
      const callers = await matrixCallers(account, owner, c.ownerOnly);
      for (const [label, who, expected] of callers) {
        const keys = await insertUploads(t.db, owner.userId, 2);
        const ctx = {
          postId: await insertPost(t.db, { userId: owner.userId, boardId: boards.free, createdAt: minutesAgo(60) }),
          questionId: await insertPost(t.db, { userId: owner.userId, type: 'qna', createdAt: minutesAgo(60) }),
        };
        const res = await matrixAnswer(t.db, label, expected, () => c.run(who, keys, ctx));
        if (expected === 'ok') expect(await imagesOf(res.json().data.postId)).toEqual(keys);
      }
    });
  });
});

describe('my community: my posts, clippings and likes', () => {
  /** Every item of one of my lists, following nextCursor with `size` a page. */
  async function all(who: Who, list: string, size: number) {
    const ids: number[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 50; i++) {
      const res = await call('GET', `${MY}/${list}?size=${size}${cursor ? `&cursor=${cursor}` : ''}`, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = res.json().data as { items: Array<{ postId: number }>; nextCursor: string | null };
      expect(data.items.length).toBeLessThanOrEqual(size);
      ids.push(...data.items.map((x) => x.postId));
      cursor = data.nextCursor;
      if (!cursor) break;
    }
    return ids;
  }
  const react = async (table: 'community_clippings' | 'community_post_likes', userId: number, postId: number, at: Date) =>
    t.db.execute(sql`insert into ${sql.raw(table)} (user_id, post_id, created_at) values (${userId}, ${postId}, ${at.toISOString()}::timestamptz)`);

  it('my posts: all three kinds, newest first across pages (ties by id), only mine, deleted and hidden left out, with thumbnails', async () => {
    const [me, other] = [await account(), await account()];
    const same = minutesAgo(30);
    const a = await insertPost(t.db, { userId: me.userId, boardId: boards.free, createdAt: minutesAgo(50) });
    const b = await insertPost(t.db, { userId: me.userId, type: 'qna', createdAt: minutesAgo(40) });
    const c = await insertPost(t.db, { userId: me.userId, type: 'survey', createdAt: same });
    const d = await insertPost(t.db, { userId: me.userId, boardId: boards.recipe, createdAt: same });
    await insertPost(t.db, { userId: me.userId, boardId: boards.free, createdAt: minutesAgo(20), status: 'deleted' });
    await insertPost(t.db, { userId: me.userId, boardId: boards.free, createdAt: minutesAgo(10), status: 'hidden' });
    await insertPost(t.db, { userId: other.userId, boardId: boards.free, createdAt: minutesAgo(5) });
    const [key] = await insertUploads(t.db, me.userId, 1);
    await t.db.execute(sql`insert into community_post_images (post_id, position, image_key) values (${a}, 1, ${key})`);

    const expected = [Math.max(c, d), Math.min(c, d), b, a];
    for (const size of [1, 2, 3, 10]) expect(await all(me, 'posts', size)).toEqual(expected);
    const first = (await call('GET', `${MY}/posts?size=10`, me)).json().data.items;
    expect(first.map((i: { communityType: string }) => i.communityType).sort()).toEqual(['dashboard', 'dashboard', 'qna', 'survey']);
    expect(first.find((i: { postId: number }) => i.postId === a)).toMatchObject({ thumbnailUrl: communityImageUrl(key!), board: { code: 'free' } });
    expect(await all(other, 'posts', 10)).not.toContain(a);
  });

  it.each([
    ['clippings', 'community_clippings'],
    ['likes', 'community_post_likes'],
  ] as const)('my %s: by when I reacted (not the post’s time), only mine, posts deleted or hidden since left out', async (list, table) => {
    const [me, other, author] = [await account(), await account(), await account()];
    const old = await insertPost(t.db, { userId: author.userId, boardId: boards.free, createdAt: minutesAgo(600) });
    const fresh = await insertPost(t.db, { userId: author.userId, type: 'qna', createdAt: minutesAgo(5) });
    const survey = await insertPost(t.db, { userId: author.userId, type: 'survey', createdAt: minutesAgo(300) });
    const mine = await insertPost(t.db, { userId: me.userId, boardId: boards.free, createdAt: minutesAgo(200) });
    const gone = await insertPost(t.db, { userId: author.userId, boardId: boards.free, createdAt: minutesAgo(100) });
    const hidden = await insertPost(t.db, { userId: author.userId, boardId: boards.free, createdAt: minutesAgo(100) });
    const othersOnly = await insertPost(t.db, { userId: author.userId, boardId: boards.free, createdAt: minutesAgo(100) });
    const same = minutesAgo(3);
    await react(table, me.userId, fresh, minutesAgo(4));
    await react(table, me.userId, old, minutesAgo(1)); // the oldest post, reacted to last: first
    await react(table, me.userId, survey, same);
    await react(table, me.userId, mine, same);
    await react(table, me.userId, gone, minutesAgo(2));
    await react(table, me.userId, hidden, minutesAgo(2));
    await react(table, other.userId, othersOnly, minutesAgo(1));
    await t.db.execute(sql`update community_posts set status = 'deleted' where post_id = ${gone}`);
    await t.db.execute(sql`update community_posts set status = 'hidden' where post_id = ${hidden}`);

    const expected = [old, Math.max(survey, mine), Math.min(survey, mine), fresh];
    for (const size of [1, 3, 20]) expect(await all(me, list, size)).toEqual(expected);
    expect(await all(other, list, 20)).toEqual([othersOnly]);
    // The other list is untouched.
    expect(await all(me, list === 'likes' ? 'clippings' : 'likes', 20)).toEqual([]);
  });

  it('summary: the counts of the three tabs, by the lists’ own rules', async () => {
    const [me, author] = [await account(), await account()];
    const p1 = await insertPost(t.db, { userId: me.userId, boardId: boards.free });
    await insertPost(t.db, { userId: me.userId, type: 'qna' });
    await insertPost(t.db, { userId: me.userId, boardId: boards.free, status: 'deleted' });
    const x = await insertPost(t.db, { userId: author.userId, boardId: boards.free });
    const y = await insertPost(t.db, { userId: author.userId, boardId: boards.free, status: 'hidden' });
    for (const id of [p1, x, y]) await react('community_post_likes', me.userId, id, new Date());
    await react('community_clippings', me.userId, x, new Date());
    await react('community_clippings', author.userId, p1, new Date());
    const res = await call('GET', `${MY}/summary`, me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({ posts: 2, clippings: 1, likes: 2 });
    expect((await call('GET', `${MY}/summary`, await account())).json().data).toEqual({ posts: 0, clippings: 0, likes: 0 });
  });

  it('members only: a visitor, an unfinished sign-up and a withdrawn member get 110; a banned member may read their own; a bad cursor is 12', async () => {
    const banned = await account({ banned: true });
    for (const path of ['posts', 'clippings', 'likes', 'summary']) {
      refused(await call('GET', `${MY}/${path}`), 110);
      refused(await call('GET', `${MY}/${path}`, await account({ unfinished: true })), 110);
      refused(await call('GET', `${MY}/${path}`, await account({ withdrawn: true })), 110);
      expect((await call('GET', `${MY}/${path}`, banned)).statusCode).toBe(200);
    }
    const m = await account();
    for (const path of ['posts', 'clippings', 'likes']) {
      refused(await call('GET', `${MY}/${path}?cursor=abc`, m), 12);
      refused(await call('GET', `${MY}/${path}?size=51`, m), 13);
    }
  });
});
