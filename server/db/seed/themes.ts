/**
 * Curated merchandising (issue 13): each 기획전 (period, SPEC §2 /period/{id}) and 이벤트 (event,
 * SPEC §2 /event/{id}) is a theme — category codes, specialties and a price/selection rule — and
 * holds only products that match it. The seed fills them from the catalogue; the catalogue test
 * checks every stored item against `matchesTheme`. Banner art: public/images/banners/<banner>.svg.
 */

export interface ThemeRule {
  /** category code prefixes (depth 1, 2 or 3) */
  categories?: string[];
  /** specialty keys (the product image's file name) */
  specialties?: string[];
  /** the product's sale price equals this (100원 딜) */
  salePrice?: number;
  /** at least this list discount (%) */
  minDiscount?: number;
  /** at least this many reviews */
  minReviews?: number;
  /** the product name contains one of these words */
  nameWords?: string[];
  /** in season in the month the catalogue was seeded */
  inSeason?: boolean;
  /** one product per 시/도 (the stamp tour) */
  onePerLocal?: boolean;
}

export interface Theme {
  title: string;
  subtitle: string;
  /** event body text (events only) */
  content?: string;
  /** banner file name under /images/banners */
  banner: string;
  rule: ThemeRule;
  /** how many products it shows */
  size: [number, number];
}

/** The fields of a product a theme looks at. */
export interface ThemeProduct {
  categoryCode: string;
  imageUrl: string;
  name: string;
  salePrice: number;
  discountRate: number;
  reviewCount: number;
  seasonMonths: number[];
}

/** Specialty key of a seeded product (its illustration is /images/products/<key>.svg). */
export const specialtyKeyOf = (p: Pick<ThemeProduct, 'imageUrl'>) => /\/products\/([^/]+)\.svg$/.exec(p.imageUrl)?.[1] ?? '';

/**
 * Whether a product fits a theme: category or specialty (either, when both are given), then every
 * price/selection condition. 100원 items (sale price 100) belong to the 100원 딜 only.
 * @param month 1–12, the month the catalogue was seeded (for inSeason)
 */
export function matchesTheme(rule: ThemeRule, p: ThemeProduct, month: number): boolean {
  if (rule.salePrice !== undefined) return p.salePrice === rule.salePrice;
  if (p.salePrice <= 100) return false;
  const byCategory = rule.categories?.some((c) => p.categoryCode.startsWith(c));
  const bySpecialty = rule.specialties?.includes(specialtyKeyOf(p));
  if ((rule.categories || rule.specialties) && !byCategory && !bySpecialty) return false;
  if (rule.minDiscount !== undefined && p.discountRate < rule.minDiscount) return false;
  if (rule.minReviews !== undefined && p.reviewCount < rule.minReviews) return false;
  if (rule.nameWords && !rule.nameWords.some((w) => p.name.includes(w))) return false;
  if (rule.inSeason && (p.seasonMonths.length === 12 || !p.seasonMonths.includes(month))) return false;
  return true;
}

const HANWOO = ['hoengseong-hanwoo', 'hamyang-hanwoo'];

/** 기획전: the first six are live at seed time, the rest open in a few days. */
export const PERIOD_THEMES: Theme[] = [
  {
    title: '겨울 제철 대게·굴 기획전',
    subtitle: '지금이 가장 맛있는 바다의 맛',
    banner: 'crab-oyster',
    rule: { categories: ['121011', '121012'] },
    size: [10, 20],
  },
  {
    title: '김장 준비 기획전',
    subtitle: '절임배추부터 젓갈까지 한 번에',
    banner: 'kimjang',
    rule: { categories: ['111012', '141013', '171011'], specialties: ['yeongyang-pepper', 'uiseong-garlic', 'jindo-greenonion'] },
    size: [10, 20],
  },
  { title: '제주 감귤 페스티벌', subtitle: '새콤달콤 제주 만감류 모음', banner: 'citrus', rule: { categories: ['101013'] }, size: [8, 16] },
  { title: '산지 한우 기획전', subtitle: '명절 선물도, 오늘 저녁 구이도', banner: 'hanwoo', rule: { specialties: HANWOO }, size: [6, 14] },
  { title: '건강 챙기는 인삼·홍삼전', subtitle: '환절기 면역 관리', banner: 'ginseng', rule: { categories: ['161010'] }, size: [6, 14] },
  { title: '산지 직송 제철 과일 주간', subtitle: '농장에서 식탁까지 하루', banner: 'fruit', rule: { categories: ['10'], inSeason: true }, size: [10, 20] },
  { title: '전통 장류 기획전', subtitle: '항아리에서 익힌 깊은 맛', banner: 'jang', rule: { categories: ['171010'] }, size: [6, 12] },
  { title: '우리 지역 빵·과자 모음', subtitle: '여행 가서 사 오던 그 맛', banner: 'bread', rule: { categories: ['191010', '191012'] }, size: [8, 16] },
];

/** 이벤트: the first five are live at seed time. */
export const EVENT_THEMES: Theme[] = [
  {
    title: '첫 구매 100원 딜',
    subtitle: '신규 회원 첫 구매 혜택',
    content: '제철장터에 처음 오셨나요? 첫 구매 고객께 제철 과일 맛보기 상품을 100원에 드려요. 회원가입 후 7일 안에 한 번 참여하실 수 있어요.',
    banner: 'hundred-won',
    rule: { salePrice: 100 },
    size: [4, 8],
  },
  {
    title: '앱에서 로그인하면 1,000P',
    subtitle: '앱 전용 혜택',
    content: '제철장터 앱에서 로그인하시면 별 포인트 1,000P를 바로 드려요. 적립된 포인트로 지금 제철인 과일과 채소를 담아 보세요.',
    banner: 'app-points',
    rule: { categories: ['10', '11'], inSeason: true },
    size: [6, 12],
  },
  {
    title: '후기 쓰고 별 받기',
    subtitle: '커뮤니티 후기 이벤트',
    content: '구매하신 상품의 후기를 사진과 함께 남겨 주세요. 매주 베스트 후기를 뽑아 별 포인트를 드려요. 후기가 많은 상품을 모았어요.',
    banner: 'review',
    rule: { minReviews: 60 },
    size: [6, 12],
  },
  {
    title: '겨울 보양 먹거리 대전',
    subtitle: '추위를 이기는 제철 보양식',
    content: '전복, 한우, 인삼까지 겨울을 든든하게 보낼 보양 먹거리를 모았어요. 이벤트 상품 구매 시 추가 할인 쿠폰을 드려요.',
    banner: 'boyang',
    rule: { categories: ['121010', '161010'], specialties: HANWOO },
    size: [8, 14],
  },
  {
    title: '우리 동네 특산물 찾기',
    subtitle: '지역 특산물 스탬프 투어',
    content: '17개 시·도의 특산물을 구매하고 스탬프를 모아 보세요. 5개 지역을 모으면 별 포인트를 드려요. 시·도마다 한 가지씩 골랐어요.',
    banner: 'local-tour',
    rule: { onePerLocal: true },
    size: [17, 17],
  },
  {
    title: '주말 반짝 특가',
    subtitle: '토·일 이틀간만',
    content: '주말에만 열리는 반짝 특가! 30% 넘게 할인하는 산지 상품을 이틀 동안만 만나보세요.',
    banner: 'weekend',
    rule: { minDiscount: 30 },
    size: [8, 12],
  },
  {
    title: '새해 선물 미리 준비',
    subtitle: '선물세트 사전 예약',
    content: '새해 선물세트를 미리 예약하시면 원하시는 날짜에 맞춰 배송해 드려요.',
    banner: 'newyear-gift',
    rule: { nameWords: ['선물'] },
    size: [6, 12],
  },
];
