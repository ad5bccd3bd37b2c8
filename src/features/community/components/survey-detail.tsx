/**
 * 설문 detail (issue 15; /community/survey/{id}, a route SPEC §2 does not list: docs/decisions/022):
 * title, author, date, the text, participants, end date, and the options — with each option's
 * votes and share once the survey is closed (the public answer carries results only then;
 * docs/decisions/018). Voting is a member write and is not part of this screen yet.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import type { SurveyDetail } from '@contract/community-react';
import { Header } from '~/components/layout/header';
import { formatDateTime, formatNumber } from '~/lib/format';
import { communityQueries } from '../queries';
import { LinkedText } from './linked-text';
import { useCountView, PostHead } from './post-detail';
import { Counts } from './post-item';

const badgeBase = css({ fontSize: '11px', fontWeight: 700, px: '6px', py: '1px', borderRadius: '4px' });

function Options({ survey }: { survey: SurveyDetail }) {
  const results = survey.results;
  const byId = new Map(results?.options.map((o) => [o.optionId, o]) ?? []);
  const top = results ? Math.max(0, ...results.options.map((o) => o.voteCount)) : 0;
  return (
    <ol aria-label={results ? '설문 결과' : '설문 항목'} className={css({ listStyle: 'none', display: 'flex', flexDir: 'column', gap: '8px' })}>
      {[...survey.options]
        .sort((a, b) => a.position - b.position)
        .map((o) => {
          const r = byId.get(o.optionId);
          const leading = r != null && top > 0 && r.voteCount === top;
          return (
            <li
              key={o.optionId}
              data-leading={leading || undefined}
              className={css({
                position: 'relative',
                overflow: 'hidden',
                border: '1px solid token(colors.border.default)',
                borderRadius: '10px',
                px: '14px',
                py: '12px',
                fontSize: '14px',
                '&[data-leading]': { borderColor: 'accent.default', fontWeight: 700 },
              })}
            >
              {r && <span aria-hidden="true" className={css({ position: 'absolute', inset: 0, bg: 'accent.subtle' })} style={{ width: `${r.percent}%` }} />}
              <span className={css({ position: 'relative', display: 'flex', justifyContent: 'space-between', gap: '8px' })}>
                <span>{o.label}</span>
                {r && (
                  <span className={css({ flexShrink: 0, color: 'fg.body' })}>
                    {r.percent}% <span className={css({ color: 'fg.muted', fontWeight: 400 })}>({formatNumber(r.voteCount)}명)</span>
                  </span>
                )}
              </span>
            </li>
          );
        })}
    </ol>
  );
}

export function CommunitySurveyDetail({ postId }: { postId: number }) {
  const { data: survey } = useSuspenseQuery(communityQueries.survey(postId));
  useCountView('survey', postId);
  return (
    <div>
      <Header title="설문" showHome />
      <article className={css({ p: '16px', display: 'flex', flexDir: 'column', gap: '16px' })}>
        <PostHead label="설문" title={survey.title} author={survey.author.nickName} createdAt={survey.createdAt} updatedAt={survey.updatedAt} />
        {survey.content && (
          <LinkedText
            text={survey.content}
            className={css({ fontSize: '15px', lineHeight: 1.75, whiteSpace: 'pre-line', wordBreak: 'keep-all', overflowWrap: 'anywhere', color: 'fg.body' })}
          />
        )}
        <p className={css({ display: 'flex', gap: '8px', alignItems: 'center', fontSize: '13px', color: 'fg.muted' })}>
          <span className={cx(badgeBase, survey.isClosed ? css({ bg: 'bg.muted', color: 'fg.muted' }) : css({ bg: 'accent.default', color: 'fg.inverse' }))}>
            {survey.isClosed ? '마감' : '진행 중'}
          </span>
          <span>{formatNumber(survey.voteTotal)}명 참여</span>
          <span aria-hidden="true">·</span>
          <span>
            {formatDateTime(survey.surveyEndsAt)} {survey.isClosed ? '마감됨' : '마감'}
          </span>
        </p>
        <Options survey={survey} />
        {!survey.isClosed && <p className={css({ fontSize: '13px', color: 'fg.muted' })}>결과는 설문이 마감되면 공개돼요.</p>}
        <Counts likeCount={survey.likeCount} replyCount={survey.replyCount} viewCount={survey.viewCount} />
      </article>
    </div>
  );
}
