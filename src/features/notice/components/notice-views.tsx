/** Notices (SPEC §2 /notice, /notice/{id}, /admin-notice/{id}): infinite list and detail. */
import { InfiniteList } from '~/components/catalogue/infinite-list';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Header } from '~/components/layout/header';
import { EmptyState } from '~/components/ui/empty-state';
import { buttonStyle } from '~/components/ui/button';
import { formatDate, formatNumber } from '~/lib/format';
import { noticeQueries } from '../queries';

const noticeRowClass = css({
  display: 'block',
  px: '16px',
  py: '14px',
  borderBottom: '1px solid token(colors.border.muted)',
  textDecoration: 'none',
  color: 'inherit',
});

export function NoticeList() {
  return (
    <div>
      <Header title="공지사항" />
      <InfiniteList options={noticeQueries.list()} itemsOf={(p) => p.items} empty={<EmptyState title="공지사항이 없어요" />} endText="모든 공지를 봤어요">
        {(items) => (
          <ul className={css({ listStyle: 'none' })}>
            {items.map((n) => (
              <li key={n.noticeId}>
                <Link to="/notice/$id" params={{ id: n.noticeId }} className={noticeRowClass}>
                  {n.isImportant && <span className={css({ fontSize: '12px', fontWeight: 800, color: 'accent.text', mr: '6px' })}>중요</span>}
                  <span className={css({ fontSize: '15px', color: 'fg.default', wordBreak: 'keep-all' })}>{n.title}</span>
                  <span className={css({ display: 'block', fontSize: '12px', color: 'fg.muted', mt: '4px' })}>{formatDate(n.createdAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </InfiniteList>
    </div>
  );
}

export function NoticeDetail({ noticeId, title = '공지사항' }: { noticeId: number; title?: string }) {
  const { data: n } = useSuspenseQuery(noticeQueries.detail(noticeId));
  return (
    <div>
      <Header title={title} />
      <article className={css({ p: '16px' })}>
        <h2 className={css({ fontSize: '18px', fontWeight: 800, wordBreak: 'keep-all', lineHeight: 1.4 })}>{n.title}</h2>
        <p className={css({ fontSize: '12px', color: 'fg.muted', mt: '6px', pb: '14px', borderBottom: '1px solid token(colors.border.muted)' })}>
          {formatDate(n.createdAt)} · 조회 {formatNumber(n.viewCount)}
        </p>
        <div className={css({ pt: '16px', fontSize: '15px', lineHeight: 1.75, whiteSpace: 'pre-line', wordBreak: 'keep-all', color: 'fg.body' })}>
          {n.content}
        </div>
      </article>
      <div className={css({ p: '16px' })}>
        <Link to="/notice" className={buttonStyle({ variant: 'secondary', fullWidth: true })}>
          목록으로
        </Link>
      </div>
    </div>
  );
}

const lastNoticeClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  mx: '16px',
  my: '8px',
  px: '12px',
  py: '10px',
  // 44 px: the smallest comfortable tap target (issue 13, WCAG 2.5.5); 40 px before.
  minH: '44px',
  borderRadius: '10px',
  bg: 'bg.subtle',
  textDecoration: 'none',
  color: 'fg.body',
  fontSize: '13px',
});

/** Latest notice line for the home screen. */
export function LastNoticeLine() {
  const { data } = useSuspenseQuery(noticeQueries.last());
  if (!data) return null;
  return (
    <Link to="/notice/$id" params={{ id: data.noticeId }} className={lastNoticeClass}>
      <strong className={css({ color: 'accent.text', flexShrink: 0 })}>공지</strong>
      <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{data.title}</span>
    </Link>
  );
}
