/**
 * The default banned-words list (issue 15; SPEC §5 "A banned-words validation exists for community
 * text; rules not shown"; docs/decisions/019-banned-words.md). Operators edit the `banned_words`
 * table afterwards (`npm run banned-words -- add|remove|list|test`); this file only fills an empty
 * table, so an operator's removals are never undone by a restart.
 *
 * Words are written plainly: the matcher (server/domain/moderation/banned-words.ts) catches their spaced, jamo,
 * look-alike, full-width, zero-width and repeated forms. So the list holds only real spelling
 * variants (씨발/씨팔/씨빨) and leaves out words whose plain forms are everyday Korean:
 * 보지 (보지 마세요), 새끼 alone (새끼손가락, 새끼 돼지), 미친 alone (미친 듯이 맛있다), 졸라 (졸라매다),
 * 꺼져 (불이 꺼져), 개년 (5개년), 엿먹어 (호박엿 먹어요), 떡치 (떡메치기), 자위 (자위대), 토토 alone (토마토토핑).
 * 'allow' words are the everyday words that contain a blocked one (시발역, 시발점, 전염병 …).
 */
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bannedWords } from '../db/schema/index.js';

type Seeded = { word: string; kind: 'block' | 'allow'; note: string };

const block = (note: string, words: string) => words.split(/\s+/).map((word): Seeded => ({ word, kind: 'block', note }));
const allow = (note: string, words: string) => words.split(/\s+/).map((word): Seeded => ({ word, kind: 'allow', note }));

/** The seeded list, in the order an operator reads it (`npm run banned-words -- list`). */
export const DEFAULT_BANNED_WORDS: readonly Seeded[] = [
  ...block(
    '욕설',
    '시발 씨발 씨빨 시빨 씨팔 시팔 씨바 씨벌 시벌 쓰발 쓰벌 썅 씨부랄 시부랄 씨부럴 좆 좆같 좇같 존나 지랄 염병 옘병 닥쳐 니미럴 엠창 느금마 니애미',
  ),
  ...block('욕설', '개새끼 개새기 개색기 개색끼 개쌔끼 개새 개놈 개소리 미친놈 미친년 미친새끼 또라이 썅놈 썅년 쌍놈 쌍년 호로새끼 후레자식'),
  ...block('비하', '병신 븅신 빙신 병쉰 등신 찐따 정신병자 한남충 김치녀 된장녀 맘충 틀딱 급식충 짱깨 쪽바리'),
  ...block('음란', '섹스 야동 창녀 걸레년 좆물 보빨'),
  ...block('초성·자판 우회', 'ㅅㅂ ㅆㅂ ㅂㅅ ㅄ ㅈㄹ ㄱㅅㄲ ㅅㄲ ㅗ tlqkf qudtls sibal ssibal shibal'),
  ...block('영문 욕설', 'fuck shit bitch'),
  ...block('광고·도박', '카지노 바카라 토토사이트 사설토토 온라인홀덤 출장안마 출장마사지 조건만남 대포통장 작업대출 비아그라 시알리스'),
  ...allow('시발(始發)', '시발역 시발점 시발택시 시발자동차'),
  ...allow('시+발X (다시 발라, 입시 발표)', '다시발라 입시발표 시발표 시발효 시발송 시발견 시발급 시발전 시발생 시발행 시발달 시발명 시발매 시발주'),
  ...allow('씨+발라 (수박씨 발라 먹기)', '수박씨발라 호박씨발라 씨발라내 씨발라낸 씨발라먹 씨발라서 씨발라주'),
  ...allow('일상어', '전염병 등신대 등신불 shiitake shitake'),
];

/**
 * Fill an empty `banned_words` table with {@link DEFAULT_BANNED_WORDS} (a fresh database and an
 * existing one seeded before the list existed). A table with any row is left as the operator keeps it.
 * @returns the number of rows written (0 when the table already had words)
 */
export async function seedBannedWords(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(bannedWords);
  if (Number(n) > 0) return 0;
  const rows = [...new Map(DEFAULT_BANNED_WORDS.map((w) => [w.word, w])).values()];
  await db.insert(bannedWords).values(rows).onConflictDoNothing();
  return rows.length;
}
