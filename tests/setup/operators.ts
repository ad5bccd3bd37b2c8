/**
 * Operators for tests of the ops console (issue 32): created through the CLI's own code
 * (scripts/ops.ts opsCommand, at a low scrypt cost so a test run stays fast) and signed in through
 * POST /api/ops/session like the console does. `headers(write)` are the cookie (and, for a write,
 * the CSRF header) a browser of that operator sends.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client.js';
import { OPS_CSRF_HEADER, OPS_SESSION_COOKIE, type OperatorRole } from '@contract/ops.js';
import { opsCommand } from '@scripts/ops.js';

/** scrypt cost of test operators: N = 2^10 (the stored hash carries it; production uses 2^17). */
export const TEST_SCRYPT = { log2N: 10, r: 8, p: 1 } as const;
export const TEST_OPERATOR_PASSWORD = 'correct horse battery staple';

export interface SignedInOperator {
  name: string;
  role: OperatorRole;
  cookie: string;
  csrfToken: string;
  /** The headers of this operator's browser; with `write`, the CSRF header too. */
  headers(write?: boolean): Record<string, string>;
}

/** The session token of a Set-Cookie answer ('' when it sets none). */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith(`${OPS_SESSION_COOKIE}=`)) ?? '';
  return line.slice(OPS_SESSION_COOKIE.length + 1).split(';')[0] ?? '';
}

/** Create the operator (once per name) and sign in. @throws Error when the sign-in fails */
export async function signInOperator(app: FastifyInstance, db: Db, name: string, role: OperatorRole): Promise<SignedInOperator> {
  const made = await opsCommand(db, ['add-operator', '--name', name, '--role', role], TEST_OPERATOR_PASSWORD, TEST_SCRYPT);
  if (made.code !== 0 && !made.out.includes('이미')) throw new Error(made.out);
  const res = await app.inject({ method: 'POST', url: '/api/ops/session', payload: { name, password: TEST_OPERATOR_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`ops sign-in answered ${res.statusCode} ${res.body}`);
  const token = sessionCookieOf(res.headers['set-cookie']);
  const csrfToken = res.json().data.csrfToken as string;
  const cookie = `${OPS_SESSION_COOKIE}=${token}`;
  return { name, role, cookie, csrfToken, headers: (write = false) => ({ cookie, ...(write ? { [OPS_CSRF_HEADER]: csrfToken } : {}) }) };
}
