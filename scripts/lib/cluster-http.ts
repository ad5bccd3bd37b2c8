/**
 * A client for a running cluster (scripts/lib/cluster.ts), shared by the cross-instance suite
 * (tests/cluster) and the scale-out bench (scripts/bench/parts/cluster.ts): plain fetch against one
 * instance's (or the proxy's) base URL, the SPEC §7 envelope, and members signed in through the real
 * protocol (the stand-in provider's consent form, then our sign-in call and sign-up), as
 * tests/e2e/fixtures.ts signInByApi does in the browser tests.
 */
import { agreedConsentForm } from '@server/stand-ins/idp/consent-form.js';

/** A signed-in member: the tokens and the device they were issued to (issue 14: tokens are bound to it). */
export interface Session {
  accessToken: string;
  refreshToken: string;
  deviceUuid: string;
  /** The client address the member speaks from (X-Forwarded-For; the instances trust the loopback proxy). */
  clientAddress: string;
}

/** An answer: HTTP status and the parsed envelope ({ code, message, data }; data typed by the caller). */
export interface Answer<T> {
  status: number;
  body: { code: number; message?: string; data: T };
}

/**
 * One request. `session` adds its bearer token, deviceUuid and client address; `headers` are added
 * last (a test may set its own X-Forwarded-For). Throws only when no answer came (connection refused
 * or reset: the caller decides what that means).
 */
export async function api<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  pathAndQuery: string,
  session: Session | null = null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const h: Record<string, string> = {};
  if (session) {
    h.authorization = `Bearer ${session.accessToken}`;
    h.deviceUuid = session.deviceUuid;
    h['x-forwarded-for'] = session.clientAddress;
  }
  if (body !== undefined) h['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${pathAndQuery}`, {
    method,
    headers: { ...h, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed: Answer<T>['body'];
  try {
    parsed = JSON.parse(text) as Answer<T>['body'];
  } catch {
    parsed = { code: -1, message: text.slice(0, 200), data: undefined as T };
  }
  return { status: res.status, body: parsed };
}

let seq = 0;

/**
 * Sign in a new member through `baseUrl` (the cluster's proxy: the demo login's codes live in one
 * instance) and complete sign-up (nickname, agreements); later requests of the session speak as
 * client `clientAddress`.
 */
export async function newMember(baseUrl: string, clientAddress: string): Promise<Session> {
  seq += 1;
  const email = `cluster-${process.pid}-${Date.now()}-${seq}@example.com`;
  const redirectUri = `${baseUrl}/login-landing`;
  const consent = await fetch(`${baseUrl}/idp/naver/oauth2.0/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress },
    body: new URLSearchParams(agreedConsentForm({ redirectUri, email, state: 'cluster', name: '분산시험', mobile: '010-2222-3333' })),
  });
  if (consent.status !== 302) throw new Error(`consent answered ${consent.status}: ${(await consent.text()).slice(0, 200)}`);
  const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
  const deviceUuid = `w-cluster-${process.pid}-${seq}`;
  const signIn = await api<{ accessToken: string; refreshToken: string }>(
    baseUrl,
    'POST',
    '/api/v1/auth/social/signin-and-up',
    null,
    { channelType: 1001, redirectUri, state: 'cluster', deviceType: 1002, token: code },
    { deviceUuid, 'x-forwarded-for': clientAddress },
  );
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status} ${JSON.stringify(signIn.body)}`);
  const session: Session = { accessToken: signIn.body.data.accessToken, refreshToken: signIn.body.data.refreshToken, deviceUuid, clientAddress };
  const up = await api(baseUrl, 'PUT', '/api/v2/user/profile', session, {
    nickName: `분산${seq}${String(Date.now()).slice(-5)}`,
    termsAgreed: true,
    privacyAgreed: true,
  });
  if (up.status !== 200) throw new Error(`sign-up answered ${up.status} ${JSON.stringify(up.body)}`);
  return session;
}

/** Poll `check` every 25 ms until it is true or `withinMs` passed; true when it held in time. */
export async function waitFor(withinMs: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + Math.max(0, withinMs);
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
}
