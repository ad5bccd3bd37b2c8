/**
 * Route param guards (SPEC §2): `{id digits}` params accept digits only; anything else is a
 * not-found, which the router turns into /404. Call from beforeLoad/loader. The rules are the
 * contract's (@contract/rules ID_PATTERN, ID_MAX), the ones the server's zod schemas use; the client
 * does not ship zod (≈ 15 KB gzip against a 130 KB initial budget), so these are plain functions.
 */
import { notFound } from '@tanstack/react-router';
import { ID_MAX, ID_PATTERN } from '@contract/rules';

/** "123" → 123; throws notFound() for non-digits, 0, leading "+"/"-", or beyond 2^31−1. */
export function digitsParam(value: string | undefined): number {
  if (!value || !ID_PATTERN.test(value)) throw notFound();
  const n = Number(value);
  if (n < 1 || n > ID_MAX) throw notFound();
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

/** An optional `{id?}` param (SPEC §2 form routes: absent = new, digits = edit); as digitsParam otherwise. */
export function optionalDigitsParam(value: string | undefined): number | undefined {
  return value === undefined || value === '' ? undefined : digitsParam(value);
}
