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

type ParamCheck = (value: string | undefined) => unknown;
/** The checked params: a check that may answer undefined (an optional `{-$param}`) gives an optional key. */
type Checked<P extends Record<string, ParamCheck>> = { [K in keyof P as undefined extends ReturnType<P[K]> ? never : K]: ReturnType<P[K]> } & {
  [K in keyof P as undefined extends ReturnType<P[K]> ? K : never]?: Exclude<ReturnType<P[K]>, undefined>;
};

/**
 * A route's `params` option from one check per path param (the guards above), so the route owns its
 * typed params (TanStack's `params.parse`): the loader and `Route.useParams()` read the checked values
 * (`{ shopId: number }`), a bad value is a not-found before anything loads, and links pass the typed
 * values (`params={{ shopId: 3 }}`), written back as text by `stringify`.
 *
 *   createFileRoute('/store/$shopId')({ params: routeParams({ shopId: digitsParam }), … })
 */
export function routeParams<P extends Record<string, ParamCheck>>(checks: P) {
  const keys = Object.keys(checks) as Array<keyof P & string>;
  return {
    parse: (raw: Partial<Record<keyof P, string>>) => Object.fromEntries(keys.map((k) => [k, checks[k]!(raw[k])])) as Checked<P>,
    // An absent optional param stays absent; the rest are written back as the text they were read from.
    stringify: (params: Checked<P>) =>
      Object.fromEntries(
        keys.map((k) => [k, (params as Record<string, unknown>)[k] === undefined ? undefined : String((params as Record<string, unknown>)[k])]),
      ) as Record<keyof P, string>,
  };
}
