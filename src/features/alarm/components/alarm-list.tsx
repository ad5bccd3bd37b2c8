/**
 * 알림 (issue 16; SPEC §2 /alarm: auth, no bottom nav; §3 Alarm: alarmType is the filter;
 * docs/decisions/026 "## Alarms"): filter chips (전체 first, then each alarmType), the member's
 * alarms newest first as an infinite list with an unread dot and a relative time, 모두 읽음 (of the
 * shown filter), an empty state per filter. A tap marks the alarm read and opens its screen.
 * A member-only screen (ssr: false): the clock may be read during render.
 */
import type { MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { chip } from 'styled-system/recipes';
import { ALARM_TYPE_CODES, ALARM_TYPE_LABELS, type AlarmType } from '@contract/alarm-types';
import type { Alarm } from '@contract/alarms';
import { InfiniteList, RowList } from '~/components/catalogue/infinite-list';
import { Header } from '~/components/layout/header';
import { ChipRow } from '~/components/ui/chip-row';
import { EmptyState } from '~/components/ui/empty-state';
import { useSession } from '~/stores/session';
import { showToast } from '~/stores/ui';
import { alarmQueries, useReadAlarm, useReadAllAlarms } from '../queries';
import { alarmTime } from '../time';

const EMPTY: Record<AlarmType | 0, { title: string; description: string }> = {
  0: { title: '아직 받은 알림이 없어요', description: '내 글에 댓글이 달리거나 답변이 채택되면 여기에서 알려 드릴게요.' },
  1: { title: '커뮤니티 알림이 없어요', description: '내 글에 댓글이 달리거나 좋아요가 모이면 알려 드릴게요.' },
  2: { title: '채택 알림이 없어요', description: '이웃의 질문에 답변을 남겨 보세요. 채택되면 바로 알려 드릴게요.' },
  3: { title: '별·혜택 알림이 없어요', description: '모은 별을 교환하면 결과를 여기에서 알려 드릴게요.' },
  4: { title: '등급 알림이 없어요', description: '활동하고 장을 보면 등급이 올라요. 오르면 알려 드릴게요.' },
  5: { title: '오픈 알림이 없어요', description: '오픈 예정 특가에서 오픈 알림을 받으면 열릴 때 알려 드릴게요.' },
  6: { title: '공지 알림이 없어요', description: '새 공지사항이 올라오면 알려 드릴게요.' },
};

// The router marks the shown filter aria-current="page" (the chip recipe draws "true"): drawn as the recipe's chosen chip.
const chipLink = css({
  textDecoration: 'none',
  flexShrink: 0,
  '&[aria-current=page]': { borderColor: 'border.inverse', bg: 'bg.inverse', color: 'fg.inverse', fontWeight: 700 },
});
const readAllButton = css({
  minH: '44px',
  px: '12px',
  fontSize: '14px',
  fontWeight: 600,
  color: 'fg.muted',
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
  _disabled: { color: 'fg.disabled', cursor: 'default' },
});

/** The whole screen for one filter (`alarmType` undefined: 전체). */
export function AlarmScreen({ alarmType }: { alarmType?: AlarmType }) {
  const { generation } = useSession();
  const count = useQuery(alarmQueries.count(generation));
  const readAll = useReadAllAlarms({ onSuccess: (n) => showToast(n > 0 ? '알림을 모두 읽음으로 표시했어요' : '새로 읽을 알림이 없어요') });
  const unread = count.data?.unreadCount ?? 0;
  return (
    <div>
      <Header
        title="알림"
        right={
          <button type="button" className={readAllButton} disabled={unread === 0 || readAll.isPending} onClick={() => readAll.mutate(alarmType)}>
            모두 읽음
          </button>
        }
      />
      <ChipRow as="nav" label="알림 종류">
        <Link
          to="/alarm"
          search={{}}
          replace

          className={cx(chip(), chipLink)}
          activeOptions={{ includeSearch: true, exact: true }}
        >
          전체
        </Link>
        {ALARM_TYPE_CODES.map((code) => (
          <Link
            key={code}
            to="/alarm"
            search={{ alarmType: code }}
            replace
            className={cx(chip(), chipLink)}
            activeOptions={{ includeSearch: true, exact: true }}
          >
            {ALARM_TYPE_LABELS[code]}
          </Link>
        ))}
      </ChipRow>
      <InfiniteList
        options={alarmQueries.list(alarmType, generation)}
        itemsOf={(p) => p.items}
        empty={<EmptyState title={EMPTY[alarmType ?? 0].title} description={EMPTY[alarmType ?? 0].description} />}
        endText="최근 90일 동안의 알림을 모두 봤어요"
      >
        {(items) => <RowList label="알림 목록" items={items} row={(a) => <AlarmItem key={a.alarmId} alarm={a} />} />}
      </InfiniteList>
    </div>
  );
}

const itemLink = css({
  display: 'flex',
  gap: '10px',
  w: '100%',
  px: '16px',
  py: '14px',
  textAlign: 'left',
  textDecoration: 'none',
  color: 'fg.default',
  bg: 'transparent',
  border: 'none',
  borderBottom: '1px solid token(colors.border.muted)',
  cursor: 'pointer',
  '&[data-unread=true]': { bg: 'accent.subtle' },
});
const dot = css({ w: '8px', h: '8px', mt: '7px', borderRadius: '50%', flexShrink: 0, bg: 'transparent', '[data-unread=true] &': { bg: 'accent.default' } });

/** One alarm: type and time, title, body; unread ones carry a dot (and say so to screen readers). */
export function AlarmItem({ alarm }: { alarm: Alarm }) {
  const router = useRouter();
  const read = useReadAlarm();
  const unread = alarm.readYN === 'N';
  const open = (e: MouseEvent) => {
    e.preventDefault();
    if (unread) read.mutate(alarm.alarmId);
    if (alarm.linkPath) void router.navigate({ href: alarm.linkPath });
  };
  const label = ALARM_TYPE_LABELS[alarm.alarmType as AlarmType] ?? '알림';
  const content = (
    <>
      <span aria-hidden="true" className={dot} />
      <span className={css({ minW: 0, flex: 1 })}>
        <span className={css({ display: 'flex', gap: '6px', fontSize: '12px', color: 'fg.muted' })}>
          <span className={css({ fontWeight: 700, color: 'accent.text' })}>{label}</span>
          <span>{alarmTime(alarm.createdAt, Date.now())}</span>
          {unread && <span className={css({ srOnly: true })}>안 읽음</span>}
        </span>
        <span className={css({ display: 'block', mt: '2px', fontSize: '15px', fontWeight: unread ? 700 : 500 })}>{alarm.title}</span>
        <span className={css({ display: 'block', mt: '2px', fontSize: '14px', color: 'fg.muted', lineClamp: 2, overflowWrap: 'anywhere' })}>{alarm.body}</span>
      </span>
    </>
  );
  return (
    <li>
      {alarm.linkPath ? (
        <a href={alarm.linkPath} onClick={open} data-unread={unread} className={itemLink}>
          {content}
        </a>
      ) : (
        <button type="button" onClick={open} data-unread={unread} className={itemLink}>
          {content}
        </button>
      )}
    </li>
  );
}
