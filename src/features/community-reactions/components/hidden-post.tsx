/**
 * The author's own post hidden by reports (issue 29 item 4; docs/decisions/038-flag-weights.md): every
 * other reader gets the server's 8 and the hidden screen (components/community/detail-error); its
 * author reads it here from GET /api/v1/community/my/hidden (member only, never cached) — the
 * server's notice ("신고가 접수되어 다른 회원에게는 보이지 않아요. 검토를 요청할 수 있어요."), the
 * post as written, and 검토 요청 while a review may be asked (once: a confirm dialog first; the
 * server's toast confirms it, and the notice then says it was asked).
 */
import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { HiddenPost } from '@contract/community-react';
import { PostHead } from '~/components/community/post-detail-view';
import { LinkedText } from '~/components/community/linked-text';
import { RouteHeader } from '~/components/layout/route-header';
import { RouteSkeleton } from '~/components/layout/route-skeleton';
import { Button } from '~/components/ui/button';
import { Image } from '~/components/ui/image';
import { ApiClientError } from '~/lib/api-client';
import { useHydrated } from '~/lib/use-hydrated';
import { useSession } from '~/stores/session';
import { showAlert } from '~/stores/ui';
import { requestReview } from '../api';
import { reactionQueries } from '../queries';
import { ConfirmDialog } from './confirm-dialog';

const KIND_LABEL: Record<HiddenPost['communityType'], string> = { dashboard: '게시글', qna: '질문', survey: '설문' };

const noticeClass = css({
  fontSize: '14px',
  lineHeight: 1.6,
  color: 'fg.body',
  bg: 'bg.subtle',
  borderRadius: '8px',
  p: '12px 14px',
  wordBreak: 'keep-all',
});
const contentClass = css({ fontSize: '15px', lineHeight: 1.75, whiteSpace: 'pre-line', wordBreak: 'keep-all', overflowWrap: 'anywhere', color: 'fg.body' });

/** The signed-in member's hidden post `postId` when it is theirs; `fallback` (the hidden screen) for anyone else. */
export function MyHiddenPost({ postId, fallback }: { postId: number; fallback: ReactNode }) {
  const session = useSession();
  const hydrated = useHydrated();
  const signedIn = hydrated && !!session.accessToken;
  const q = useQuery({ ...reactionQueries.myHidden(postId), enabled: signedIn, retry: false });
  if (signedIn && q.isPending) return <RouteSkeleton rows={3} />;
  const post = q.data?.post;
  if (!signedIn || !post) return <>{fallback}</>;
  return <HiddenPostView post={post} />;
}

function HiddenPostView({ post }: { post: HiddenPost }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [key] = useState(() => `review-${post.postId}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`);

  const send = async () => {
    setSending(true);
    try {
      await requestReview({ targetType: 'post', targetId: post.postId }, key);
    } catch (e) {
      await showAlert(e instanceof ApiClientError ? e.message : '검토를 요청하지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setSending(false);
      await queryClient.invalidateQueries({ queryKey: reactionQueries.myHidden(post.postId).queryKey });
    }
  };

  return (
    <div>
      <RouteHeader />
      <article className={css({ p: '16px', display: 'flex', flexDir: 'column', gap: '16px' })}>
        <p role="status" className={noticeClass}>
          {post.notice}
        </p>
        <PostHead label={`${KIND_LABEL[post.communityType]} · 나만 볼 수 있어요`} title={post.title} author="나" createdAt={post.createdAt} />
        <LinkedText text={post.content} className={contentClass} />
        {post.images.length > 0 && (
          <ul aria-label={`사진 ${post.images.length}장`} className={css({ display: 'flex', gap: '8px', overflowX: 'auto', listStyle: 'none' })}>
            {post.images.map((img, i) => (
              <li key={img.url} className={css({ flexShrink: 0 })}>
                <Image
                  src={img.url}
                  alt={`사진 ${i + 1}`}
                  width={img.width}
                  height={img.height}
                  className={css({ h: '200px', w: 'auto', borderRadius: '8px' })}
                />
              </li>
            ))}
          </ul>
        )}
        {post.review === 'available' && (
          <Button size="lg" disabled={sending} onClick={() => setConfirming(true)}>
            검토 요청
          </Button>
        )}
      </article>
      {confirming && (
        <ConfirmDialog
          id={`review-${post.postId}`}
          title="검토를 요청할까요?"
          text="운영자가 신고 내용과 글을 확인해요. 검토 요청은 한 번만 할 수 있어요."
          confirmLabel="검토 요청"
          onConfirm={() => void send()}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
