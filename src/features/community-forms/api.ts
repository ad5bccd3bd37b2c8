/**
 * The community forms' calls (issue 15; docs/decisions/017, 018, 021, 024): create and edit posts and
 * questions, create surveys, upload one picture (its bytes as the body, with progress), the member's
 * own state of a post (is it mine?) and the banned-word check. One line per endpoint.
 */
import type { z } from 'zod';
import type { postBodySchema, questionBodySchema } from '@contract/community';
import type { SurveyCreateBody } from '@contract/community-react';
import { callEndpoint, uploadEndpoint, type UploadProgress } from '~/lib/api-client';

export type PostBody = z.input<typeof postBodySchema>;
export type QuestionBody = z.input<typeof questionBodySchema>;
/** Which kind a post form writes: a board post (게시글) or a question (질문). */
export type PostKind = 'dashboard' | 'qna';

export const createPost = (body: PostBody) => callEndpoint('createCommunityPost', { body });
export const updatePost = (id: number, body: PostBody) => callEndpoint('updateCommunityPost', { params: { id }, body });
export const createQuestion = (body: QuestionBody) => callEndpoint('createQuestion', { body });
export const updateQuestion = (id: number, body: QuestionBody) => callEndpoint('updateQuestion', { params: { id }, body });
export const createSurvey = (body: SurveyCreateBody) => callEndpoint('createSurvey', { body });

/** Is the post (or question) the caller's own? Member only, never cached (docs/decisions/017 my-state). */
export const fetchPostState = (kind: PostKind, id: number) =>
  kind === 'dashboard' ? callEndpoint('communityPostState', { params: { id } }) : callEndpoint('questionState', { params: { id } });

/** One picture, uploaded as it is (docs/decisions/021) → `{ imageKey, url, width, height }`. */
export const uploadPicture = (file: Blob, contentType: string, onProgress?: (p: UploadProgress) => void, signal?: AbortSignal) =>
  uploadEndpoint('communityImageUpload', file, { contentType, onProgress, signal, timeoutMs: 120_000 });

/** Banned-word check of one piece of text (1–1,000 characters) → `{ isValid, message, word }`. */
export const checkBannedWords = (text: string) => callEndpoint('bannedWordsValidation', { query: { text } });
