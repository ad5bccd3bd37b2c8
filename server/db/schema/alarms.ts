/**
 * 오픈 알림 (issue 13: "오픈 알림 받기 on upcoming deals"; SPEC §3 Alarm, §7 alarm count/view —
 * paths not shown; docs/decisions/015-open-alarms.md). One row per (member, upcoming deal):
 * the member asked to be told when the deal opens. notifiedAt is set when the alarm has been
 * handed out (server/routes/deal-alarm takeDueOpenAlarms; the member economy issue's alarm
 * feature consumes the rows whose deal has opened).
 */
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.js';
import { deals } from './catalogue.js';
import { createdAt, integerReference, timestamptz } from './columns.js';

export const dealOpenAlarms = pgTable(
  'deal_open_alarms',
  {
    userId: userRef(),
    dealId: integerReference('deal_id', () => deals.dealId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: timestamptz('notified_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dealId] }), index('deal_open_alarms_deal_idx').on(t.dealId)],
);
