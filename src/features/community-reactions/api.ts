/**
 * Replies and reactions: what a reader does on a community detail (issue 15; SPEC §7 "### Community";
 * docs/decisions/017, 018, 038): the member's own state, likes, clippings, replies, accept, reports,
 * their own content hidden by reports and its review request, votes, deletes, and the view count. One line per endpoint; writes that an offline queue may repeat
 * carry an Idempotency-Key. (The share record is components/ui/share-adapters'.)
 */
import type { CommunityType } from '@contract/community';
import type { ReportBody, ReviewRequestBody } from '@contract/community-react';
import type { YN } from '@contract/rules';
import { callEndpoint, whenAuthReady } from '~/lib/api-client';
import { whenDeviceSettled } from '~/lib/app-device';
import { fetchProfile } from '~/lib/auth/api';

export { fetchProfile };

/** isMine / liked / clipped of a post or question (member only; 110 signed out). */
export const fetchPostState = (communityType: 'dashboard' | 'qna', id: number) =>
  callEndpoint(communityType === 'qna' ? 'questionState' : 'communityPostState', { params: { id } });
/** The member's like/clip of posts and like of replies (1–50 ids each), in the order asked. */
export const fetchMyReactions = (postIds: number[], replyIds: number[]) =>
  callEndpoint('myReactions', {
    query: { postIds: postIds.length ? postIds.join(',') : undefined, replyIds: replyIds.length ? replyIds.join(',') : undefined },
  });
export const fetchMySurveyVote = (postId: number) => callEndpoint('surveyMyVote', { query: { postId } });

const LIKE = { dashboard: 'dashboardLike', qna: 'qnaLike', survey: 'surveyLike' } as const;
const CLIP = { dashboard: 'dashboardClipping', qna: 'qnaClipping', survey: 'surveyClipping' } as const;
const REPLY_LIKE = { dashboard: 'dashboardReplyLike', qna: 'qnaReplyLike', survey: 'surveyReplyLike' } as const;
const REPLY_CREATE = { dashboard: 'createCommunityPostReply', qna: 'createQuestionReply', survey: 'createSurveyReply' } as const;
const REPLY_DELETE = { dashboard: 'deleteCommunityPostReply', qna: 'deleteQuestionReply', survey: 'deleteSurveyReply' } as const;

const idem = (key: string) => ({ 'Idempotency-Key': key });

export const putPostLike = (type: CommunityType, id: number, likeYN: YN, key: string) =>
  callEndpoint(LIKE[type], { params: { id }, body: { likeYN }, headers: idem(key) });
export const putPostClipping = (type: CommunityType, id: number, clippingYN: YN, key: string) =>
  callEndpoint(CLIP[type], { params: { id }, body: { clippingYN }, headers: idem(key) });
export const putReplyLike = (type: CommunityType, id: number, replyId: number, likeYN: YN, key: string) =>
  callEndpoint(REPLY_LIKE[type], { params: { id, replyId }, body: { likeYN }, headers: idem(key) });
export const postReply = (type: CommunityType, id: number, content: string, key: string) =>
  callEndpoint(REPLY_CREATE[type], { params: { id }, body: { content }, headers: idem(key) });
export const deleteReply = (type: CommunityType, id: number, replyId: number) => callEndpoint(REPLY_DELETE[type], { params: { id, replyId } });
export const acceptAnswer = (id: number, replyId: number) => callEndpoint('acceptAnswer', { params: { id, replyId } });
export const deletePost = (type: CommunityType, id: number) =>
  type === 'survey'
    ? callEndpoint('deleteSurvey', { params: { id } })
    : callEndpoint(type === 'qna' ? 'deleteQuestion' : 'deleteCommunityPost', { params: { id } });
export const reportTarget = (body: ReportBody) => callEndpoint('communityAccuse', { body });
/** The member's own post (and replies on it) hidden by reports, with where their review stands (issue 29; member only, never cached). */
export const fetchMyHidden = (postId: number) => callEndpoint('myHiddenContent', { query: { postId } });
/** Ask once for review of the member's hidden post or reply (issue 29); the server's toast confirms it. */
export const requestReview = (body: ReviewRequestBody, key: string) => callEndpoint('communityReviewRequest', { body, headers: idem(key) });
export const voteSurvey = (id: number, optionId: number, key: string) => callEndpoint('surveyVote', { params: { id }, body: { optionId }, headers: idem(key) });

/**
 * One view of a post (SPEC §7: no toast for view-count calls). The server counts a viewer once a
 * day by token, else by the device's secret, else by address (docs/decisions/018; issue 29), so the
 * call waits for the session's hooks and for this load's device access (its secret; ≤ 3 s).
 */
export const countView = (communityType: CommunityType, postId: number) =>
  Promise.all([whenAuthReady(), whenDeviceSettled()]).then(() => callEndpoint('communityViewCount', { body: { communityType, postId }, silentToasts: true }));
