/**
 * The ops console's calls (issue 32; server/contract/ops.ts, server/routes/ops/ops.routes.ts). The
 * session is the HttpOnly cookie the browser sends by itself (same origin); every write adds the
 * session's CSRF token, which lives only in this module's memory (never in storage) and comes from
 * sign-in or GET /api/ops/session. No member token is ever sent (skipAuth).
 */
import type { EndpointData, EndpointInput } from '@contract/endpoints';
import type { EndpointName } from '@contract/paths';
import { OPS_CSRF_HEADER } from '@contract/ops';
import { callEndpoint } from '~/lib/api-client';

let csrfToken = '';

/** Remember the CSRF token of the signed-in session ('' after sign-out). */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

type OpsName = Extract<EndpointName, `ops${string}`>;

/** Call an ops endpoint with the CSRF header, no member token, no toasts (the console shows errors in place). */
export function opsCall<N extends OpsName>(name: N, input?: EndpointInput<N>): Promise<EndpointData<N>> {
  const call = callEndpoint as unknown as (n: N, i: object) => Promise<EndpointData<N>>;
  return call(name, { ...(input ?? {}), skipAuth: true, silentToasts: true, headers: csrfToken ? { [OPS_CSRF_HEADER]: csrfToken } : {} });
}

/** Who is signed in (and their CSRF token), or null when no session (110). */
export async function fetchOpsSession(): Promise<EndpointData<'opsMe'> | null> {
  try {
    const me = await opsCall('opsMe');
    setCsrfToken(me.csrfToken);
    return me;
  } catch (e) {
    if ((e as { code?: number }).code === 110) return null;
    throw e;
  }
}
