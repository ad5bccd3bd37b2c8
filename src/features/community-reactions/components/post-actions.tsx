/**
 * What a reader does with a post, question or survey (issue 15; SPEC §5 share rule, §7 "### Community"):
 * 좋아요 and 스크랩 (optimistic, through the offline queue ../queue), 공유 (the global share dialog with
 * communityType and postId, so the share is recorded — SPEC §5), 신고 (../report-dialog) and, on
 * one's own post, 수정 (the form routes) and 삭제 (confirm; the detail then shows 삭제된 글이에요 with
 * its replies); one's own post cannot be liked (the server answers 13), so 좋아요 is off there.
 * Signed out, every action opens the sign-in prompt (./member-gate).
 */
import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { josa } from 'es-hangul';
import { css, cx } from 'styled-system/css';
import type { CommunityType } from '@contract/community';
import { ApiClientError } from '~/lib/api-client';
import { communityKeys } from '~/lib/community/keys';
import { formatNumber } from '~/lib/format';
import { useHydrated } from '~/lib/use-hydrated';
import { useSession } from '~/stores/session';
import { openShare, showAlert } from '~/stores/ui';
import { deletePost } from '../api';
import { reactionQueries } from '../queries';
import { setReaction } from '../queue';
import { ConfirmDialog } from './confirm-dialog';
import { useMemberGate } from './member-gate';
import { ReportDialog } from './report-dialog';

const ICONS = {
  like: 'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z',
  clip: 'M6 3h12v18l-6-4-6 4z',
  share: 'M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M12 3v12M7 8l5-5 5 5',
  report: 'M5 21V4h11l-1.5 4L16 12H5',
} as const;

export function ActionIcon({ kind, filled = false, size = 22 }: { kind: keyof typeof ICONS; filled?: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[kind]} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

export const actionButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4px',
  minW: '44px',
  minH: '44px',
  px: '8px',
  borderRadius: '10px',
  bg: 'transparent',
  border: 'none',
  color: 'fg.muted',
  fontSize: '13px',
  fontWeight: 600,
  cursor: 'pointer',
  '&[aria-pressed=true]': { color: 'danger.default' },
  '&[data-kind=clip][aria-pressed=true]': { color: 'accent.text' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

const FORM_ROUTE = { dashboard: '/community/dash-board/form/{-$id}', qna: '/community/qna/form/{-$id}' } as const;
const KIND_WORD: Record<CommunityType, string> = { dashboard: '게시글', qna: '질문', survey: '설문' };

/** The member's like/clip and whether the post is theirs (signed out: nothing liked, not mine). */
export function usePostReactions(type: CommunityType, postId: number) {
  const session = useSession();
  const hydrated = useHydrated();
  const signedIn = hydrated && !!session.accessToken;
  const q = useQuery({ ...reactionQueries.postReactions(type, postId), enabled: signedIn });
  return { signedIn, liked: signedIn && q.data?.liked === 'Y', clipped: signedIn && q.data?.clipped === 'Y', isMine: signedIn && !!q.data?.isMine };
}

export function PostActions({
  type,
  postId,
  post: { title, content, likeCount },
  deleted,
  isMine,
  reportable = true,
  extra,
}: {
  type: CommunityType;
  postId: number;
  /** The post's title and likes; its text's first 100 characters describe a share. */
  post: { title: string; content: string; likeCount: number };
  deleted: boolean;
  /** Whether the signed-in member wrote it (from my-state, or the survey's author). */
  isMine: boolean;
  reportable?: boolean;
  extra?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { liked, clipped } = usePostReactions(type, postId);
  const { guard, dialog } = useMemberGate();
  const [reporting, setReporting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const word = KIND_WORD[type];

  const toggle = (field: 'like' | 'clip', on: boolean) => guard(() => setReaction(queryClient, { type, postId, replyId: null, field }, on ? 'N' : 'Y'));

  const remove = async () => {
    try {
      await deletePost(type, postId);
      await queryClient.invalidateQueries({ queryKey: communityKeys.all() });
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    } catch (e) {
      await showAlert(e instanceof ApiClientError ? e.message : '삭제하지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  };

  // This report hid the post: read it again, so the page shows the server's message (detail-error).
  const showHidden = async () => {
    queryClient.removeQueries({ queryKey: communityKeys.detail(type, postId), exact: true });
    await router.invalidate();
  };

  const share = () => {
    const url = new URL(window.location.pathname, window.location.origin).href;
    openShare({ title, description: content.slice(0, 100), url, communityType: type, postId });
  };

  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2px', flexWrap: 'wrap', mx: '-8px' })}>
      {!deleted && (
        <>
          <button
            type="button"
            className={actionButton}
            aria-pressed={liked}
            disabled={isMine}
            aria-label={`${word} ${liked ? '좋아요 취소하기' : '좋아요'} (좋아요 ${formatNumber(likeCount)}개)`}
            onClick={() => toggle('like', liked)}
          >
            <ActionIcon kind="like" filled={liked} />
            <span aria-hidden="true">{formatNumber(likeCount)}</span>
          </button>
          <button
            type="button"
            data-kind="clip"
            className={actionButton}
            aria-pressed={clipped}
            aria-label={clipped ? '스크랩 취소하기' : '스크랩하기'}
            onClick={() => toggle('clip', clipped)}
          >
            <ActionIcon kind="clip" filled={clipped} />
            <span aria-hidden="true">스크랩</span>
          </button>
          <button type="button" className={actionButton} aria-label={`${word} 공유하기`} onClick={share}>
            <ActionIcon kind="share" />
            <span aria-hidden="true">공유</span>
          </button>
        </>
      )}
      {extra}
      <span className={css({ flex: 1 })} />
      {isMine && !deleted && type !== 'survey' && (
        <Link to={FORM_ROUTE[type]} params={{ id: postId }} className={cx(actionButton, css({ color: 'fg.body' }))} aria-label={`${word} 수정하기`}>
          수정
        </Link>
      )}
      {isMine && !deleted && (
        <button type="button" className={cx(actionButton, css({ color: 'fg.body' }))} aria-label={`${word} 삭제하기`} onClick={() => setConfirmDelete(true)}>
          삭제
        </button>
      )}
      {!isMine && !deleted && reportable && (
        <button type="button" className={actionButton} aria-label={`${word} 신고하기`} onClick={() => guard(() => setReporting(true))}>
          <ActionIcon kind="report" size={18} />
          <span aria-hidden="true">신고</span>
        </button>
      )}
      {reporting && <ReportDialog targetType="post" targetId={postId} onClose={() => setReporting(false)} onReported={(r) => r.hidden && void showHidden()} />}
      {confirmDelete && (
        <ConfirmDialog
          id="post-delete"
          title={`이 ${josa(word, '을/를')} 삭제할까요?`}
          text="삭제하면 되돌릴 수 없어요. 달린 댓글은 그대로 남아요."
          confirmLabel="삭제하기"
          danger
          onConfirm={() => void remove()}
          onClose={() => setConfirmDelete(false)}
        />
      )}
      {dialog}
    </div>
  );
}
