/**
 * Ops command for reported community content (issue 15; issue 29 item 4 — flags weighed by trust:
 * docs/decisions/038-flag-weights.md, docs/decisions/018-community-reactions.md): the moderation queue.
 *
 *   npm run reports -- list                  every reported post and reply not yet decided: the hidden
 *                                            ones (those whose author asked for review first), then the
 *                                            ones still shown; each report with its reason, memo, the
 *                                            reporter's trust level, weight and record (upheld/dismissed)
 *   npm run reports -- restore post 123      show it (again); its reports resolved 'restored' (dismissed)
 *   npm run reports -- remove reply 45       keep it hidden (or hide it); its reports resolved 'removed' (upheld)
 *
 * A decision resolves the target's open review request too, and becomes part of every reporter's
 * record, which weighs their next reports (server/domain/moderation/flag-weights.ts ACCURACY_BANDS).
 * It writes community_posts / community_replies, community_reports and community_review_requests
 * directly: DATABASE_URL (PostgreSQL; the post's cached detail and the lists are dropped on every
 * running server through the cache bus within a second: issue 28), else PGlite in DATA_DIR (default
 * ./data) — PGlite allows one process per folder, so stop the server first. Exit codes: 0 done,
 * 1 refused (nothing pending on that target), 2 bad usage.
 */
import type { Db } from '../server/db/client.js';
import { REPORT_REASON_LABELS, REPORT_TARGET_TYPES, type ReportReason, type ReportTargetType } from '../server/contract/rules.js';
import { moderationQueue, resolveReports, type QueueReport, type QueueTarget } from '../server/domain/community/community-review.service.js';
import { HIDE_THRESHOLD } from '../server/domain/moderation/flag-weights.js';
import { audit } from '../server/domain/ops/operators.service.js';
import { runWhenMain, type CommandResult } from './lib/ops-command.js';

export const USAGE = 'usage: npm run reports -- list | restore <post|reply> <id> | remove <post|reply> <id>';

const oneLine = (s: string, max = 60) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return [...flat].length > max ? `${[...flat].slice(0, max).join('')}…` : flat;
};
const kst = (d: Date) => new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
/** A weight as moderators read it: up to two decimals, no trailing zeros (0.25, 1.5, 6). */
const w = (n: number) => String(Math.round(n * 100) / 100);

function targetLine(t: QueueTarget): string {
  const where = `${t.targetType} ${t.targetId}${t.targetType === 'reply' ? ` (글 ${t.postId})` : ''}`;
  const review = t.reviewRequestedAt ? `\t검토 요청 ${kst(t.reviewRequestedAt)}` : '';
  return `${where}\t신고 ${t.reports.length}건, 무게 ${w(t.weight)}/${HIDE_THRESHOLD}${review}\t${oneLine(t.text)}`;
}

function reportLine(r: QueueReport): string {
  const reason = REPORT_REASON_LABELS[r.reasonCode as ReportReason] ?? r.reasonCode;
  const memo = r.memo ? ` (${oneLine(r.memo, 80)})` : '';
  const weight = r.counts ? `무게 ${w(r.weight)}` : `무게 0 (제재·탈퇴한 회원, 원래 ${w(r.weight)})`;
  return `  - ${kst(r.createdAt)} ${r.reporter} [${r.trustName}, ${weight}, 인정 ${r.upheld}·기각 ${r.dismissed}]: ${reason}${memo}`;
}

/**
 * Run one command against `db`.
 * @param args the words after `--` (e.g. ['restore', 'post', '123'])
 * @returns 0 with the output, 1 when the target has no unresolved reports, 2 bad usage
 */
export async function reportsCommand(db: Db, args: string[], now = new Date()): Promise<CommandResult> {
  const [verb, type, rawId, ...extra] = args;
  if (verb === 'list' && args.length === 1) {
    const queue = await moderationQueue(db);
    if (queue.length === 0) return { code: 0, out: '검토할 신고가 없어요.' };
    const section = (title: string, targets: QueueTarget[]) =>
      targets.length === 0 ? [] : [title, ...targets.flatMap((t) => [targetLine(t), ...t.reports.map(reportLine)])];
    const lines = [
      ...section(
        `가려진 글·댓글 (무게 ${HIDE_THRESHOLD} 이상)`,
        queue.filter((t) => t.status === 'hidden'),
      ),
      ...section(
        `신고됐지만 보이는 글·댓글 (무게 ${HIDE_THRESHOLD} 미만)`,
        queue.filter((t) => t.status === 'visible'),
      ),
    ];
    return { code: 0, out: lines.join('\n') };
  }
  if ((verb !== 'restore' && verb !== 'remove') || extra.length > 0) return { code: 2, out: USAGE };
  if (!REPORT_TARGET_TYPES.includes(type as ReportTargetType) || !/^\d{1,10}$/.test(rawId ?? '')) return { code: 2, out: USAGE };
  const resolution = verb === 'restore' ? 'restored' : 'removed';
  const n = await resolveReports(db, type as ReportTargetType, Number(rawId), resolution, now);
  if (n === 0) return { code: 1, out: `${type} ${rawId}에는 처리할 신고가 없어요.` };
  await audit(db, null, `report.${resolution}`, `${type} ${rawId}`, null, { resolved: n });
  return { code: 0, out: `${type} ${rawId}: 신고 ${n}건 처리 — ${resolution === 'restored' ? '다시 보이게 했어요' : '숨긴 채로 두었어요'}` };
}

await runWhenMain(import.meta.url, reportsCommand);
