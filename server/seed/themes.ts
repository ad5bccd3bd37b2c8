/**
 * Curated merchandising (issue 13): each 기획전 (period, SPEC §2 /period/{id}) and 이벤트 (event,
 * SPEC §2 /event/{id}) is a theme — category codes, specialties and a price/selection rule — and
 * holds only products that match it. The seed fills them from the catalogue; the catalogue test
 * checks every stored item against `matchesTheme`. Banner art: public/images/banners/<banner>.svg.
 * The themes themselves are data, themes.json beside this file, checked once at load.
 */
import { z } from 'zod';
import data from './themes.json';

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
  /** months (1–12, KST) it runs in; absent: all year (issue 30: 겨울 대게·굴 is not a July 기획전) */
  months?: number[];
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

/** Specialty key of a seeded product (its illustration is /images/products/<key>[.<n>][.<form>].svg, catalogue.ts productPicture). */
export const specialtyKeyOf = (p: Pick<ThemeProduct, 'imageUrl'>) => /\/products\/([\w-]+)(?:\.\d+)?(?:\.[a-z]+)?\.svg$/.exec(p.imageUrl)?.[1] ?? '';

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

const themeRule: z.ZodType<ThemeRule> = z.strictObject({
  categories: z.array(z.string().regex(/^\d{2,6}$/)).optional(),
  specialties: z.array(z.string().min(1)).optional(),
  salePrice: z.number().int().optional(),
  minDiscount: z.number().optional(),
  minReviews: z.number().int().optional(),
  nameWords: z.array(z.string().min(1)).optional(),
  inSeason: z.boolean().optional(),
  onePerLocal: z.boolean().optional(),
});
const theme: z.ZodType<Theme> = z.strictObject({
  title: z.string().min(1),
  subtitle: z.string().min(1),
  content: z.string().min(1).optional(),
  banner: z.string().min(1),
  rule: themeRule,
  size: z.tuple([z.number().int().positive(), z.number().int().positive()]),
  months: z.array(z.number().int().min(1).max(12)).min(1).optional(),
});
const themes = z.strictObject({ periods: z.array(theme), events: z.array(theme) }).parse(data);

/** 기획전 (themes.json `periods`); the seed runs those of its month (themesOfMonth): the first six live, the rest open in a few days. */
export const PERIOD_THEMES: Theme[] = themes.periods;

/** 이벤트 (themes.json `events`); the seed runs those of its month (themesOfMonth): the first five live. */
export const EVENT_THEMES: Theme[] = themes.events;

/**
 * The themes that run in `month` (1–12, KST): the seasonal ones of that month first, then the
 * year-round ones, each group in file order — so the month's own 기획전 are the live ones (issue 30).
 */
export function themesOfMonth(list: Theme[], month: number): Theme[] {
  return [...list.filter((t) => t.months?.includes(month)), ...list.filter((t) => !t.months)];
}
