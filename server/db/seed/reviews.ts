/**
 * Seeded buyer reviews (issue 13, docs/decisions/014-product-reviews.md): short Korean reviews as
 * buyers write them on the shop site — 1–3 sentences, about what matters for the product's class
 * (produce: 당도·신선도·크기; seafood: 싱싱함·손질·포장; livestock: 마블링·육즙·잡내; processed:
 * 간·양·유통기한), mostly 4–5 stars, some 3 and a few 1–2 with a plausible complaint (배송 지연,
 * 크기가 작음). Names are masked as shown ('김**'), the option is the product's unit, dates fall
 * after the product was listed (plus a day for delivery) and never after `now`.
 *
 * Pure: every choice comes from the `rng` passed in, so the same inputs give the same reviews.
 * Particles after a product word use es-hangul `josa`; a text never repeats a word.
 */
import { josa } from 'es-hangul';
import type { ProductClass } from './catalogue.js';

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
  if (p.cls === 'seafood') return c === '121013' || c === '121016' ? 'dried' : 'seafood';
  if (p.cls === 'livestock') return c === '131010' ? 'beef' : c === '131012' ? 'egg' : 'pork';
  if (p.cls === 'processed') return 'processed';
  return c.startsWith('10') ? 'fruit' : c.startsWith('11') ? 'vegetable' : c.startsWith('15') ? 'grain' : 'herb';
}

/** Sentences per kind and mood; `i` is the product word. 5: delighted, 4: pleased with a note, 3: mixed, 1: complaint. */
type Lines = Record<'5' | '4' | '3' | '1', Array<(i: string) => string>>;

const LINES: Record<Kind, Lines> = {
  fruit: {
    '5': [
      (i) => `당도가 정말 높아서 ${josa(i, '이/가')} 꿀처럼 달아요.`,
      (i) => `${josa(i, '이/가')} 하나같이 크고 흠집 없이 왔어요.`,
      () => '과즙이 많고 아삭해서 식구들이 순식간에 다 먹었어요.',
      () => '받자마자 먹어 봤는데 향부터 남달라요.',
      (i) => `마트에서 산 ${josa(i, '와/과')}는 비교가 안 될 만큼 신선해요.`,
      () => '크기가 고르고 상한 것 하나 없이 꼼꼼하게 포장돼 왔어요.',
    ],
    '4': [
      () => '달고 맛있어요. 크기가 조금씩 차이 나는 건 아쉬워요.',
      (i) => `${josa(i, '은/는')} 신선한데 몇 개는 살짝 덜 익었어요.`,
      () => '당도는 괜찮은 편이고 가격 생각하면 만족해요.',
      () => '전체적으로 맛있는데 한두 개 눌린 자국이 있었어요.',
    ],
    '3': [() => '맛은 무난한데 기대했던 만큼 달지는 않아요.', () => '크기가 사진보다 작게 느껴져요.', (i) => `${josa(i, '이/가')} 반은 달고 반은 싱거웠어요.`],
    '1': [
      () => '배송이 사흘이나 늦어져서 일부가 물러서 왔어요.',
      () => '크기가 너무 작고 상품 설명과 달라요.',
      (i) => `${josa(i, '이/가')} 멍든 게 많아서 절반은 버렸어요.`,
    ],
  },
  vegetable: {
    '5': [
      (i) => `${josa(i, '이/가')} 싱싱하고 흙냄새까지 좋아요.`,
      () => '아삭하고 신선해서 요리할 맛이 나요.',
      () => '크기도 실하고 손질할 게 거의 없었어요.',
      (i) => `산지에서 바로 와서 그런지 ${josa(i, '이/가')} 확실히 달라요.`,
    ],
    '4': [
      () => '신선하고 좋은데 양이 생각보다 조금 적어요.',
      () => '상태는 좋은데 흙이 많이 묻어 있어서 손질이 좀 걸렸어요.',
      (i) => `${josa(i, '은/는')} 맛있어요. 크기가 들쭉날쭉한 건 감안해야 해요.`,
    ],
    '3': [() => '무난해요. 몇 개는 시들어서 왔어요.', () => '크기가 생각보다 작아요.', () => '맛은 괜찮은데 무른 게 섞여 있었어요.'],
    '1': [
      () => '배송이 늦어서 받았을 때 이미 시들어 있었어요.',
      (i) => `${josa(i, '이/가')} 너무 작고 상한 게 섞여 있었어요.`,
      () => '박스가 젖은 채로 왔고 절반은 물러 있었어요.',
    ],
  },
  grain: {
    '5': [
      () => '밥을 지으면 윤기가 돌고 찰져요.',
      () => '갓 도정한 거라 그런지 밥맛이 확실히 좋아요.',
      (i) => `${josa(i, '이/가')} 깨끗하고 알이 고르게 차 있어요.`,
    ],
    '4': [() => '밥맛은 좋은데 포장지가 조금 찢겨 왔어요.', () => '알이 고르고 좋아요. 가격이 조금만 더 착하면 좋겠어요.'],
    '3': [() => '무난한 맛이에요. 특별히 좋은 건 모르겠어요.', () => '낱알이 생각보다 작아요.', () => '밥맛은 보통이고 싸라기가 좀 있어요.'],
    '1': [
      () => '주문하고 일주일 넘게 걸려서 왔어요.',
      () => '이물질이 섞여 있어서 실망했어요.',
      () => '포대가 터져서 쌀이 박스에 쏟아져 왔어요.',
      () => '묵은 냄새가 나서 햅쌀이 맞는지 모르겠어요.',
    ],
  },
  herb: {
    '5': [
      (i) => `${josa(i, '이/가')} 실하고 향이 진해요.`,
      () => '신선하고 크기도 좋아서 선물하기에도 손색없어요.',
      () => '뿌리까지 튼실하고 상태가 정말 좋아요.',
    ],
    '4': [() => '상태는 좋은데 크기가 조금 고르지 않아요.', () => '향이 좋아요. 양은 조금 아쉬워요.'],
    '3': [() => '무난해요. 사진보다는 작은 편이에요.', () => '향은 괜찮은데 잔뿌리가 많이 떨어져 있었어요.'],
    '1': [() => '배송이 너무 늦었고 일부는 말라서 왔어요.', () => '크기가 너무 작아서 선물하기 민망했어요.'],
  },
  seafood: {
    '5': [
      (i) => `${josa(i, '이/가')} 정말 싱싱해요.`,
      () => '손질이 깔끔하게 돼 있어서 바로 요리했어요.',
      () => '아이스박스에 얼음팩까지 꼼꼼하게 포장돼 왔어요.',
      () => '비린내가 하나도 없고 살이 탱탱해요.',
      (i) => `산지에서 바로 보내 주셔서 그런지 ${josa(i, '이/가')} 차원이 달라요.`,
    ],
    '4': [
      () => '싱싱하고 맛있어요. 손질은 조금 더 깔끔했으면 해요.',
      () => '신선한데 얼음이 많이 녹아서 왔어요.',
      (i) => `${josa(i, '은/는')} 좋아요. 크기가 조금 작은 것도 섞여 있어요.`,
    ],
    '3': [() => '맛은 괜찮은데 양이 생각보다 적어요.', () => '포장은 좋았는데 살이 조금 물렀어요.'],
    '1': [
      () => '배송이 하루 늦어서 받았을 때 아이스팩이 다 녹아 있었어요.',
      () => '크기가 너무 작아서 먹을 게 별로 없었어요.',
      () => '비린내가 심해서 먹기 힘들었어요.',
    ],
  },
  dried: {
    '5': [
      (i) => `${josa(i, '이/가')} 바삭하고 향이 정말 좋아요.`,
      () => '잡티 없이 깨끗하고 빛깔이 고와요.',
      () => '지퍼백 포장이라 보관하기 편해요.',
      (i) => `짜지 않고 감칠맛이 있어서 ${i}만 먹어도 맛있어요.`,
      () => '국물 내니 맛이 확 살아요.',
    ],
    '4': [() => '맛은 좋은데 부스러기가 조금 있어요.', () => '향은 좋아요. 양이 조금 적은 편이에요.', (i) => `${josa(i, '은/는')} 좋은데 간이 살짝 세요.`],
    '3': [() => '무난해요. 눅눅한 게 몇 장 섞여 있었어요.', () => '생각보다 크기가 작아요.'],
    '1': [() => '배송이 너무 늦었고 포장이 뜯겨서 왔어요.', () => '눅눅하고 냄새가 나서 먹기 어려웠어요.'],
  },
  beef: {
    '5': [
      () => '마블링이 예술이에요.',
      () => '구워 먹으니 육즙이 가득하고 입에서 녹아요.',
      () => '잡내 하나 없이 고소해요.',
      (i) => `명절에 ${josa(i, '을/를')} 선물했는데 다들 좋아하셨어요.`,
    ],
    '4': [
      () => '마블링도 좋고 맛있어요. 두께가 조금 얇아요.',
      () => '고기는 부드러운데 지방이 조금 많은 편이에요.',
      () => '육즙은 좋은데 가격이 조금 부담돼요.',
    ],
    '3': [() => '무난한 맛이에요. 사진만큼 마블링이 많지는 않아요.', () => '조금 질긴 부위가 섞여 있었어요.'],
    '1': [() => '배송이 늦어서 받았을 때 고기가 미지근했어요.', () => '핏물이 많이 빠져 있고 잡내가 났어요.', () => '지방이 절반이라 구워 먹을 게 없었어요.'],
  },
  pork: {
    '5': [
      () => '육즙이 살아 있고 잡내가 전혀 없어요.',
      () => '비계와 살코기 비율이 딱 좋아요.',
      (i) => `${josa(i, '이/가')} 두툼하고 구워 먹으니 정말 고소해요.`,
      () => '냉장으로 신선하게 와서 바로 구워 먹었어요.',
    ],
    '4': [() => '맛있어요. 비계가 조금 많은 편이에요.', () => '신선한데 두께가 고르지 않아요.', (i) => `${josa(i, '은/는')} 맛있는데 양념이 조금 달아요.`],
    '3': [() => '무난해요. 기대보다 퍽퍽했어요.', () => '양이 생각보다 적어요.'],
    '1': [() => '배송이 이틀 늦어서 포장이 부풀어 있었어요.', () => '잡내가 심해서 다 먹지 못했어요.', () => '비계만 잔뜩이고 살코기가 거의 없어요.'],
  },
  egg: {
    '5': [() => '노른자가 봉긋하고 색이 진해요.', () => '깨진 것 하나 없이 꼼꼼하게 포장돼 왔어요.', () => '신선해서 날달걀로 먹어도 비린내가 없어요.'],
    '4': [() => '신선하고 좋아요. 크기가 조금 들쭉날쭉해요.', () => '맛있는데 한 알이 금이 가 있었어요.'],
    '3': [() => '무난해요. 마트 달걀과 큰 차이는 모르겠어요.', () => '신선하긴 한데 크기가 작은 편이에요.'],
    '1': [() => '배송이 늦었고 여러 알이 깨져서 왔어요.', () => '껍데기에 오물이 묻은 채로 왔어요.'],
  },
  processed: {
    '5': [
      () => '간이 딱 맞아서 밥반찬으로 최고예요.',
      () => '양이 넉넉해서 두고두고 먹어요.',
      () => '유통기한도 넉넉하게 남아서 왔어요.',
      (i) => `집에서 만든 것처럼 ${josa(i, '이/가')} 깊은 맛이 나요.`,
      () => '자극적이지 않아서 아이들도 잘 먹어요.',
    ],
    '4': [
      () => '맛있어요. 간이 조금 센 편이라 물을 섞어 먹어요.',
      () => '맛은 좋은데 양이 조금 아쉬워요.',
      (i) => `${josa(i, '은/는')} 맛있는데 포장이 조금 허술했어요.`,
    ],
    '3': [() => '무난한 맛이에요. 조금 짜요.', () => '유통기한이 생각보다 짧게 남아서 왔어요.'],
    '1': [() => '배송이 일주일 넘게 걸렸어요.', () => '너무 짜서 먹기 힘들었어요.', () => '양이 사진보다 훨씬 적어요.'],
  },
};

/** Sentences about delivery, packing and use that fit any product, per mood. */
const GENERAL: Record<'5' | '4' | '3' | '1', string[]> = {
  '5': [
    '가족들이 다 좋아해요.',
    '아이들이 특히 잘 먹어요.',
    '선물 받은 분이 고맙다고 연락 왔어요.',
    '이 가격에 이 품질이면 대만족이에요.',
    '주문 다음 날 바로 도착했어요.',
    '포장이 꼼꼼해서 상한 데가 없었어요.',
    '사진보다 실물이 더 좋아요.',
    '산지직송이라 그런지 확실히 신선해요.',
  ],
  '4': ['배송은 빨랐어요.', '포장은 꼼꼼했어요.', '가격은 적당한 편이에요.', '배송이 하루 늦은 것 빼고는 좋아요.'],
  '3': ['배송은 빨랐어요.', '가격을 생각하면 그저 그래요.', '포장은 괜찮았어요.'],
  '1': ['판매자 답변도 늦었어요.', '사진과 너무 달라요.', '포장도 엉망이었어요.'],
};

const OPENINGS: Record<'good' | 'any', string[]> = {
  good: [
    '재구매예요.',
    '벌써 세 번째 주문이에요.',
    '매년 이맘때 주문해요.',
    '후기 보고 주문했는데 만족해요.',
    '특가로 저렴하게 샀어요.',
    '부모님 댁에 보내 드렸어요.',
  ],
  any: ['처음 주문해 봤어요.', '선물용으로 샀어요.', '집에서 먹으려고 샀어요.', '지인 추천으로 샀어요.'],
};

const CLOSINGS: Record<'5' | '4' | '3' | '1', string[]> = {
  '5': ['또 주문할게요!', '다음에도 여기서 살게요.', '강력 추천해요.', '사장님 감사합니다.', '주변에도 알려 줬어요.', '번창하세요!'],
  '4': ['다음에도 주문할 것 같아요.', '가격 대비 괜찮아요.', '전체적으로 만족해요.'],
  '3': ['다음엔 고민해 볼게요.', '그럭저럭 먹을 만해요.'],
  '1': ['다시는 주문하지 않을 것 같아요.', '고객센터에 문의해 두었어요.', '확인 부탁드려요.'],
};

const moodOf = (rating: number) => (rating >= 5 ? '5' : rating === 4 ? '4' : rating === 3 ? '3' : '1') as '5' | '4' | '3' | '1';
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
    parts.push(lines[first](p.item));
    if (parts.length === 1 && rng.chance(0.55)) {
      parts.push(lines.length > 1 && rng.chance(0.5) ? lines[(first + rng.int(1, lines.length - 1)) % lines.length](p.item) : rng.pick(GENERAL[mood]));
    }
    if (parts.length < 3 && rng.chance(0.5)) parts.push(rng.pick(CLOSINGS[mood]));
    text = parts.join(' ');
    if (sentenceCount(text) <= 3 && repeatedWords(text).length === 0 && !used.has(text)) break;
    text = '';
  }
  text ||= lines[0](p.item);
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
