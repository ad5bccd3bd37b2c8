/**
 * The community detail pages, composed from their features (issue 15, split in issue 27): the
 * post's kind draws it (community-posts, -questions, -surveys), and the replies and reactions
 * feature puts the reader's actions in it and the replies under it (docs/decisions/022 "Writing").
 * One view is counted per visit, after hydration. Route-only: the three detail routes use them.
 * A post hidden by reports is the route's error (8); its author sees it there (issue 29).
 */
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { PostDetail as Post } from '@contract/community';
import type { SurveyDetail } from '@contract/community-react';
import { CommunityDetailError, isHiddenPostError } from '~/components/community/detail-error';
import { PostDetail } from '~/features/community-posts/components/post-detail';
import { postQueries } from '~/features/community-posts/queries';
import { QuestionDetail } from '~/features/community-questions/components/question-detail';
import { questionQueries } from '~/features/community-questions/queries';
import { SurveyDetail as SurveyPage } from '~/features/community-surveys/components/survey-detail';
import { surveyQueries } from '~/features/community-surveys/queries';
import { MyHiddenPost } from '~/features/community-reactions/components/hidden-post';
import { PostActions, usePostReactions } from '~/features/community-reactions/components/post-actions';
import { ReplySection, useIsAuthor } from '~/features/community-reactions/components/replies';
import { SurveyVote } from '~/features/community-reactions/components/survey-vote';
import { useCountView } from '~/features/community-reactions/use-count-view';

/** /community/board-detail/{id}: the post, its actions (수정/삭제 when it is the member's) and its replies. */
export function BoardPostScreen({ postId }: { postId: number }) {
  useCountView('dashboard', postId);
  const { isMine } = usePostReactions('dashboard', postId);
  const replies = postQueries.replies(postId);
  return (
    <PostDetail
      postId={postId}
      actions={(post) => <PostActions type="dashboard" postId={postId} post={post} deleted={isDeleted(post)} isMine={isMine} />}
      replies={(post) => (
        <ReplySection
          type="dashboard"
          postId={postId}
          replies={replies}
          count={post.replyCount}
          isAsker={false}
          acceptedReplyId={post.acceptedReplyId}
          deleted={isDeleted(post)}
        />
      )}
    />
  );
}

/** /community/qna/{id}: the question, its actions and its answers; the asker may accept one. */
export function QuestionScreen({ postId }: { postId: number }) {
  useCountView('qna', postId);
  const { isMine } = usePostReactions('qna', postId);
  const replies = questionQueries.replies(postId);
  return (
    <QuestionDetail
      postId={postId}
      actions={(question) => <PostActions type="qna" postId={postId} post={question} deleted={isDeleted(question)} isMine={isMine} />}
      replies={(question) => (
        <ReplySection
          type="qna"
          postId={postId}
          replies={replies}
          count={question.replyCount}
          isAsker={isMine}
          acceptedReplyId={question.acceptedReplyId}
          deleted={isDeleted(question)}
        />
      )}
    />
  );
}

/** /community/survey/{id}: the survey, the vote, its actions (삭제 when it is the member's) and its replies. */
export function SurveyScreen({ postId }: { postId: number }) {
  useCountView('survey', postId);
  const replies = surveyQueries.replies(postId);
  return (
    <SurveyPage
      postId={postId}
      vote={(survey) => <SurveyVote survey={survey} />}
      actions={(survey) => <SurveyActions survey={survey} />}
      replies={(survey) => (
        <ReplySection type="survey" postId={postId} replies={replies} count={survey.replyCount} isAsker={false} acceptedReplyId={null} deleted={false} />
      )}
    />
  );
}

const isDeleted = (post: Post) => post.status === 'deleted';

/** A survey's actions: the survey answer names its author, so "mine" is the member's nickname. */
function SurveyActions({ survey }: { survey: SurveyDetail }) {
  const isMine = useIsAuthor(survey.author);
  return <PostActions type="survey" postId={survey.postId} post={survey} deleted={false} isMine={isMine} />;
}

/**
 * The error screen of the three community details: a post hidden by reports shows its author their
 * own post with the notice and 검토 요청 (community-reactions MyHiddenPost; issue 29 item 4), and
 * everyone else the hidden screen (components/community/detail-error), as every other error.
 * `postId`: the route's typed `$id` (the route passes `Route.useParams().id`; a malformed id never gets
 * here: it is a not-found).
 */
export function CommunityDetailErrorScreen({ postId, ...props }: ErrorComponentProps & { postId: number }) {
  const screen = <CommunityDetailError {...props} />;
  if (!isHiddenPostError(props.error)) return screen;
  return <MyHiddenPost postId={postId} fallback={screen} />;
}
