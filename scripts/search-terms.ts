/**
 * Ops command for the popular searches (SPEC §7 search/rank; docs/decisions/003-korean-search.md
 * "Honest popular searches"):
 *
 *   npm run search-terms -- pin 한라봉 1     fix 한라봉 at rank 1 (1–10) whatever the logs say
 *   npm run search-terms -- unpin 한라봉     remove the pin (or the block) of a term
 *   npm run search-terms -- block 아이폰     keep a term off the list (spacing ignored: 아이 폰 too)
 *   npm run search-terms -- list             print the rules, one a line
 *
 * Terms are stored normalized (NFC, lowercase, single spaces). It writes the search_term_rules
 * table directly: DATABASE_URL (PostgreSQL; running servers see the change on their next rank
 * request — the rules stamp in server/domain/search/cache.ts — and every change also clears their
 * search caches through the cache bus, channel cache_search: issue 28), else PGlite in DATA_DIR
 * (default ./data) — PGlite allows one process per folder, so stop the server first.
 * Exit codes: 0 done, 1 refused (message in Korean on stderr), 2 bad usage.
 */
import type { Db } from '../server/db/client.js';
import { KEYWORD_MAX_LENGTH } from '../server/contract/search.js';
import { RANK_SIZE } from '@server/domain/search/index.js';
import { listTermRules, normalizeRuleTerm, publishTermRules, removeTermRule, setTermRule } from '../server/domain/search/term-rules.js';
import { audit } from '../server/domain/ops/operators.service.js';
import { runWhenMain, type CommandResult } from './lib/ops-command.js';

export const USAGE = 'usage: npm run search-terms -- pin <term> <rank 1-10> | unpin <term> | block <term> | list';

/**
 * Run one command against `db`.
 * @param args the words after `--` (e.g. ['pin', '한라봉', '1'])
 * @returns exit code 0 with the output, 1 refused (unknown term for unpin, bad rank), 2 bad usage
 */
export async function searchTermsCommand(db: Db, args: string[]): Promise<CommandResult> {
  const [verb, rawTerm, rawRank, ...extra] = args;
  const term = normalizeRuleTerm(rawTerm ?? '') ?? '';
  if (verb === 'list' && args.length === 1) {
    const rows = await listTermRules(db);
    if (rows.length === 0) return { code: 0, out: '규칙이 없어요.' };
    return { code: 0, out: rows.map((r) => (r.action === 'pin' ? `pin\t${r.pinRank}\t${r.term}` : `block\t-\t${r.term}`)).join('\n') };
  }
  if (!['pin', 'unpin', 'block'].includes(verb ?? '') || extra.length > 0) return { code: 2, out: USAGE };
  if (!term) return { code: 2, out: `검색어는 1~${KEYWORD_MAX_LENGTH}자여야 해요.\n${USAGE}` };
  // The same rules and writes as the ops console (server/domain/search/term-rules.ts); each change is in the ops audit log.
  if (verb === 'pin') {
    const rank = Number(rawRank);
    if (!Number.isInteger(rank) || rank < 1 || rank > RANK_SIZE) return { code: 1, out: `순위는 1~${RANK_SIZE} 사이 정수여야 해요.` };
    const before = await setTermRule(db, term, { action: 'pin', rank });
    await audit(db, null, 'searchRule.pin', term, before, { action: 'pin', pinRank: rank });
    publishTermRules(db);
    return { code: 0, out: `'${term}' → ${rank}위 고정` };
  }
  if (rawRank !== undefined) return { code: 2, out: USAGE };
  if (verb === 'block') {
    const before = await setTermRule(db, term, { action: 'block' });
    await audit(db, null, 'searchRule.block', term, before, { action: 'block' });
    publishTermRules(db);
    return { code: 0, out: `'${term}' 많이 찾는 검색어에서 제외` };
  }
  const gone = await removeTermRule(db, term);
  if (gone) {
    await audit(db, null, 'searchRule.remove', term, gone, null);
    publishTermRules(db);
  }
  return gone ? { code: 0, out: `'${term}' 규칙 삭제` } : { code: 1, out: `'${term}'에 대한 규칙이 없어요.` };
}

await runWhenMain(import.meta.url, searchTermsCommand);
