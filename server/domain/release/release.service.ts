/**
 * Versioned releases (issue 5; SPEC §3 App info, §4 Version): the singleton app_release row holds
 * webVersion and the minimum native app versions. Clients poll GET /api/v1/app/profile every
 * 300000 ms (SPEC §9) and roll over when webVersion differs from their own.
 *
 * Written by ops through `npm run release -- --web-version X` (scripts/release.ts), which calls
 * PUT /api/internal/release on the running server (PGlite allows one process per data folder)
 * or, when no server runs, writes the database directly.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { DEFAULT_WEB_VERSION } from '@contract/rules.js';
import { appRelease } from '@server/db/schema/index.js';
import type { Release, ReleaseBody } from '@contract/release.js';

/** Current release row (defaults when the table is empty). */
export async function currentRelease(db: Db): Promise<Release> {
  const [row] = await db.select().from(appRelease).limit(1);
  return {
    webVersion: row?.webVersion ?? DEFAULT_WEB_VERSION,
    androidMinVersion: row?.androidMinVersion ?? '0.0.0',
    iOSMinVersion: row?.iOSMinVersion ?? '0.0.0',
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}

/** Set the given versions (others unchanged); returns the new row. */
export async function setRelease(db: Db, body: ReleaseBody): Promise<Release> {
  const now = new Date();
  await db
    .insert(appRelease)
    .values({
      id: 1,
      webVersion: body.webVersion ?? DEFAULT_WEB_VERSION,
      androidMinVersion: body.androidMinVersion ?? '0.0.0',
      iOSMinVersion: body.iOSMinVersion ?? '0.0.0',
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: appRelease.id,
      set: {
        webVersion: body.webVersion ? body.webVersion : sql`${appRelease.webVersion}`,
        androidMinVersion: body.androidMinVersion ? body.androidMinVersion : sql`${appRelease.androidMinVersion}`,
        iOSMinVersion: body.iOSMinVersion ? body.iOSMinVersion : sql`${appRelease.iOSMinVersion}`,
        updatedAt: now,
      },
    });
  return currentRelease(db);
}
