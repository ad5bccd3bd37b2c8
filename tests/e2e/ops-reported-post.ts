/**
 * Run with DATA_DIR while the ops spec's own server is stopped (tests/e2e/ops.spec.ts): a post
 * hidden by a trusted member's report, as the moderation queue receives it. Prints its postId.
 */
import { fixtureReportedPost } from '@tests/setup/community-fixtures.js';
import { openOpsDatabase } from '@scripts/lib/ops-command.js';

const ops = await openOpsDatabase();
try {
  const post = await fixtureReportedPost(ops.db, { title: '신고로 가려진 글이에요', memo: '광고 같아요', trustLevel: 3, labels: ['e2e-ops', 'e2e-rep'] });
  process.stdout.write(`${post.postId}\n`); // a plain string: console.log would colour a number under FORCE_COLOR
} finally {
  await ops.close();
}
