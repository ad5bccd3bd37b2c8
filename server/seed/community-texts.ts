/**
 * The words of the seeded community (issue 15, docs/decisions/020-community-seed.md): per family of
 * specialties (crab, shellfish, orchard fruit, jang …) the recipes members share, storage and 손질
 * tips, questions with the answers other members give, and what a 후기 says about arrival and taste.
 *
 * Templates: `{i}` is the product's word ('대게', '곶감'); `{i:을/를}` is that word with the particle
 * es-hangul `josa` chooses (any pair josa knows: 이/가, 을/를, 은/는, 와/과, 으로/로, 이에요/예요 …);
 * `{d}` is the recipe's dish. Fixed text carries its own particles. Every sentence ends with . ! or ?.
 *
 * The texts themselves are data, in community-texts.json beside this file (`families`: family →
 * Family, `familyOf`: specialty key → family); they are checked against these types once, at load.
 */
import { josa } from 'es-hangul';
import { z } from 'zod';
import texts from './community-texts.json';

export interface Recipe {
  dish: string;
  /** ingredient list, comma-separated */
  ingredients: string;
  /** 2–4 steps, one sentence each */
  steps: string[];
}

export interface Question {
  title: string;
  body: string;
  /** answers other members give (one of them may be accepted) */
  answers: string[];
}

export interface Family {
  recipes: Recipe[];
  /** storage tips, one sentence each */
  storage: string[];
  /** 손질 tips, one sentence each */
  prep: string[];
  questions: Question[];
  /** 후기: how it arrived */
  arrived: string[];
  /** 후기: how it tasted */
  taste: string[];
}

/** Fill a template: `{i}` → item, `{i:X/Y}` → item + particle by josa, `{d}` → dish. */
export function fill(template: string, item: string, dish = ''): string {
  return template
    .replace(/\{d\}/g, dish)
    .replace(/\{i:([^}]+)\}/g, (_, pair: string) => josa(item, pair as Parameters<typeof josa>[1]))
    .replace(/\{i\}/g, item);
}

const sentences = z.array(z.string().min(1));
const recipe: z.ZodType<Recipe> = z.object({ dish: z.string().min(1), ingredients: z.string().min(1), steps: sentences });
const question: z.ZodType<Question> = z.object({ title: z.string().min(1), body: z.string().min(1), answers: sentences });
const family: z.ZodType<Family> = z.object({
  recipes: z.array(recipe),
  storage: sentences,
  prep: sentences,
  questions: z.array(question),
  arrived: sentences,
  taste: sentences,
});
const parsed = z.object({ families: z.record(z.string(), family), familyOf: z.record(z.string(), z.string()) }).parse(texts);

/** Family name → its texts ('orchard', 'crab', 'jang' …; 'pantry' is the fallback). */
export const FAMILIES: Record<string, Family> = parsed.families;

/** Specialty key → family. Keys missing here fall back by product class (see familyOf in community.ts). */
export const FAMILY_OF: Record<string, string> = parsed.familyOf;
