/**
 * Text written per kind and per shop (issue 30 item 4, docs/decisions/042-seed-texts.md): shop
 * blurbs that fit the trade, reviews that fit the kind and are dated over weeks, community posts
 * and answers that fit each other, realistic shares of unanswered and unaccepted questions, and
 * notices and surveys that fit the month — checked on a December database and over 12 months.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { classOf, itemWord, shopDescription, shopName } from './catalogue.js';
import { FAMILIES, FAMILY_OF, fill } from './community-texts.js';
import { createRng, seedDatabase } from './index.js';
import { GENERIC_ANSWERS, REACTIONS, THANKS, planCommunity, type CommunityProduct } from './community.js';
import { SPECIALTIES } from './specialties.js';
import { specialtyKeyOf } from './themes.js';
import { pgliteTemplate } from '@tests/setup/pglite-template.js';
import { datedRowsOf } from '@tests/setup/sql.js';

/** December, KST: the month the issue was filed in. */
const NOW = new Date('2026-12-06T03:00:00Z');
const DAY = 86_400_000;
const KST = 9 * 3_600_000;
const kstMonth = (at: Date) => new Date(at.getTime() + KST).getUTCMonth() + 1;
const spOf = (p: { imageUrl: string }) => SPECIALTIES.find((s) => s.key === specialtyKeyOf(p))!;
/** Kinds without a 철: dishes, livestock and processed goods, and what is sold the whole year. */
const SEASONLESS = SPECIALTIES.filter((s) => !['produce', 'seafood'].includes(classOf(s)) || s.months.length === 0 || s.months.length === 12).map(itemWord);
const seasonlessPhrases = (text: string) => SEASONLESS.filter((i) => new RegExp(`(^|[\\s,.!?])${i}(?:[이가은는을를])?\\s*(?:제)?철(?!원|판)`).test(text));

let d: Database;
const rows = async <T>(q: ReturnType<typeof sql>): Promise<T[]> => datedRowsOf<T>(await d.db.execute(q));

beforeAll(async () => {
  d = await openDatabase({ dataDir: ':memory:', loadDataDir: pgliteTemplate() });
  await d.migrate();
  await seedDatabase(d.db, { products: 1200, now: NOW });
});
afterAll(async () => {
  await d?.close();
});

describe('shop blurbs fit the trade (issue 30)', () => {
  const cities = ['수원', '금산', '안동'];
  const all = SPECIALTIES.flatMap((sp) =>
    Array.from({ length: 12 }, (_, v) => cities.map((c) => ({ sp, text: shopDescription(classOf(sp), v, c, itemWord(sp), 3 + ((v * 7) % 38)) }))).flat(),
  );

  it('only a farm that raises animals or grows crops "키워", never a 정육점, 공방 or 어가', () => {
    const raised = new Set(['한우', '천지한우', '흑돼지', '유정란']);
    const bad = all.filter(({ sp, text }) => /키워온|키우는|키워요/.test(text) && !(classOf(sp) === 'produce' || raised.has(itemWord(sp))));
    expect(bad.map((b) => b.text).slice(0, 5)).toEqual([]);
  });

  it('인삼 is at least six years in the ground; orchards are not three years old', () => {
    const years = (text: string) => Number(/(\d+)년째/.exec(text)?.[1] ?? 99);
    const ginseng = all.filter(({ sp }) => itemWord(sp) === '인삼');
    expect(ginseng.filter(({ text }) => years(text) < 6 || !/년근/.test(text)).map((b) => b.text)).toEqual([]);
    const orchard = all.filter(({ sp }) => ['사과', '배', '알밤', '감귤', '단감'].includes(itemWord(sp)));
    expect(orchard.filter(({ text }) => years(text) < 8).map((b) => b.text)).toEqual([]);
  });

  it('a 왕갈비 shop is no 농장 and an inland 간고등어 shop has no 선장 or 어부', () => {
    const names = Array.from({ length: 8 }, (_, v) => [shopName('livestock', v, '수원', '왕갈비'), shopName('seafood', v, '안동', '간고등어')]).flat();
    expect(names.filter((n) => /수원.*왕갈비.*농장|선장|어부/.test(n))).toEqual([]);
  });

  it('the seeded shops say no "키워온" about what they do not raise', async () => {
    const shops = await d.db.select().from(t.shops);
    expect(shops.filter((s) => /(왕갈비|떡갈비|막창|불고기|닭갈비|짜장|김치)[을를] 키워/.test(s.description ?? '')).map((s) => s.description)).toEqual([]);
  });
});

describe('reviews fit the kind and are spread over weeks (issue 30)', () => {
  let reviews: Array<typeof t.productReviews.$inferSelect>;
  let byNo: Map<number, typeof t.products.$inferSelect>;
  beforeAll(async () => {
    reviews = await d.db.select().from(t.productReviews);
    byNo = new Map((await d.db.select().from(t.products)).map((p) => [p.productNo, p]));
  });

  it('none in the future, none before two days after listing, at most 5% within 24 hours of now', () => {
    expect(reviews.filter((r) => r.createdAt > NOW || r.createdAt.getTime() < byNo.get(r.productNo)!.createdAt.getTime() + DAY)).toEqual([]);
    const lastDay = reviews.filter((r) => NOW.getTime() - r.createdAt.getTime() < DAY).length / reviews.length;
    expect(lastDay).toBeLessThanOrEqual(0.05);
  });

  it('the review a shopper sees first is dated today on at most 15% of reviewed products (was 39%)', () => {
    const newest = new Map<number, number>();
    for (const r of reviews) newest.set(r.productNo, Math.max(newest.get(r.productNo) ?? 0, r.createdAt.getTime()));
    const today = [...newest.values()].filter((at) => NOW.getTime() - at < DAY).length / newest.size;
    expect(today).toBeLessThanOrEqual(0.15);
  });

  it('a product’s newest ten reviews never say the same sentence twice', () => {
    const of = new Map<number, typeof reviews>();
    for (const r of reviews) of.set(r.productNo, [...(of.get(r.productNo) ?? []), r]);
    const bad: string[] = [];
    for (const [no, list] of of) {
      const newest = [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 10);
      const sentences = newest.flatMap((r) => r.content.split(/(?<=[.!?])\s+/));
      const dup = sentences.filter((s, k) => sentences.indexOf(s) !== k);
      if (dup.length) bad.push(`${byNo.get(no)!.name}: ${dup[0]}`);
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('texture and use words fit the kind: 밤·고구마 are not 아삭, a smoothie fruit not 아삭, cakes and drinks no 밥반찬', () => {
    const rules: Array<[RegExp, RegExp]> = [
      [/^(알밤|고구마|감자|찰옥수수|잣|곶감)$/, /아삭|과즙/],
      [/^(딸기|복숭아|감귤|한라봉|천혜향|포도|복분자|토마토|매실)$/, /아삭/],
      [/^(황남빵|튀김소보로|호두과자|찹쌀떡|약과|떡|홍삼|유자차|복숭아즙|주스|커피|노니·알로에)$/, /밥반찬|간이 딱|국물/],
    ];
    const bad = reviews.filter((r) => {
      const item = itemWord(spOf(byNo.get(r.productNo)!));
      return rules.some(([kind, words]) => kind.test(item) && words.test(r.content));
    });
    expect(bad.map((r) => r.content).slice(0, 5)).toEqual([]);
  });
});

interface Post {
  post_id: number;
  community_type: string;
  code: string | null;
  user_id: number;
  title: string;
  content: string;
  product_no: number | null;
  image_url: string | null;
  created_at: Date;
  accepted_reply_id: number | null;
}
interface Reply {
  post_id: number;
  user_id: number;
  content: string;
}

describe('community posts and answers fit each other (issue 30)', () => {
  let posts: Post[];
  let replies: Reply[];
  beforeAll(async () => {
    posts = await rows<Post>(sql`select p.*, b.code, pr.image_url from community_posts p left join community_boards b using (board_id)
      left join products pr using (product_no) order by post_id`);
    replies = await rows<Reply>(sql`select post_id, user_id, content from community_replies order by reply_id`);
  });

  it('no "X 철" for dishes, livestock or processed goods', () => {
    const bad = [...posts.map((p) => `${p.title} ${p.content}`), ...replies.map((r) => r.content)].filter((x) => seasonlessPhrases(x).length);
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('a recipe without 간장·고추장·된장 … is never praised for its 양념 or topped with 청양고추', () => {
    const sweet = new Set(
      posts
        .filter((p) => p.code === 'recipe' && !/간장|고추장|된장|고춧가루|액젓|쌈장|굴소스/.test(/재료: (.*)/.exec(p.content)?.[1] ?? ''))
        .map((p) => p.post_id),
    );
    expect(replies.filter((r) => sweet.has(r.post_id) && /양념|청양고추|밥반찬/.test(r.content)).map((r) => r.content)).toEqual([]);
  });

  it('every answer to a question is one of its family’s answers to that question, a generic pointer, or the asker’s thanks', () => {
    const bad: string[] = [];
    for (const q of posts.filter((p) => p.community_type === 'qna')) {
      const sp = spOf({ imageUrl: q.image_url! });
      const item = itemWord(sp);
      const fam = FAMILIES[FAMILY_OF[sp.key] ?? 'pantry'] ?? FAMILIES.pantry;
      const question = fam.questions.find((x) => fill(x.title, item) === q.title);
      const ok = new Set([...(question?.answers ?? []).map((a) => fill(a, item)), ...GENERIC_ANSWERS, ...REACTIONS.qna, ...THANKS]);
      for (const r of replies.filter((x) => x.post_id === q.post_id)) if (!ok.has(r.content)) bad.push(`${q.title}: ${r.content}`);
      if (!question) bad.push(`no question: ${q.title}`);
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('15–30% of questions are unanswered and 30–50% of the answered have no accepted answer', () => {
    const qna = posts.filter((p) => p.community_type === 'qna');
    const answered = qna.filter((q) => replies.some((r) => r.post_id === q.post_id && r.user_id !== q.user_id));
    const unanswered = 1 - answered.length / qna.length;
    const unaccepted = answered.filter((q) => q.accepted_reply_id === null).length / answered.length;
    expect(unanswered).toBeGreaterThanOrEqual(0.15);
    expect(unanswered).toBeLessThanOrEqual(0.3);
    expect(unaccepted).toBeGreaterThanOrEqual(0.3);
    expect(unaccepted).toBeLessThanOrEqual(0.5);
  });
});

/** Survey titles and the KST months they fit (a survey posted outside them reads wrong). */
const SURVEY_MONTHS: Array<[RegExp, number[]]> = [
  [/김장.*(언제|계획)/, [10, 11]],
  [/김장.*(끝내|하셨)/, [12, 1]],
  [/고구마/, [10, 11, 12, 1, 2]],
  [/굴 /, [10, 11, 12, 1, 2, 3]],
  [/대게/, [11, 12, 1, 2, 3, 4]],
  [/명절/, [1, 2, 8, 9]],
  [/보양식/, [6, 7, 8]],
  [/봄나물/, [3, 4, 5]],
];

const MONTHS = Array.from({ length: 12 }, (_, k) => new Date(Date.UTC(2027, k, 15, 3)));

describe('notices and surveys fit the month (issue 30)', () => {
  it('the December database lists no 설 notice and no "(지난 공지)" copy, and has a 연말 notice', async () => {
    const notices = await d.db.select().from(t.notices);
    const listed = notices.filter((n) => n.createdAt <= NOW);
    expect(listed.filter((n) => /지난 공지|설 연휴|설날/.test(n.title)).map((n) => n.title)).toEqual([]);
    expect(listed.some((n) => /연말/.test(n.title))).toBe(true);
    expect(new Set(listed.map((n) => n.title)).size).toBe(listed.length);
  });

  it.each(MONTHS.map((m) => [kstMonth(m), m] as const))('month %i: notices of occasions are posted in their season', async (_, now) => {
    const { noticesAt, SEOLLAL, CHUSEOK } = await import('./notices.js');
    const list = noticesAt(now);
    const days = (a: Date, iso: string) => (a.getTime() - new Date(`${iso}T00:00:00+09:00`).getTime()) / DAY;
    const bad: string[] = [];
    for (const n of list) {
      const y = new Date(n.createdAt.getTime() + KST).getUTCFullYear();
      const m = kstMonth(n.createdAt);
      if (n.createdAt > now) bad.push(`future: ${n.title}`);
      if (/설 /.test(n.title) && !(days(n.createdAt, SEOLLAL[y]) >= -35 && days(n.createdAt, SEOLLAL[y]) <= 3)) bad.push(`${m}월 ${n.title}`);
      if (/추석/.test(n.title) && !(days(n.createdAt, CHUSEOK[y]) >= -35 && days(n.createdAt, CHUSEOK[y]) <= 3)) bad.push(`${m}월 ${n.title}`);
      if (/김장/.test(n.title) && ![10, 11].includes(m)) bad.push(`${m}월 ${n.title}`);
      if (/연말/.test(n.title) && m !== 12) bad.push(`${m}월 ${n.title}`);
      if (/지난 공지/.test(n.title)) bad.push(n.title);
    }
    expect(bad).toEqual([]);
    expect(new Set(list.map((n) => n.title)).size).toBe(list.length);
    // the list has something of the last weeks, and what is pinned has not passed
    expect(list.some((n) => now.getTime() - n.createdAt.getTime() < 31 * DAY && n.occasion)).toBe(true);
    if (kstMonth(now) === 12) expect(list.some((n) => /설 /.test(n.title))).toBe(false);
  });

  it.each(MONTHS.map((m) => [kstMonth(m), m] as const))('month %i: every survey fits the month it was posted in', (_, now) => {
    const products: CommunityProduct[] = SPECIALTIES.map((sp, k) => ({ productNo: k + 1, name: sp.name, sp }));
    const plan = planCommunity(products, { now, rng: createRng(7), posts: 120 });
    const bad: string[] = [];
    for (const p of plan.posts.filter((x) => x.communityType === 'survey')) {
      const m = kstMonth(p.createdAt);
      for (const [re, months] of SURVEY_MONTHS) if (re.test(p.title) && !months.includes(m)) bad.push(`${m}월: ${p.title}`);
    }
    expect(bad).toEqual([]);
    for (const p of plan.posts) expect(seasonlessPhrases(`${p.title} ${p.content}`)).toEqual([]);
  });
});
