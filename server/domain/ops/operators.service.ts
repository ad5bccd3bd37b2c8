/**
 * Operators, their sessions and the audit log (issue 32 item 1; docs/decisions/049-ops-console.md).
 *
 * - `addOperator` is the only way an operator comes to be (scripts/ops.ts add-operator).
 * - `signIn` verifies the password (scrypt, constant time; an unknown name costs the same as a wrong
 *   password) and always makes a new session — a token the browser presented is never adopted
 *   (session fixation) — and returns the cookie token (only its SHA-256 is stored) and the CSRF token.
 * - `sessionOf` answers the live operator of a cookie token, or null (unknown, expired, disabled).
 * - `changePassword` is the console's 내 계정: the current password checked, the other sessions ended.
 * - `audit` writes one row per ops action, inside the action's transaction when it has one.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import type { Tx } from '@server/db/locks.js';
import { operators, operatorSessions, opsAudit } from '@server/db/schema/index.js';
import { OPERATOR_NAME_PATTERN, OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN, OPERATOR_ROLES, type AuditEntry, type OperatorRole } from '@contract/ops.js';
import { sha256Hex } from '@server/domain/accounts/tokens.js';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';

/** How long a session lasts from sign-in (ms): one working day; no sliding renewal. */
export const OPS_SESSION_MS = 12 * 3600_000;

/** A signed-in operator, as the guards hand it to handlers (`req.operator`). */
export interface Operator {
  operatorId: number;
  name: string;
  role: OperatorRole;
  csrfToken: string;
  tokenHash: string;
}

/** @returns a Korean reason when the name, role or password is not acceptable, else null */
export function operatorInputProblem(name: string, role: string, password: string): string | null {
  if (!OPERATOR_NAME_PATTERN.test(name)) return '이름은 영문 소문자·숫자·._- 2~30자여야 해요.';
  if (!(OPERATOR_ROLES as readonly string[]).includes(role)) return `역할은 ${OPERATOR_ROLES.join(', ')} 중 하나여야 해요.`;
  const n = [...password].length;
  if (n < OPERATOR_PASSWORD_MIN || n > OPERATOR_PASSWORD_MAX) return `비밀번호는 ${OPERATOR_PASSWORD_MIN}~${OPERATOR_PASSWORD_MAX}자여야 해요.`;
  return null;
}

/**
 * Create an operator, or (with `replace`) set an existing one's role and password and end its
 * sessions. @returns 'created' | 'updated' | 'exists' (the name is taken and replace is false)
 */
export async function addOperator(
  db: Db,
  input: { name: string; role: OperatorRole; password: string; replace?: boolean },
  cost?: Parameters<typeof hashPassword>[1],
): Promise<'created' | 'updated' | 'exists'> {
  const passwordHash = await hashPassword(input.password, cost);
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(operators)
      .values({ name: input.name, role: input.role, passwordHash })
      .onConflictDoNothing()
      .returning({ operatorId: operators.operatorId });
    if (made) {
      await audit(tx, null, 'operator.add', input.name, null, { role: input.role });
      return 'created';
    }
    if (!input.replace) return 'exists';
    const [before] = await tx.select().from(operators).where(eq(operators.name, input.name));
    await tx.update(operators).set({ role: input.role, passwordHash, disabledAt: null }).where(eq(operators.name, input.name));
    await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, before!.operatorId));
    await audit(tx, null, 'operator.replace', input.name, { role: before!.role }, { role: input.role });
    return 'updated';
  });
}

/**
 * Check a name and password; on success make a new session.
 * @returns the session's cookie token, CSRF token and operator, or null (unknown name, wrong password, disabled)
 */
export async function signIn(db: Db, name: string, password: string, now = new Date()): Promise<{ token: string; operator: Operator } | null> {
  const [row] = await db.select().from(operators).where(eq(operators.name, name));
  const ok = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()));
  if (!row || !ok || row.disabledAt) {
    await audit(db, null, 'signin.fail', name, null, null, now);
    return null;
  }
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const tokenHash = sha256Hex(token);
  await db.transaction(async (tx) => {
    // Expired sessions of this operator go with every new sign-in (the table stays small).
    await tx.delete(operatorSessions).where(and(eq(operatorSessions.operatorId, row.operatorId), lt(operatorSessions.expiresAt, now)));
    await tx
      .insert(operatorSessions)
      .values({ tokenHash, operatorId: row.operatorId, csrfToken, createdAt: now, expiresAt: new Date(now.getTime() + OPS_SESSION_MS) });
    await audit(tx, { operatorId: row.operatorId, name: row.name }, 'signin', row.name, null, null, now);
  });
  return { token, operator: { operatorId: row.operatorId, name: row.name, role: row.role as OperatorRole, csrfToken, tokenHash } };
}

/** The live operator of a session cookie token, or null. */
export async function sessionOf(db: Db, token: string, now = new Date()): Promise<Operator | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = sha256Hex(token);
  const [row] = await db
    .select({
      operatorId: operators.operatorId,
      name: operators.name,
      role: operators.role,
      disabledAt: operators.disabledAt,
      csrfToken: operatorSessions.csrfToken,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.operatorId, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, tokenHash), gt(operatorSessions.expiresAt, now)));
  if (!row || row.disabledAt) return null;
  return { operatorId: row.operatorId, name: row.name, role: row.role as OperatorRole, csrfToken: row.csrfToken, tokenHash };
}

/**
 * An operator changes their own password (the console's 내 계정): the current password must match
 * (a wrong one is written to the audit log as password.fail); the new one is OPERATOR_PASSWORD_MIN–MAX
 * characters and differs from it. The operator's other sessions end (a password changed because it
 * leaked must shut out whoever used it); this one stays. Nothing is written unless all holds.
 * @returns 'changed', 'wrong' (the current password does not match) or a Korean reason the new one is refused
 */
export async function changePassword(
  db: Db,
  operator: Operator,
  currentPassword: string,
  newPassword: string,
  cost?: Parameters<typeof hashPassword>[1],
): Promise<'changed' | 'wrong' | { refused: string }> {
  const [row] = await db.select().from(operators).where(eq(operators.operatorId, operator.operatorId));
  if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
    await audit(db, operator, 'password.fail', operator.name, null, null);
    return 'wrong';
  }
  const n = [...newPassword].length;
  if (n < OPERATOR_PASSWORD_MIN || n > OPERATOR_PASSWORD_MAX) return { refused: `새 비밀번호는 ${OPERATOR_PASSWORD_MIN}~${OPERATOR_PASSWORD_MAX}자여야 해요.` };
  if (newPassword === currentPassword) return { refused: '지금과 다른 비밀번호를 써 주세요.' };
  const passwordHash = await hashPassword(newPassword, cost);
  const changed = await db.transaction(async (tx) => {
    // Only if the hash is still the one checked: of two changes at once, one wins, the other is 'wrong'.
    const [updated] = await tx
      .update(operators)
      .set({ passwordHash })
      .where(and(eq(operators.operatorId, operator.operatorId), eq(operators.passwordHash, row.passwordHash)))
      .returning({ operatorId: operators.operatorId });
    if (!updated) return false;
    await tx.delete(operatorSessions).where(and(eq(operatorSessions.operatorId, operator.operatorId), ne(operatorSessions.tokenHash, operator.tokenHash)));
    await audit(tx, operator, 'password.change', operator.name, null, null);
    return true;
  });
  return changed ? 'changed' : 'wrong';
}

/** End one session (sign-out). */
export async function signOut(db: Db, operator: Operator): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(operatorSessions).where(eq(operatorSessions.tokenHash, operator.tokenHash));
    await audit(tx, operator, 'signout', operator.name, null, null);
  });
}

/** End a session by its cookie token, whoever it belongs to (a sign-in replaces the browser's previous session). */
export async function dropSession(db: Db, token: string): Promise<void> {
  if (token && token.length <= 100) await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, sha256Hex(token)));
}

/**
 * Write one audit row. `who` null: the CLI (operator name 'cli') or a failed sign-in ('?').
 * @param before the state the action changed, @param after the state it left (JSON, no secrets)
 */
export async function audit(
  db: Db | Tx,
  who: { operatorId: number | null; name: string } | null,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
  at = new Date(),
): Promise<void> {
  await db.insert(opsAudit).values({
    operatorId: who?.operatorId ?? null,
    operatorName: who?.name ?? (action === 'signin.fail' ? '?' : 'cli'),
    action,
    target,
    before: before ?? null,
    after: after ?? null,
    at,
  });
}

/** The newest `size` audit rows, newest first. */
export async function auditLog(db: Db, size: number): Promise<AuditEntry[]> {
  const rows = await db.select().from(opsAudit).orderBy(desc(opsAudit.auditId)).limit(size);
  return rows.map((r) => ({
    auditId: r.auditId,
    operatorName: r.operatorName,
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
    at: r.at.toISOString(),
  }));
}
