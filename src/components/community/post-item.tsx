/**
 * One row of a community list (issue 15; docs/decisions/022): board name (or 질문 / 설문), title on
 * at most two lines, the first line of the text, nickname, relative time, and the counts (♥ 좋아요,
 * 💬 댓글, 👁 조회) read aloud as '좋아요 12개' …; a post about a product carries a 상품 chip.
 * The time is relative only after hydration (the server cannot know the reader's clock): the
 * server and the first client render show the date ('11.20'). A post with pictures shows the first
 * one (`thumbnailUrl`) as a 72 px rounded square beside the title, its size fixed before it loads
 * (no layout shift) and loaded lazily (docs/decisions/025).
 */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { CommunityType, PostSummary } from '@contract/community';
import type { SurveySummary } from '@contract/community-react';
import { formatDateTime, formatNumber } from '~/lib/format';
import { useHydrated } from '~/lib/use-hydrated';
import { relativeTime, shortDate } from '~/lib/community/time';

/** Where a post of each kind opens (surveys: /community/survey/{id}, docs/decisions/022). */
export function postLink(communityType: CommunityType, id: number) {
  if (communityType === 'qna') return { to: '/community/qna/$id', params: { id } } as const;
  if (communityType === 'survey') return { to: '/community/survey/$id', params: { id } } as const;
  return { to: '/community/board-detail/$id', params: { id } } as const;
}

/** '3분 전' after hydration; the date before (server render, first client render). */
export function TimeAgo({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  // the server's clock stands in for "now" only to pick the year form of the date
  const now = hydrated ? Date.now() : Date.parse(iso);
  return <time dateTime={iso}>{hydrated ? relativeTime(iso, now) : shortDate(iso, now)}</time>;
}

const countRow = css({ display: 'flex', gap: '10px', fontSize: '12px', color: 'fg.muted', alignItems: 'center' });

const ICON_PATHS = {
  like: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  reply: 'M4 5h16v11H9l-5 4z',
  view: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
} as const;

/** A 13 px line icon (drawn, not an emoji: not every device has an emoji font). */
export function CountIcon({ kind }: { kind: keyof typeof ICON_PATHS }) {
  return (
    <svg width="13" height="13" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={css({ flexShrink: 0 })}>
      <path d={ICON_PATHS[kind]} stroke="currentColor" strokeWidth={2} fill={kind === 'like' ? 'currentColor' : 'none'} strokeLinejoin="round" />
    </svg>
  );
}

const countItem = css({ display: 'inline-flex', alignItems: 'center', gap: '3px' });

/** ♥ 12, 💬 3, 👁 120 as icons, each read as '좋아요 12개', '댓글 3개', '조회 120회'. */
export function Counts({
  likeCount,
  replyCount,
  viewCount,
  replyWord = '댓글',
}: {
  likeCount: number;
  replyCount: number;
  viewCount?: number;
  replyWord?: string;
}) {
  const items: Array<[keyof typeof ICON_PATHS, string, number]> = [
    ['like', `좋아요 ${formatNumber(likeCount)}개`, likeCount],
    ['reply', `${replyWord} ${formatNumber(replyCount)}개`, replyCount],
  ];
  if (viewCount !== undefined) items.push(['view', `조회 ${formatNumber(viewCount)}회`, viewCount]);
  return (
    <span className={countRow}>
      {items.map(([kind, label, n]) => (
        <span key={kind} role="img" aria-label={label} className={countItem}>
          <CountIcon kind={kind} />
          <span aria-hidden="true">{formatNumber(n)}</span>
        </span>
      ))}
    </span>
  );
}

const rowLink = css({
  display: 'flex',
  flexDir: 'column',
  gap: '4px',
  px: '16px',
  py: '14px',
  borderBottom: '1px solid token(colors.border.muted)',
  textDecoration: 'none',
  color: 'inherit',
  _active: { bg: 'bg.subtle' },
});
const labelClass = css({ fontSize: '12px', fontWeight: 700, color: 'accent.text' });
const titleClass = css({ fontSize: '15px', fontWeight: 700, color: 'fg.default', lineHeight: 1.4, wordBreak: 'keep-all', lineClamp: 2 });
const excerptClass = css({ fontSize: '13px', color: 'fg.body', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const metaClass = css({ display: 'flex', alignItems: 'center', gap: '6px', fontSize: '12px', color: 'fg.muted', mt: '2px', flexWrap: 'wrap' });
const chipClass = css({ fontSize: '11px', fontWeight: 600, px: '6px', py: '1px', borderRadius: '4px', bg: 'bg.subtle', color: 'fg.body' });

const THUMB_PX = 72;
const thumbClass = css({
  w: `${THUMB_PX}px`,
  h: `${THUMB_PX}px`,
  flexShrink: 0,
  borderRadius: '10px',
  objectFit: 'cover',
  bg: 'bg.muted',
  border: '1px solid token(colors.border.muted)',
});
const bodyRow = css({ display: 'flex', gap: '12px', alignItems: 'flex-start' });
const textColumn = css({ flex: 1, minW: 0, display: 'flex', flexDir: 'column', gap: '4px' });

/**
 * The first picture of a listed post: fixed 72×72 (no shift while it loads), lazy, decoded off the
 * main thread; decorative (alt="": the row's link is named by its text).
 */
export function PostThumbnail({ url }: { url: string }) {
  return <img src={url} alt="" width={THUMB_PX} height={THUMB_PX} loading="lazy" decoding="async" className={thumbClass} data-testid="post-thumbnail" />;
}

const TYPE_LABEL: Record<CommunityType, string> = { dashboard: '게시글', qna: '질문', survey: '설문' };

/** The first line of the body (excerpts are the first 100 characters as typed). */
export function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? ''
  );
}

/** A post, question or (daily board) survey row. */
export function PostItem({ post }: { post: PostSummary }) {
  const label = post.board?.name ?? TYPE_LABEL[post.communityType];
  return (
    <li>
      <Link {...postLink(post.communityType, post.postId)} className={rowLink}>
        <span className={css({ display: 'flex', gap: '6px', alignItems: 'center' })}>
          <span className={labelClass}>{label}</span>
          {post.communityType === 'qna' && post.isAnswered && <span className={chipClass}>채택 완료</span>}
          {post.productNo != null && <span className={chipClass}>상품 이야기</span>}
        </span>
        <span className={bodyRow}>
          <span className={textColumn}>
            <span className={titleClass}>{post.title}</span>
            {post.excerpt && <span className={excerptClass}>{firstLine(post.excerpt)}</span>}
          </span>
          {post.thumbnailUrl && <PostThumbnail url={post.thumbnailUrl} />}
        </span>
        <span className={metaClass}>
          <span>{post.author.nickName}</span>
          <span aria-hidden="true">·</span>
          <TimeAgo iso={post.createdAt} />
          <span className={css({ ml: 'auto' })}>
            <Counts
              likeCount={post.likeCount}
              replyCount={post.replyCount}
              viewCount={post.viewCount}
              replyWord={post.communityType === 'qna' ? '답변' : '댓글'}
            />
          </span>
        </span>
      </Link>
    </li>
  );
}

const badge = (open: boolean) =>
  css({
    fontSize: '11px',
    fontWeight: 700,
    px: '6px',
    py: '1px',
    borderRadius: '4px',
    ...(open ? { bg: 'accent.default', color: 'fg.inverse' } : { bg: 'bg.muted', color: 'fg.muted' }),
  });

/** A survey row: '진행 중' / '마감' badge, participants, end date. */
export function SurveyItem({ survey }: { survey: SurveySummary }) {
  return (
    <li>
      <Link {...postLink('survey', survey.postId)} className={rowLink}>
        <span className={css({ display: 'flex', gap: '6px', alignItems: 'center' })}>
          <span className={badge(!survey.isClosed)}>{survey.isClosed ? '마감' : '진행 중'}</span>
          <span className={css({ fontSize: '12px', color: 'fg.muted' })}>
            {formatNumber(survey.voteTotal)}명 참여 · {survey.isClosed ? '결과 보기' : `${formatDateTime(survey.surveyEndsAt)} 마감`}
          </span>
        </span>
        <span className={titleClass}>{survey.title}</span>
        {survey.excerpt && <span className={excerptClass}>{firstLine(survey.excerpt)}</span>}
        <span className={metaClass}>
          <span>{survey.author.nickName}</span>
          <span aria-hidden="true">·</span>
          <TimeAgo iso={survey.createdAt} />
          <span className={css({ ml: 'auto' })}>
            <Counts likeCount={survey.likeCount} replyCount={survey.replyCount} viewCount={survey.viewCount} />
          </span>
        </span>
      </Link>
    </li>
  );
}
