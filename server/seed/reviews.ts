/**
 * Seeded buyer reviews (issue 13, docs/decisions/014-product-reviews.md): short Korean reviews as
 * buyers write them on the shop site — 1–3 sentences, about what matters for the product's class
 * (produce: 당도·신선도·크기; seafood: 싱싱함·손질·포장; livestock: 마블링·육즙·잡내; processed:
 * 간·양·유통기한), mostly 4–5 stars, some 3 and a few 1–2 with a plausible complaint (배송 지연,
 * 크기가 작음). Names are masked as shown ('김**'), the option is the product's unit, dates fall
 * after the product was listed (plus a day for delivery) and never after `now`.
 *
 * Pure: every choice comes from the `rng` passed in, so the same inputs give the same reviews.
 * Particles after a product word use es-hangul `josa` (through `fill`); a text never repeats a word.
 * The sentences are data: reviews.json beside this file.
 */
import { z } from 'zod';
import type { ProductClass } from './catalogue.js';
import { fill } from './community-texts.js';
import texts from './reviews.json';

/** The PRNG surface the seed's createRng offers (floats in [0, 1)). */
export interface ReviewRng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(arr: readonly T[]): T;
  chance(p: number): boolean;
}

/** What a product's reviews are written from. */
export interface ReviewedProduct {
  cls: ProductClass;
  /** depth-3 category code (fruit, vegetables, grain, beef, eggs … write differently) */
  categoryCode: string;
  /** the noun buyers name it by ('사과', '대게', '한우') */
  item: string;
  /** the option buyers bought (products.unit) */
  unit: string;
  createdAt: Date;
  salesCount: number;
}

/** One review row before it has a product number (product_reviews without review_id, product_no). */
export interface SeedReview {
  authorName: string;
  rating: number;
  option: string;
  content: string;
  createdAt: Date;
}

const DAY = 86_400_000;
/** Most reviews are from the last ~8 months: a shop's older reviews are not what a shopper scrolls to. */
const REVIEW_WINDOW_DAYS = 240;
/** Most reviews a product gets at the default size (a best seller). */
export const MAX_REVIEWS_PER_PRODUCT = 150;
/** Upper bound of review rows in one seeded database (the 100k catalogue scales its counts down to it). */
export const MAX_REVIEW_ROWS = 200_000;

/** Korean surnames, about as often as they occur (김 one in five, 이 one in seven, …). */
const SURNAMES = [
  ...'김'.repeat(21),
  ...'이'.repeat(15),
  ...'박'.repeat(8),
  ...'최'.repeat(5),
  ...'정'.repeat(4),
  ...'강조윤장임'.repeat(2),
  ...'한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나',
];

/** Masked buyer name as the shop shows it: surname + '**'. */
export function maskedName(surname: string): string {
  return `${surname}**`;
}

/**
 * How many reviews a product has, before the catalogue-wide cap: about 1 in 100 buyers writes one
 * (best sellers up to MAX_REVIEWS_PER_PRODUCT), a few products have none yet, and a product listed
 * days ago cannot have months of reviews. Skewed: most have 0–30, a few 100+.
 */
export function reviewCountOf(p: Pick<ReviewedProduct, 'salesCount' | 'createdAt'>, now: Date, rng: ReviewRng): number {
  const ageDays = (now.getTime() - p.createdAt.getTime()) / DAY - 1;
  if (ageDays < 1 || rng.chance(0.05)) return 0;
  const raw = Math.round((p.salesCount / 100) * (0.6 + rng.next() * 0.6));
  return Math.min(MAX_REVIEWS_PER_PRODUCT, Math.max(1, raw), Math.floor(ageDays * 3));
}

/** A star rating: per product a quality lean (±0.12), then mostly 4–5, some 3, rare 1–2. */
function drawRating(lean: number, rng: ReviewRng): number {
  const five = 0.58 + lean;
  const low = 0.035 + Math.max(0, -lean) * 0.15;
  const r = rng.next();
  if (r < low) return rng.chance(0.55) ? 2 : 1;
  if (r < low + 0.1) return 3;
  return r < low + 0.1 + five ? 5 : 4;
}

type Kind =
  | 'fruit'
  | 'softfruit'
  | 'starchy'
  | 'nut'
  | 'gotgam'
  | 'maesil'
  | 'vegetable'
  | 'grain'
  | 'herb'
  | 'seafood'
  | 'dried'
  | 'beef'
  | 'pork'
  | 'egg'
  | 'kimchi'
  | 'snack'
  | 'drink'
  | 'processed';

/**
 * Kinds whose texture or use differs from their category's (issue 30: 밤 reviewed "아삭하고 신선해서"):
 * soft fruit is 말랑·과즙, 밤·고구마 포슬포슬, 잣 고소, 곶감 쫀득, 매실 goes into 청, 김치·젓갈 ripen,
 * 빵·떡·과자 are snacks, 즙·차·주스 are drunk. Keyed by the item word (ReviewedProduct.item).
 */
const KIND_OF_ITEM: Record<string, Kind> = {
  감귤: 'softfruit',
  천혜향: 'softfruit',
  한라봉: 'softfruit',
  딸기: 'softfruit',
  복숭아: 'softfruit',
  포도: 'softfruit',
  복분자: 'softfruit',
  토마토: 'softfruit',
  수박: 'fruit',
  알밤: 'starchy',
  고구마: 'starchy',
  감자: 'starchy',
  찰옥수수: 'starchy',
  잣: 'nut',
  곶감: 'gotgam',
  매실: 'maesil',
  포기김치: 'kimchi',
  갓김치: 'kimchi',
  젓갈: 'kimchi',
  명란젓: 'kimchi',
  황남빵: 'snack',
  튀김소보로: 'snack',
  호두과자: 'snack',
  찹쌀떡: 'snack',
  약과: 'snack',
  떡: 'snack',
  홍삼: 'drink',
  유자차: 'drink',
  복숭아즙: 'drink',
  주스: 'drink',
  커피: 'drink',
  '노니·알로에': 'drink',
  // products of their own (Specialty.standalone) are reviewed as what they are
  노니: 'drink',
  알로에: 'drink',
  배도라지즙: 'drink',
  유자청: 'drink',
  유자: 'drink',
  부추빵: 'snack',
  인절미: 'snack',
  설기: 'snack',
  묵은지: 'kimchi',
  총각김치: 'kimchi',
  새우젓: 'kimchi',
  낙지젓: 'kimchi',
  멸치젓: 'kimchi',
};

/** The review kind of a product: by its item word when KIND_OF_ITEM names it, else by class and category. */
export function kindOf(p: Pick<ReviewedProduct, 'cls' | 'categoryCode' | 'item'>): Kind {
  const own = KIND_OF_ITEM[p.item];
  if (own) return own;
  const c = p.categoryCode;
  if (p.cls === 'seafood') return c === '121110' || c === '121113' ? 'dried' : 'seafood';
  if (p.cls === 'livestock') return c === '131010' ? 'beef' : c === '131110' ? 'egg' : 'pork';
  if (p.cls === 'processed') return 'processed';
  return c.startsWith('10') ? 'fruit' : c.startsWith('11') ? 'vegetable' : c.startsWith('15') ? 'grain' : 'herb';
}

type Mood = '5' | '4' | '3' | '1';
const sentences = z.array(z.string().min(1)).min(1);
const byMood = z.strictObject({ '5': sentences, '4': sentences, '3': sentences, '1': sentences });
const KINDS = [
  'fruit',
  'softfruit',
  'starchy',
  'nut',
  'gotgam',
  'maesil',
  'vegetable',
  'grain',
  'herb',
  'seafood',
  'dried',
  'beef',
  'pork',
  'egg',
  'kimchi',
  'snack',
  'drink',
  'processed',
] as const satisfies readonly Kind[];

/**
 * The review sentences (reviews.json beside this file), checked once at load:
 * - `lines`: per kind and mood, templates about the product (`{i}` the product word, `{i:이/가}`
 *   it with the particle that fits; community-texts.ts `fill`). 5: delighted, 4: pleased with a
 *   note, 3: mixed, 1: complaint.
 * - `general`: per mood, sentences about delivery, packing and use that fit any product.
 * - `openings`: first sentences, `good` only for 4–5 stars, `any` for every rating.
 * - `closings`: per mood, last sentences.
 */
const {
  lines: LINES,
  general: GENERAL,
  openings: OPENINGS,
  closings: CLOSINGS,
} = z
  .strictObject({
    lines: z.strictObject(Object.fromEntries(KINDS.map((k) => [k, byMood])) as Record<Kind, typeof byMood>),
    general: byMood,
    openings: z.strictObject({ good: sentences, any: sentences }),
    closings: byMood,
  })
  .parse(texts);

/** The mood whose sentences a review borrows once its own are spent. */
const NEAR: Record<Mood, Mood> = { '5': '4', '4': '5', '3': '4', '1': '3' };
const moodOf = (rating: number) => (rating >= 5 ? '5' : rating === 4 ? '4' : rating === 3 ? '3' : '1') as Mood;
const wordsOf = (text: string) => text.split(/\s+/).map((w) => w.replace(/[.,!?]+$/, ''));

/** Sentences of a text (each ends with . ! or ?). */
export const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+/).length;

/** Words of a text that appear more than once (punctuation ignored); seeded reviews have none. */
export function repeatedWords(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of wordsOf(text)) {
    if (seen.has(w)) out.push(w);
    seen.add(w);
  }
  return out;
}

/** Sentences of a text, each with its end mark. */
export const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

/* Memos (the seed writes up to MAX_REVIEW_ROWS reviews from a few hundred distinct sentences). */
const filledMemo = new Map<string, string[]>();
const filledLines = (kind: Kind, mood: Mood, item: string) => {
  const key = `${kind}|${mood}|${item}`;
  let v = filledMemo.get(key);
  if (!v) filledMemo.set(key, (v = LINES[kind][mood].map((l) => fill(l, item))));
  return v;
};
const cleanMemo = new Map<string, boolean>();
const selfClean = (x: string) => {
  let v = cleanMemo.get(x);
  if (v === undefined) cleanMemo.set(x, (v = repeatedWords(x).length === 0));
  return v;
};
const sentenceMemo = new Map<string, string[]>();
const sentencesCached = (x: string) => {
  let v = sentenceMemo.get(x);
  if (!v) sentenceMemo.set(x, (v = sentencesOf(x)));
  return v;
};

/**
 * One review text: an optional opening, one or two sentences of the mood, an optional closing.
 * `used` holds the sentences the product's other reviews already say: a sentence is drawn from the
 * ones not yet used, and repeats only once its whole pool is spent (a best seller's 150th review),
 * so a product's newest reviews never say the same thing twice (issue 30).
 */
export function reviewText(p: ReviewedProduct, rating: number, rng: ReviewRng, used: Set<string> = new Set()): string {
  const mood = moodOf(rating);
  const kind = kindOf(p);
  const lines = filledLines(kind, mood, p.item);
  // once a mood's own sentences are spent, the neighbouring mood's (a 3-star review may say a 4-star's note)
  const near = NEAR[mood];
  const nearLines = filledLines(kind, near, p.item);
  // a sentence that repeats a word of its own ('이 가격에 이 품질이면') is never drawn
  const isFresh = (x: string, not: string[]) => !not.includes(x) && selfClean(x) && sentencesCached(x).every((y) => !used.has(y));
  const draw = (pool: readonly string[], not: string[]) => {
    const f = pool.filter((x) => isFresh(x, not));
    return f.length ? f[rng.int(0, f.length - 1)] : null;
  };
  const clean = lines.filter(selfClean);
  const reusable = clean.length ? clean : lines;
  const ok = (t: string) => repeatedWords(t).length === 0 && sentenceCount(t) <= 3 && !used.has(t);
  let parts: string[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    parts = [];
    const opening = rng.chance(0.4) ? draw(rating >= 4 ? [...OPENINGS.good, ...OPENINGS.any] : OPENINGS.any, parts) : null;
    if (opening) parts.push(opening);
    // the kind's own sentence first; once those are spent, one about delivery or use, then the neighbouring mood's
    const main = draw(lines, parts) ?? draw(GENERAL[mood], parts) ?? draw(nearLines, parts) ?? draw(GENERAL[near], parts);
    if (!main) break;
    parts.push(main);
    if (parts.length === 1 && rng.chance(0.55)) {
      const second = draw(rng.chance(0.5) ? lines : GENERAL[mood], parts);
      if (second) parts.push(second);
    }
    if (parts.length < 3 && rng.chance(0.5)) {
      const closing = draw(CLOSINGS[mood], parts);
      if (closing) parts.push(closing);
    }
    if (ok(parts.join(' '))) break;
    parts = [main];
  }
  if (!parts.length) {
    // every sentence has been said (a best seller's older reviews): sentences come back, in new combinations
    for (let attempt = 0; attempt < 8 && !ok(parts.join(' ')); attempt++) {
      parts = [];
      if (rng.chance(0.4)) parts.push(rng.pick(rating >= 4 ? [...OPENINGS.good, ...OPENINGS.any] : OPENINGS.any));
      const first = rng.pick(reusable);
      parts.push(first);
      if (parts.length === 1 && rng.chance(0.55)) parts.push(rng.chance(0.5) ? rng.pick(reusable) : rng.pick(GENERAL[mood]));
      if (parts.length < 3 && rng.chance(0.5)) parts.push(rng.pick(CLOSINGS[mood]));
      if (new Set(parts).size < parts.length) parts = [first];
    }
    if (!ok(parts.join(' '))) parts = [rng.pick(reusable)];
  }
  const text = parts.join(' ');
  used.add(text);
  for (const x of parts) for (const y of sentencesCached(x)) used.add(y);
  return text;
}

/** Most of a product's reviews written within a day of `now` (the rest are at least a day old); less for a product listed long ago. */
export const LAST_DAY_SHARE = 0.02;

/**
 * `n` reviews of a product, oldest first. A buyer writes after the box arrived and was eaten: dates
 * fall between two days after the product was listed (or REVIEW_WINDOW_DAYS ago, the later) and a
 * day before `now`, leaning recent; only LAST_DAY_SHARE of them fall in the last day (issue 30: many
 * reviews were dated today). Texts are written newest first, so the reviews a shopper sees first
 * hold the product's fresh sentences.
 */
export function reviewsOf(p: ReviewedProduct, n: number, now: Date, rng: ReviewRng): SeedReview[] {
  if (n <= 0) return [];
  const start = Math.max(p.createdAt.getTime() + 2 * DAY, now.getTime() - REVIEW_WINDOW_DAYS * DAY);
  const end = now.getTime() - DAY;
  if (now.getTime() - start <= 0) return [];
  const lean = (rng.next() - 0.5) * 0.24;
  // a review lands in the last day about as often as on any other day of the product's span (at most LAST_DAY_SHARE)
  const lastDay = Math.min(LAST_DAY_SHARE, (0.5 * DAY) / Math.max(DAY, end - start));
  const times = Array.from({ length: n }, () => {
    if (end <= start || rng.chance(lastDay)) return Math.max(start, end) + Math.floor(rng.next() * (now.getTime() - Math.max(start, end)));
    return end - Math.floor(Math.pow(rng.next(), 1.4) * (end - start));
  }).sort((a, b) => b - a);
  const used = new Set<string>();
  const out: SeedReview[] = times.map((at) => {
    const rating = drawRating(lean, rng);
    return { authorName: maskedName(rng.pick(SURNAMES)), rating, option: p.unit, content: reviewText(p, rating, rng, used), createdAt: new Date(at) };
  });
  return out.reverse();
}

/** products.rating_x10 of a set of ratings: round(avg × 10), 0 when there are none. */
export function ratingX10Of(ratings: number[]): number {
  if (ratings.length === 0) return 0;
  // sum × 10 / n is exact at the .5 boundaries, where PostgreSQL's round(numeric) also rounds up
  return Math.round((ratings.reduce((a, b) => a + b, 0) * 10) / ratings.length);
}
