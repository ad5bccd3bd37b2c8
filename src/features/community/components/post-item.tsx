/**
 * One row of a community list (issue 15; docs/decisions/022): board name (or 질문 / 설문), title on
 * at most two lines, the first line of the text, nickname, relative time, and the counts (♥ 좋아요,
 * 💬 댓글, 👁 조회) read aloud as '좋아요 12개' …; a post about a product carries a 상품 chip.
 * The time is relative only after hydration (the server cannot know the reader's clock): the
 * server and the first client render show the date ('11.20').
 */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { CommunityType, PostSummary } from '@contract/community';
import type { SurveySummary } from '@contract/community-react';
import { formatDateTime, formatNumber } from '~/lib/format';
import { useHydrated } from '~/lib/use-hydrated';
import { relativeTime, shortDate } from '../time';

/** Where a post of each kind opens (surveys: /community/survey/{id}, docs/decisions/022). */
export function postLink(communityType: CommunityType, postId: number) {
  const id = String(postId);
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

/** ♥ 12 💬 3 👁 120, each read as '좋아요 12개', '댓글 3개', '조회 120회'. */
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
  return (
    <span className={countRow}>
      <span role="img" aria-label={`좋아요 ${formatNumber(likeCount)}개`}>
        <span aria-hidden="true">♥ {formatNumber(likeCount)}</span>
      </span>
      <span role="img" aria-label={`${replyWord} ${formatNumber(replyCount)}개`}>
        <span aria-hidden="true">💬 {formatNumber(replyCount)}</span>
      </span>
      {viewCount !== undefined && (
        <span role="img" aria-label={`조회 ${formatNumber(viewCount)}회`}>
          <span aria-hidden="true">👁 {formatNumber(viewCount)}</span>
        </span>
      )}
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
const labelClass = css({ fontSize: '12px', fontWeight: 700, color: 'accentText' });
const titleClass = css({ fontSize: '15px', fontWeight: 700, color: 'fg.default', lineHeight: 1.4, wordBreak: 'keep-all', lineClamp: 2 });
const excerptClass = css({ fontSize: '13px', color: 'fg.body', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const metaClass = css({ display: 'flex', alignItems: 'center', gap: '6px', fontSize: '12px', color: 'fg.muted', mt: '2px', flexWrap: 'wrap' });
const chipClass = css({ fontSize: '11px', fontWeight: 600, px: '6px', py: '1px', borderRadius: '4px', bg: 'bg.subtle', color: 'fg.body' });

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
        <span className={titleClass}>{post.title}</span>
        {post.excerpt && <span className={excerptClass}>{firstLine(post.excerpt)}</span>}
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
