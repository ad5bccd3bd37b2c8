/**
 * The one module that makes alarms (issue 16; SPEC §3 Alarm alarmType, §4 alarm count; issue 16
 * "Alarms"; docs/decisions/026-member-economy.md "## Alarms"). Everything that tells a member
 * something goes through {@link createAlarm}: one row per (member, dedupeKey), so a replayed event
 * or a second run never makes a second alarm.
 *
 * Sources, all turned into alarms by {@link runAlarmJobs} on a short timer (server/routes/alarm
 * startAlarmJobs; also kicked right after a successful write on this instance):
 * - the domain-event outbox, consumer 'alarms' (server/domain/events/domain-events.ts consumeDomainEvents):
 *   replies to my post/question/survey, my answer accepted, my post's like milestones, a star
 *   exchange completed, a level up — the alarms and the receipts commit in one transaction;
 * - 오픈 알림 of upcoming deals (server/routes/deal-alarm takeDueOpenAlarms), taken and turned into
 *   alarms in one transaction;
 * - notices: not fanned out to every member; the newest notice of the last 30 days becomes the
 *   member's alarm when they next read their count or list ({@link materialiseNoticeAlarm}).
 * Push: a new alarm is handed to {@link PushSender} for every native-app device of the member that
 *   opted in (devices.push_yn = 'Y', SPEC §4 setDevicePush; device type 1003), once
 *   (alarms.pushed_at, set before sending: at most once); otherwise the alarm is in-app only.
 * Retention: alarms older than 90 days are deleted ({@link purgeAlarms}, hourly on the timer and
 *   `npm run alarms -- purge`).
 */
import { josa } from 'es-hangul';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { ALARM_RETENTION_DAYS, ALARM_TYPE, type AlarmType } from '@contract/alarms.js';
import { DEVICE_TYPE } from '@contract/rules.js';
import { consumeDomainEvents, type ConsumerTx, type DomainEvent, type DomainEventPayloads } from '../events/domain-events.js';
import { takeDueOpenAlarms } from '@server/domain/alarms/open-alarms.service.js';

/** A Drizzle handle or a transaction of one. */
export type AlarmTx = Db | ConsumerTx;

export interface NewAlarm {
  userId: number;
  alarmType: AlarmType;
  /** One line, e.g. '내 답변이 채택됐어요'. */
  title: string;
  /** One or two sentences. */
  body: string;
  /** In-app path a tap opens ('/community/qna/12'), or null. */
  linkPath: string | null;
  /** One alarm per fact per member, e.g. 'accepted:45'. */
  dedupeKey: string;
  /** When it happened (default now). */
  createdAt?: Date;
}

type Rows<T> = { rows: T[] };
async function rows<T>(tx: Pick<Db, 'execute'>, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(q)) as unknown as Rows<T>).rows;
}

/**
 * Make an alarm in the caller's transaction, once per (userId, dedupeKey): on conflict nothing.
 * @returns the new alarm's id, or null when that fact was already told
 */
export async function createAlarm(tx: AlarmTx, a: NewAlarm): Promise<number | null> {
  const [row] = await rows<{ alarm_id: string | number }>(
    tx,
    sql`insert into alarms (user_id, alarm_type, title, body, link_path, dedupe_key, created_at)
      values (${a.userId}, ${a.alarmType}, ${a.title}, ${a.body}, ${a.linkPath}, ${a.dedupeKey}, ${(a.createdAt ?? new Date()).toISOString()})
      on conflict (user_id, dedupe_key) do nothing returning alarm_id`,
  );
  return row ? Number(row.alarm_id) : null;
}

/* ------------------------------------------------------------ wording */

const WITHDRAWN_NAME = '탈퇴한 회원';
/** A title shortened to `max` characters (grapheme-safe enough for Hangul), with '…'. */
export function shortText(text: string, max = 20): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : flat;
}
/** 'title' with the particle that fits its last syllable: quoted('사과 고르는 법', '이/가') → "'사과 고르는 법'이". */
export function quoted(title: string, particle: Parameters<typeof josa>[1]): string {
  const t = shortText(title);
  return `'${t}'${josa.pick(t, particle)}`;
}

const POST_NOUN: Record<string, string> = { dashboard: '글', qna: '질문', survey: '설문' };
const REPLY_NOUN: Record<string, string> = { dashboard: '댓글', qna: '답변', survey: '댓글' };
/** The in-app screen of a post of each kind (src/routes/community/…). */
export function postLink(communityType: string, postId: number): string {
  if (communityType === 'qna') return `/community/qna/${postId}`;
  if (communityType === 'survey') return `/community/survey/${postId}`;
  return `/community/board-detail/${postId}`;
}

interface PostInfo {
  title: string;
  community_type: string;
  status: string;
}
async function postInfo(tx: AlarmTx, postId: number): Promise<PostInfo | undefined> {
  const [p] = await rows<PostInfo>(tx, sql`select title, community_type, status from community_posts where post_id = ${postId}`);
  return p;
}
async function nickOf(tx: AlarmTx, userId: number): Promise<string> {
  const [u] = await rows<{ nick_name: string | null; withdrawn_at: unknown }>(tx, sql`select nick_name, withdrawn_at from users where user_id = ${userId}`);
  if (!u || u.withdrawn_at) return WITHDRAWN_NAME;
  return u.nick_name ?? '회원';
}

/** The outbox event types the 'alarms' consumer handles. */
export const ALARM_EVENT_TYPES = [
  'community.reply.created',
  'community.answer.accepted',
  'community.post.like.milestone',
  'member.exchange.completed',
  'member.level.up',
] as const satisfies ReadonlyArray<keyof DomainEventPayloads>;
type AlarmEventType = (typeof ALARM_EVENT_TYPES)[number];

/** What an event tells its member: the alarm but for its time, which is the event's ({@link alarmForEvent}). */
type UntimedAlarm = Omit<NewAlarm, 'createdAt'>;
/** Makes the alarm of one event type (in the consumer's transaction); null when there is nothing to tell any more. */
type AlarmOf<K extends AlarmEventType> = (tx: AlarmTx, p: DomainEventPayloads[K]) => Promise<UntimedAlarm | null>;

/** The wording of each alarm event type, one entry a type (the compiler keeps it in step with ALARM_EVENT_TYPES). */
const ALARM_OF: { [K in AlarmEventType]: AlarmOf<K> } = {
  'community.reply.created': async (tx, p) => {
    const post = await postInfo(tx, p.postId);
    const [reply] = await rows<{ content: string; status: string }>(tx, sql`select content, status from community_replies where reply_id = ${p.replyId}`);
    if (!post || post.status === 'deleted' || !reply || reply.status !== 'visible') return null;
    const noun = REPLY_NOUN[p.communityType] ?? '댓글';
    return {
      userId: p.toUserId,
      alarmType: ALARM_TYPE.community,
      title: `내 ${POST_NOUN[p.communityType] ?? '글'}에 ${josa(noun, '이/가')} 달렸어요`,
      body: `${await nickOf(tx, p.fromUserId)}님이 '${shortText(post.title)}'에 ${josa(noun, '을/를')} 남겼어요: “${shortText(reply.content, 40)}”`,
      linkPath: postLink(p.communityType, p.postId),
      dedupeKey: `reply:${p.replyId}`,
    };
  },
  'community.answer.accepted': async (tx, p) => {
    const post = await postInfo(tx, p.postId);
    if (!post || post.status === 'deleted') return null;
    return {
      userId: p.toUserId,
      alarmType: ALARM_TYPE.accepted,
      title: '내 답변이 채택됐어요',
      body: `${await nickOf(tx, p.fromUserId)}님이 질문 '${shortText(post.title)}'에 남긴 내 답변을 채택했어요.`,
      linkPath: postLink('qna', p.postId),
      dedupeKey: `accepted:${p.replyId}`,
    };
  },
  'community.post.like.milestone': async (tx, p) => {
    const post = await postInfo(tx, p.postId);
    if (!post || post.status === 'deleted') return null;
    const count = p.likeCount.toLocaleString('ko-KR');
    return {
      userId: p.toUserId,
      alarmType: ALARM_TYPE.community,
      title: `좋아요 ${count}개를 받았어요`,
      body: `내 ${POST_NOUN[p.communityType] ?? '글'} ${quoted(post.title, '이/가')} 좋아요 ${count}개를 받았어요. 축하해요!`,
      linkPath: postLink(p.communityType, p.postId),
      dedupeKey: `like:${p.postId}:${p.likeCount}`,
    };
  },
  'member.exchange.completed': async (_tx, p) => ({
    userId: p.userId,
    alarmType: ALARM_TYPE.stars,
    title: '별 교환이 완료됐어요',
    body: `별 ${p.stars.toLocaleString('ko-KR')}개 교환이 끝났어요. 쇼핑몰에서 바로 쓸 수 있어요.`,
    linkPath: '/my-page/point',
    dedupeKey: `exchange:${p.exchangeId}`,
  }),
  'member.level.up': async (_tx, p) => ({
    userId: p.userId,
    alarmType: ALARM_TYPE.level,
    title: '등급이 올랐어요',
    body: `축하해요! ${josa(p.levelName, '으로/로')} 올랐어요. 새 등급의 혜택을 확인해 보세요.`,
    linkPath: '/my-page/my-level',
    dedupeKey: `level:${p.level}`,
  }),
};

/**
 * The alarm an outbox event makes, made when the event happened; null for a type the consumer does
 * not handle or when there is nothing to tell any more (a deleted post or reply).
 */
export async function alarmForEvent(tx: AlarmTx, e: DomainEvent): Promise<NewAlarm | null> {
  if (!(ALARM_EVENT_TYPES as readonly string[]).includes(e.type)) return null;
  // The payload is of the event's type: emitDomainEvent typed it on the way in.
  const alarmOf = ALARM_OF[e.type as AlarmEventType] as AlarmOf<AlarmEventType>;
  const alarm = await alarmOf(tx, e.payload as DomainEventPayloads[AlarmEventType]);
  return alarm && { ...alarm, createdAt: e.createdAt };
}

/* ------------------------------------------------------------ push */

/** One push message for one device. */
export interface PushMessage {
  deviceUuid: string;
  userId: number;
  alarmId: number;
  title: string;
  body: string;
  linkPath: string | null;
}

/** Where pushes go: the stand-in below; a real FCM/APNs adapter implements the same. Must not throw for one bad device. */
export interface PushSender {
  send(messages: PushMessage[]): Promise<void>;
}

/** The push stand-in: records what it would send (the newest `keep`), and logs it. */
export class RecordingPushSender implements PushSender {
  readonly sent: PushMessage[] = [];
  constructor(
    private readonly log?: { info(o: object, msg: string): void },
    private readonly keep = 200,
  ) {}
  async send(messages: PushMessage[]): Promise<void> {
    this.sent.push(...messages);
    if (this.sent.length > this.keep) this.sent.splice(0, this.sent.length - this.keep);
    for (const m of messages) this.log?.info({ deviceUuid: m.deviceUuid, alarmId: m.alarmId }, 'push (stand-in): would send');
  }
}

/**
 * Hand the given new alarms to `sender` for each native-app device of their member that opted in
 * (push_yn 'Y', device type 1003). Alarms whose member has such a device get pushed_at set first
 * (at most once, also across instances: only the update that set it sends); the others stay
 * in-app only (pushed_at null).
 * @returns the messages sent
 */
export async function deliverPushes(db: Db, alarmIds: readonly number[], sender: PushSender, now = new Date()): Promise<PushMessage[]> {
  if (alarmIds.length === 0) return [];
  const ids = sql.join(
    alarmIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const taken = await rows<{ alarm_id: string | number; user_id: number; title: string; body: string; link_path: string | null }>(
    db,
    sql`update alarms a set pushed_at = ${now.toISOString()}
      where a.alarm_id in (${ids}) and a.pushed_at is null
        and exists (select 1 from devices d where d.user_id = a.user_id and d.push_yn = 'Y' and d.device_type = ${DEVICE_TYPE.nativeApp})
      returning a.alarm_id, a.user_id, a.title, a.body, a.link_path`,
  );
  if (taken.length === 0) return [];
  const users = sql.join(
    [...new Set(taken.map((t) => t.user_id))].map((u) => sql`${u}`),
    sql`, `,
  );
  const devices = await rows<{ device_uuid: string; user_id: number }>(
    db,
    sql`select device_uuid, user_id from devices where user_id in (${users}) and push_yn = 'Y' and device_type = ${DEVICE_TYPE.nativeApp} order by device_uuid`,
  );
  const messages = taken.flatMap((a) =>
    devices
      .filter((d) => d.user_id === a.user_id)
      .map((d) => ({ deviceUuid: d.device_uuid, userId: a.user_id, alarmId: Number(a.alarm_id), title: a.title, body: a.body, linkPath: a.link_path })),
  );
  await sender.send(messages);
  return messages;
}

/* ------------------------------------------------------------ notices */

/** A notice is told as an alarm while it is the newest and at most this many days old. */
export const NOTICE_ALARM_DAYS = 30;

/**
 * The member's alarm for the newest PUBLISHED notice of the last {@link NOTICE_ALARM_DAYS} days
 * (published_at set and past: a 비공개 or 예약됨 notice, decision 032, is never told), made once
 * (dedupe 'notice:<id>', dated its publication) when they read their count or list: a notice
 * reaches every member who looks, without writing a row for every member when it is published.
 */
export async function materialiseNoticeAlarm(db: AlarmTx, userId: number, now = new Date()): Promise<void> {
  await db.execute(sql`insert into alarms (user_id, alarm_type, title, body, link_path, dedupe_key, created_at)
    select ${userId}, ${ALARM_TYPE.notice}, '새 공지사항이 있어요', n.title, '/notice/' || n.notice_id, 'notice:' || n.notice_id, n.published_at
    from (select notice_id, title, published_at from notices
      where published_at is not null and published_at <= ${now.toISOString()}
        and published_at > ${new Date(now.getTime() - NOTICE_ALARM_DAYS * 86_400_000).toISOString()}
      order by published_at desc, notice_id desc limit 1) n
    on conflict (user_id, dedupe_key) do nothing`);
}

/* ------------------------------------------------------------ jobs */

/** Delete alarms older than the retention (90 days) at `now`. @returns rows deleted */
export async function purgeAlarms(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ALARM_RETENTION_DAYS * 86_400_000);
  const gone = await rows(db, sql`delete from alarms where created_at < ${cutoff.toISOString()} returning alarm_id`);
  return gone.length;
}

/** Events per consumer transaction. */
const BATCH = 100;

/** What one round did. */
export interface AlarmJobResult {
  events: number;
  openAlarms: number;
  created: number;
  pushed: number;
  purged: number;
}

/**
 * One round: the outbox events not yet handled by 'alarms' (batches of 100 until none are left),
 * the 오픈 알림 whose deal has opened by `now` (a deal that has also ended is not told), pushes for
 * the alarms made, and, with `purge`, the 90-day retention.
 */
export async function runAlarmJobs(db: Db, opts: { push: PushSender; now?: Date; purge?: boolean }): Promise<AlarmJobResult> {
  const now = opts.now ?? new Date();
  const made: number[] = [];
  let events = 0;
  for (;;) {
    const n = await consumeDomainEvents(db, 'alarms', ALARM_EVENT_TYPES, BATCH, async (tx, batch) => {
      for (const e of batch) {
        const alarm = await alarmForEvent(tx, e);
        const id = alarm ? await createAlarm(tx, alarm) : null;
        if (id != null) made.push(id);
      }
    });
    events += n;
    if (n < BATCH) break;
  }
  const openMade: number[] = [];
  const due = await db.transaction(async (tx) => {
    const list = await takeDueOpenAlarms(tx as unknown as Db, now);
    for (const d of list) {
      if (d.endAt.getTime() <= now.getTime()) continue;
      const id = await createAlarm(tx, {
        userId: d.userId,
        alarmType: ALARM_TYPE.openDeal,
        title: '기다리던 특가가 열렸어요',
        body: `${josa(shortText(d.title, 30), '이/가')} 지금 시작했어요. 한정 수량이라 서두르는 게 좋아요!`,
        linkPath: `/deal/${d.dealId}`,
        dedupeKey: `open:deal:${d.dealId}:${d.startAt.getTime()}`,
        createdAt: now,
      });
      if (id != null) openMade.push(id);
    }
    return list.length;
  });
  made.push(...openMade);
  const pushed = await deliverPushes(db, made, opts.push, now);
  const purged = opts.purge ? await purgeAlarms(db, now) : 0;
  return { events, openAlarms: due, created: made.length, pushed: pushed.length, purged };
}

/** The 90-day purge runs at most this often on the timer. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Run {@link runAlarmJobs} every `everyMs` (and soon after {@link AlarmJobs.kick}); timers never keep
 * the process alive; one round at a time; errors are logged, never thrown. stop() clears the
 * timers and waits for a round under way (call it before the database closes).
 */
export interface AlarmJobs {
  kick(): void;
  stop(): Promise<void>;
}
export function startAlarmJobs(
  db: Db,
  push: PushSender,
  log: { info(o: object, msg: string): void; error(o: object, msg: string): void },
  everyMs: number,
): AlarmJobs {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastPurge = 0;
  let soon: NodeJS.Timeout | null = null;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const purge = Date.now() - lastPurge >= PURGE_EVERY_MS;
    running = runAlarmJobs(db, { push, purge })
      .then((r) => {
        if (purge) lastPurge = Date.now();
        if (r.created || r.purged) log.info(r, 'alarms made');
      })
      .catch((err) => log.error({ err }, 'alarm jobs failed'))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          round();
        }
      });
  };
  const timer = setInterval(round, everyMs);
  timer.unref();
  const first = setTimeout(round, Math.min(everyMs, 1000));
  first.unref();
  return {
    kick() {
      if (stopped || soon) return;
      soon = setTimeout(() => {
        soon = null;
        round();
      }, 150);
      soon.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      if (soon) clearTimeout(soon);
      await running;
    },
  };
}
