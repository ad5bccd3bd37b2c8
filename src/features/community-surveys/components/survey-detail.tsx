/**
 * 설문 detail (issue 15; /community/survey/{id}, a route SPEC §2 does not list: docs/decisions/022):
 * title, author, date, the text, participants, end date (and, after hydration, the time left), then
 * what the route puts in its places: the vote (radio options, or the results with each option's
 * votes and share once voted or closed — the public answer carries results only after the close,
 * docs/decisions/018), the reader's actions inside the article, and the replies under it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import type { SurveyDetail as Survey } from '@contract/community-react';
import { PostHead } from '~/components/community/post-detail-view';
import { LinkedText } from '~/components/community/linked-text';
import { Counts } from '~/components/community/post-item';
import { Header } from '~/components/layout/header';
import { formatDateTime, formatNumber } from '~/lib/format';
import { useHydrated } from '~/lib/use-hydrated';
import { surveyQueries } from '../queries';

/** 'N일 N시간 남음', 'N시간 N분 남음', 'N분 남음', or '마감' (ms until the end). */
export function timeLeftLabel(ms: number): string {
  if (ms <= 0) return '마감';
  const min = Math.ceil(ms / 60_000);
  const days = Math.floor(min / 1440);
  const hours = Math.floor((min % 1440) / 60);
  if (days > 0) return `${days}일 ${hours}시간 남음`;
  if (hours > 0) return `${hours}시간 ${min % 60}분 남음`;
  return `${min}분 남음`;
}

/** The end of the survey: its date, and after hydration the time left (a minute at a time). */
export function SurveyEndLabel({ endsAt, isClosed }: { endsAt: string; isClosed: boolean }) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  const left = hydrated && !isClosed ? timeLeftLabel(Date.parse(endsAt) - now) : null;
  return (
    <span>
      {formatDateTime(endsAt)} {isClosed ? '마감됨' : '마감'}
      {left && left !== '마감' && <strong className={css({ ml: '6px', color: 'accent.text', fontWeight: 700 })}>{left}</strong>}
    </span>
  );
}

const badgeBase = css({ fontSize: '11px', fontWeight: 700, px: '6px', py: '1px', borderRadius: '4px' });

/**
 * @param vote the options or the results (given the survey as cached now)
 * @param actions what the reader does with the survey, drawn in the article
 * @param replies the replies section under the article
 */
export function SurveyDetail({
  postId,
  vote,
  actions,
  replies,
}: {
  postId: number;
  vote: (survey: Survey) => ReactNode;
  actions: (survey: Survey) => ReactNode;
  replies: (survey: Survey) => ReactNode;
}) {
  const { data: survey } = useSuspenseQuery(surveyQueries.detail(postId));
  return (
    <div>
      <Header title="설문" showHome />
      <article className={css({ p: '16px', display: 'flex', flexDir: 'column', gap: '16px', borderBottom: '8px solid token(colors.bg.subtle)' })}>
        <PostHead label="설문" title={survey.title} author={survey.author.nickName} createdAt={survey.createdAt} updatedAt={survey.updatedAt} />
        {survey.content && (
          <LinkedText
            text={survey.content}
            className={css({ fontSize: '15px', lineHeight: 1.75, whiteSpace: 'pre-line', wordBreak: 'keep-all', overflowWrap: 'anywhere', color: 'fg.body' })}
          />
        )}
        <p className={css({ display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap', fontSize: '13px', color: 'fg.muted' })}>
          <span className={cx(badgeBase, survey.isClosed ? css({ bg: 'bg.muted', color: 'fg.muted' }) : css({ bg: 'accent.default', color: 'fg.inverse' }))}>
            {survey.isClosed ? '마감' : '진행 중'}
          </span>
          <span>{formatNumber(survey.voteTotal)}명 참여</span>
          <span aria-hidden="true">·</span>
          <SurveyEndLabel endsAt={survey.surveyEndsAt} isClosed={survey.isClosed} />
        </p>
        {vote(survey)}
        <Counts likeCount={survey.likeCount} replyCount={survey.replyCount} viewCount={survey.viewCount} />
        {actions(survey)}
      </article>
      {replies(survey)}
    </div>
  );
}
