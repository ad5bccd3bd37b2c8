/** The alarms ops command (scripts/alarms.ts) against a migrated PGlite: purge keeps 90 days, run makes alarms from the outbox, bad usage is 2. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '@server/db/client.js';
import { alarms } from '@server/db/schema/index.js';
import { createAlarm } from '@server/domain/alarms/alarms.js';
import { emitDomainEvent } from '@server/domain/events/domain-events.js';
import { fixtureAuthor } from '@tests/setup/community-fixtures.js';
import { alarmsCommand, USAGE } from './alarms.js';
import { pgliteTemplate } from '@tests/setup/pglite-template.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: ':memory:', loadDataDir: pgliteTemplate() });
  await database.migrate();
});
afterAll(() => database.close());
const now = new Date('2026-11-24T03:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe('alarms command', () => {
  it('purge deletes only alarms older than 90 days; run turns outbox events into alarms', async () => {
    const db = database.db;
    const userId = await fixtureAuthor(db);
    await createAlarm(db, { userId, alarmType: 1, title: '오래된 알림', body: '본문', linkPath: null, dedupeKey: 'old', createdAt: daysAgo(91) });
    await createAlarm(db, { userId, alarmType: 1, title: '남는 알림', body: '본문', linkPath: null, dedupeKey: 'kept', createdAt: daysAgo(89) });
    expect(await alarmsCommand(db, ['purge'], now)).toEqual({ code: 0, out: '90일이 지난 알림 1개를 지웠어요.' });
    expect(await alarmsCommand(db, ['purge'], now)).toEqual({ code: 0, out: '지울 알림이 없어요.' });
    expect((await db.select().from(alarms).where(eq(alarms.userId, userId))).map((a) => a.title)).toEqual(['남는 알림']);

    await db.transaction((tx) => emitDomainEvent(tx, 'member.level.up', { userId, level: 2, levelName: '새싹' }));
    const ran = await alarmsCommand(db, ['run'], now);
    expect(ran.code).toBe(0);
    expect(ran.out).toContain('새 알림 1개');
    expect((await db.select().from(alarms).where(eq(alarms.userId, userId))).map((a) => a.title)).toEqual(['남는 알림', '등급이 올랐어요']);
  });

  it('anything else is bad usage (2)', async () => {
    for (const args of [[], ['purge', 'now'], ['delete']]) expect(await alarmsCommand(database.db, args, now)).toEqual({ code: 2, out: USAGE });
  });
});
