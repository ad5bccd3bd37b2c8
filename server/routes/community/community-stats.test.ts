/**
 * refreshCommunityStatistics (community.service.ts): the community tables get planner statistics
 * once (PGlite has no autovacuum), and a second call with nothing changed analyzes nothing.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@tests/setup/test-app.js';
import { refreshCommunityStatistics } from '@server/domain/community/community.service.js';

const t = useTestApp({ products: 60 }, 60000);

const statsOf = async (table: string) =>
  Number(
    (
      (await t.db.execute(sql`select count(*)::int as n from pg_stats where schemaname = current_schema() and tablename = ${table}`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0].n,
  );

describe('refreshCommunityStatistics', () => {
  it('analyzes the seeded community tables that have no statistics, then leaves them alone', async () => {
    const posts = Number(((await t.db.execute(sql`select count(*)::int as n from community_posts`)) as unknown as { rows: Array<{ n: number }> }).rows[0].n);
    expect(posts).toBeGreaterThan(0);
    await refreshCommunityStatistics(t.db);
    expect(await statsOf('community_posts')).toBeGreaterThan(0);
    expect(await statsOf('community_replies')).toBeGreaterThan(0);
    const again = await refreshCommunityStatistics(t.db);
    expect(again).not.toContain('community_posts');
    expect(again).not.toContain('community_replies');
  });
});
