/**
 * Route param guards (SPEC §2): `{id digits}` params accept digits only; anything else is a
 * not-found, which the router turns into /404. Call from beforeLoad/loader.
 */
import { notFound } from '@tanstack/react-router';

/** "123" → 123; throws notFound() for non-digits, 0, leading "+"/"-", or beyond 2^31−1. */
export function digitsParam(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) throw notFound();
  const n = Number(value);
  if (n < 1 || n > 2147483647) throw notFound();
  return n;
}

/** 2-digit 시/도 code. */
export function localCodeParam(value: string | undefined): string {
  if (!value || !/^\d{2}$/.test(value)) throw notFound();
  return value;
}

/** Category code of 2/4/6 digits, or undefined when absent. */
export function categoryCodeParam(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^(\d{2}|\d{4}|\d{6})$/.test(value)) throw notFound();
  return value;
}
