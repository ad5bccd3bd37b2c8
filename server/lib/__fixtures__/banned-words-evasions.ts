/**
 * The fixed evasion corpus of the banned-words test (issue 15: ≥ 100 variants, all caught).
 * Generated systematically — every base word × every evasion technique — plus hand-written
 * forms seen in Korean communities. Each entry: [text, technique].
 */
import { disassemble } from 'es-hangul';

/** Base words (all in the seeded list, server/db/seed/banned-words.ts). */
export const EVASION_BASE_WORDS = ['시발', '씨발', '병신', '개새끼', '존나', '지랄', '미친놈', '닥쳐', '염병', '카지노', '토토사이트', '좆같'] as const;

const syllables = (w: string) => [...w];
const HALFWIDTH: Record<string, string> = Object.fromEntries(
  [...'ㄱㄲㄳㄴㄵㄶㄷㄸㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅃㅄㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'].map((c, k) => [c, String.fromCharCode(0xffa1 + k)]),
);
for (const [k, c] of [...'ㅏㅐㅑㅒㅓㅔ'].entries()) HALFWIDTH[c] = String.fromCharCode(0xffc2 + k);
for (const [k, c] of [...'ㅕㅖㅗㅘㅙㅚ'].entries()) HALFWIDTH[c] = String.fromCharCode(0xffca + k);
for (const [k, c] of [...'ㅛㅜㅝㅞㅟㅠ'].entries()) HALFWIDTH[c] = String.fromCharCode(0xffd2 + k);
for (const [k, c] of [...'ㅡㅢㅣ'].entries()) HALFWIDTH[c] = String.fromCharCode(0xffda + k);

function elongate(w: string): string {
  // 시발 → 시이발: a syllable followed by ㅇ + its own vowel (only when it has no final)
  const [first, ...rest] = syllables(w);
  const jamo = disassemble(first);
  if (jamo.length !== 2) return `${first}${first}${rest.join('')}`;
  const vowelOnly = String.fromCharCode(0xac00 + 11 * 588 + 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ'.indexOf(jamo[1]) * 28);
  return `${first}${vowelOnly}${vowelOnly}${rest.join('')}`;
}

/** Evasion techniques applied to every base word. */
export const TECHNIQUES: Record<string, (w: string) => string> = {
  공백: (w) => syllables(w).join(' '),
  구두점: (w) => syllables(w).join('.'),
  특수문자: (w) => syllables(w).join('*_'),
  숫자끼우기: (w) => syllables(w).join('8'),
  자모분리: (w) => disassemble(w),
  자모분리_공백: (w) => [...disassemble(w)].join(' '),
  반각자모: (w) => [...disassemble(w)].map((c) => HALFWIDTH[c] ?? c).join(''),
  전각구두점: (w) => syllables(w).join('．'),
  폭없는문자: (w) => syllables(w).join('\u200b'),
  결합자모_NFD: (w) => w.normalize('NFD'),
  모음늘이기: (w) => elongate(w),
  문장속: (w) => `아 진짜 ${syllables(w).join(' ')} 뭐 하는 거야`,
};

/** Hand-written evasions (look-alikes, keyboard-layout spellings, mixed forms, Latin). */
export const HANDWRITTEN_EVASIONS: Array<[string, string]> = [
  ['ㅅ1발', '숫자 닮은꼴'],
  ['ㅅl발', '영문 닮은꼴'],
  ['ㅅ|발', '기호 닮은꼴'],
  ['ㅆ1발', '숫자 닮은꼴'],
  ['ㅅ!발', '기호 닮은꼴'],
  ['시1발', '숫자 구분자'],
  ['ㅂㅕㅇ신', '자모 + 음절'],
  ['7ㅐ새끼', '숫자 닮은꼴'],
  ['7H새끼', '숫자·영문 닮은꼴'],
  ['ㅅㅣ발', '자모 + 음절'],
  ['시ㅂㅏㄹ', '음절 + 자모'],
  ['ㅅㅅㅣㅣㅂㅂㅏㅏㄹㄹ', '자모 반복'],
  ['시이이이이발', '모음 늘이기'],
  ['씨ㅣㅣ발', '모음 늘이기'],
  ['ㅅㅂ', '초성'],
  ['ㅅ ㅂ', '초성 + 공백'],
  ['ㅆㅂ', '초성'],
  ['ㅄ', '겹자모'],
  ['ㅂ ㅅ 같네', '초성 + 공백'],
  ['ㅈㄹ하네', '초성'],
  ['tlqkf', '영문 자판'],
  ['TLQKF', '영문 자판 대문자'],
  ['qudtls', '영문 자판'],
  ['ｆｕｃｋ', '전각 영문'],
  ['f u c k', '영문 공백'],
  ['fuuuuck', '영문 반복'],
  ['sh1t', '영문 숫자 닮은꼴'],
  ['$hit', '영문 기호 닮은꼴'],
  ['SiBaL', '로마자'],
  ['시발역에서 시발', '예외 옆의 금칙어'],
  ['시발점 말고 시 발', '예외 옆의 금칙어'],
  ['병 신아', '공백 + 조사'],
  ['시 발놈아', '공백 + 이어진 말'],
  ['개-새-끼', '하이픈'],
  ['개\u200d새\u200d끼', '폭없는 결합자'],
  ['\ufeff병\ufeff신', 'BOM'],
  ['병\u00ad신', '소프트 하이픈'],
  ['시\u0301발', '결합 부호'],
  ['ㅗ', '욕 제스처'],
  ['카 지 노 가입하면 꽁머니', '광고 공백'],
  ['바카라 24시간', '광고'],
  ['출장 안마 문의', '광고 공백'],
  ['씨~발', '물결표'],
  ['미친 놈', '공백'],
  ['니애미', '패드립'],
];

/** Every evasion of the corpus: [text, technique]. */
export function evasionCorpus(): Array<[string, string]> {
  const generated: Array<[string, string]> = [];
  for (const word of EVASION_BASE_WORDS) for (const [name, make] of Object.entries(TECHNIQUES)) generated.push([make(word), `${word} × ${name}`]);
  return [...generated, ...HANDWRITTEN_EVASIONS];
}
