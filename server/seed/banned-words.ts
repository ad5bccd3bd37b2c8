/**
 * The default banned-words list (issue 15; SPEC §5 "A banned-words validation exists for community
 * text; rules not shown"; docs/decisions/019-banned-words.md). Operators edit the `banned_words`
 * table afterwards (`npm run banned-words -- add|remove|list|test|eval`); this file fills an empty
 * table, and adds issue 29's words once to a table seeded before them, so an operator's removals are
 * never undone by a restart.
 *
 * Words are written plainly: the matcher (server/domain/moderation/banned-words.ts) catches their spaced, jamo,
 * look-alike, full-width, zero-width and repeated forms. So the list holds only real spelling
 * variants (씨발/씨팔/씨빨) and leaves out words whose plain forms are everyday Korean:
 * 보지 (보지 마세요), 새끼 alone (새끼손가락, 새끼 돼지), 미친 alone (미친 듯이 맛있다), 졸라 (졸라매다),
 * 꺼져 (불이 꺼져), 개년 (5개년), 엿먹어 (호박엿 먹어요), 떡치 (떡메치기), 자위 (자위대), 토토 alone (토마토토핑).
 * 'allow' words are the everyday words that contain a blocked one (시발역, 시발점, 전염병 …).
 */
import { count, like } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bannedWords } from '../db/schema/index.js';

type Seeded = { word: string; kind: 'block' | 'allow'; note: string };

const block = (note: string, words: string) => words.split(/\s+/).map((word): Seeded => ({ word, kind: 'block', note }));
const allow = (note: string, words: string) => words.split(/\s+/).map((word): Seeded => ({ word, kind: 'allow', note }));

/** The note suffix of the words added by issue 29 (how {@link seedBannedWords} tells whether a database has them). */
export const ISSUE_29_NOTE = ' · issue 29';

/** The first list (issue 15). */
const FIRST: readonly Seeded[] = [
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
 * Issue 29 (the attack run's evasions and false positives): neighbouring and stretched spellings
 * the normaliser cannot reach (씹발, 씌발, 개섀끼 — listed rather than fuzzy-matched, which would
 * refuse 시바견 or 개세기), and the everyday words that hold a blocked one (丙申年, 개새우, 시발 버스).
 * Left out on purpose: 씨파 (씨파종), 조까 (3조까지), 개시키 (3개시키면), 개세기, 개색 (3개색상), 병딱 (꿀 병 딱).
 */
const ISSUE_29: readonly Seeded[] = [
  ...block(
    '욕설 변형',
    '씹발 씹팔 씌발 씌팔 씨뱔 시뱔 씨봘 씨불 씨블 쒸발 쉬발 싀발 씝발 씨펄 시펄 쓰바 좃같 좃까 좆까 좇까 존니 존내 졸나 좆나 지럴 즤랄 씹새 씹년 씹놈 십새끼',
  ),
  ...block(
    '욕설 변형',
    '개섀끼 개세끼 개쉐끼 개쉑 개색히 개새꺄 개섀기 개새키 개쌔기 개썌끼 개스끼 개새뀌 개새퀴 개쉐이 개색꺄 병시나 빙시나 병싄 븅싄 병신년아 미틴놈 미췬놈',
  ),
  ...block('영문 욕설 변형', 'fuk fuq phuck phuk fck fcuk fuxk fxck shyt biatch asshole bastard cunt whore slut nigger nigga'),
  ...block('초성 변형', 'ㅆ발 ㅅ발 ㅈㄴ ㅈ같 ㅈ까 ㅆㅃ'),
  ...block('욕설 변형', '씌바 시부럴 씨방새 개샛기 개색휘 븅딱 미칀놈 씹창 애미뒤진'),
  ...block('광고·도박', '꽁머니 토토싸이트 totosite'),
  ...allow('병신년(丙申年)', '병신년'),
  ...allow('씨 + 발아 (씨 발아시키기)', '씨발아시 씨발아율'),
  ...allow('병 + 신X (두 병 신청)', '병신청 병신제품 병신상 병신선 병신맛 병신고 병신김치'),
  ...allow('개 + 새X (개새우, 3개새벽배송)', '개새우 개새벽 개새싹 개새순 개새송이 개새조개 개새로 개새롭 개새것 개새해 개새집 개새참 개새알 개새콤'),
  ...allow('시발(始發)', '시발버스 시발열차 시발전철 시발지하철 시발편 시발지 시발지점 시발시간 시발시각 시발정류장 시발노선 시발始發'),
].map((w) => ({ ...w, note: w.note + ISSUE_29_NOTE }));

/** The seeded list, in the order an operator reads it (`npm run banned-words -- list`). */
export const DEFAULT_BANNED_WORDS: readonly Seeded[] = [...FIRST, ...ISSUE_29];

/**
 * Fill the `banned_words` table: an empty one with {@link DEFAULT_BANNED_WORDS}; one seeded before
 * issue 29 (no row whose note ends in {@link ISSUE_29_NOTE}) with the issue-29 words it lacks. Any
 * other table is left as the operator keeps it, so a removed word stays removed (unless an operator
 * removes every issue-29 word: then they come back on the next start).
 * @returns the number of rows written (0 when nothing was missing)
 */
export async function seedBannedWords(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(bannedWords);
  let batch: readonly Seeded[];
  if (Number(n) === 0) batch = DEFAULT_BANNED_WORDS;
  else {
    const [tagged] = await db
      .select({ word: bannedWords.word })
      .from(bannedWords)
      .where(like(bannedWords.note, `%${ISSUE_29_NOTE}`))
      .limit(1);
    if (tagged) return 0;
    batch = ISSUE_29;
  }
  const rows = [...new Map(batch.map((w) => [w.word, w])).values()];
  const written = await db.insert(bannedWords).values(rows).onConflictDoNothing().returning({ word: bannedWords.word });
  return written.length;
}
