/**
 * Checks the seed tests run over generated Korean text (issues 13 and 15): particles that follow
 * 받침 (es-hangul josa) and words doubled next to each other ("대게 대게").
 */
import { hasBatchim, josa } from 'es-hangul';

type Pair = Parameters<typeof josa>[1];
const DEFAULT_PAIRS: readonly Pair[] = ['이에요/예요', '을/를', '은/는', '이/가', '와/과'];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Particle errors in a sentence: a known noun followed by the wrong form of a particle pair, or 예요/를 after 받침. */
export function particleErrors(text: string, nouns: string[], pairs: readonly Pair[] = DEFAULT_PAIRS): string[] {
  const errors: string[] = [];
  for (const noun of nouns) {
    for (const pair of pairs) {
      for (const form of pair.split('/')) {
        const re = new RegExp(`${escape(noun)}${form}(?=[ .,!?]|$)`, 'g');
        if (re.test(text) && josa(noun, pair) !== noun + form) errors.push(`${noun}${form}`);
      }
    }
  }
  for (const w of text.split(/[\s.,!?]+/)) {
    if (w.endsWith('이에요') && w.length > 3 && !hasBatchim(w.slice(0, -3))) errors.push(w);
    else if (w.endsWith('예요') && !w.endsWith('이에요') && w.length > 2 && hasBatchim(w.slice(0, -2))) errors.push(w);
    if (w.endsWith('를') && w.length > 1 && hasBatchim(w.slice(0, -1))) errors.push(w);
  }
  return errors;
}

/** Words repeated right after themselves ("대게 대게"), punctuation ignored. */
export function adjacentDoubles(text: string): string[] {
  const words = text.split(/\s+/).map((w) => w.replace(/[.,!?:]+$/, ''));
  return words.filter((w, k) => k > 0 && w !== '' && w === words[k - 1]);
}
