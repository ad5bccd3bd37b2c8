/**
 * Real Korean regional specialties (지역 특산물) and their seasons, the raw material of the seed.
 * Each kind: key (image file name), name, region (local code + city), category path, months in
 * season, a base price in KRW for its first option, and option names (unit strings).
 * Seasons follow common 제철 calendars (e.g. 영덕 대게 11–3월, 성주 참외 3–7월). The kinds are data,
 * specialties.json beside this file, checked once at load.
 */
import { z } from 'zod';
import rows from './specialties.json';

/** Illustration shapes the image generator draws. */
const SHAPES = ['round', 'shell', 'crab', 'melon', 'meat', 'leaf', 'fish', 'grain', 'jar', 'root', 'berry', 'box', 'mushroom', 'squid'] as const;

export interface Specialty {
  key: string;
  name: string;
  localCode: string;
  city: string;
  /** depth-3 category code */
  category: string;
  /** months in season, 1–12, from the first month of the season on */
  months: number[];
  basePrice: number;
  units: string[];
  /**
   * First words of options that are products of their own (예천 참기름's 들기름, 영덕 대게's 홍게): their
   * names keep the place and drop the specialty's own product word (catalogue.ts composeName).
   */
  standalone?: string[];
  /** illustration shape used by the image generator */
  shape: (typeof SHAPES)[number];
  color: string;
}

const specialty: z.ZodType<Specialty> = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  localCode: z.string().regex(/^\d{2}$/),
  city: z.string().min(1),
  category: z.string().regex(/^\d{6}$/),
  months: z.array(z.number().int().min(1).max(12)).min(1),
  basePrice: z.number().int().positive(),
  units: z.array(z.string().min(1)).min(1),
  standalone: z.array(z.string().min(1)).optional(),
  shape: z.enum(SHAPES),
  color: z.string().regex(/^#[0-9A-F]{6}$/i),
});

/** The specialties, in seed order (the data is specialties.json beside this file; the order feeds the seeded random draws). */
export const SPECIALTIES: Specialty[] = z.array(specialty).parse(rows);

/** Three-level categories: [code, name] — depth by code length (2/4/6). */
export const CATEGORY_TREE: Array<[string, string]> = [
  ['10', '과일'],
  ['1010', '국산 과일'],
  ['101010', '사과'],
  ['101011', '배'],
  ['101012', '참외·수박'],
  ['101013', '감귤·만감류'],
  ['101014', '딸기·베리'],
  ['101015', '포도'],
  ['101016', '감·곶감'],
  ['101017', '토마토'],
  ['101018', '복숭아·매실'],
  ['11', '채소'],
  ['1110', '뿌리·잎채소'],
  ['111010', '고구마·감자·당근'],
  ['111011', '마늘·양파'],
  ['111012', '배추·김장채소'],
  ['111013', '나물·죽순'],
  ['1111', '버섯·양념채소'],
  ['111110', '버섯'],
  ['111111', '고추·대파'],
  ['111112', '옥수수'],
  ['111113', '밤·견과'],
  ['12', '수산·해산물'],
  ['1210', '조개·갑각류'],
  ['121010', '전복'],
  ['121011', '대게·꽃게'],
  ['121012', '굴·꼬막·소라'],
  ['1211', '생선·건어물'],
  ['121110', '김·미역'],
  ['121111', '생선'],
  ['121112', '오징어'],
  ['121113', '멸치·건어물'],
  ['13', '정육·계란'],
  ['1310', '소·돼지'],
  ['131010', '한우'],
  ['131011', '돼지고기'],
  ['1311', '계란·양념육'],
  ['131110', '계란'],
  ['131111', '양념육·간편구이'],
  ['14', '김치·반찬'],
  ['1410', '김치'],
  ['141010', '포기·별미김치'],
  ['1411', '반찬'],
  ['141110', '나물·게장·무침'],
  ['141111', '두부'],
  ['141112', '젓갈'],
  ['15', '쌀·잡곡'],
  ['1510', '쌀·잡곡'],
  ['151010', '쌀'],
  ['151011', '잡곡·콩'],
  ['16', '건강식품'],
  ['1610', '인삼·홍삼'],
  ['161010', '인삼·홍삼'],
  ['1611', '약초·진액'],
  ['161110', '약초·열매'],
  ['161111', '건강즙·진액'],
  ['17', '장류·양념'],
  ['1710', '장류·양념'],
  ['171010', '고추장·된장'],
  ['171011', '소금'],
  ['171012', '참기름·들기름'],
  ['171013', '꿀·조청'],
  ['18', '차·음료'],
  ['1810', '차·음료'],
  ['181010', '녹차'],
  ['181011', '과일청·전통차'],
  ['181012', '주스·즙'],
  ['181013', '커피'],
  ['19', '가공식품'],
  ['1910', '간식·간편식'],
  ['191010', '지역 빵·과자'],
  ['191011', '어묵·간편식'],
  ['191012', '떡·한과'],
];

/** The 17 시/도 (administrative codes) with short names. */
export const LOCALS: Array<[string, string, string]> = [
  ['11', '서울특별시', '서울'],
  ['26', '부산광역시', '부산'],
  ['27', '대구광역시', '대구'],
  ['28', '인천광역시', '인천'],
  ['29', '광주광역시', '광주'],
  ['30', '대전광역시', '대전'],
  ['31', '울산광역시', '울산'],
  ['36', '세종특별자치시', '세종'],
  ['41', '경기도', '경기'],
  ['43', '충청북도', '충북'],
  ['44', '충청남도', '충남'],
  ['46', '전라남도', '전남'],
  ['47', '경상북도', '경북'],
  ['48', '경상남도', '경남'],
  ['50', '제주특별자치도', '제주'],
  ['51', '강원특별자치도', '강원'],
  ['52', '전북특별자치도', '전북'],
];

/** Shop name patterns: {city} / {item} are filled in. */
export const SHOP_PATTERNS = [
  '{city} {item} 농원',
  '{city} 햇살{item}',
  '{item} 명가 {city}점',
  '{city} 산지직송 {item}',
  '{city} {item} 영농조합',
  '{city} 바른{item}',
  '{city} {item}마을',
  '{item} 한 상 {city}',
];

export const GRADE_PREFIXES = ['', '', '', '햇', '꿀', '명품 ', '특품 ', '산지직송 ', '무농약 ', 'GAP 인증 ', '유기농 ', '못난이 ', '프리미엄 '];
