/**
 * The community forms' pure rules (issue 15; docs/decisions/024): counters as the server counts,
 * length messages, picture checks before upload, the banned-word pieces, server refusals mapped to
 * their field, the survey's end window and options, and the drafts kept in IndexedDB.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idb } from '~/test-utils/memory-idb';

vi.mock('idb-keyval', () => import('~/test-utils/memory-idb'));

import { BANNED_WORDS_TEXT_MAX } from '@contract/banned-words';
import { clearDraft, DRAFT_MAX_AGE_MS, DRAFTS_MAX, isDraftWorthKeeping, readDraft, saveDraft, type DraftId } from './drafts';
import {
  bannedWordChunks,
  bannedWordText,
  charCount,
  CONTENT_RULE,
  countLabel,
  defaultSurveyEnd,
  fieldOfServerMessage,
  imageKeyOf,
  lengthProblem,
  optionsProblem,
  pictureProblem,
  pictureType,
  PICTURE_TOO_LARGE_TEXT,
  PICTURE_TYPE_TEXT,
  surveyEndProblem,
  TITLE_RULE,
  toLocalInput,
} from './rules';
import { statusOf } from './use-banned-words';

describe('counters and lengths', () => {
  it('counts code points as the server does (an emoji is one character)', () => {
    expect(charCount('딸기🍓')).toBe(3);
    expect(countLabel('제철 딸기 후기예요', TITLE_RULE)).toBe('10/40');
    expect(countLabel('가'.repeat(1234), CONTENT_RULE)).toBe('1,234/5,000');
  });

  it('says what is wrong with a length in Korean, with the right particle, and nothing for an untouched empty field', () => {
    expect(lengthProblem('', TITLE_RULE, '제목', false)).toBeNull();
    expect(lengthProblem('  ', TITLE_RULE, '제목')).toBe('제목을 입력해 주세요.');
    expect(lengthProblem('가', TITLE_RULE, '제목')).toBe('제목은 2자 이상 써 주세요.');
    expect(lengthProblem('가'.repeat(41), TITLE_RULE, '제목')).toBe('제목은 40자까지 쓸 수 있어요.');
    expect(lengthProblem('짧은 내용', CONTENT_RULE, '내용')).toBe('내용은 10자 이상 써 주세요.');
    expect(lengthProblem('  딸기가 아주 달고 맛있어요  ', CONTENT_RULE, '내용')).toBeNull();
    expect(lengthProblem('', { min: 0, max: 10 }, '설명')).toBeNull();
  });
});

describe('pictures before upload', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it('takes JPEG, PNG, WebP and HEIC (also a HEIC the phone gave no type), nothing else', () => {
    expect(pictureType(file('a.jpg', 'image/jpeg'))).toBe('image/jpeg');
    expect(pictureType(file('IMG_0001.HEIC', ''))).toBe('image/heic');
    expect(pictureType(file('b.heif', 'application/octet-stream'))).toBe('image/heif');
    expect(pictureType(file('c.gif', 'image/gif'))).toBeNull();
    expect(pictureType(file('d.svg', ''))).toBeNull();
    expect(pictureProblem(file('c.gif', 'image/gif'))).toBe(PICTURE_TYPE_TEXT);
  });
  it('refuses a picture over 10 MB before sending it', () => {
    expect(pictureProblem(file('big.jpg', 'image/jpeg', 10 * 1024 * 1024))).toBeNull();
    expect(pictureProblem(file('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1))).toBe(PICTURE_TOO_LARGE_TEXT);
  });
  it('reads the upload key back from a stored picture URL (an edited post keeps its pictures)', () => {
    const key = 'a'.repeat(64);
    expect(imageKeyOf(`/images/community/${key}.webp`)).toBe(key);
    expect(imageKeyOf('https://example.com/x.webp')).toBeNull();
  });
});

describe('banned-word pieces', () => {
  it('sends a short text whole (trimmed) and nothing for an empty one', () => {
    expect(bannedWordChunks('  시 발  ')).toEqual(['시 발']);
    expect(bannedWordChunks('   ')).toEqual([]);
  });
  it('splits a long body into overlapping pieces the call accepts, so a word on a boundary is still whole in one', () => {
    const body = '가'.repeat(895) + '시발' + '나'.repeat(4000);
    const pieces = bannedWordChunks(body);
    expect(pieces.length).toBeGreaterThan(4);
    for (const p of pieces) expect(p.length).toBeLessThanOrEqual(BANNED_WORDS_TEXT_MAX);
    expect(pieces.some((p) => p.includes('시발'))).toBe(true);
    expect(pieces.join('').length).toBeGreaterThanOrEqual(body.length);
  });
  it('derives a text state from its pieces: banned wins, all checked is ok, a failed check blocks nothing', () => {
    const checked = new Map([
      ['a', { isValid: true, word: null }],
      ['b', { isValid: false, word: 'ㅅ1발' }],
    ]);
    expect(statusOf([], checked, new Set())).toEqual({ state: 'idle' });
    expect(statusOf(['a'], checked, new Set())).toEqual({ state: 'ok' });
    expect(statusOf(['a', 'b'], checked, new Set())).toEqual({ state: 'banned', word: 'ㅅ1발' });
    expect(statusOf(['a', 'c'], checked, new Set())).toEqual({ state: 'checking' });
    expect(statusOf(['a', 'c'], checked, new Set(['c']))).toEqual({ state: 'unknown' });
    expect(bannedWordText('내용', 'ㅅ1발')).toBe('내용에 사용할 수 없는 단어가 있어요(ㅅ1발). 고쳐 주세요.');
  });
  it('puts a server refusal under the field it names', () => {
    expect(fieldOfServerMessage('내용에 사용할 수 없는 단어가 있어요(시 발). 고쳐서 다시 올려 주세요.')).toBe('내용');
    expect(fieldOfServerMessage('제목은 2~40자로 써 주세요.')).toBe('제목');
    expect(fieldOfServerMessage('항목 3에 사용할 수 없는 단어가 있어요(ㅅㅂ). 고쳐서 다시 올려 주세요.')).toBe('항목 3');
    expect(fieldOfServerMessage('같은 내용을 방금 올리셨어요.')).toBeNull();
    expect(fieldOfServerMessage('글은 조금 쉬었다가 올려 주세요. 12초 후에 다시 올릴 수 있어요.')).toBeNull();
  });
});

describe('surveys', () => {
  const now = new Date(2026, 10, 24, 15, 20).getTime();
  it('ends three days ahead, at 21:00, by default', () => {
    expect(defaultSurveyEnd(now)).toBe('2026-11-27T21:00');
    expect(defaultSurveyEnd(new Date(2026, 11, 30, 23, 50).getTime())).toBe('2027-01-02T21:00');
  });
  it('takes an end 1 hour to 30 days ahead', () => {
    expect(surveyEndProblem(toLocalInput(now + 30 * 60_000), now)).toBe('마감은 지금부터 1시간 뒤 이후로 정해 주세요.');
    expect(surveyEndProblem(toLocalInput(now + 2 * 3600_000), now)).toBeNull();
    expect(surveyEndProblem(toLocalInput(now + 31 * 24 * 3600_000), now)).toBe('마감은 30일 안으로 정해 주세요.');
    expect(surveyEndProblem('', now)).toBe('마감 일시를 골라 주세요.');
  });
  it('needs two filled options, no two alike', () => {
    expect(optionsProblem(['딸기', ''])).toBe('항목을 2개 이상 써 주세요.');
    expect(optionsProblem(['딸기', ' 딸기 '])).toBe('같은 항목이 두 번 들어 있어요.');
    expect(optionsProblem(['Apple', 'apple'])).toBe('같은 항목이 두 번 들어 있어요.');
    expect(optionsProblem(['딸기', '귤', ''])).toBeNull();
  });
});

describe('drafts (IndexedDB)', () => {
  beforeEach(() => {
    idb.clear();
    vi.stubGlobal('indexedDB', {});
  });
  afterEach(() => vi.unstubAllGlobals());

  const draft = { title: '쓰던 제목', content: '쓰던 내용이에요', boardCode: 'recipe', imageKeys: ['k1', 'k2'] };

  it('keeps one draft per form and gives it back with its picture keys', async () => {
    await saveDraft('post:new', draft, 1000);
    await saveDraft('question:new', { ...draft, boardCode: undefined, title: '질문' }, 1000);
    expect(await readDraft('post:new', 2000)).toEqual({ ...draft, savedAt: 1000 });
    expect((await readDraft('question:new', 2000))?.title).toBe('질문');
    expect(await readDraft('post:edit:3', 2000)).toBeNull();
  });

  it('forgets a draft once posted, even when a save was asked just before (calls run in order)', async () => {
    void saveDraft('post:new', draft, 1000);
    await clearDraft('post:new', 1000);
    expect(await readDraft('post:new', 1000)).toBeNull();
  });

  it('drops drafts older than a week and keeps the newest 20', async () => {
    await saveDraft('survey:new', { ...draft, options: ['a', 'b'], endsAt: '2026-11-30T10:00' }, 0);
    expect(await readDraft('survey:new', DRAFT_MAX_AGE_MS + 1)).toBeNull();
    for (let i = 1; i <= DRAFTS_MAX + 3; i++) await saveDraft(`post:edit:${i}` as DraftId, draft, i);
    const all = idb.get('jecheol-community-drafts') as Record<string, unknown>;
    expect(Object.keys(all)).toHaveLength(DRAFTS_MAX);
    expect(all['post:edit:1']).toBeUndefined();
    expect(all[`post:edit:${DRAFTS_MAX + 3}`]).toBeDefined();
  });

  it('a draft is worth keeping only with something typed or a picture', () => {
    expect(isDraftWorthKeeping({ title: ' ', content: '', imageKeys: [] })).toBe(false);
    expect(isDraftWorthKeeping({ title: '', content: '', imageKeys: ['k'] })).toBe(true);
    expect(isDraftWorthKeeping({ title: '', content: '', imageKeys: [], options: ['', '귤'] })).toBe(true);
  });
});
