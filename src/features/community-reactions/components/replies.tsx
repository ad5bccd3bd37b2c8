/**
 * Replies of a post, question or survey (issue 15; SPEC §7 "### Community"; docs/decisions/017, 022):
 * the cursor-paged list (on a question the accepted answer first with 채택된 답변), then the member's
 * replies still on the device (../queue: '전송 대기', or '전송 실패' with the server's reason and
 * 다시 보내기 / 삭제), then the composer (1–1,000 characters with the count; the server's banned-word
 * and limit messages under it). Per reply: 좋아요 (queued like the post's), 삭제 for one's own
 * (confirm), 신고 for others', and on a question without an accepted answer the asker's 채택하기
 * (confirm: 채택은 한 번만 할 수 있어요).
 */
import { useId, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type InfiniteData, type QueryKey, type UseSuspenseInfiniteQueryOptions } from '@tanstack/react-query';
import { josa } from 'es-hangul';
import { css, cx } from 'styled-system/css';
import { REPLY_CONTENT_LENGTH, type CommunityType, type PostDetail, type Reply } from '@contract/community';
import type { SurveyDetail } from '@contract/community-react';
import { InfiniteList } from '~/components/catalogue/infinite-list';
import { LinkedText } from '~/components/community/linked-text';
import { TimeAgo } from '~/components/community/post-item';
import { Button } from '~/components/ui/button';
import { ApiClientError } from '~/lib/api-client';
import { communityKeys } from '~/lib/community/keys';
import { formatNumber } from '~/lib/format';
import { useHydrated } from '~/lib/use-hydrated';
import { useSession } from '~/stores/session';
import { showAlert } from '~/stores/ui';
import { acceptAnswer, deleteReply } from '../api';
import { reactionQueries } from '../queries';
import { discardReply, queueSnapshot, retryReply, sendReply, setReaction, subscribeQueue, type QueuedReply, type QueuedWrite } from '../queue';
import { ConfirmDialog } from './confirm-dialog';
import { useMemberGate } from './member-gate';
import { actionButton, ActionIcon } from './post-actions';
import { ReportDialog } from './report-dialog';

const metaClass = css({ display: 'flex', gap: '6px', alignItems: 'center', fontSize: '12px', color: 'fg.muted', flexWrap: 'wrap' });
const replyText = css({ fontSize: '14px', lineHeight: 1.6, whiteSpace: 'pre-line', wordBreak: 'keep-all', overflowWrap: 'anywhere', color: 'fg.default' });
const itemClass = css({
  px: '16px',
  py: '14px',
  borderBottom: '1px solid token(colors.border.muted)',
  display: 'flex',
  flexDir: 'column',
  gap: '6px',
  '&[data-accepted]': { bg: 'accent.subtle' },
});
const smallButton = cx(actionButton, css({ minH: '36px', minW: '36px', px: '6px', fontSize: '12px' }));
const badge = css({ alignSelf: 'flex-start', fontSize: '11px', fontWeight: 800, px: '6px', py: '2px', borderRadius: '4px' });

const NO_ITEMS: readonly QueuedWrite[] = [];
/** The member's replies to this post still on the device, in the order written. */
function useQueuedReplies(type: CommunityType, postId: number): QueuedReply[] {
  const all = useSyncExternalStore(subscribeQueue, queueSnapshot, () => NO_ITEMS);
  return all.filter((q): q is QueuedReply => q.op === 'reply' && q.type === type && q.postId === postId);
}

/** The member's nickname, to know their own replies (the public answer names authors by nickname). */
export function useMyNickName(signedIn: boolean): string | null {
  const q = useQuery({ ...reactionQueries.me(), enabled: signedIn });
  return signedIn ? (q.data ?? null) : null;
}

/**
 * Whether the signed-in member wrote what `author` names (a survey: its answer names its author;
 * nicknames are unique among members, docs/decisions/022). False signed out and before hydration.
 */
export function useIsAuthor(author: { nickName: string; isWithdrawn: boolean }): boolean {
  const session = useSession();
  const hydrated = useHydrated();
  const myNickName = useMyNickName(hydrated && !!session.accessToken);
  return !!myNickName && !author.isWithdrawn && author.nickName.toLowerCase() === myNickName.toLowerCase();
}

interface ReplyContext {
  type: CommunityType;
  postId: number;
  word: string;
  signedIn: boolean;
  myNickName: string | null;
  /** qna: the asker may accept (no accepted answer yet). */
  canAccept: boolean;
  guard: (action: () => unknown) => void;
}

/** `mine`: one's own reply cannot be liked (the server answers 13), so the button is off. */
function ReplyLikeButton({ ctx, reply, mine }: { ctx: ReplyContext; reply: Reply; mine: boolean }) {
  const queryClient = useQueryClient();
  const q = useQuery({ ...reactionQueries.replyLike(reply.replyId), enabled: ctx.signedIn });
  const liked = ctx.signedIn && q.data === 'Y';
  return (
    <button
      type="button"
      className={smallButton}
      aria-pressed={liked}
      disabled={mine}
      aria-label={`${ctx.word} ${liked ? '좋아요 취소하기' : '좋아요'} (좋아요 ${formatNumber(reply.likeCount)}개)`}
      onClick={() =>
        ctx.guard(() => setReaction(queryClient, { type: ctx.type, postId: ctx.postId, replyId: reply.replyId, field: 'like' }, liked ? 'N' : 'Y'))
      }
    >
      <ActionIcon kind="like" filled={liked} size={16} />
      <span aria-hidden="true">{formatNumber(reply.likeCount)}</span>
    </button>
  );
}

function ReplyItem({ ctx, reply }: { ctx: ReplyContext; reply: Reply }) {
  const queryClient = useQueryClient();
  const [ask, setAsk] = useState<'delete' | 'accept' | 'report' | null>(null);
  const mine = !!ctx.myNickName && !reply.author.isWithdrawn && reply.author.nickName.toLowerCase() === ctx.myNickName.toLowerCase();

  const remove = async () => {
    try {
      await deleteReply(ctx.type, ctx.postId, reply.replyId);
      queryClient.setQueryData<InfiniteData<{ items: Reply[]; nextCursor: string | null }>>(communityKeys.replies(ctx.type, ctx.postId), (old) =>
        old ? { ...old, pages: old.pages.map((p) => ({ ...p, items: p.items.filter((r) => r.replyId !== reply.replyId) })) } : old,
      );
      queryClient.setQueryData<PostDetail | SurveyDetail>(communityKeys.detail(ctx.type, ctx.postId), (old) =>
        old ? { ...old, replyCount: Math.max(0, old.replyCount - 1) } : old,
      );
    } catch (e) {
      await showAlert(e instanceof ApiClientError ? e.message : '삭제하지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  };
  const accept = async () => {
    try {
      await acceptAnswer(ctx.postId, reply.replyId);
    } catch (e) {
      await showAlert(e instanceof ApiClientError ? e.message : '채택하지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
    // Accepted (or someone else's accept won): the server's order pins the accepted answer first.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: communityKeys.detail(ctx.type, ctx.postId) }),
      queryClient.invalidateQueries({ queryKey: communityKeys.replies(ctx.type, ctx.postId) }),
    ]);
  };

  return (
    <li data-accepted={reply.isAccepted || undefined} data-reply-id={reply.replyId} className={itemClass}>
      {reply.isAccepted && <span className={cx(badge, css({ bg: 'accent.default', color: 'fg.inverse' }))}>채택된 답변</span>}
      <p className={metaClass}>
        <span className={css({ fontWeight: 600, color: 'fg.body' })}>{reply.author.nickName}</span>
        {mine && <span className={css({ color: 'accent.text', fontWeight: 700 })}>내 {ctx.word}</span>}
        <span aria-hidden="true">·</span>
        <TimeAgo iso={reply.createdAt} />
      </p>
      <LinkedText text={reply.content} className={replyText} />
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2px', mx: '-6px' })}>
        <ReplyLikeButton ctx={ctx} reply={reply} mine={mine} />
        <span className={css({ flex: 1 })} />
        {ctx.canAccept && !mine && (
          <Button size="sm" variant="secondary" onClick={() => ctx.guard(() => setAsk('accept'))} aria-label={`${reply.author.nickName}님의 답변 채택하기`}>
            채택하기
          </Button>
        )}
        {mine && !reply.isAccepted && (
          <button type="button" className={smallButton} onClick={() => setAsk('delete')} aria-label={`내 ${ctx.word} 삭제하기`}>
            삭제
          </button>
        )}
        {!mine && (
          <button
            type="button"
            className={smallButton}
            onClick={() => ctx.guard(() => setAsk('report'))}
            aria-label={`${reply.author.nickName}님의 ${ctx.word} 신고하기`}
          >
            신고
          </button>
        )}
      </div>
      {ask === 'delete' && (
        <ConfirmDialog
          id={`reply-delete-${reply.replyId}`}
          title={`${josa(ctx.word, '을/를')} 삭제할까요?`}
          text="삭제하면 되돌릴 수 없어요."
          confirmLabel="삭제하기"
          danger
          onConfirm={() => void remove()}
          onClose={() => setAsk(null)}
        />
      )}
      {ask === 'accept' && (
        <ConfirmDialog
          id={`reply-accept-${reply.replyId}`}
          title="이 답변을 채택할까요?"
          text="채택은 한 번만 할 수 있어요. 채택한 답변은 바꾸거나 삭제할 수 없어요."
          confirmLabel="채택하기"
          onConfirm={() => void accept()}
          onClose={() => setAsk(null)}
        />
      )}
      {ask === 'report' && <ReportDialog targetType="reply" targetId={reply.replyId} onClose={() => setAsk(null)} />}
    </li>
  );
}

/** A reply still on the device: 전송 대기 (waiting for the network) or 전송 실패 with the reason. */
function QueuedReplyItem({ item, nickName, word }: { item: QueuedReply; nickName: string | null; word: string }) {
  const failed = item.status === 'failed';
  return (
    <li data-queued={item.status} className={cx(itemClass, css({ bg: failed ? 'danger.subtle' : 'bg.subtle' }))}>
      <p className={metaClass}>
        <span className={css({ fontWeight: 600, color: 'fg.body' })}>{nickName ?? '나'}</span>
        <span role="status" className={cx(badge, failed ? css({ bg: 'danger.default', color: 'fg.inverse' }) : css({ bg: 'bg.emphasized', color: 'fg.body' }))}>
          {failed ? '전송 실패' : '전송 대기'}
        </span>
      </p>
      <p className={replyText}>{item.content}</p>
      {failed ? (
        <>
          <p className={css({ fontSize: '13px', color: 'danger.emphasized' })}>{item.error}</p>
          <div className={css({ display: 'flex', gap: '6px' })}>
            <Button size="sm" variant="secondary" onClick={() => void retryReply(item.localId)} aria-label={`보내지 못한 ${word} 다시 보내기`}>
              다시 보내기
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void discardReply(item.localId)} aria-label={`보내지 못한 ${word} 삭제`}>
              삭제
            </Button>
          </div>
        </>
      ) : (
        <p className={css({ fontSize: '12px', color: 'fg.muted' })}>연결되면 자동으로 보내요.</p>
      )}
    </li>
  );
}

function Composer({ type, postId, word, guard }: { type: CommunityType; postId: number; word: string; guard: ReplyContext['guard'] }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const length = [...text.trim()].length;
  const tooLong = length > REPLY_CONTENT_LENGTH.max;
  const canSend = length >= REPLY_CONTENT_LENGTH.min && !tooLong && !sending;

  const submit = async () => {
    setSending(true);
    setError('');
    const content = text.trim();
    try {
      const outcome = await sendReply(queryClient, type, postId, content);
      if (outcome === 'failed') {
        // Refused at once (banned word, limits): the member fixes the text here instead.
        const failed = queueSnapshot().find((q): q is QueuedReply => q.op === 'reply' && q.postId === postId && q.content === content && q.status === 'failed');
        if (failed) {
          setError(failed.error ?? '');
          await discardReply(failed.localId);
        }
        return;
      }
      setText('');
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      aria-label={`${word} 쓰기`}
      className={css({ p: '12px 16px 16px', display: 'flex', flexDir: 'column', gap: '6px', borderTop: '1px solid token(colors.border.muted)' })}
      onSubmit={(e) => {
        e.preventDefault();
        if (canSend) guard(submit);
      }}
    >
      <label htmlFor={`${id}-text`} className={css({ srOnly: true })}>
        {word} 내용
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        rows={3}
        placeholder={`${josa(word, '을/를')} 남겨 주세요`}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        aria-invalid={tooLong || !!error || undefined}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError('');
        }}
        className={css({
          w: '100%',
          p: '10px 12px',
          fontSize: '14px',
          lineHeight: 1.5,
          border: '1px solid token(colors.border.default)',
          borderRadius: '10px',
          resize: 'none',
          bg: 'bg.canvas',
          '&[aria-invalid=true]': { borderColor: 'danger.default' },
        })}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={css({ fontSize: '13px', color: 'danger.emphasized' })}>
          {error}
        </p>
      )}
      <div className={css({ display: 'flex', alignItems: 'center', gap: '8px' })}>
        <span id={`${id}-count`} className={css({ flex: 1, fontSize: '12px', color: tooLong ? 'danger.emphasized' : 'fg.muted' })}>
          {formatNumber(length)}/{formatNumber(REPLY_CONTENT_LENGTH.max)}자
        </span>
        <Button type="submit" size="sm" disabled={!canSend}>
          등록
        </Button>
      </div>
    </form>
  );
}

/** One page of a post's replies, as the kinds' reply lists answer. */
type ReplyPage = { items: Reply[]; nextCursor: string | null };

/**
 * The replies section of a detail.
 * @param replies the kind's reply list (its feature's factory: `postQueries.replies(id)` …), handed in by the route
 * @param isAsker the signed-in member asked this question
 */
export function ReplySection<TPage extends ReplyPage, TKey extends QueryKey>({
  type,
  postId,
  replies,
  count,
  isAsker,
  acceptedReplyId,
  deleted,
}: {
  type: CommunityType;
  postId: number;
  replies: UseSuspenseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, string>;
  count: number;
  isAsker: boolean;
  acceptedReplyId: number | null;
  deleted: boolean;
}) {
  const session = useSession();
  const hydrated = useHydrated();
  const signedIn = hydrated && !!session.accessToken;
  const myNickName = useMyNickName(signedIn);
  const { guard, dialog } = useMemberGate();
  const word = type === 'qna' ? '답변' : '댓글';
  const queued = useQueuedReplies(type, postId);
  const ctx: ReplyContext = { type, postId, word, signedIn, myNickName, canAccept: type === 'qna' && isAsker && acceptedReplyId === null && !deleted, guard };
  const queuedList = queued.length > 0 && (
    <ul aria-label={`보내지 않은 ${word}`} className={css({ listStyle: 'none' })}>
      {queued.map((q) => (
        <QueuedReplyItem key={q.localId} item={q} nickName={myNickName} word={word} />
      ))}
    </ul>
  );
  return (
    <section aria-label={`${word} 목록`}>
      <h3 className={css({ px: '16px', pt: '16px', pb: '8px', fontSize: '15px', fontWeight: 800 })}>
        {word} {formatNumber(count)}
      </h3>
      <InfiniteList
        options={replies}
        itemsOf={(p) => p.items}
        empty={
          <>
            {queued.length === 0 && (
              <p className={css({ px: '16px', py: '32px', textAlign: 'center', fontSize: '14px', color: 'fg.muted' })}>아직 {josa(word, '이/가')} 없어요.</p>
            )}
            {queuedList}
          </>
        }
        endText={`${josa(word, '을/를')} 모두 봤어요`}
      >
        {(items) => (
          <>
            <ul className={css({ listStyle: 'none' })}>
              {items.map((r) => (
                <ReplyItem key={r.replyId} ctx={ctx} reply={r} />
              ))}
            </ul>
            {queuedList}
          </>
        )}
      </InfiniteList>
      {!deleted && <Composer type={type} postId={postId} word={word} guard={guard} />}
      {dialog}
    </section>
  );
}
