/**
 * Ops command for reported community content (issue 15; docs/decisions/018-community-reactions.md):
 * posts and replies that REPORT_HIDE_THRESHOLD distinct members reported are hidden pending review.
 *
 *   npm run reports -- list                  hidden targets with their unresolved reports
 *   npm run reports -- restore post 123      show it again; its reports resolved 'restored'
 *   npm run reports -- remove reply 45       keep it hidden; its reports resolved 'removed'
 *
 * It writes community_posts / community_replies and community_reports directly: DATABASE_URL
 * (PostgreSQL; the post's cached detail and the lists are dropped on every running server through
 * the cache bus within a second: issue 28), else PGlite in DATA_DIR (default ./data) — PGlite allows one process per folder, so
 * stop the server first. Exit codes: 0 done, 1 refused (nothing pending on that target), 2 bad usage.
 */
import type { Db } from '../server/db/client.js';
import { REPORT_REASON_LABELS, REPORT_TARGET_TYPES, type ReportReason, type ReportTargetType } from '../server/contract/rules.js';
import { pendingReports, resolveReports } from '../server/domain/community/community-react.service.js';
import { runWhenMain, type CommandResult } from './lib/ops-command.js';

export const USAGE = 'usage: npm run reports -- list | restore <post|reply> <id> | remove <post|reply> <id>';

const oneLine = (s: string, max = 60) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return [...flat].length > max ? `${[...flat].slice(0, max).join('')}…` : flat;
};
const kst = (d: Date) => new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Run one command against `db`.
 * @param args the words after `--` (e.g. ['restore', 'post', '123'])
 * @returns 0 with the output, 1 when the target has no unresolved reports, 2 bad usage
 */
export async function reportsCommand(db: Db, args: string[], now = new Date()): Promise<CommandResult> {
  const [verb, type, rawId, ...extra] = args;
  if (verb === 'list' && args.length === 1) {
    const pending = await pendingReports(db);
    if (pending.length === 0) return { code: 0, out: '검토할 신고가 없어요.' };
    const lines = pending.flatMap((p) => [
      `${p.targetType} ${p.targetId}${p.targetType === 'reply' ? ` (글 ${p.postId})` : ''}\t신고 ${p.reports.length}건\t${oneLine(p.text)}`,
      ...p.reports.map(
        (r) =>
          `  - ${kst(r.createdAt)} ${r.reporter}: ${REPORT_REASON_LABELS[r.reasonCode as ReportReason] ?? r.reasonCode}${r.memo ? ` (${oneLine(r.memo, 80)})` : ''}`,
      ),
    ]);
    return { code: 0, out: lines.join('\n') };
  }
  if ((verb !== 'restore' && verb !== 'remove') || extra.length > 0) return { code: 2, out: USAGE };
  if (!REPORT_TARGET_TYPES.includes(type as ReportTargetType) || !/^\d{1,10}$/.test(rawId ?? '')) return { code: 2, out: USAGE };
  const resolution = verb === 'restore' ? 'restored' : 'removed';
  const n = await resolveReports(db, type as ReportTargetType, Number(rawId), resolution, now);
  if (n === 0) return { code: 1, out: `${type} ${rawId}에는 처리할 신고가 없어요.` };
  return { code: 0, out: `${type} ${rawId}: 신고 ${n}건 처리 — ${resolution === 'restored' ? '다시 보이게 했어요' : '숨긴 채로 두었어요'}` };
}

await runWhenMain(import.meta.url, reportsCommand);
