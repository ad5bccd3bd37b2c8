/**
 * Ops command for alarms (issue 16; docs/decisions/026-member-economy.md "## Alarms"):
 *
 *   npm run alarms -- purge      delete alarms older than 90 days (the server also does it hourly)
 *   npm run alarms -- run        one round of the alarm jobs now (outbox → alarms, 오픈 알림, pushes)
 *
 * It writes the alarms table directly: DATABASE_URL (PostgreSQL), else PGlite in DATA_DIR (default
 * ./data) — PGlite allows one process per folder, so stop the server first. Pushes of `run` go to
 * the recording stand-in (logged). Exit codes: 0 done, 2 bad usage.
 */
import type { Db } from '../server/db/client.js';
import { purgeAlarms, RecordingPushSender, runAlarmJobs } from '../server/domain/alarms/alarms.js';
import { runWhenMain, type CommandResult } from './lib/ops-command.js';

export const USAGE = 'usage: npm run alarms -- purge | run';

/**
 * Run one command against `db` at `now`.
 * @returns 0 with what it did, 2 bad usage
 */
export async function alarmsCommand(db: Db, args: string[], now = new Date()): Promise<CommandResult> {
  if (args.length === 1 && args[0] === 'purge') {
    const n = await purgeAlarms(db, now);
    return { code: 0, out: n ? `90일이 지난 알림 ${n.toLocaleString('ko-KR')}개를 지웠어요.` : '지울 알림이 없어요.' };
  }
  if (args.length === 1 && args[0] === 'run') {
    const r = await runAlarmJobs(db, { push: new RecordingPushSender(console), now, purge: true });
    return { code: 0, out: `이벤트 ${r.events}개, 오픈 알림 ${r.openAlarms}개 → 새 알림 ${r.created}개 (푸시 ${r.pushed}개), 지운 알림 ${r.purged}개` };
  }
  return { code: 2, out: USAGE };
}

await runWhenMain(import.meta.url, alarmsCommand);
