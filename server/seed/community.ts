/**
 * The seeded community (issue 15, docs/decisions/020-community-seed.md; SPEC §2 /community, §7
 * ### Community): members with food-lover nicknames, five boards, posts (레시피, 구매 후기, 보관·손질
 * 팁, 제철 이야기, 자유게시판), questions with answers and accepted answers, surveys with votes,
 * likes, clippings and replies — all about the catalogue's own products, dated over the last 60
 * days (more recent = more posts), so daily boards and popular sorting have something to show.
 *
 * {@link planCommunity} is pure: every choice comes from the seed's PRNG, so the same products,
 * seed and `now` give the same community. {@link seedCommunity} writes a plan in bulk (one JSON
 * parameter per 20,000 rows, like the reviews) with explicit ids, every counter column equal to
 * its rows. {@link backfillCommunity} seeds an older database once (community_posts empty).
 *
 * Seeded members cannot be signed in as: their provider subject is `seed:community:<n>`, a shape
 * neither the stand-in provider (`naver-<hex>` / `apple-<hex>`) nor a real Naver or Apple subject
 * ever has, so no sign-in resolves to them.
 */
import { createHash } from 'node:crypto';
import { josa } from 'es-hangul';
import { getTableColumns, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { CHANNEL_TYPE } from '@contract/rules.js';
import * as t from '@server/db/schema/index.js';
import { classOf, itemWord } from './catalogue.js';
import { FAMILIES, FAMILY_OF, fill, type Family } from './community-texts.js';
import type { ReviewRng } from './reviews.js';
import { SPECIALTIES, type Specialty } from './specialties.js';
import { specialtyKeyOf } from './themes.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Posts fall in the last WINDOW_DAYS days. */
export const WINDOW_DAYS = 60;
/** Posts of the default community (dashboard + qna + survey). */
export const DEFAULT_COMMUNITY_POSTS = 390;
/** XOR-ed into the seed for the community's own PRNG stream. */
export const COMMUNITY_SEED_SALT = 0x5c0a11;

/** Boards of 'dashboard' posts: code (English), name (Korean), in sortOrder. */
export const BOARDS = [
  ['recipe', '레시피'],
  ['review', '구매 후기'],
  ['storage', '보관·손질 팁'],
  ['season', '제철 이야기'],
  ['free', '자유게시판'],
] as const;
export type BoardCode = (typeof BOARDS)[number][0];

/** Provider subject of seeded member n: no sign-in (stand-in or real provider) ever yields this shape. */
export const seededSubject = (n: number) => `seed:community:${n}`;

/** A product the community talks about. */
export interface CommunityProduct {
  productNo: number;
  name: string;
  sp: Specialty;
}

export interface SeedMember {
  providerUid: string;
  /** null once withdrawn (the account row is anonymised, as a real withdrawal does) */
  nickName: string | null;
  signUpDt: Date;
  isBanned: boolean;
  banMessage: string | null;
  withdrawnAt: Date | null;
  /** the member writes, likes and votes only before this time (ban or withdrawal), else now */
  activeUntil: Date;
}

export interface SeedPost {
  communityType: 'dashboard' | 'qna' | 'survey';
  board: BoardCode | null;
  /** index into members */
  author: number;
  title: string;
  content: string;
  productNo: number | null;
  /** the product's word the text is about ('대게'), when productNo is set */
  item: string | null;
  status: 'visible' | 'deleted';
  createdAt: Date;
  deletedAt: Date | null;
  surveyEndsAt: Date | null;
  /** survey option labels (2–6) */
  options: string[];
  viewCount: number;
  likeCount: number;
  replyCount: number;
  clipCount: number;
  /** index into replies of the accepted answer */
  acceptedReply: number | null;
}

export interface SeedReply {
  post: number;
  author: number;
  content: string;
  createdAt: Date;
  isAccepted: boolean;
  likeCount: number;
}

export interface CommunityPlan {
  members: SeedMember[];
  posts: SeedPost[];
  replies: SeedReply[];
  /** [member, post, at] */
  postLikes: Array<[number, number, Date]>;
  /** [member, reply, at] */
  replyLikes: Array<[number, number, Date]>;
  /** [member, post, at] */
  clippings: Array<[number, number, Date]>;
  /** one per (post, member) */
  votes: Array<{ post: number; member: number; option: number; at: Date }>;
  /** vote counts per survey post index, per option position */
  optionVotes: Map<number, number[]>;
}

/* ----------------------------- members ----------------------------- */

/** Food-lover handles (no real names; none used by the API tests' own members). */
const NICKNAMES = [
  '부산고등어맘', '텃밭일기', '귤까는중', '사과한입', '밥심충전', '새벽시장', '주말요리사', '냉장고파먹기', '김장요정', '곶감좋아',
  '강원감자', '바다내음', '전복한상', '딸기농장딸', '나물반찬', '살림고수', '오늘도집밥', '된장찌개장인', '캠핑고기러버', '제주바당',
  '소금빵러', '두부한모', '꽃게철', '고구마왕', '국물요정', '도시락싸는엄마', '밥도둑사냥꾼', '자취3년차', '엄마손맛', '시골쥐',
  '아침사과', '매실담그는날', '홍시네', '한우먹는날', '마늘빻는중', '양파링', '장보는아빠', '반찬가게단골', '남해바람', '영덕사람',
  '호박고구마', '찹쌀떡집', '차한잔', '녹차밭산책', '밤줍는다람쥐', '표고버섯집', '보리굴비', '레몬청', '오이지', '깍두기장인',
  '육수내는중', '갈치조림', '감귤밭', '무말랭이', '파김치', '산나물캐기', '솥밥연구소', '냉동실정리', '빵순이', '시장구경',
  '콩국수', '송이향', '알뜰장보기', '식탁일기', '채소러', '집밥백선', '봄동겉절이', '애호박', '들기름향', '제철밥상',
] as const; // prettier-ignore

const BAN_MESSAGES = [
  '욕설과 비방이 반복되어 커뮤니티 이용이 제한되었어요.',
  '광고성 게시글을 반복해서 올려 이용이 제한되었어요.',
  '다른 회원을 향한 비방으로 이용이 제한되었어요.',
];

/** Member count for a community of `posts` posts: 60 by default, one per 20 posts when larger (≤ 5,000). */
export const memberCountOf = (posts: number) => Math.max(60, Math.min(5000, Math.round(posts / 20)));

function planMembers(n: number, now: Date, rng: ReviewRng): SeedMember[] {
  const out: SeedMember[] = [];
  const banned = new Set([7, 23, 41]);
  const withdrawn = new Set([15, 52]);
  for (let k = 0; k < n; k++) {
    const base = NICKNAMES[k % NICKNAMES.length];
    const nick = k < NICKNAMES.length ? base : `${base}${Math.floor(k / NICKNAMES.length) + 1}`;
    // most joined before the window; one in five during it (new members); member 0 is an old regular
    const ageDays = k === 0 ? 700 : rng.chance(0.8) ? rng.int(WINDOW_DAYS + 1, 720) : rng.int(2, WINDOW_DAYS);
    const signUpDt = new Date(now.getTime() - ageDays * DAY - rng.int(0, 23) * HOUR - rng.int(0, 59) * MINUTE);
    let activeUntil = now;
    let withdrawnAt: Date | null = null;
    let banMessage: string | null = null;
    if (banned.has(k)) {
      banMessage = BAN_MESSAGES[out.filter((m) => m.isBanned).length % BAN_MESSAGES.length];
      activeUntil = new Date(now.getTime() - rng.int(2, 10) * DAY);
    } else if (withdrawn.has(k)) {
      withdrawnAt = new Date(now.getTime() - rng.int(3, 20) * DAY - rng.int(0, 23) * HOUR);
      activeUntil = withdrawnAt;
    }
    const early = activeUntil.getTime() - signUpDt.getTime() < 20 * DAY;
    out.push({
      providerUid: withdrawnAt ? `withdrawn-${seededSubject(k + 1)}` : seededSubject(k + 1),
      nickName: withdrawnAt ? null : nick,
      // a banned or withdrawn member had time to write first
      signUpDt: early ? new Date(activeUntil.getTime() - rng.int(30, 300) * DAY) : signUpDt,
      isBanned: banMessage !== null,
      banMessage,
      withdrawnAt,
      activeUntil,
    });
  }
  return out;
}

/* ----------------------------- text ----------------------------- */

/**
 * Whether a kind has a 철 of its own (issue 30: "짜장 철", "흑돼지 철"): fresh produce and seafood
 * with a season shorter than the year. Dishes, livestock and processed goods are made or sold all year.
 */
export const hasSeason = (sp: Pick<Specialty, 'key' | 'category' | 'months'>): boolean =>
  (classOf(sp) === 'produce' || classOf(sp) === 'seafood') && sp.months.length > 0 && sp.months.length < 12;

/** Phrases that call something without a season by its 철 or 제철 ("짜장 철"); no seeded text has one. */
export function seasonlessSeasonPhrases(text: string, items: string[]): string[] {
  return items.filter((item) =>
    new RegExp(`(^|[\\s,.!?])${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[이가은는을를]|\\s)*\\s*(?:제)?철(?!원|판)`).test(text),
  );
}

/** A recipe whose seasoning is 간장·고추장·된장·고춧가루 … (a smoothie is not answered "양념 비율 딱 좋네요"). */
export const isSavoury = (ingredients: string) => /간장|고추장|된장|고춧가루|액젓|쌈장|굴소스/.test(ingredients);

const familyOf = (sp: Specialty): Family => FAMILIES[FAMILY_OF[sp.key] ?? 'pantry'] ?? FAMILIES.pantry;

const monthsText = (months: number[]) =>
  months.length === 12 ? '사계절 내내' : months.length <= 2 ? `${months.join('·')}월에` : `${months[0]}월부터 ${months[months.length - 1]}월 사이가`;

/** The KST month (1–12) of a time. */
const kstMonth = (at: Date) => new Date(at.getTime() + 9 * HOUR).getUTCMonth() + 1;

const pickN = <T>(rng: ReviewRng, arr: readonly T[], n: number): T[] => {
  const pool = [...arr];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]);
  return out;
};

/** Seeded titles are 8–40 characters (issue 15). */
const fitsTitle = (t: string) => t.length >= 8 && t.length <= 40;

/** Short product name for a text: the name without its size notes in parentheses. */
const shortName = (name: string) => name.replace(/\s*\([^)]*\)/g, '').trim();

interface Drafted {
  title: string;
  content: string;
}

function recipePost(p: CommunityProduct, rng: ReviewRng): Drafted & { savoury: boolean } {
  const item = itemWord(p.sp);
  const fam = familyOf(p.sp);
  const r = rng.pick(fam.recipes);
  const dish = fill(r.dish, item);
  const titles = [
    `${dish} 레시피 공유해요`,
    `초간단 ${dish} 만들기`,
    `실패 없는 ${dish} 황금 비율`,
    `아이들이 좋아하는 ${dish}`,
    `${dish}, 이렇게 하면 더 맛있어요`,
    `주말에 ${dish} 해 먹었어요`,
    `${dish} 만드는 법 정리했어요`,
  ];
  if (!dish.includes(item)) titles.push(`${josa(item, '으로/로')} ${dish} 만들어 봤어요`, `남은 ${josa(item, '으로/로')} ${dish} 했어요`);
  const intros = [
    `지난주에 ${shortName(p.name)} 주문해서 ${dish} 만들어 봤어요.`,
    `${fill('{i:이/가}', item)} 넉넉하게 있어서 ${dish} 해 먹었어요.`,
    hasSeason(p.sp) ? `요즘 ${item} 철이라 자주 해 먹는 ${josa(dish, '이에요/예요')}.` : `요즘 자주 해 먹는 ${josa(dish, '이에요/예요')}.`,
    `식구들이 좋아해서 일주일에 한 번은 꼭 만드는 ${josa(dish, '이에요/예요')}.`,
  ];
  const closings = [
    '생각보다 간단하니까 꼭 한번 해 보세요!',
    '간은 취향껏 조절하세요.',
    '남으면 다음 날 도시락 반찬으로도 좋아요.',
    '처음 해 보는 분도 실패 없을 거예요.',
    '다들 맛있게 해 드세요!',
  ];
  const steps = r.steps.map((s, k) => `${k + 1}. ${fill(s, item, dish)}`);
  const content = [rng.pick(intros), `재료: ${fill(r.ingredients, item, dish)}`, steps.join('\n'), rng.pick(closings)].join('\n\n');
  return { title: rng.pick(titles), content, savoury: isSavoury(r.ingredients) };
}

function reviewPost(p: CommunityProduct, rng: ReviewRng): Drafted {
  const item = itemWord(p.sp);
  const fam = familyOf(p.sp);
  const titles = [
    `${item} 주문 후기예요`,
    `${item} 세 번째 재주문했어요`,
    `처음 사 본 ${item}, 대만족이에요`,
    `${item} 받았어요, 생각보다 괜찮네요`,
    `선물용 ${item} 보내고 받은 반응`,
    `${item} 가성비 괜찮네요`,
    `${shortName(p.name)} 솔직 후기`,
    `${item} 산지직송 받아 봤어요`,
  ];
  const openings = [
    `${shortName(p.name)} 주문했어요.`,
    `후기 보고 ${shortName(p.name)} 샀어요.`,
    `부모님 댁에 ${item} 보내 드리고 저희 집 것도 같이 샀어요.`,
    `특가 알림 보고 ${fill('{i:을/를}', item)} 바로 주문했어요.`,
  ];
  const notes = ['다만 상자 모서리가 조금 찌그러져 왔어요.', '배송이 하루 늦은 건 조금 아쉬워요.', '양은 생각했던 것보다 살짝 적었어요.'];
  const closings = ['다음에도 여기서 살 것 같아요.', '재구매 의사 있어요!', '가격 생각하면 만족해요.', '주변에도 추천했어요.'];
  const parts = [rng.pick(openings), ...pickN(rng, fam.arrived, rng.int(1, 2)), ...pickN(rng, fam.taste, rng.int(1, 2))];
  if (rng.chance(0.25)) parts.push(rng.pick(notes));
  parts.push(rng.pick(closings));
  return { title: rng.pick(titles), content: parts.map((s) => fill(s, item)).join(' ') };
}

function storagePost(p: CommunityProduct, rng: ReviewRng): Drafted {
  const item = itemWord(p.sp);
  const fam = familyOf(p.sp);
  const titles = [
    `${item} 오래 보관하는 법`,
    `${item} 보관 꿀팁 공유해요`,
    `${item} 많이 샀을 때 보관법`,
    `${item} 냉장고에 그냥 넣지 마세요`,
    `제가 ${item} 보관하는 방법`,
    `${item} 버리는 것 없이 먹는 법`,
  ];
  if (fam.prep.length) titles.push(`${item} 손질 이렇게 해 보세요`, `${item} 손질할 때 이것만 기억하세요`);
  const intros = [
    `${fill('{i:을/를}', item)} 한 번에 많이 사서 이렇게 보관해요.`,
    hasSeason(p.sp) ? `해마다 ${item} 철이면 이렇게 해 둬요.` : `${item} 살 때마다 이렇게 해 둬요.`,
    `${item} 보관 때문에 고민하시는 분들 많아서 정리해 봤어요.`,
  ];
  const closings = ['이렇게 하면 버리는 게 거의 없어요.', '혹시 더 좋은 방법 있으면 알려 주세요.', '따로 링크는 없고 제가 해 보고 괜찮았던 방법이에요.'];
  const tips = [...pickN(rng, fam.storage, Math.min(fam.storage.length, rng.int(2, 3))), ...pickN(rng, fam.prep, rng.chance(0.6) ? 1 : 0)];
  const content = [rng.pick(intros), ...tips, rng.pick(closings)].map((s) => fill(s, item)).join(' ');
  return { title: rng.pick(titles), content };
}

function seasonPost(p: CommunityProduct, at: Date, rng: ReviewRng): Drafted {
  const item = itemWord(p.sp);
  const fam = familyOf(p.sp);
  const m = kstMonth(at);
  const titles = [
    `${m}월엔 역시 ${item}`,
    `${item} 철이 돌아왔어요`,
    `올해 ${item} 작황 어떤가요?`,
    `이번 주 장바구니는 ${item}`,
    `${item} 제철 놓치지 마세요`,
    `${item} 맛있는 계절이에요`,
  ];
  const opening = rng.pick([
    `요즘 ${fill('{i:이/가}', item)} 제철이라 시장에도 많이 나왔어요.`,
    `${m}월이 되니까 ${item} 생각이 나서 주문했어요.`,
    `올해 첫 ${fill('{i:을/를}', item)} 받았어요.`,
  ]);
  const when = p.sp.months.length === 12 ? '사계절 내내 나오지만 지금 먹는 게 특히 맛있어요.' : `${monthsText(p.sp.months)} 제일 맛있대요.`;
  const closing = rng.pick(['다들 이번 철에 뭐 드세요?', '지금 아니면 또 일 년 기다려야 해요.', '제철 음식 먹으면 기운이 나는 것 같아요.']);
  return { title: rng.pick(titles), content: [opening, rng.pick(fam.taste), when, closing].map((s) => fill(s, item)).join(' ') };
}

const FREE_FIXED: Array<[string, string]> = [
  ['장보기 전에 냉장고 정리했어요', '장 보러 가기 전에 냉장고를 싹 비웠어요. 유통기한 지난 소스가 세 개나 나왔네요. 다들 냉장고 정리 얼마나 자주 하세요?'],
  ['다들 주말에 뭐 해 드세요?', '주말만 되면 메뉴 고민이 제일 커요. 이번 주는 솥밥에 도전해 보려고요. 추천 메뉴 있으면 알려 주세요.'],
  ['자취생 일주일 식비 공유해요', '혼자 살면서 일주일 장보기 예산을 정해 봤어요. 제철 채소 위주로 사니까 생각보다 많이 아껴지네요.'],
  ['커뮤니티 처음 가입했어요', '눈팅만 하다가 가입했어요. 레시피 글 보고 따라 하는 재미가 쏠쏠해요. 앞으로 자주 올게요!'],
  ['도시락 메뉴 추천해 주세요', '다음 주부터 회사에 도시락을 싸 가려고 해요. 전날 만들어 두기 좋은 반찬 뭐가 있을까요?'],
  ['김장 다들 언제 하세요?', '올해는 식구들이 다 모이는 날 맞춰서 하려고 해요. 절임배추 주문 시기가 고민이에요.'],
  ['비 오는 날엔 역시 전이죠', '비가 와서 냉장고에 있는 채소 다 꺼내서 전을 부쳤어요. 막걸리 한 잔이 생각나는 날이에요.'],
  ['캠핑 가서 먹을 것 추천 부탁해요', '이번 주말에 처음으로 캠핑을 가요. 불판에 구워 먹기 좋은 먹거리 추천해 주세요.'],
  ['택배 받는 날이 제일 좋아요', '산지에서 보낸 상자 여는 순간이 제일 설레요. 오늘은 과일이랑 해산물이 한꺼번에 왔어요.'],
  ['아이 이유식 재료 고민이에요', '돌 지난 아이 이유식에 제철 채소를 넣어 보려고요. 아이들이 잘 먹었던 재료 있으면 알려 주세요.'],
  ['집들이 메뉴 같이 골라 주세요', '다음 주에 집들이를 해요. 손님이 여덟 명인데 한 상 차림으로 뭘 하면 좋을까요?'],
  ['요즘 제일 잘한 소비', '작은 무쇠솥을 샀는데 밥맛이 완전히 달라졌어요. 여러분의 요즘 잘한 소비는 뭐예요?'],
];

function freePost(products: CommunityProduct[], rng: ReviewRng): Drafted {
  if (rng.chance(0.45)) {
    const [title, content] = rng.pick(FREE_FIXED);
    return { title, content };
  }
  const item = itemWord(rng.pick(products).sp);
  const drafts: Drafted[] = [
    { title: `${item} 좋아하시는 분 계세요?`, content: `${fill('{i:을/를}', item)} 정말 좋아하는데 주변에 같이 먹을 사람이 없어요. 다들 어떻게 드세요?` },
    { title: `오늘 저녁 메뉴는 ${item} 요리`, content: `퇴근길에 ${item} 생각이 나서 저녁 메뉴로 정했어요. 간단한 요리 추천해 주시면 감사해요.` },
    { title: `${item} 가격 요즘 어때요?`, content: `마트에 갔더니 ${item} 가격이 많이 올랐더라고요. 산지에서 사는 게 나은지 고민이에요.` },
    { title: `${item} 처음 먹어 본 날`, content: `어릴 땐 ${fill('{i:을/를}', item)} 안 먹었는데 어른이 되니 맛있더라고요. 입맛이 변하나 봐요.` },
  ];
  return rng.pick(drafts);
}

function questionPost(p: CommunityProduct, rng: ReviewRng): Drafted & { answers: string[] } {
  const item = itemWord(p.sp);
  const q = rng.pick(familyOf(p.sp).questions);
  const before = rng.chance(0.5) ? `${shortName(p.name)} 주문했어요. ` : '';
  const after = ` ${rng.pick(['아시는 분 답변 부탁드려요!', '초보라 질문이 많네요.', '미리 감사드려요.', '경험 있으신 분들 조언 부탁드려요.', '검색해 봐도 말이 달라서 여쭤봐요.'])}`;
  return { title: fill(q.title, item), content: before + fill(q.body, item) + after, answers: q.answers.map((a) => fill(a, item)) };
}

export interface SurveyDef {
  title: string;
  body: string;
  options: string[];
  /** KST months (1–12) the survey fits; every month when absent */
  months?: number[];
}

/**
 * Surveys members post, each in the months it fits (issue 30: a 김장 survey in December offered only
 * November): 김장 is planned in October and November and looked back on in December; 대게, 굴 and
 * 군고구마 are asked about in their season, 명절 선물 before 설 and 추석, 보양식 in summer.
 */
export const SURVEYS: SurveyDef[] = [
  {
    title: '올해 김장 계획 있으세요?',
    body: '슬슬 김장 준비할 때가 됐네요. 다들 올해는 어떻게 하실 계획이에요?',
    options: ['11월에 할 거예요', '12월 초에 할 거예요', '절임배추 사서 간단히', '사 먹을 거예요', '김장 안 해요'],
    months: [10],
  },
  {
    title: '김장 다들 언제 하세요?',
    body: '올해 김장 날짜 정하려고 해요. 다들 언제 하시는지 궁금해요.',
    options: ['11월 중순', '11월 말', '12월 첫 주', '12월 중순', '김장 안 해요'],
    months: [11],
  },
  {
    title: '올해 김장 다들 끝내셨어요?',
    body: '김장 끝내고 나니 한 해가 다 간 것 같아요. 다들 올해 김장은 어떻게 하셨어요?',
    options: ['11월에 끝냈어요', '이번 달에 했어요', '이번 주말에 해요', '올해는 사 먹었어요', '김장 안 해요'],
    months: [12],
  },
  {
    title: '대게는 어떻게 드시는 게 제일 좋아요?',
    body: '대게 철이라 주문하려는데 어떻게 먹을지 고민이에요.',
    options: ['찜', '라면', '게딱지 볶음밥', '탕'],
    months: [12, 1, 2, 3],
  },
  {
    title: '과일 보관 어디에 하세요?',
    body: '과일을 한 상자씩 사면 보관 장소가 늘 고민이에요.',
    options: ['김치냉장고', '일반 냉장고', '베란다', '상자째 실온'],
  },
  {
    title: '고구마 어떤 종류 좋아하세요?',
    body: '군고구마 철이 돌아왔어요. 여러분의 취향은요?',
    options: ['호박고구마', '밤고구마', '꿀고구마'],
    months: [10, 11, 12, 1, 2],
  },
  { title: '아침밥 주로 뭐 드세요?', body: '바쁜 아침에 다들 어떻게 드시는지 궁금해요.', options: ['밥과 국', '빵', '과일', '선식이나 두유', '안 먹어요'] },
  {
    title: '명절 선물로 받고 싶은 것은?',
    body: '명절 선물 고르는 중이에요. 받는 입장에서 뭐가 제일 좋으세요?',
    options: ['한우 세트', '과일 세트', '홍삼', '전통 한과', '수산물 세트', '참기름·들기름'],
    months: [1, 8, 9],
  },
  {
    title: '장 볼 때 가장 중요하게 보는 것은?',
    body: '산지 먹거리 살 때 무엇을 가장 먼저 보시나요?',
    options: ['가격', '산지', '후기', '제철 여부', '배송 속도'],
  },
  { title: '라면에 넣는 최고의 재료는?', body: '주말 점심은 역시 라면이죠. 하나만 고른다면요?', options: ['대파', '달걀', '김치', '치즈', '콩나물', '꽃게'] },
  {
    title: '굴 어떻게 먹는 걸 좋아하세요?',
    body: '통영 굴 철이라 이것저것 해 먹고 있어요.',
    options: ['생굴', '굴전', '굴국밥', '굴무침'],
    months: [11, 12, 1, 2],
  },
  { title: '찜 소스 취향 조사', body: '수육이나 찐 해산물 먹을 때 어떤 소스가 좋으세요?', options: ['초고추장', '쌈장', '간장 와사비'] },
  {
    title: '봄나물 어떻게 드세요?',
    body: '시장에 봄나물이 한가득이에요. 다들 어떻게 해 드세요?',
    options: ['나물무침', '된장국', '비빔밥', '전'],
    months: [3, 4, 5],
  },
  {
    title: '여름 보양식 뭐 드세요?',
    body: '더위 먹기 전에 보양식 한 번은 챙기려고요. 다들 뭐 드세요?',
    options: ['삼계탕', '장어', '민어', '콩국수', '냉면'],
    months: [6, 7, 8],
  },
  {
    title: '햅쌀 나오면 뭐부터 해 드세요?',
    body: '햅쌀이 나오는 철이에요. 갓 도정한 쌀로 뭐부터 해 드세요?',
    options: ['그냥 흰쌀밥', '솥밥', '누룽지', '떡'],
    months: [9, 10, 11],
  },
];

/** Surveys that fit KST month `m` (1–12). */
export const surveysOfMonth = (m: number) => SURVEYS.filter((d) => !d.months || d.months.includes(m));

/* ----------------------------- replies ----------------------------- */

export const REACTIONS: Record<BoardCode | 'survey' | 'qna', string[]> = {
  recipe: [
    '저도 이 방법으로 해봤는데 정말 좋아요.',
    '레시피 저장해 갑니다!',
    '{i} 들어오면 꼭 해 볼게요.',
    '주말에 바로 따라 해 볼게요.',
    '아이들이 좋아할 것 같아요.',
    '이거 보고 오늘 저녁 메뉴 정했어요.',
    '생각보다 간단하네요.',
    '따라 해 봤는데 식구들이 맛있대요.',
  ],
  review: [
    '저도 여기서 {i} 샀는데 만족했어요.',
    '후기 보고 저도 주문했어요!',
    '포장 꼼꼼한 거 보니 믿음이 가네요.',
    '얼마에 사셨어요? 특가였나요?',
    '좋은 후기 감사해요.',
    '선물용으로도 괜찮을까요?',
    '저도 재구매 중이에요.',
    '상세한 후기 덕분에 고민이 끝났어요.',
  ],
  storage: [
    '꿀팁 감사합니다!',
    '이 방법 좋네요. 지금까지 그냥 냉장고에 넣었어요.',
    '저장해 두고 따라 할게요.',
    '이렇게 하니까 확실히 오래가더라고요.',
    '{i} 보관 때문에 고민했는데 딱 필요한 글이에요.',
    '저는 키친타월 대신 신문지를 써요.',
  ],
  season: [
    '벌써 {i} 철이네요.',
    '저도 이번 주에 주문했어요.',
    '올해는 작황이 좋다고 하더라고요.',
    '시장에도 {i:이/가} 많이 나왔어요.',
    '이때만 먹을 수 있어서 더 맛있어요.',
    '글 보니까 먹고 싶어지네요.',
  ],
  free: ['공감해요!', '저도 그래요.', '좋은 하루 보내세요.', '저는 요즘 솥밥에 빠졌어요.', '맞아요. 요즘 장보기가 무서워요.', '다음에 꼭 후기 올려 주세요.'],
  survey: ['결과 궁금하네요.', '저는 고민하다가 두 번째로 골랐어요.', '재밌는 설문이에요.', '다들 비슷하네요.'],
  qna: ['저도 궁금했어요.', '답변 보고 저도 배워 가요.', '좋은 질문이에요. 저도 매번 헷갈려요.'],
};
/** Recipe reactions about seasoning, only under a recipe seasoned with 간장·고추장 … (isSavoury). */
export const SAVOURY_REACTIONS = ['양념 비율 딱 좋네요. 감사해요!', '저는 여기에 청양고추를 조금 넣어요.', '밥반찬으로 딱이겠어요.'];
export const GENERIC_ANSWERS = ['판매자분께 문의하면 친절하게 알려 주시더라고요.', '상품 상세에 보관법이 적혀 있으니 한번 확인해 보세요.'];
export const THANKS = ['답변 감사해요! 말씀하신 대로 해 볼게요.', '덕분에 잘 해결했어요. 감사합니다!', '오, 그렇게 하면 되는군요. 감사해요.'];

/* ----------------------------- plan ----------------------------- */

/**
 * Shares of questions without answers and of answered questions without an accepted one
 * (issue 30: every Q&A was 채택 완료; docs/decisions/042-seed-texts.md): about one question in five
 * goes unanswered (more of those asked in the last two days), and about two in five answered ones
 * are never closed by their asker.
 */
export const UNANSWERED = 0.2;
export const UNANSWERED_RECENT = 0.6;
export const UNACCEPTED = 0.4;

/**
 * Plan a community of `opts.posts` posts (default 390: ~300 board posts, ~80 questions, 10
 * surveys) about `products`. Sizes above the default bound replies (≤ 5 a post) and likes (≤ 10)
 * so 100,000 posts stay a few minutes' work.
 */
export function planCommunity(products: CommunityProduct[], opts: { now: Date; rng: ReviewRng; posts?: number }): CommunityPlan {
  const { now, rng } = opts;
  const total = Math.max(20, Math.floor(opts.posts ?? DEFAULT_COMMUNITY_POSTS));
  const big = total > 2 * DEFAULT_COMMUNITY_POSTS;
  const surveyTotal = Math.max(2, Math.round(total / 39));
  const qnaTotal = Math.round((total * 80) / DEFAULT_COMMUNITY_POSTS);
  const members = planMembers(memberCountOf(total), now, rng);
  // a few regulars write most: weight 1 / (k mod 30 + 2), drawn by binary search over the running sums
  const cumulative: number[] = [];
  for (let k = 0, sum = 0; k < members.length; k++) cumulative.push((sum += 1 / ((k % 30) + 2)));
  const weightSum = cumulative[cumulative.length - 1];
  const activeAt = (m: number, at: Date) => members[m].signUpDt <= at && at < members[m].activeUntil;
  const pickActive = (at: Date, not = -1, weighted = true): number => {
    for (let k = 0; k < 40; k++) {
      let m: number;
      if (weighted) {
        const r = rng.next() * weightSum;
        let lo = 0;
        let hi = members.length - 1;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (cumulative[mid] > r) hi = mid;
          else lo = mid + 1;
        }
        m = lo;
      } else m = rng.int(0, members.length - 1);
      if (m !== not && activeAt(m, at)) return m;
    }
    for (let m = 0; m < members.length; m++) if (m !== not && activeAt(m, at)) return m;
    return -1;
  };
  const bySpecialty = new Map<string, CommunityProduct[]>();
  for (const p of products) bySpecialty.set(p.sp.key, [...(bySpecialty.get(p.sp.key) ?? []), p]);
  const keys = [...bySpecialty.keys()];
  const pickProduct = (ok: (sp: Specialty) => boolean): CommunityProduct => {
    const eligible = keys.filter((k) => ok(bySpecialty.get(k)![0].sp));
    const list = bySpecialty.get(rng.pick(eligible.length ? eligible : keys))!;
    return rng.pick(list);
  };
  /** A time in the window, leaning recent (density falls linearly with age), never after now. */
  const postTime = (days = WINDOW_DAYS) => new Date(now.getTime() - Math.floor((1 - Math.sqrt(rng.next())) * days * DAY) - rng.int(1, 50) * MINUTE);
  const after = (from: Date, pow = 2.5) =>
    new Date(from.getTime() + Math.max(2 * MINUTE, Math.floor(Math.pow(rng.next(), pow) * (now.getTime() - from.getTime()))));

  const posts: SeedPost[] = [];
  const replies: SeedReply[] = [];
  const usedTitles = new Set<string>();
  const answersOf = new Map<SeedPost, string[]>();
  const savoury = new Set<SeedPost>();
  const draft = (make: () => Drafted & { product?: CommunityProduct; answers?: string[]; savoury?: boolean }) => {
    let d = make();
    for (let k = 0; k < (big ? 3 : 12) && (usedTitles.has(d.title) || !fitsTitle(d.title)); k++) d = make();
    usedTitles.add(d.title);
    return d;
  };
  const base = (type: SeedPost['communityType'], board: BoardCode | null, createdAt: Date): SeedPost => ({
    communityType: type,
    board,
    author: -1,
    title: '',
    content: '',
    productNo: null,
    item: null,
    status: 'visible',
    createdAt,
    deletedAt: null,
    surveyEndsAt: null,
    options: [],
    viewCount: 0,
    likeCount: 0,
    replyCount: 0,
    clipCount: 0,
    acceptedReply: null,
  });

  // Board posts
  const boardWeights: Array<[BoardCode, number]> = [
    ['recipe', 0.25],
    ['review', 0.25],
    ['storage', 0.18],
    ['season', 0.14],
    ['free', 0.18],
  ];
  for (let k = 0; k < total - qnaTotal - surveyTotal; k++) {
    let r = rng.next();
    const board = boardWeights.find(([, w]) => (r -= w) < 0)?.[0] ?? 'free';
    const at = postTime();
    const post = base('dashboard', board, at);
    const d = draft(() => {
      if (board === 'free') return freePost(products, rng);
      const product =
        board === 'recipe'
          ? pickProduct((sp) => familyOf(sp).recipes.length > 0)
          : board === 'season'
            ? pickProduct((sp) => hasSeason(sp) && sp.months.includes(kstMonth(at)))
            : pickProduct(() => true);
      const text =
        board === 'recipe'
          ? recipePost(product, rng)
          : board === 'review'
            ? reviewPost(product, rng)
            : board === 'storage'
              ? storagePost(product, rng)
              : seasonPost(product, at, rng);
      return { ...text, product };
    });
    Object.assign(post, { title: d.title, content: d.content, productNo: d.product?.productNo ?? null, item: d.product ? itemWord(d.product.sp) : null });
    if ('savoury' in d && d.savoury) savoury.add(post);
    posts.push(post);
  }
  // Questions
  for (let k = 0; k < qnaTotal; k++) {
    const post = base('qna', null, postTime());
    const d = draft(() => {
      const product = pickProduct(() => true);
      return { ...questionPost(product, rng), product };
    });
    Object.assign(post, { title: d.title, content: d.content, productNo: d.product!.productNo, item: itemWord(d.product!.sp) });
    answersOf.set(post, d.answers!);
    posts.push(post);
  }
  // Surveys: the first ~40% open (ending after now), the rest closed
  const surveyUses = new Map<string, number>();
  for (let k = 0; k < surveyTotal; k++) {
    const open = k % 10 < 4;
    const createdAt = open ? new Date(now.getTime() - rng.int(1, 9) * DAY - rng.int(0, 23) * HOUR) : postTime(WINDOW_DAYS - 10);
    // the least asked of the surveys that fit the month it was posted in, seasonal ones first
    const fitting = surveysOfMonth(kstMonth(createdAt));
    const uses = (d: SurveyDef) => surveyUses.get(d.title) ?? 0;
    const def = [...fitting].sort((a, b) => uses(a) - uses(b) || Number(!a.months) - Number(!b.months))[0];
    const post = base('survey', null, createdAt);
    const endsAt = open
      ? new Date(now.getTime() + rng.int(1, 14) * DAY + rng.int(0, 23) * HOUR)
      : new Date(Math.min(createdAt.getTime() + rng.int(5, 10) * DAY, now.getTime() - rng.int(1, 24) * HOUR));
    const round = uses(def);
    surveyUses.set(def.title, round + 1);
    post.title = round ? `${def.title} (${round + 1}회차)` : def.title;
    usedTitles.add(post.title);
    post.content = def.body;
    post.options = def.options;
    post.surveyEndsAt = endsAt;
    posts.push(post);
  }
  posts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  // Authors
  for (const post of posts) {
    post.author = pickActive(post.createdAt);
    if (post.author < 0) post.author = 0;
    if (members[post.author].signUpDt > post.createdAt) post.createdAt = new Date(members[post.author].signUpDt.getTime() + HOUR);
  }

  // Replies, likes, clippings, votes
  const postLikes: CommunityPlan['postLikes'] = [];
  const replyLikes: CommunityPlan['replyLikes'] = [];
  const clippings: CommunityPlan['clippings'] = [];
  const votes: CommunityPlan['votes'] = [];
  const optionVotes = new Map<number, number[]>();
  const lastReplyAt = new Map<number, number>();
  const distinctActors = (n: number, from: Date, not: number, until = now) => {
    const seen = new Set<number>([not]);
    const out: Array<[number, Date]> = [];
    for (let k = 0; out.length < n && k < n * 6; k++) {
      const at = new Date(Math.min(until.getTime(), after(from).getTime()));
      const m = pickActive(at, not, false);
      if (m < 0 || seen.has(m)) continue;
      seen.add(m);
      out.push([m, at]);
    }
    return out;
  };
  // shares of unanswered and unaccepted questions are steered: a question goes the rarer way with the
  // chance that brings the running share back to its target, so the share holds on 80 questions as on 80,000
  const steer = (want: number) => (want >= 1 ? true : want <= 0 ? false : rng.chance(want));
  let qnaAsked = 0;
  let qnaUnanswered = 0;
  let qnaAnswered = 0;
  let qnaOpen = 0;
  for (const [pi, post] of posts.entries()) {
    const age = now.getTime() - post.createdAt.getTime();
    const item = post.item ?? '';
    let n =
      post.communityType === 'qna'
        ? (age < 2 * DAY ? rng.chance(UNANSWERED_RECENT) : steer(UNANSWERED * (qnaAsked + 1) - qnaUnanswered))
          ? 0
          : 1 + Math.floor(Math.pow(rng.next(), 1.8) * 9)
        : post.communityType === 'survey'
          ? rng.int(0, 4)
          : Math.floor(Math.pow(rng.next(), 2.5) * 16);
    if (big) n = Math.min(n, 5);
    if (age < 5 * MINUTE) n = 0;
    const answers = [...(answersOf.get(post) ?? [])];
    const react = REACTIONS[post.communityType === 'dashboard' ? post.board! : post.communityType].concat(savoury.has(post) ? SAVOURY_REACTIONS : []);
    const used = new Set<string>();
    const times = Array.from({ length: n }, () => after(post.createdAt, 2.2)).sort((a, b) => a.getTime() - b.getTime());
    const first = replies.length;
    let askerThanked = false;
    for (const at of times) {
      let text: string;
      let author: number;
      const lastIsAnswer = replies.length > first && post.communityType === 'qna' && replies[replies.length - 1].author !== post.author;
      if (post.communityType === 'qna' && lastIsAnswer && !askerThanked && rng.chance(0.35) && activeAt(post.author, at)) {
        author = post.author;
        text = rng.pick(THANKS);
        askerThanked = true;
      } else {
        author = pickActive(at, post.author, false);
        if (author < 0) continue;
        if (post.communityType === 'qna' && (answers.length || rng.chance(0.5))) text = answers.shift() ?? rng.pick([...GENERIC_ANSWERS, ...REACTIONS.qna]);
        else text = rng.pick(react);
      }
      text = fill(text, item || '제철 음식');
      if (used.has(text)) continue;
      used.add(text);
      replies.push({ post: pi, author, content: text, createdAt: at, isAccepted: false, likeCount: 0 });
    }
    post.replyCount = replies.length - first;
    if (post.replyCount) lastReplyAt.set(pi, replies[replies.length - 1].createdAt.getTime());
    // the accepted answer: the earliest answer by someone other than the asker, on all but UNACCEPTED of
    // the answered questions (steered); an asker whose question is a day old has not come back to choose yet
    const answered = replies.slice(first).some((r) => r.author !== post.author);
    if (post.communityType === 'qna') {
      qnaAsked++;
      if (!answered) qnaUnanswered++;
    }
    if (post.communityType === 'qna' && answered) {
      const leaveOpen = age <= DAY || steer(UNACCEPTED * (qnaAnswered + 1) - qnaOpen);
      qnaAnswered++;
      for (let r = first; r < replies.length && !leaveOpen; r++) {
        if (replies[r].author !== post.author && !REACTIONS.qna.includes(replies[r].content)) {
          replies[r].isAccepted = true;
          post.acceptedReply = r;
          break;
        }
      }
      if (post.acceptedReply === null) qnaOpen++;
    }
    // likes on the post, clippings, likes on replies
    const popular = post.board === 'recipe' || post.board === 'storage' ? 1.6 : post.communityType === 'qna' ? 0.6 : 1;
    let likeN = Math.floor(Math.pow(rng.next(), 2.6) * 40 * popular);
    if (big) likeN = Math.min(likeN, 10);
    const likesBefore = postLikes.length;
    for (const [m, at] of distinctActors(likeN, post.createdAt, post.author)) postLikes.push([m, pi, at]);
    post.likeCount = postLikes.length - likesBefore;
    const clipN = Math.floor(rng.next() * (post.likeCount * (popular > 1 ? 0.6 : 0.2) + 1));
    const clipsBefore = clippings.length;
    for (const [m, at] of distinctActors(clipN, post.createdAt, post.author)) clippings.push([m, pi, at]);
    post.clipCount = clippings.length - clipsBefore;
    for (let r = first; r < replies.length; r++) {
      const rn = Math.floor(Math.pow(rng.next(), 3.5) * (replies[r].isAccepted ? 12 : 6));
      const before = replyLikes.length;
      for (const [m, at] of distinctActors(big ? Math.min(rn, 2) : rn, replies[r].createdAt, replies[r].author)) replyLikes.push([m, r, at]);
      replies[r].likeCount = replyLikes.length - before;
    }
    post.viewCount = post.likeCount * rng.int(6, 15) + post.replyCount * rng.int(3, 8) + post.clipCount * 2 + rng.int(5, 60);
    // survey votes: one per member, while the survey was open
    if (post.communityType === 'survey') {
      const until = new Date(Math.min(post.surveyEndsAt!.getTime(), now.getTime()));
      const lean = post.options.map(() => 0.3 + rng.next());
      const leanSum = lean.reduce((a, b) => a + b, 0);
      const counts = post.options.map(() => 0);
      const voters = distinctActors(rng.int(8, Math.min(45, members.length - 5)), post.createdAt, -1, until);
      for (const [m, at] of voters) {
        let r = rng.next() * leanSum;
        let o = 0;
        while (o < lean.length - 1 && (r -= lean[o]) > 0) o++;
        counts[o]++;
        votes.push({ post: pi, member: m, option: o, at });
      }
      optionVotes.set(pi, counts);
      post.viewCount += voters.length * rng.int(2, 4);
    }
  }
  // A few deleted posts that keep their replies ("삭제된 글이에요")
  const deletable = posts.flatMap((p, pi) => (p.communityType === 'dashboard' && p.replyCount >= 2 && p.board !== 'recipe' ? [pi] : []));
  for (const pi of pickN(rng, deletable, Math.max(3, Math.round(total / 100)))) {
    const p = posts[pi];
    const last = lastReplyAt.get(pi)!;
    p.status = 'deleted';
    p.deletedAt = new Date(Math.min(now.getTime(), last + Math.floor((now.getTime() - last) * rng.next() * 0.5) + MINUTE));
  }
  return { members, posts, replies, postLikes, replyLikes, clippings, votes, optionVotes };
}

/* ----------------------------- writing ----------------------------- */

/** sha-256 (hex) of text with whitespace collapsed and case folded: what community_posts.content_hash holds. */
export const contentHashOf = (text: string) => createHash('sha256').update(text.replace(/\s+/g, ' ').trim().toLowerCase()).digest('hex');

const CHUNK = 20_000;

/**
 * Insert `rows` into `table`, one JSON parameter per CHUNK rows. A row is keyed by the table's
 * Drizzle property names and typed by its insert shape (times as Date: JSON writes them as ISO
 * 8601); the columns written are the first row's keys (every row of a call sets the same ones), the
 * others keep their defaults. jsonb_populate_recordset reads each value as the table's own column
 * type, so no column list is written here to drift from the schema.
 */
async function insertRows<T extends PgTable>(db: Db, table: T, rows: Array<T['$inferInsert']>) {
  if (rows.length === 0) return;
  const columns: Record<string, Column> = getTableColumns(table);
  const keys = Object.keys(rows[0]);
  const names = keys.map((k) => columns[k].name);
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((r: Record<string, unknown>) => Object.fromEntries(keys.map((k, c) => [names[c], r[k]])));
    await db.execute(sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::jsonb)`);
  }
}

/** The next id of a serial column (max + 1), so a plan's rows can carry their ids. */
async function nextId(db: Db, table: string, column: string): Promise<number> {
  const r = (await db.execute(sql.raw(`select coalesce(max(${column}), 0)::int + 1 as n from ${table}`))) as unknown as { rows: Array<{ n: number }> };
  return Number(r.rows[0].n);
}

async function syncSequence(db: Db, table: string, column: string) {
  await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', '${column}'), greatest((select max(${column}) from ${table}), 1))`));
}

/** Products with their specialty (from the picture path, themes.ts specialtyKeyOf), as the community sees them. */
async function communityProducts(db: Db): Promise<CommunityProduct[]> {
  const res = (await db.execute(sql`select product_no, name, image_url from products order by product_no`)) as unknown as {
    rows: Array<{ product_no: number; name: string; image_url: string }>;
  };
  const byKey = new Map(SPECIALTIES.map((sp) => [sp.key, sp]));
  const out: CommunityProduct[] = [];
  for (const r of res.rows) {
    const sp = byKey.get(specialtyKeyOf({ imageUrl: r.image_url }));
    // posts talk about the specialty's product word: a product of its own (예천 들기름) is left out
    if (sp && r.name.includes(itemWord(sp))) out.push({ productNo: Number(r.product_no), name: r.name, sp });
  }
  return out;
}

export interface CommunitySummary {
  members: number;
  posts: number;
  replies: number;
  likes: number;
  votes: number;
}

/**
 * Seed the community into a database with products (boards, members, posts, replies, likes,
 * clippings, survey options and votes) in one transaction. Ids continue after existing rows.
 * @param opts.posts number of posts (default 390); @param opts.seed the seed's PRNG seed
 */
export async function seedCommunity(
  db: Db,
  opts: { now: Date; seed: number; posts?: number; createRng: (seed: number) => ReviewRng },
): Promise<CommunitySummary | null> {
  const products = await communityProducts(db);
  if (products.length === 0) return null;
  const plan = planCommunity(products, { now: opts.now, rng: opts.createRng(opts.seed ^ COMMUNITY_SEED_SALT), posts: opts.posts });
  await db.transaction(async (tx0) => {
    const tx = tx0 as unknown as Db;
    await tx
      .insert(t.communityBoards)
      .values(BOARDS.map(([code, name], k) => ({ code, name, sortOrder: k + 1 })))
      .onConflictDoNothing({ target: t.communityBoards.code });
    const boards = (await tx.execute(sql`select board_id, code from community_boards`)) as unknown as { rows: Array<{ board_id: number; code: string }> };
    const boardId = new Map(boards.rows.map((b) => [b.code, Number(b.board_id)]));

    // a live member may already hold a seeded nickname (an older database): the seeded one gets a number
    const taken = (await tx.execute(sql`select lower(nick_name) as nick from users where nick_name is not null and withdrawn_at is null`)) as unknown as {
      rows: Array<{ nick: string }>;
    };
    const nicks = new Set(taken.rows.map((r) => r.nick));
    for (const m of plan.members) {
      if (!m.nickName) continue;
      let nick = m.nickName;
      for (let k = 2; nicks.has(nick.toLowerCase()); k++) nick = `${m.nickName}${k}`;
      nicks.add(nick.toLowerCase());
      m.nickName = nick;
    }
    const u0 = await nextId(tx, 'users', 'user_id');
    await insertRows(
      tx,
      t.users,
      plan.members.map((m, k) => ({
        userId: u0 + k,
        channelType: CHANNEL_TYPE.naver,
        providerUid: m.providerUid,
        nickName: m.nickName,
        signUpDt: m.signUpDt,
        isBanned: m.isBanned,
        banMessage: m.banMessage,
        withdrawnAt: m.withdrawnAt,
        createdAt: m.signUpDt,
        updatedAt: m.withdrawnAt ?? m.signUpDt,
      })),
    );
    await syncSequence(tx, 'users', 'user_id');
    // a ban outlives the account (banned_identities), as banMember records it
    const bans = plan.members.flatMap((m) =>
      m.isBanned
        ? [
            {
              identityHash: createHash('sha256').update(`${CHANNEL_TYPE.naver}:${m.providerUid}`).digest('hex'),
              channelType: CHANNEL_TYPE.naver,
              banMessage: m.banMessage,
              bannedAt: m.activeUntil,
            },
          ]
        : [],
    );
    await insertRows(tx, t.bannedIdentities, bans);

    const p0 = await nextId(tx, 'community_posts', 'post_id');
    const r0 = await nextId(tx, 'community_replies', 'reply_id');
    await insertRows(
      tx,
      t.communityPosts,
      plan.posts.map((p, k) => ({
        postId: p0 + k,
        communityType: p.communityType,
        boardId: p.board ? boardId.get(p.board) : null,
        userId: u0 + p.author,
        title: p.title,
        content: p.content,
        productNo: p.productNo,
        status: p.status,
        likeCount: p.likeCount,
        replyCount: p.replyCount,
        clipCount: p.clipCount,
        viewCount: p.viewCount,
        acceptedReplyId: p.acceptedReply === null ? null : r0 + p.acceptedReply,
        surveyEndsAt: p.surveyEndsAt,
        contentHash: contentHashOf(`${p.title}\n${p.content}`),
        createdAt: p.createdAt,
        deletedAt: p.deletedAt,
      })),
    );
    await insertRows(
      tx,
      t.communityReplies,
      plan.replies.map((r, k) => ({
        replyId: r0 + k,
        postId: p0 + r.post,
        userId: u0 + r.author,
        content: r.content,
        isAccepted: r.isAccepted,
        likeCount: r.likeCount,
        contentHash: contentHashOf(r.content),
        createdAt: r.createdAt,
      })),
    );
    await syncSequence(tx, 'community_posts', 'post_id');
    await syncSequence(tx, 'community_replies', 'reply_id');
    // the members' marks: [member, post or reply, at] → one row each, ids offset like the rows above
    await insertRows(
      tx,
      t.communityPostLikes,
      plan.postLikes.map(([m, x, at]) => ({ userId: u0 + m, postId: p0 + x, createdAt: at })),
    );
    await insertRows(
      tx,
      t.communityReplyLikes,
      plan.replyLikes.map(([m, x, at]) => ({ userId: u0 + m, replyId: r0 + x, createdAt: at })),
    );
    await insertRows(
      tx,
      t.communityClippings,
      plan.clippings.map(([m, x, at]) => ({ userId: u0 + m, postId: p0 + x, createdAt: at })),
    );

    const o0 = await nextId(tx, 'survey_options', 'option_id');
    const optionIds = new Map<number, number>();
    const options: Array<typeof t.surveyOptions.$inferInsert> = [];
    for (const [pi, p] of plan.posts.entries()) {
      if (p.communityType !== 'survey') continue;
      optionIds.set(pi, o0 + options.length);
      const counts = plan.optionVotes.get(pi) ?? [];
      p.options.forEach((label, position) =>
        options.push({ optionId: o0 + options.length, postId: p0 + pi, position: position + 1, label, voteCount: counts[position] ?? 0 }),
      );
    }
    await insertRows(tx, t.surveyOptions, options);
    await syncSequence(tx, 'survey_options', 'option_id');
    await insertRows(
      tx,
      t.surveyVotes,
      plan.votes.map((v) => ({ postId: p0 + v.post, userId: u0 + v.member, optionId: optionIds.get(v.post)! + v.option, createdAt: v.at })),
    );
  });
  return {
    members: plan.members.length,
    posts: plan.posts.length,
    replies: plan.replies.length,
    likes: plan.postLikes.length + plan.replyLikes.length,
    votes: plan.votes.length,
  };
}

/**
 * Seed the community once in a database seeded before it existed (migration 0009 left the
 * community tables empty): when products exist, no post does and no seeded member does (a
 * community whose posts were all removed is not re-seeded). Idempotent and one indexed read a boot.
 */
export async function backfillCommunity(
  db: Db,
  opts: { now: Date; seed: number; posts?: number; createRng: (seed: number) => ReviewRng },
): Promise<CommunitySummary | null> {
  const r = (await db.execute(
    sql`select exists (select 1 from community_posts) or exists (select 1 from users where provider_uid like 'seed:community:%') as done`,
  )) as unknown as { rows: Array<{ done: boolean }> };
  if (r.rows[0].done) return null;
  return seedCommunity(db, opts);
}
