/**
 * Ops console accounts (issue 32; docs/decisions/049-ops-console.md): the only way an operator
 * comes to be.
 *
 *   npm run ops -- add-operator --name minji --role release       password from OPS_PASSWORD, else the first line of stdin
 *   npm run ops -- add-operator --name minji --role viewer --replace   set an existing operator's role and password (ends their sessions)
 *   npm run ops -- disable-operator --name minji                  no more sign-ins; their sessions end
 *   npm run ops -- list                                           operators, one a line (name, role, created, disabled)
 *
 * Roles: release (staged rollouts), moderator (reports, banned words, search rules), viewer (reads).
 * Passwords: 12–200 characters, hashed with scrypt (server/domain/ops/passwords.ts); never echoed,
 * never in argv (it would show in `ps` and the shell history). Each change is in the ops audit log.
 * Database as the other ops commands (scripts/lib/ops-command.ts): DATABASE_URL, else PGlite in
 * DATA_DIR (stop the server first). Exit codes: 0 done, 1 refused (the reason on stderr), 2 bad usage.
 */
import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../server/db/client.js';
import { operators, operatorSessions } from '../server/db/schema/index.js';
import type { OperatorRole } from '../server/contract/ops.js';
import { addOperator, audit, operatorInputProblem } from '../server/domain/ops/operators.service.js';
import { openOpsDatabase, type CommandResult } from './lib/ops-command.js';

export const USAGE =
  'usage: npm run ops -- add-operator --name <name> --role <release|moderator|viewer> [--replace] | disable-operator --name <name> | list\n' +
  '  (password: OPS_PASSWORD, else the first line of stdin)';

/**
 * Run one command. @param password the new password (add-operator only), read by the caller
 * @param cost scrypt cost override (tests only)
 */
export async function opsCommand(db: Db, args: string[], password = '', cost?: { log2N: number; r: number; p: number }): Promise<CommandResult> {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { name: { type: 'string' }, role: { type: 'string' }, replace: { type: 'boolean' } } });
  } catch {
    return { code: 2, out: USAGE };
  }
  const [verb, ...extra] = parsed.positionals;
  const name = (parsed.values.name ?? '').normalize('NFC').trim().toLowerCase();
  if (extra.length > 0) return { code: 2, out: USAGE };
  if (verb === 'list') {
    const rows = await db.select().from(operators).orderBy(asc(operators.name));
    if (rows.length === 0) return { code: 0, out: '운영자가 없어요.' };
    return {
      code: 0,
      out: rows
        .map((r) => [r.name, r.role, r.createdAt.toISOString(), r.disabledAt ? `disabled ${r.disabledAt.toISOString()}` : ''].join('\t').trim())
        .join('\n'),
    };
  }
  if (verb === 'add-operator') {
    const role = parsed.values.role ?? '';
    const problem = operatorInputProblem(name, role, password);
    if (problem) return { code: name && role ? 1 : 2, out: name && role ? problem : `${problem}\n${USAGE}` };
    const result = await addOperator(db, { name, role: role as OperatorRole, password, replace: !!parsed.values.replace }, cost);
    if (result === 'exists') return { code: 1, out: `'${name}' 운영자가 이미 있어요. 바꾸려면 --replace를 붙여 주세요.` };
    return { code: 0, out: result === 'created' ? `운영자 '${name}'(${role}) 추가` : `운영자 '${name}'의 역할·비밀번호를 바꾸고 로그인을 모두 끝냈어요` };
  }
  if (verb === 'disable-operator' && name) {
    const [row] = await db.update(operators).set({ disabledAt: new Date() }).where(eq(operators.name, name)).returning();
    if (!row) return { code: 1, out: `'${name}' 운영자가 없어요.` };
    await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, row.operatorId));
    await audit(db, null, 'operator.disable', name, { role: row.role }, { disabled: true });
    return { code: 0, out: `운영자 '${name}' 사용 중지` };
  }
  return { code: 2, out: USAGE };
}

/** The password: OPS_PASSWORD, else the first line of stdin (a pipe, or typed at a terminal). */
async function readPassword(): Promise<string> {
  if (process.env.OPS_PASSWORD) return process.env.OPS_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write('비밀번호: ');
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

const isMain = !!process.argv[1] && /scripts[\\/]ops\.ts$/.test(process.argv[1]);
if (isMain) {
  const args = process.argv.slice(2);
  const password = args[0] === 'add-operator' ? await readPassword() : '';
  const ops = await openOpsDatabase();
  let result: CommandResult;
  try {
    result = await opsCommand(ops.db, args, password);
  } finally {
    await ops.close();
  }
  (result.code === 0 ? console.log : console.error)(result.out);
  process.exitCode = result.code;
}
