/**
 * 설문 detail (issue 15; /community/survey/{id}, a route SPEC §2 does not list: docs/decisions/022):
 * title, author, date, the text, participants, end date, and the options — with each option's
 * votes and share once the survey is closed (the public answer carries results only then;
 * docs/decisions/018), and what a reader does (../interact): the vote (radio options, 투표하기 once,
 * then the results as bars), 좋아요, 스크랩, 공유, 신고 or the author's 삭제, and the replies.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { Header } from '~/components/layout/header';
import { formatNumber } from '~/lib/format';
import { useHydrated } from '~/lib/use-hydrated';
import { useSession } from '~/stores/session';
import { PostActions } from '../interact/components/post-actions';
import { ReplySection, useMyNickName } from '../interact/components/replies';
import { SurveyEndLabel, SurveyVote } from '../interact/components/survey-vote';
import { communityQueries } from '../queries';
import { LinkedText } from './linked-text';
import { useCountView, PostHead } from './post-detail';
import { Counts } from './post-item';

const badgeBase = css({ fontSize: '11px', fontWeight: 700, px: '6px', py: '1px', borderRadius: '4px' });

export function CommunitySurveyDetail({ postId }: { postId: number }) {
  const { data: survey } = useSuspenseQuery(communityQueries.survey(postId));
  useCountView('survey', postId);
  const session = useSession();
  const hydrated = useHydrated();
  const myNickName = useMyNickName(hydrated && !!session.accessToken);
  // The survey answer names its author; nicknames are unique among members (docs/decisions/022).
  const isMine = !!myNickName && !survey.author.isWithdrawn && survey.author.nickName.toLowerCase() === myNickName.toLowerCase();
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
        <SurveyVote survey={survey} />
        <Counts likeCount={survey.likeCount} replyCount={survey.replyCount} viewCount={survey.viewCount} />
        <PostActions type="survey" postId={postId} post={survey} deleted={false} isMine={isMine} />
      </article>
      <ReplySection type="survey" postId={postId} count={survey.replyCount} isAsker={false} acceptedReplyId={null} deleted={false} />
    </div>
  );
}
