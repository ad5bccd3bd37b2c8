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

type Kind = 'fruit' | 'vegetable' | 'grain' | 'herb' | 'seafood' | 'dried' | 'beef' | 'pork' | 'egg' | 'processed';

function kindOf(p: ReviewedProduct): Kind {
  const c = p.categoryCode;
  if (p.cls === 'seafood') return c === '121110' || c === '121113' ? 'dried' : 'seafood';
  if (p.cls === 'livestock') return c === '131010' ? 'beef' : c === '131110' ? 'egg' : 'pork';
  if (p.cls === 'processed') return 'processed';
  return c.startsWith('10') ? 'fruit' : c.startsWith('11') ? 'vegetable' : c.startsWith('15') ? 'grain' : 'herb';
}

type Mood = '5' | '4' | '3' | '1';
const sentences = z.array(z.string().min(1)).min(1);
const byMood = z.strictObject({ '5': sentences, '4': sentences, '3': sentences, '1': sentences });
const KINDS = ['fruit', 'vegetable', 'grain', 'herb', 'seafood', 'dried', 'beef', 'pork', 'egg', 'processed'] as const satisfies readonly Kind[];

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

/** One review text: an optional opening, one or two sentences of the mood, an optional closing; none in `used`. */
export function reviewText(p: ReviewedProduct, rating: number, rng: ReviewRng, used: Set<string> = new Set()): string {
  const mood = moodOf(rating);
  const lines = LINES[kindOf(p)][mood];
  let text = '';
  for (let attempt = 0; attempt < 8; attempt++) {
    const parts: string[] = [];
    if (rng.chance(0.4)) parts.push(rng.pick(rating >= 4 ? [...OPENINGS.good, ...OPENINGS.any] : OPENINGS.any));
    const first = rng.int(0, lines.length - 1);
    parts.push(fill(lines[first], p.item));
    if (parts.length === 1 && rng.chance(0.55)) {
      parts.push(lines.length > 1 && rng.chance(0.5) ? fill(lines[(first + rng.int(1, lines.length - 1)) % lines.length], p.item) : rng.pick(GENERAL[mood]));
    }
    if (parts.length < 3 && rng.chance(0.5)) parts.push(rng.pick(CLOSINGS[mood]));
    text = parts.join(' ');
    if (sentenceCount(text) <= 3 && repeatedWords(text).length === 0 && !used.has(text)) break;
    text = '';
  }
  text ||= fill(lines[0], p.item);
  used.add(text);
  return text;
}

/**
 * `n` reviews of a product, oldest first: dates between a day after it was listed (or
 * REVIEW_WINDOW_DAYS ago, the later) and `now`, leaning recent.
 */
export function reviewsOf(p: ReviewedProduct, n: number, now: Date, rng: ReviewRng): SeedReview[] {
  if (n <= 0) return [];
  const start = Math.max(p.createdAt.getTime() + DAY, now.getTime() - REVIEW_WINDOW_DAYS * DAY);
  const span = now.getTime() - start;
  if (span <= 0) return [];
  const lean = (rng.next() - 0.5) * 0.24;
  const out: SeedReview[] = [];
  const used = new Set<string>();
  for (let k = 0; k < n; k++) {
    const rating = drawRating(lean, rng);
    out.push({
      authorName: maskedName(rng.pick(SURNAMES)),
      rating,
      option: p.unit,
      content: reviewText(p, rating, rng, used),
      // leans recent (a third of them in the newest fifth of the window) without piling up on the last day
      createdAt: new Date(now.getTime() - Math.floor(Math.pow(rng.next(), 1.4) * span)),
    });
  }
  return out.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** products.rating_x10 of a set of ratings: round(avg × 10), 0 when there are none. */
export function ratingX10Of(ratings: number[]): number {
  if (ratings.length === 0) return 0;
  // sum × 10 / n is exact at the .5 boundaries, where PostgreSQL's round(numeric) also rounds up
  return Math.round((ratings.reduce((a, b) => a + b, 0) * 10) / ratings.length);
}
