/**
 * Ops command for the stars ledger (issue 16; docs/decisions/026 "## Ledger", "## Exchange"):
 *
 *   npm run stars -- consume         award pending community events (the server's worker does this
 *                                    every few seconds) and settle exchanges left requested
 *   npm run stars -- expire          expire every member's stars past their expiry (nightly)
 *   npm run stars -- check           verify balance = Σ entries (and the allocations) for every member
 *   npm run stars -- auto-exchange   the monthly automatic exchange (run on the 1st, KST; a second run
 *                                    in the same month exchanges nothing more)
 *
 * It writes the ledger directly: DATABASE_URL (PostgreSQL), else PGlite in DATA_DIR (default ./data) —
 * PGlite allows one process per folder, so stop the server first. The exchange uses the in-process
 * shop stand-in (server/stand-ins/shop/rewards.ts). Exit codes: 0 done, 1 the check found problems,
 * 2 bad usage.
 */
import type { Db } from '../server/db/client.js';
import { consumeStarEvents } from '../server/domain/stars/consumer.js';
import { resumeExchanges, runAutoExchanges } from '../server/domain/stars/exchange.js';
import { expireStars, verifyStarLedger } from '../server/domain/stars/ledger.js';
import { shopRewards } from '@server/stand-ins/shop/rewards.js';
import type { ShopRewards } from '@server/domain/stars/shop-rewards.js';
import { runWhenMain, type CommandResult } from './lib/ops-command.js';

export const USAGE = 'usage: npm run stars -- consume | expire | check | auto-exchange';

/**
 * Run one command against `db`.
 * @param args the words after `--` (e.g. ['expire'])
 */
export async function starsCommand(db: Db, args: string[], now = new Date(), shop: ShopRewards = shopRewards): Promise<CommandResult> {
  if (args.length !== 1) return { code: 2, out: USAGE };
  switch (args[0]) {
    case 'consume': {
      const events = await consumeStarEvents(db);
      const settled = await resumeExchanges(db, shop, now);
      return { code: 0, out: `커뮤니티 이벤트 ${events}건을 처리했어요. 밀린 교환 ${settled}건을 마무리했어요.` };
    }
    case 'expire':
      return { code: 0, out: `유효기간이 지난 별 ${await expireStars(db, now)}건을 소멸 처리했어요.` };
    case 'check': {
      const problems = await verifyStarLedger(db);
      if (problems.length === 0) return { code: 0, out: '모든 회원의 별 잔액이 내역 합계와 맞아요.' };
      return {
        code: 1,
        out: [`별 장부가 맞지 않는 곳이 ${problems.length}군데 있어요:`, ...problems.map((p) => `  회원 ${p.userId}: ${p.problem}`)].join('\n'),
      };
    }
    case 'auto-exchange':
      return { code: 0, out: `자동 교환 ${await runAutoExchanges(db, shop, now)}건을 처리했어요.` };
    default:
      return { code: 2, out: USAGE };
  }
}

await runWhenMain(import.meta.url, starsCommand);
