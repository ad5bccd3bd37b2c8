/**
 * Run with DATA_DIR while the ops spec's own server is stopped (tests/e2e/ops.spec.ts): a post
 * hidden by a trusted member's report, as the moderation queue receives it. Prints its postId.
 */
import { communityReports } from '@server/db/schema/index.js';
import { fixtureAuthor, fixturePost } from '@tests/setup/community-fixtures.js';
import { openOpsDatabase } from '@scripts/lib/ops-command.js';

const ops = await openOpsDatabase();
try {
  const author = await fixtureAuthor(ops.db, 'e2e-ops');
  const reporter = await fixtureAuthor(ops.db, 'e2e-rep');
  const post = await fixturePost(ops.db, { type: 'dashboard', userId: author, title: '신고로 가려진 글이에요', status: 'hidden' });
  await ops.db
    .insert(communityReports)
    .values({ userId: reporter, targetType: 'post', targetId: post.postId, reasonCode: 'spam', memo: '광고 같아요', trustLevel: 3, weight: 3 });
  process.stdout.write(`${post.postId}\n`); // a plain string: console.log would colour a number under FORCE_COLOR
} finally {
  await ops.close();
}
