/**
 * Test helper (not used by the app): community records as the API answers them
 * (@contract/community), with plain values for every field a test does not name.
 */
import type { PostDetail, PostSummary } from '@contract/community';

/** Question 5 (질문, visible, no answer accepted yet), as GET …/qna/5 answers it; `fields` override. */
export const questionDetail = (fields: Partial<PostDetail> = {}): PostDetail => ({
  postId: 5,
  communityType: 'qna',
  status: 'visible',
  board: null,
  title: '젓갈 냉동해도 되나요?',
  content: '혼자 살아서 다 먹기 전에 상할까 봐요.',
  author: { nickName: '질문한사람', isWithdrawn: false },
  product: null,
  images: [],
  likeCount: 2,
  replyCount: 2,
  clipCount: 0,
  viewCount: 40,
  acceptedReplyId: null,
  createdAt: '2026-11-24T01:00:00Z',
  updatedAt: null,
  ...fields,
});

/** A list row of a post (a dashboard post on the 레시피 board, else none), counts 0; `fields` override. */
export const postSummary = (postId: number, communityType: PostSummary['communityType'], title: string, fields: Partial<PostSummary> = {}): PostSummary => ({
  postId,
  communityType,
  board: communityType === 'dashboard' ? { code: 'recipe', name: '레시피' } : null,
  title,
  excerpt: '',
  author: { nickName: '바다내음', isWithdrawn: false },
  productNo: null,
  likeCount: 0,
  replyCount: 0,
  clipCount: 0,
  viewCount: 0,
  isAnswered: false,
  createdAt: '2026-11-20T03:00:00Z',
  thumbnailUrl: null,
  ...fields,
});
