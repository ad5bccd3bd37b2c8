/**
 * The merchant's grammar of the seeded catalogue (issue 13, docs/decisions/009-catalogue-grammar.md):
 * product classes and the certifications each may carry, product names built from
 * origin + (certification) + product + variant + grade + size, size ladders whose price grows
 * sub-linearly, cut/grade price ladders, and descriptions whose particles follow 받침 (es-hangul josa).
 * Pure functions; the seed (index.ts) drives them with its PRNG.
 */
import { josa } from 'es-hangul';
import type { Specialty } from './specialties.js';

/** Product class: decides which certifications exist, the verb a description uses and the shop's trade. */
export type ProductClass = 'produce' | 'seafood' | 'livestock' | 'processed';

/** Certification labels that exist for each class (유기농/무농약/GAP: 농산물, 무항생제/동물복지: 축산물, HACCP: 가공식품). */
export const CERTIFICATIONS: Record<ProductClass, readonly string[]> = {
  produce: ['유기농', '무농약', 'GAP'],
  seafood: [],
  livestock: ['무항생제', '동물복지'],
  processed: ['HACCP'],
};
export const ALL_CERTIFICATIONS = ['유기농', '무농약', 'GAP', '무항생제', '동물복지', 'HACCP'] as const;

/** Specialties whose class differs from their category's default. */
const CLASS_OVERRIDES: Record<string, ProductClass> = {
  'geumsan-ginseng': 'produce',
  'punggi-ginseng': 'produce',
  'gurye-sansuyu': 'produce',
  'jeongseon-hwangjeong': 'produce',
  'ganghwa-mugwort': 'produce',
  'boseong-greentea': 'produce',
  'hadong-greentea': 'produce',
  'jeju-greentea': 'produce',
  'mungyeong-omija': 'produce',
  'goheung-yuzu': 'processed',
  'gwangyang-maesil': 'produce',
  'uljin-honey': 'processed',
  'sinan-salt': 'processed',
  'yeongyang-pepper': 'processed',
  'chuncheon-dakgalbi': 'processed',
  'daegu-makchang': 'processed',
  'gwangju-tteokgalbi': 'processed',
  'ulsan-eonyang-bulgogi': 'processed',
  'busan-fishcake': 'processed',
  'andong-mackerel': 'seafood',
  'yeonggwang-gulbi': 'seafood',
  'pohang-gwamegi': 'seafood',
  'boseong-cockle-side': 'processed',
  'busan-gijang-anchovy': 'processed',
};

/** Class of a specialty: by depth-1 category (10/11/15 produce, 12 seafood, 13 livestock, rest processed) unless overridden. */
export function classOf(sp: Pick<Specialty, 'key' | 'category'>): ProductClass {
  const o = CLASS_OVERRIDES[sp.key];
  if (o) return o;
  const top = sp.category.slice(0, 2);
  if (top === '10' || top === '11' || top === '15') return 'produce';
  if (top === '12') return 'seafood';
  if (top === '13') return 'livestock';
  return 'processed';
}

/** Seafood that is farmed or gathered (채취/양식) rather than caught (어획). */
const FARMED_SEAFOOD = new Set(['wando-abalone', 'tongyeong-oyster', 'gijang-seaweed', 'beolgyo-cockle', 'wando-laver', 'ulsan-whelk']);

/* ----------------------------- quantities ----------------------------- */

const MEASURE = /(\d+(?:\.\d+)?)\s*(kg|g|ml|L)(?![a-z])/;
const COUNT = /(\d+)(개입|개|미|구|포기|포|팩|매|봉|마리|손|장|통|모|인분|인|뿌리|쪽|병|단)/;
const PACKS = / x (\d+)(팩|판)?$/;

/** A parsed option: the quantity in base units (g, ml or a count) and a renderer for other sizes. */
export interface Quantity {
  /** base units: grams, millilitres or pieces */
  base: number;
  kind: 'weight' | 'volume' | 'count' | 'none';
}

/** Quantity of an option string ('가정용 5kg (16~20과)' → 5000 g; '500g x 2팩' → 1000 g; '20개입' → 20). */
export function parseQuantity(full: string): Quantity {
  const option = full.replace(/\s*\([^)]*\)/g, '');
  const packs = PACKS.exec(option);
  const n = packs ? Number(packs[1]) : 1;
  const m = MEASURE.exec(option);
  if (m) {
    const v = Number(m[1]) * (m[2] === 'kg' || m[2] === 'L' ? 1000 : 1) * n;
    return { base: v, kind: m[2] === 'ml' || m[2] === 'L' ? 'volume' : 'weight' };
  }
  const c = COUNT.exec(option);
  if (c) return { base: Number(c[1]) * n, kind: 'count' };
  return { base: 1, kind: 'none' };
}

const fmtWeight = (g: number, unit: 'g' | 'ml') => {
  const big = unit === 'g' ? 'kg' : 'L';
  return g >= 1000 ? `${Number((g / 1000).toFixed(2))}${big}` : `${Math.round(g)}${unit}`;
};

/**
 * The option at `mult` times its size, or null when that size cannot be written (a fraction of a
 * piece, or an option without a quantity). Size notes in parentheses belong to the base size only.
 */
export function scaleOption(option: string, mult: number): string | null {
  if (mult === 1) return option;
  const plain = option.replace(/\s*\([^)]*\)/g, '');
  const packs = PACKS.exec(plain);
  if (packs) {
    const n = Number(packs[1]) * mult;
    return Number.isInteger(n) && n >= 1 ? plain.replace(PACKS, ` x ${n}${packs[2] ?? ''}`) : null;
  }
  const m = MEASURE.exec(plain);
  if (m) {
    const unit = m[2] === 'kg' || m[2] === 'g' ? 'g' : 'ml';
    const base = Number(m[1]) * (m[2] === 'kg' || m[2] === 'L' ? 1000 : 1) * mult;
    if (base < 100 || base % 50 !== 0) return null;
    return plain.replace(MEASURE, fmtWeight(base, unit));
  }
  const c = COUNT.exec(plain);
  if (c) {
    const n = Number(c[1]) * mult;
    return Number.isInteger(n) && n >= 1 ? plain.replace(COUNT, `${n}${c[2]}`) : null;
  }
  return null;
}

/* ----------------------------- names ----------------------------- */

/** Words after which a grade would contradict the option (a 선물용 box is not also 상품, 못난이 is not 특품, a 대 fish not 특대, and 원액 or 매실청 is made, not graded). */
const GRADED_WORDS = /가정용|선물|못난이|등급|특대|로얄|특품|1\+|세트|파지|(^|\s)대(\s|$)|원액|[가-힣]청(\s|$)/;

/** Grade words and price factors per class (produce: 특품/상품; 한우 cuts: 1++/1+/1). */
export function gradesOf(sp: Specialty, option: string): Array<[string, number]> {
  if (GRADED_WORDS.test(option)) return [['', 1]];
  if (sp.category === '131010' && /한우/.test(sp.name))
    return [
      ['1++등급', 1.3],
      ['1+등급', 1.14],
      ['1등급', 1],
    ];
  if (classOf(sp) === 'produce' && sp.category.startsWith('10'))
    return [
      ['', 1],
      ['특품', 1.15],
      ['상품', 1],
    ];
  if (classOf(sp) === 'seafood' && ['121011', '121111'].includes(sp.category) && !/손질|순살|세트|게장/.test(option))
    return [
      ['', 1],
      ['특대', 1.25],
      ['대', 1],
    ];
  return [['', 1]];
}

/** Price factors of words in an option (per unit of size), relative to a plain option: cuts, grades, forms. */
const WORD_FACTORS: Array<[RegExp, number]> = [
  [/안심/, 1.15],
  [/등심|채끝/, 1],
  [/항정살/, 1.3],
  [/갈비/, 0.75],
  [/육회/, 0.85],
  [/불고기/, 0.55],
  [/국거리/, 0.45],
  [/못난이/, 0.7],
  [/가정용/, 0.85],
  [/선물/, 1.12],
  [/건|말랭이|반건조/, 1.6],
  [/진액|즙|원액|스틱|정과|홍삼정/, 1.4],
  [/깐|손질|순살|슬라이스/, 1.2],
];

export function wordFactor(option: string) {
  for (const [re, f] of WORD_FACTORS) if (re.test(option)) return f;
  return 1;
}

/** Certification factor on price (an organic product costs more). */
export const CERT_FACTOR: Record<string, number> = { '': 1, 유기농: 1.3, 무농약: 1.15, GAP: 1.05, 무항생제: 1.1, 동물복지: 1.2, HACCP: 1 };

/** Produce words that have a real '햇' compound (햇사과, 햇감자, 햅쌀 …). */
const HAET: Record<string, string> = {
  사과: '햇사과',
  배: '햇배',
  감자: '햇감자',
  고구마: '햇고구마',
  양파: '햇양파',
  마늘: '햇마늘',
  쌀: '햅쌀',
  알밤: '햇밤',
};

/**
 * Product name: [tag] [certification] origin product ['햇' compound] variant [grade] size, with no
 * word twice (an option that repeats the product word keeps it once, e.g. '대구 초벌 막창 1kg'). An
 * option that is a product of its own (Specialty.standalone) replaces the product word: 예천 참기름's
 * '들기름 350ml' is '예천 들기름 350ml', not '예천 참기름 들기름 350ml'.
 */
export function composeName(parts: { sp: Specialty; option: string; cert: string; grade: string; tag: string; haet: boolean }): string {
  const spWords = parts.sp.name.split(' ');
  const last = spWords[spWords.length - 1];
  let optWords = parts.option.split(' ').filter(Boolean);
  let head = [...spWords];
  if (parts.sp.standalone?.includes(optWords[0])) {
    // an option that is a product of its own ('들기름 350ml' of 예천 참기름) takes the product word's place
    head = spWords.slice(0, -1);
  } else {
    for (const w of optWords) {
      if (w === last || (w.length > last.length && w.includes(last))) head = spWords.slice(0, -1);
    }
    optWords = optWords.filter((w) => w === last || !(last.endsWith(w) && w.length >= 2 && /^[가-힣]+$/.test(w)));
  }
  if (parts.haet && head.length === spWords.length && HAET[last]) head = [...spWords.slice(0, -1), HAET[last]];
  // grade goes right before the size token (the first token with a digit), else at the end
  const sizeAt = optWords.findIndex((w) => /\d/.test(w));
  if (parts.grade) optWords.splice(sizeAt < 0 ? optWords.length : sizeAt, 0, parts.grade);
  const words = [parts.tag, parts.cert, ...head, ...optWords].filter(Boolean);
  const seen = new Set<string>();
  return words.filter((w) => (seen.has(w) ? false : (seen.add(w), true))).join(' ');
}

/**
 * The product an option names when it is a product of its own (its first word is in Specialty.standalone):
 * the option's words before its size ('알로에 젤 30포' → '알로에 젤', '들기름 350ml' → '들기름'); else null.
 */
export function ownProductOf(sp: Specialty, option: string): string | null {
  const words = option
    .replace(/\s*\([^)]*\)/g, '')
    .split(' ')
    .filter(Boolean);
  if (!sp.standalone?.includes(words[0])) return null;
  const sizeAt = words.findIndex((w) => /\d/.test(w));
  return words.slice(0, sizeAt < 0 ? words.length : sizeAt).join(' ');
}

/* ----------------------------- pictures ----------------------------- */

/**
 * The forms a product picture can show (issue 30, docs/decisions/044-product-pictures.md):
 * fresh — the kind itself, loose (for a made food such as 고추장 or 김치, a dish of it);
 * box — packed: a produce box, a pack of pouches, sticks, tea bags or 개입 pastries;
 * jar — a glass jar or bottle of 청, 장, 젓갈, 게장, 원액, 즙, 기름;
 * dried — 말린/건/반건조, on a bamboo tray (fish tied with straw, as 굴비 is sold);
 * frozen — in a frosted freezer bag; gift — a 선물세트 box with a ribbon.
 */
export const PICTURE_FORMS = ['fresh', 'box', 'jar', 'dried', 'frozen', 'gift'] as const;
export type PictureForm = (typeof PICTURE_FORMS)[number];

/** Kinds sold as something other than fresh when their option names no form (곶감 is dried, 고추장 comes in a jar). */
const NATURAL_FORMS: Record<string, PictureForm> = {
  'sangju-gotgam': 'dried',
  'yeonggwang-gulbi': 'dried',
  'namhae-anchovy': 'dried',
  'pohang-gwamegi': 'dried',
  'wando-laver': 'dried',
};

/** The form a kind is in when its option names none: dried for 곶감·굴비·멸치·과메기·김, jar for the jar-shaped made foods, else fresh. */
export function naturalForm(sp: Pick<Specialty, 'key' | 'shape'>): PictureForm {
  return NATURAL_FORMS[sp.key] ?? (sp.shape === 'jar' ? 'jar' : 'fresh');
}

/**
 * Words of an option that name its form, checked in order (the first match wins): a 선물 box is a gift
 * whatever it holds, 냉동/선동 is frozen, pouches and sticks (30포) come in a box even when they hold 즙,
 * then dried, then jarred, then other sets and packs.
 */
const FORM_WORDS: Array<[RegExp, PictureForm]> = [
  [/선물/, 'gift'],
  [/냉동|선동|얼린/, 'frozen'],
  [/\d+\s*(포|봉|개입)(\s|$)|스틱|티백|드립백|파우치|밀키트|가루/, 'box'],
  [/(^|\s)(건|반건)|말린|말랭이|반건조|건조|건시|굴비|곶감|슬라이스/, 'dried'],
  [/청(\s|$)|원액|즙|진액|홍삼정|주스|게장|젓(\s|$)|젓갈|무침|기름|조청|소스|콩물|콜드브루|(고추|된|쌈|청국)장/, 'jar'],
  [/세트|\d+\s*팩/, 'box'],
];

/**
 * The form a product's option shows ('매실청 1L' → jar, '냉동 2kg' → frozen, '선물용 5kg' → gift,
 * '건표고 300g' → dried, '홍삼 스틱 30포' → box); an option that names none is the kind's naturalForm.
 */
export function formOf(sp: Pick<Specialty, 'key' | 'shape'>, option: string): PictureForm {
  for (const [re, form] of FORM_WORDS) if (re.test(option)) return form;
  return naturalForm(sp);
}

/**
 * A product's picture (docs/decisions/044-product-pictures.md): one file per kind, product of its own and
 * form — /images/products/<key>[.<n>][.<form>].svg, where <n> is the 1-based index of the option's first
 * word in Specialty.standalone (예천 참기름's 들기름 is .1) and .<form> is left out for the kind's
 * naturalForm. `form` defaults to formOf(sp, option); scripts/generate-images.ts draws every form of
 * every kind, so any (kind, form) a caller asks for exists.
 */
export function productPicture(sp: Specialty, option: string, form: PictureForm = formOf(sp, option)): string {
  const own = sp.standalone?.indexOf(option.split(' ')[0]) ?? -1;
  const base = own < 0 ? sp.key : `${sp.key}.${own + 1}`;
  return form === naturalForm(sp) ? `/images/products/${base}.svg` : `/images/products/${base}.${form}.svg`;
}

/** The caption of a picture: the specialty's name, or the place and the product of its own ('예천 들기름'). */
export function pictureCaption(sp: Specialty, standaloneWord?: string): string {
  return standaloneWord ? [...sp.name.split(' ').slice(0, -1), standaloneWord].join(' ') : sp.name;
}

/** The name with its size removed: products of one shop with the same line differ only in size. */
export function lineKeyOf(name: string) {
  return name
    .replace(/\s*\([^)]*\)/g, '')
    .replace(PACKS, '')
    .replace(new RegExp(MEASURE.source, 'g'), '#')
    .replace(new RegExp(COUNT.source, 'g'), '#')
    .trim();
}

/** Words of a name that appear twice (must be empty). */
export function doubledWords(name: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of name.split(/\s+/)) {
    if (seen.has(w)) out.push(w);
    seen.add(w);
  }
  return out;
}

/* ----------------------------- copy ----------------------------- */

/** The noun a sentence is about: the specialty's last word ('청송 사과' → '사과'). */
export const itemWord = (sp: Specialty) => sp.name.split(' ').slice(-1)[0];

const monthsText = (months: number[]) =>
  months.length === 12 ? '사계절' : months.length <= 2 ? `${months.join('·')}월` : `${months[0]}~${months[months.length - 1]}월`;

/** Product descriptions per class: the verb fits the class (수확 / 잡은·채취 / 키운 / 만든), particles by josa. */
export function productDescription(sp: Specialty, origin: string, variant: number, option = ''): string {
  // a product of its own speaks of itself: '예천 들기름 350ml' is 들기름, not 예천 참기름
  const own = ownProductOf(sp, option);
  const item = own ?? itemWord(sp);
  const name = own ? [...sp.name.split(' ').slice(0, -1), own].join(' ') : sp.name;
  const cls = classOf(sp);
  const season = monthsText(sp.months);
  const t: Record<ProductClass, string[]> = {
    produce: [
      `${origin}에서 제철에 수확한 ${josa(name, '이에요/예요')}. 산지에서 하나하나 선별해 수확한 날 보내드려요.`,
      `일교차가 큰 ${origin}에서 자란 ${josa(item, '은/는')} 맛과 향이 진해요. 받으신 뒤 서늘한 곳에 보관해 주세요.`,
      `${origin} 농가와 직거래해 유통 단계를 줄였어요. ${season}에 수확하는 ${josa(item, '을/를')} 합리적인 가격으로 만나보세요.`,
      `농부가 직접 키우고 수확한 ${josa(name, '이에요/예요')}. 크기와 모양을 골라 정성껏 포장해요.`,
    ],
    seafood: FARMED_SEAFOOD.has(sp.key)
      ? [
          `${origin} 청정 바다에서 건져 올린 ${josa(name, '이에요/예요')}. 작업한 날 바로 포장해 신선하게 보내드려요.`,
          `${origin} 어민이 직접 채취한 ${josa(item, '은/는')} ${season}에 가장 맛있어요. 받으신 뒤 바로 냉장 보관해 주세요.`,
          `물 좋은 ${origin}에서 키워 채취한 ${josa(item, '을/를')} 산지에서 바로 보내드려요.`,
        ]
      : [
          `${origin} 앞바다에서 잡은 ${josa(name, '이에요/예요')}. 손질 후 바로 포장해 신선하게 보내드려요.`,
          `${origin} 어선이 어획한 ${josa(item, '은/는')} ${season}에 가장 맛있어요. 아이스박스에 담아 보내드려요.`,
          `${origin} 위판장에서 직접 고른 ${josa(item, '을/를')} 산지 가격 그대로 보내드려요.`,
        ],
    livestock: [
      `${origin}에서 정성껏 키운 ${josa(name, '이에요/예요')}. 주문 후 손질해 냉장으로 보내드려요.`,
      `${origin} 농장에서 건강하게 키운 ${josa(item, '은/는')} 육즙과 풍미가 좋아요. 받으신 날 바로 냉장 보관해 주세요.`,
      `좋은 사료와 넓은 축사에서 키운 ${josa(item, '을/를')} 산지에서 바로 보내드려요.`,
    ],
    processed: [
      `${origin}에서 좋은 재료로 만든 ${josa(name, '이에요/예요')}. 주문이 들어오면 만들어 보내드려요.`,
      `${origin} 공방에서 옛 방식 그대로 만든 ${josa(item, '은/는')} 깊은 맛이 나요. 받으신 뒤 안내된 방법으로 보관해 주세요.`,
      `국산 재료만 골라 정성껏 만든 ${josa(item, '을/를')} ${origin}에서 바로 보내드려요.`,
    ],
  };
  const list = t[cls];
  return list[variant % list.length];
}

/** Shop name patterns per class of the shop's main specialty: {city} / {item} are filled in. */
const SHOP_PATTERNS: Record<ProductClass, string[]> = {
  produce: [
    '{city} {item} 농원',
    '{city} 햇살농장',
    '{city} {item} 영농조합',
    '{item} 명가 {city}',
    '{city} {item}마을',
    '{city} 산지직송 {item}',
    '{city} 바른농부',
  ],
  seafood: ['{city} {item} 수산', '{city} 바다장터', '{item} 선장 {city}', '{city} 어부의 {item}', '{city} 항구직송'],
  livestock: ['{city} {item} 농장', '{item} 명가 {city}', '{city} 축산 직판장', '{city} {item} 정육'],
  processed: ['{city} {item} 공방', '{item} 명가 {city}', '{city} 전통 {item}', '{item} 한 상 {city}', '{city} {item} 본점'],
};

/** Name patterns of trades whose class's patterns would misname them: a 왕갈비 정육점 is no 농장, 안동 간고등어 has no 선장. */
const TRADE_PATTERNS: Partial<Record<Trade, string[]>> = {
  butcher: ['{city} {item} 본가', '{item} 명가 {city}', '{city} {item} 정육'],
  cured: ['{city} {item} 명가', '{item} 명가 {city}', '{city} 전통 {item}'],
};

/**
 * Names of processed-food shops whose trade mixes kinds of product (강원 김치·반찬: 강릉 초당두부 and 속초
 * 명란젓): a tofu house does not sell 명란젓, a province's 향토식품 shop does. {city} is the 시/도 here.
 */
const MIXED_PROCESSED_PATTERNS = ['{city} 향토식품', '{city} 로컬푸드', '{city} 전통식품'];

/**
 * A shop's name from its class's patterns (docs/decisions/009-catalogue-grammar.md "Trades"); `mixed`
 * (processed shops only) picks a pattern without a product, filled with the 시/도 short name.
 */
export function shopName(cls: ProductClass, variant: number, city: string, item: string, mixed = false) {
  const list = mixed && cls === 'processed' ? MIXED_PROCESSED_PATTERNS : (TRADE_PATTERNS[tradeOf(cls, item)] ?? SHOP_PATTERNS[cls]);
  return list[variant % list.length].replace('{city}', city).replace('{item}', item);
}

/**
 * Names of shops that sell several kinds (issue 30): no product in the name, the 시/도 short name
 * as {city} (강원 햇살농장, 전남 바다장터), so the name never promises one kind the shop mostly lacks.
 */
const GENERAL_SHOP_PATTERNS: Record<ProductClass, string[]> = {
  produce: ['{city} 햇살농장', '{city} 바른농부', '{city} 들녘장터', '{city} 제철농산', '{city} 농부장터', '{city} 산지 직거래'],
  seafood: ['{city} 바다장터', '{city} 항구직송', '{city} 수산시장', '{city} 어촌 직판장'],
  livestock: ['{city} 축산 직판장', '{city} 목장 정육', '{city} 정육 마을'],
  processed: MIXED_PROCESSED_PATTERNS,
};

/** How many product-free name patterns each class has (generalShopName cycles through them). */
export const GENERAL_PATTERN_COUNT: Record<ProductClass, number> = {
  produce: GENERAL_SHOP_PATTERNS.produce.length,
  seafood: GENERAL_SHOP_PATTERNS.seafood.length,
  livestock: GENERAL_SHOP_PATTERNS.livestock.length,
  processed: GENERAL_SHOP_PATTERNS.processed.length,
};

/** A shop name without a product (GENERAL_SHOP_PATTERNS), for a shop that sells several kinds; `province` is the 시/도 short name. */
export function generalShopName(cls: ProductClass, variant: number, province: string): string {
  const list = GENERAL_SHOP_PATTERNS[cls];
  return list[variant % list.length].replace('{city}', province);
}

/**
 * What a shop does with its kind (issue 30: "수원에서 29년째 왕갈비를 키워온 농장"): a field or
 * orchard grows, a ginseng farm waits six years, an 어가 farms or gathers, a 선장 catches, a drying
 * house cures, a farm raises, a 정육점 cuts and marinates, a 양봉 농가 keeps bees, a 공방 makes.
 */
export type Trade =
  'field' | 'orchard' | 'ginseng' | 'madeProduce' | 'farmed' | 'gathered' | 'caught' | 'cured' | 'raised' | 'egg' | 'butcher' | 'bee' | 'made';

const TRADE_OF_ITEM: Record<string, Trade> = {
  사과: 'orchard',
  능금: 'orchard',
  배: 'orchard',
  단감: 'orchard',
  감귤: 'orchard',
  한라봉: 'orchard',
  천혜향: 'orchard',
  복숭아: 'orchard',
  포도: 'orchard',
  매실: 'orchard',
  알밤: 'orchard',
  잣: 'orchard',
  산수유: 'orchard',
  오미자: 'orchard',
  녹차: 'orchard',
  인삼: 'ginseng',
  곶감: 'madeProduce',
  절임배추: 'madeProduce',
  전복: 'farmed',
  굴: 'farmed',
  김: 'farmed',
  미역: 'farmed',
  꼬막: 'gathered',
  간고등어: 'cured',
  굴비: 'cured',
  과메기: 'cured',
  유정란: 'egg',
  왕갈비: 'butcher',
  떡갈비: 'butcher',
  막창: 'butcher',
  불고기: 'butcher',
  닭갈비: 'butcher',
  토종꿀: 'bee',
};

/** The trade of a shop whose main product is `item` of class `cls` (TRADE_OF_ITEM, else by class). */
export function tradeOf(cls: ProductClass, item: string): Trade {
  const own = TRADE_OF_ITEM[item];
  if (own) return own;
  return cls === 'produce' ? 'field' : cls === 'seafood' ? 'caught' : cls === 'livestock' ? 'raised' : 'made';
}

/** Fewest years a shop of a trade can have been at it: an orchard's trees bear after years, ginseng takes six. */
const MIN_YEARS: Record<Trade, number> = {
  field: 3,
  orchard: 8,
  ginseng: 12,
  madeProduce: 5,
  farmed: 5,
  gathered: 5,
  caught: 3,
  cured: 5,
  raised: 5,
  egg: 3,
  butcher: 5,
  bee: 5,
  made: 3,
};

/**
 * Shop descriptions per class, several each, with particles by josa. `general`: a shop of several
 * kinds (generalShopName), described without one product and without a number of years.
 */
export function shopDescription(cls: ProductClass, variant: number, city: string, item: string, years: number, general = false): string {
  if (general) {
    const g: Record<ProductClass, string[]> = {
      produce: [
        `${city} 농가 여러 곳의 제철 작물을 모아 보내드려요. 수확한 날 바로 포장해요.`,
        `${city}의 땅에서 나는 것들을 철 따라 골라 파는 산지 장터예요.`,
        `${city} 산지에서 직접 고르고 포장해 가장 맛있을 때 보내드립니다.`,
      ],
      seafood: [`${city} 항구의 새벽 경매에서 물 좋은 것만 골라 보내드려요.`, `${city} 바다에서 철마다 나는 해산물을 손질해 바로 보내드려요.`],
      livestock: [`${city} 농가에서 키운 고기를 주문이 들어온 날 손질해 냉장으로 보내드려요.`, `${city} 축산 농가들이 함께 여는 직판장이에요.`],
      processed: [`${city} 재료로 옛 방식 그대로 만든 먹거리를 모았어요.`, `${city}에 가면 꼭 사 오던 그 맛들, 이제 집에서 받아보세요.`],
    };
    const list = g[cls];
    return list[variant % list.length];
  }
  const trade = tradeOf(cls, item);
  const y = Math.max(years, MIN_YEARS[trade]);
  const obj = josa(item, '을/를');
  const t: Record<Trade, string[]> = {
    field: [
      `${city}에서 ${y}년째 ${obj} 키우는 가족 농가예요. 수확한 날 바로 보내드려요.`,
      `${city} 농가 여러 곳이 함께하는 영농조합이에요. 고르고 고른 ${item}만 보내드려요.`,
      `땅심 좋은 ${city}에서 ${josa(item, '와/과')} 제철 작물을 길러요. 못난이도 맛은 똑같이 좋아요.`,
      `${city} 산지에서 직접 고르고 포장해 가장 맛있을 때 보내드립니다.`,
    ],
    orchard: [
      `${city}에서 ${y}년째 ${item} 나무를 가꿔온 농원이에요. 나무에서 충분히 익힌 것만 따서 보내드려요.`,
      `${city} 농가 여러 곳이 함께하는 영농조합이에요. 고르고 고른 ${item}만 보내드려요.`,
      `${city}의 햇볕과 일교차로 키운 ${item}, 수확한 날 선별해 보내드려요.`,
    ],
    ginseng: [
      `${city}에서 ${y}년째 인삼밭을 일궈온 농가예요. 여섯 해를 기다려 캔 6년근만 보내드려요.`,
      `${city} 인삼 농가가 함께하는 영농조합이에요. 4년근부터 6년근까지 뿌리를 골라 보내드려요.`,
    ],
    madeProduce: [
      `${city}에서 ${y}년째 ${obj} 만들어온 농가예요. 직접 키운 재료로 손질해 보내드려요.`,
      `${city} 산지에서 직접 키우고 손질해 가장 맛있을 때 보내드립니다.`,
    ],
    farmed: [
      `${city} 바다에서 ${y}년째 ${item} 양식장을 가꿔온 어가예요. 작업한 날 바로 보내드려요.`,
      `${city} 어촌계 어가들이 함께 기르고 거둔 ${obj} 산지에서 바로 보내드려요.`,
    ],
    gathered: [`${city} 갯벌에서 ${y}년째 ${obj} 캐 온 어가예요. 해감해서 바로 보내드려요.`, `${city} 어촌계가 함께 캐는 ${obj} 산지에서 바로 보내드려요.`],
    caught: [
      `${city} 항구에서 ${y}년째 ${obj} 다뤄온 수산이에요. 새벽 경매에서 직접 골라요.`,
      `${city} 바다에서 나는 ${obj} 산지에서 바로 손질해 보내드려요.`,
      `선주가 직접 운영하는 ${city}의 작은 가게예요. 물 좋은 것만 보내드려요.`,
    ],
    cured: [`${city}에서 ${y}년째 ${obj} 손질하고 말려온 집이에요. 간과 건조를 매번 직접 봐요.`, `${city} 항구에서 들여온 생선으로 ${obj} 만들어 보내드려요.`],
    raised: [
      `${city}에서 ${y}년째 ${obj} 키워온 농장이에요. 주문이 들어오면 그날 손질해요.`,
      `${city} 농가에서 키운 ${item}만 다루는 정육 전문점이에요.`,
      `좋은 사료와 넓은 축사, ${city}에서 정직하게 키워요.`,
    ],
    egg: [`${city}에서 ${y}년째 닭을 풀어 키워온 농장이에요. 그날 낳은 달걀을 골라 보내드려요.`, `넓은 마당에서 닭을 키우는 ${city}의 작은 농장이에요.`],
    butcher: [
      `${city}에서 ${y}년째 ${obj} 손질하고 양념해 온 정육점이에요. 주문이 들어오면 그날 재워요.`,
      `${city} 농가에서 들여온 고기로 ${obj} 만드는 정육 전문점이에요.`,
      `${city}에 가면 꼭 사 오던 그 ${item}, 이제 집에서 받아보세요.`,
    ],
    bee: [
      `${city} 산골에서 ${y}년째 벌을 쳐 온 양봉 농가예요. 한 해 한 번 뜬 꿀만 보내드려요.`,
      `${city} 깊은 산에서 토종벌이 모은 꿀을 그대로 담아 보내드려요.`,
    ],
    made: [
      `${city}에서 ${y}년째 ${obj} 만들어온 집이에요. 매일 그날 만든 것만 보내드려요.`,
      `${city} 재료로 옛 방식 그대로 만드는 작은 공방이에요.`,
      `${item} 하나만 ${y}년 넘게 만들어온 ${city}의 가게예요. 정성껏 포장해 보내드려요.`,
      `${city}에 가면 꼭 사 오던 그 맛, 이제 집에서 받아보세요.`,
    ],
  };
  const list = t[trade];
  return list[variant % list.length];
}
