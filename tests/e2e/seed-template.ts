/**
 * Seeds the run's e2e data template (data-template.ts): migrates a PGlite folder and seeds it as
 * server/index.ts seeds an empty database (the catalogue and community `npm start` shows) plus the
 * e2e's own trusted reporters (trusted-reporters.ts; issue 29), then marks it finished. The
 * webServer (serve.ts) calls it before it starts; `npm test` runs this file as a script earlier,
 * beside the cluster suites (issue 27: ~11 s of one core, while the cluster suites leave the
 * machine a third idle), and the webServer then finds the folder finished.
 *
 *   node --import tsx tests/e2e/seed-template.ts   (E2E_TEMPLATE_DIR names the folder; exit 0 when finished)
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type Db } from '@server/db/client';
import { users } from '@server/db/schema/index';
import { ensureSeeded } from '@server/seed/index';
import { loadEnv } from '@server/env';
import { isTemplateReady, markTemplateReady } from './data-template';
import { makeTrusted } from '@tests/setup/community-fixtures';
import { TRUSTED_REPORTERS } from './trusted-reporters';

/** The stand-in Naver subject of an e-mail (server/stand-ins/idp personaId; as server/seed/stars.ts). */
const naverSubject = (email: string) => `naver-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)}`;

/** Add the three reporters of trusted-reporters.ts to `db` at trust level 2 (once: an existing reporter is left as it is). */
export async function seedTrustedReporters(db: Db, now = new Date()): Promise<void> {
  for (const r of TRUSTED_REPORTERS) {
    const providerUid = naverSubject(r.email);
    const found = await db
      .select({ userId: users.userId })
      .from(users)
      .where(and(eq(users.channelType, 1001), eq(users.providerUid, providerUid)));
    if (found.length) continue;
    const [u] = await db
      .insert(users)
      .values({ channelType: 1001, providerUid, email: r.email, name: '신고자', nickName: r.nickName, signUpDt: now })
      .returning({ userId: users.userId });
    await makeTrusted(db, u!.userId, 2, now, { historyPost: 'deleted' });
  }
}

/** Make `dir` the finished template unless it already is. Throws what the migration or the seed throws. */
export async function seedDataTemplate(dir: string): Promise<void> {
  if (isTemplateReady(dir)) return;
  const env = loadEnv({ ...process.env, DATA_DIR: dir });
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    await ensureSeeded(database.db, { products: env.SEED_PRODUCTS });
    // Issue 29: three members whose reports weigh, for the report test (community-interact.spec.ts).
    await seedTrustedReporters(database.db);
  } finally {
    await database.close();
  }
  markTemplateReady(dir);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.env.E2E_TEMPLATE_DIR;
  if (!dir) {
    console.error('seed-template: E2E_TEMPLATE_DIR names no folder');
    process.exit(2);
  }
  await seedDataTemplate(dir);
}
