/**
 * The seasonal calendar (issue 30, docs/decisions/041-seasonal-calendar.md): for each specialty, the
 * months it is sold fresh (제철) and the stored or processed forms it is sold in otherwise (저장 사과,
 * 냉동 복분자, 매실청, 말린 표고 …). The data is season-calendar.json beside this file; its `sources`
 * name the public calendars it follows (농촌진흥청 농사로 이달의 제철 농산물, 해양수산부 이달의 수산물,
 * aT 제철 농수산물). Pure functions; the seed (index.ts) asks them which products a month may feature.
 */
import { z } from 'zod';
import data from './season-calendar.json';

const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const months = z.union([z.literal('yearRound'), z.array(z.number().int().min(1).max(12)).min(1)]).transform((m) => (m === 'yearRound' ? ALL_MONTHS : m));

/** A stored or processed form a kind is sold in, and in which months. */
export interface SeasonForm {
  /** what the form is (냉동, 말린, 청, 즙, 가공 …) */
  form: string;
  /** words of a product name that mark this form ('매실청', '냉동'); absent: every product of the kind is this form (곶감, 유자차) */
  words?: string[];
  months: number[];
}

export interface SeasonKind {
  /** months sold fresh (제철); all twelve for year-round kinds (한우, 김치, 장류) */
  fresh: number[];
  forms?: SeasonForm[];
  /**
   * Months the fresh product is sold from storage after its season, with the word its name then
   * carries ('저장' → 청송 저장 사과); an empty word: the trade sells it unlabelled all year (쌀, 수삼, 양식 전복).
   */
  stored?: { word: string; months: number[] };
}

const kind = z.strictObject({
  fresh: months,
  forms: z.array(z.strictObject({ form: z.string().min(1), words: z.array(z.string().min(1)).min(1).optional(), months })).optional(),
  stored: z.strictObject({ word: z.string(), months: z.array(z.number().int().min(1).max(12)).min(1) }).optional(),
});
const calendar = z.strictObject({ sources: z.array(z.string().min(1)).min(1), notes: z.string(), kinds: z.record(z.string(), kind) }).parse(data);

/** The calendar's sources, as cited in season-calendar.json. */
export const SEASON_SOURCES: readonly string[] = calendar.sources;

/** Every kind's calendar, by specialty key. */
export const SEASON_CALENDAR: Readonly<Record<string, SeasonKind>> = calendar.kinds;

/** Month (1–12) in Korea (KST, UTC+9) at `now`: the month the seed and "이달의 제철" follow. */
export function kstMonthOf(now: Date): number {
  return new Date(now.getTime() + 9 * 3600_000).getUTCMonth() + 1;
}

/** The kind's calendar; a kind the calendar does not know is year-round (nothing is hidden by a missing row). */
export function seasonOf(key: string): SeasonKind {
  return SEASON_CALENDAR[key] ?? { fresh: ALL_MONTHS };
}

/** Whether the kind is sold fresh in `month` (year-round kinds always are). */
export const isFreshIn = (key: string, month: number) => seasonOf(key).fresh.includes(month);

/** Whether the kind has a season at all (not sold the same all year). */
export const isSeasonal = (key: string) => seasonOf(key).fresh.length < 12;

/** A name that promises this year's crop (햇사과, 햅쌀, 햇양파 …), which only the season can keep. */
export const HAET_NAME = /(^|\s)(햇|햅)/;

/**
 * How a product of kind `key` named `name` is on offer in `month`:
 * 'fresh' in its season; the form's name (냉동, 청 …) when the name marks a processed form sold that
 * month (or the kind itself is that form); 'stored' when it is sold from storage that month and its
 * name carries the stored word; null when it must not be offered (고창 수박 in December, 햇양파 in
 * January, 사과 in July without 저장 in its name).
 */
export function offerOf(key: string, name: string, month: number): string | null {
  const k = seasonOf(key);
  // a form its name marks comes first: 매실청 is 청 even in May, 딸기 찹쌀떡 follows the strawberry's months
  const named = k.forms?.find((f) => f.words?.some((w) => name.includes(w)));
  if (named) return named.months.includes(month) ? named.form : null;
  if (k.fresh.includes(month)) return 'fresh';
  const whole = k.forms?.find((f) => !f.words);
  if (whole) return whole.months.includes(month) ? whole.form : null;
  if (k.stored?.months.includes(month) && !HAET_NAME.test(name) && (k.stored.word === '' || name.split(' ').includes(k.stored.word))) return 'stored';
  return null;
}

/** Whether a product may stand in a featured place (deal, 기획전, 이벤트, home or season section) in `month`. */
export const offeredIn = (key: string, name: string, month: number) => offerOf(key, name, month) !== null;

/**
 * The name a fresh product takes when it is sold from storage in `month` ('청송 사과 가정용 5kg' →
 * '청송 저장 사과 가정용 5kg'): the stored word goes before the first word naming the item, or after
 * the place. Unchanged when nothing is to be said (in season, an unlabelled store, a processed form) and
 * for a 햇/햅 name, which is not sold out of season at all.
 * @param item the kind's product word (catalogue.ts itemWord: '사과')
 */
export function storedName(key: string, name: string, item: string, month: number): string {
  const k = seasonOf(key);
  if (k.fresh.includes(month) || !k.stored?.word || !k.stored.months.includes(month) || HAET_NAME.test(name)) return name;
  if (k.forms?.some((f) => !f.words || f.words.some((w) => name.includes(w)))) return name;
  const words = name.split(' ');
  if (words.includes(k.stored.word)) return name;
  const at = words.findIndex((w, i) => i > 0 && w.includes(item));
  words.splice(at > 0 ? at : 1, 0, k.stored.word);
  return words.join(' ');
}
