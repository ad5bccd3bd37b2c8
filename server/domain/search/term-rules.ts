/**
 * Popular-search rules (SPEC §7 search/rank; docs/decisions/003-korean-search.md "Honest popular
 * searches"), shared by the ops command (scripts/search-terms.ts) and the ops console (issue 32):
 * pin a term at a rank, block a term, remove a rule. Terms are stored normalized (NFC, lowercase,
 * single spaces); every change clears the search caches on every instance (cache bus, cache_search).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import type { Tx } from '@server/db/locks.js';
import { searchTermRules } from '@server/db/schema/index.js';
import { normalizeKeyword } from '@server/infra/hangul.js';
import { KEYWORD_MAX_LENGTH } from '@contract/search.js';
import { clearSearchCaches } from './index-state.js';

export type TermRule = { term: string; action: 'pin' | 'block'; pinRank: number | null };

/** The stored form of a term, or null when it is empty, too long or has control characters. */
export function normalizeRuleTerm(raw: string): string | null {
  const term = normalizeKeyword(raw);
  return !term || term.length > KEYWORD_MAX_LENGTH || /\p{Cc}/u.test(term) ? null : term;
}

/** Every rule: blocks then pins (by rank), each by term. */
export async function listTermRules(db: Db | Tx): Promise<TermRule[]> {
  const rows = await db.select().from(searchTermRules).orderBy(asc(searchTermRules.action), asc(searchTermRules.pinRank), asc(searchTermRules.term));
  return rows.map((r) => ({ term: r.term, action: r.action as TermRule['action'], pinRank: r.pinRank }));
}

/** Set a pin (rank 1–10) or a block on a normalized term; returns the rule before (null when none). */
export async function setTermRule(db: Db | Tx, term: string, rule: { action: 'pin'; rank: number } | { action: 'block' }): Promise<TermRule | null> {
  const [before] = await db.select().from(searchTermRules).where(eq(searchTermRules.term, term));
  const pinRank = rule.action === 'pin' ? rule.rank : null;
  const now = new Date();
  await db
    .insert(searchTermRules)
    .values({ term, action: rule.action, pinRank, updatedAt: now })
    .onConflictDoUpdate({ target: searchTermRules.term, set: { action: rule.action, pinRank, updatedAt: now } });
  return before ? { term, action: before.action as TermRule['action'], pinRank: before.pinRank } : null;
}

/** Remove a term's rule; returns it, or null when it had none. */
export async function removeTermRule(db: Db | Tx, term: string): Promise<TermRule | null> {
  const [gone] = await db.delete(searchTermRules).where(eq(searchTermRules.term, term)).returning();
  return gone ? { term, action: gone.action as TermRule['action'], pinRank: gone.pinRank } : null;
}

/** Clear the search caches on every instance (after the writing transaction committed). */
export const publishTermRules = (db: Db) => clearSearchCaches(db);
