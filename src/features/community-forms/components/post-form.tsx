/**
 * 글쓰기 and 질문하기 (SPEC §2 /community/dash-board/form/{id?} and /community/qna/form/{id?}, auth;
 * issue 15; docs/decisions/024-community-forms.md): one form for a board post (게시판 + 제목 + 내용 +
 * 사진) and a question (the same without the board; questionBodySchema has no boardCode).
 *
 * - 제목 2–40 and 내용 10–5,000 characters with live counters; banned words are checked while typing
 *   (./use-banned-words.ts) and 등록 stays disabled while one is present; the server's own refusals
 *   that name a field (12 banned word, 13 length: '제목에 …', '내용은 …') are shown under that field,
 *   every other refusal (8, 12, 13, 130 the ban message, 131 "N초 후에 다시 올릴 수 있어요") in the
 *   SPEC §8 dialog; offline, a toast (the draft is kept).
 * - Up to 10 pictures (./pictures-field.tsx), each uploaded while the member writes; 등록 waits for them.
 * - The draft is kept on the device as the member types and offered back when the form opens
 *   ("작성 중이던 글을 불러왔어요" · 새로 쓰기); it is forgotten once the post went out.
 * - Edit (`editId`): prefilled from the detail (its pictures kept unless taken out, its product kept);
 *   only its author may edit (the member-only my-state call), anyone else reads why and goes back.
 * - The board list and the detail an edit starts from are the posts and questions features' public
 *   reads, handed in by the route (`boards`, `detail`): a feature never reaches into another.
 * - After 등록: every community list and detail is invalidated and the new or edited post opens
 *   (replacing the form in the history, so 뒤로 does not return to a sent form).
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { chip } from 'styled-system/recipes';
import type { PostDetail } from '@contract/community';
import { Header } from '~/components/layout/header';
import { Button } from '~/components/ui/button';
import { ChipRow, RadioChip } from '~/components/ui/chip-row';
import { ErrorState } from '~/components/ui/error-state';
import { Skeleton } from '~/components/ui/skeleton';
import { RoundMark, StatusPanel } from '~/components/ui/status-panel';
import type { PostKind } from '../api';
import { clearDraft, type DraftId } from '../drafts';
import { DraftNotice, FieldMessage, labelText, sectionClass, TextField } from './fields';
import { KindSwitch } from './kind-switch';
import { PicturesField } from './pictures-field';
import { formQueries, useSavePost } from '../queries';
import { CONTENT_RULE, TITLE_RULE, bannedWordText, imageKeyOf, lengthProblem } from '../rules';
import { reportSubmitError, useServerFieldErrors, type ServerFieldErrors } from '../submit-errors';
import { useBannedWords, type BannedWordStatus } from '../use-banned-words';
import { useAutosave, useStoredDraft } from '../use-draft';
import { usePictures } from '../use-pictures';

/** What a form starts from: empty, or the post being edited. */
export interface PostInitial {
  title: string;
  content: string;
  boardCode?: string;
  imageKeys: string[];
  productNo: number | null;
}

const NOUN: Record<PostKind, string> = { dashboard: '글', qna: '질문' };

export function formTitle(kind: PostKind, editing: boolean): string {
  if (kind === 'dashboard') return editing ? '글 고치기' : '글쓰기';
  return editing ? '질문 고치기' : '질문하기';
}

/** The message under a field: the server's refusal for this text, a banned word, or a length problem once touched. */
export function fieldProblem(
  label: string,
  text: string,
  rule: { min: number; max: number },
  banned: BannedWordStatus,
  server: ServerFieldErrors,
  touched: boolean,
): string | null {
  const fromServer = server.of(label, text);
  if (fromServer) return fromServer;
  if (banned.state === 'banned') return bannedWordText(label, banned.word);
  return lengthProblem(text, rule, label, touched);
}

/** A board of the picker (the server's list: `postQueries.boards()` of the posts feature). */
type Board = { code: string; name: string };
/** The picker's boards as read (loading, the list, or the failure with 다시 시도). */
type BoardsRead = UseQueryResult<readonly Board[]>;

/**
 * The route's screen: a new post (board preselected from the tab), or the edit of post `editId` once
 * its detail and the member's state are in.
 * @param boards the board list's query (read for a 게시글 only)
 * @param detail the kind's detail query an edit starts from (`postQueries.detail`, `questionQueries.detail`)
 */
export function PostFormScreen<TBoard extends Board, KB extends QueryKey, KD extends QueryKey>({
  kind,
  editId,
  board,
  boards,
  detail,
}: {
  kind: PostKind;
  editId?: number;
  board?: string;
  boards: UseQueryOptions<TBoard[], Error, TBoard[], KB>;
  detail: (id: number) => UseQueryOptions<PostDetail, Error, PostDetail, KD>;
}) {
  const boardList = useQuery({ ...boards, enabled: kind === 'dashboard' });
  if (editId) return <EditPostScreen kind={kind} id={editId} detail={detail} boards={boardList} />;
  return (
    <PostForm
      key={`${kind}:new`}
      boards={boardList}
      kind={kind}
      draftId={kind === 'dashboard' ? 'post:new' : 'question:new'}
      initial={{ title: '', content: '', boardCode: board, imageKeys: [], productNo: null }}
    />
  );
}

function FormSkeleton({ title }: { title: string }) {
  return (
    <div aria-busy="true">
      <Header title={title} />
      <p className={css({ srOnly: true })} role="status">
        불러오는 중
      </p>
      <div className={css({ display: 'flex', flexDir: 'column', gap: '16px', p: '20px 16px' })}>
        <Skeleton height={48} />
        <Skeleton height={220} />
        <Skeleton width={80} height={80} />
      </div>
    </div>
  );
}

/** Someone else's post, a deleted one: why it cannot be edited, and the way back. */
function CannotEdit({ title, message }: { title: string; message: string }) {
  const router = useRouter();
  return (
    <div>
      <Header title={title} />
      <StatusPanel
        role="alert"
        page
        picture={<RoundMark circle={css({ fill: 'danger.subtle' })} stroke={css({ stroke: 'danger.default' })} d="M28 16v16M28 39v1" strokeWidth={4} />}
        title="고칠 수 없는 글이에요"
        description={message}
        actions={
          <Button
            variant="primary"
            onClick={() => (router.history.canGoBack() ? router.history.back() : void router.navigate({ to: '/community/main/popular-post', replace: true }))}
            className={css({ mt: '8px', minW: '160px' })}
          >
            돌아가기
          </Button>
        }
      />
    </div>
  );
}

function EditPostScreen<KD extends QueryKey>({
  kind,
  id,
  detail: detailOf,
  boards,
}: {
  kind: PostKind;
  id: number;
  detail: (id: number) => UseQueryOptions<PostDetail, Error, PostDetail, KD>;
  boards: BoardsRead;
}) {
  const title = formTitle(kind, true);
  const detail = useQuery({ ...detailOf(id), staleTime: 0 });
  const state = useQuery(formQueries.state(kind, id));
  if (detail.isError || state.isError) {
    return (
      <div>
        <Header title={title} />
        <ErrorState
          page
          error={detail.error ?? state.error}
          onRetry={() => void Promise.all([detail.refetch(), state.refetch()])}
          missing={{ title: `찾을 수 없는 ${NOUN[kind]}이에요`, description: '삭제되었거나 검토 중인 글은 고칠 수 없어요.' }}
        />
      </div>
    );
  }
  // The form starts from the post as the server has it now, not from a copy kept on the device.
  if (!detail.data || !detail.isFetchedAfterMount || !state.data) return <FormSkeleton title={title} />;
  if (detail.data.status === 'deleted') return <CannotEdit title={title} message="삭제된 글이에요." />;
  if (!state.data.isMine) return <CannotEdit title={title} message={`내가 쓴 ${NOUN[kind]}만 고칠 수 있어요.`} />;
  return (
    <PostForm
      key={`${kind}:${id}`}
      boards={boards}
      kind={kind}
      editId={id}
      draftId={kind === 'dashboard' ? `post:edit:${id}` : `question:edit:${id}`}
      initial={initialOf(detail.data)}
    />
  );
}

/** A post's detail as the form's starting values (picture keys from their URLs). */
export function initialOf(post: PostDetail): PostInitial {
  return {
    title: post.title,
    content: post.content,
    boardCode: post.board?.code,
    imageKeys: post.images.map((i) => imageKeyOf(i.url)).filter((k): k is string => !!k),
    productNo: post.product?.productNo ?? null,
  };
}

/** Wait for the stored draft, then draw the form from it (or from `initial`). */
function PostForm(props: { kind: PostKind; editId?: number; draftId: DraftId; initial: PostInitial; boards: BoardsRead }) {
  const stored = useStoredDraft(props.draftId);
  const [discarded, setDiscarded] = useState(0);
  if (!stored.loaded) return <FormSkeleton title={formTitle(props.kind, !!props.editId)} />;
  const draft = discarded ? null : stored.draft;
  return <PostFormBody key={discarded} {...props} draft={draft} onDiscard={() => setDiscarded((n) => n + 1)} />;
}

function BoardPicker({ boards, value, onChange, problem }: { boards: BoardsRead; value?: string; onChange: (code: string) => void; problem: string | null }) {
  return (
    <div className={sectionClass}>
      <span id="board-label" className={labelText}>
        게시판
      </span>
      {boards.isError ? (
        <FieldMessage id="board-msg" problem="게시판 목록을 불러오지 못했어요." hint={undefined} />
      ) : (
        <ChipRow as="radiogroup" label="게시판 고르기" className={css({ px: 0, mt: '8px', flexWrap: 'wrap' })}>
          {!boards.data && [64, 80, 72, 88].map((w) => <Skeleton key={w} width={w} height={32} radius={16} />)}
          {boards.data?.map((b) => (
            <RadioChip key={b.code} checked={value === b.code} onSelect={() => onChange(b.code)} className={chip({ tone: 'accent' })}>
              {b.name}
            </RadioChip>
          ))}
        </ChipRow>
      )}
      {boards.isError && (
        <Button variant="secondary" size="sm" onClick={() => void boards.refetch()} className={css({ mt: '8px' })}>
          다시 시도
        </Button>
      )}
      <FieldMessage id="board-msg" problem={problem} />
    </div>
  );
}

function PostFormBody({
  kind,
  editId,
  draftId,
  initial,
  boards,
  draft,
  onDiscard,
}: {
  kind: PostKind;
  editId?: number;
  draftId: DraftId;
  initial: PostInitial;
  boards: BoardsRead;
  draft: { title: string; content: string; boardCode?: string; imageKeys: string[] } | null;
  onDiscard: () => void;
}) {
  const navigate = useNavigate();
  const start = draft ?? initial;
  const [title, setTitle] = useState(start.title);
  const [content, setContent] = useState(start.content);
  const [boardCode, setBoardCode] = useState(start.boardCode ?? initial.boardCode);
  const [touched, setTouched] = useState({ title: false, content: false, all: false });
  const pics = usePictures(start.imageKeys);
  const save = useSavePost(kind, editId);
  const server = useServerFieldErrors();
  const [titleBan, contentBan] = useBannedWords([title, content]);

  const value = { title, content, boardCode, imageKeys: pics.keys };
  const unchanged = useMemo(
    () => title === initial.title && content === initial.content && boardCode === initial.boardCode && pics.keys.join() === initial.imageKeys.join(),
    [title, content, boardCode, pics.keys, initial],
  );
  const autosave = useAutosave(draftId, value, unchanged || save.isSuccess);

  const titleProblem = fieldProblem('제목', title, TITLE_RULE, titleBan!, server, touched.title || touched.all);
  const contentProblem = fieldProblem('내용', content, CONTENT_RULE, contentBan!, server, touched.content || touched.all);
  const boardProblem = kind === 'dashboard' && touched.all && !boardCode ? '게시판을 골라 주세요.' : null;
  const banned = titleBan!.state === 'banned' || contentBan!.state === 'banned' || !!server.of('제목', title) || !!server.of('내용', content);
  const blocked = banned || pics.uploading || pics.failed || save.isPending;
  const why = banned
    ? '사용할 수 없는 단어를 고치면 올릴 수 있어요.'
    : pics.uploading
      ? '사진을 올리는 중이에요. 다 올라가면 등록할 수 있어요.'
      : pics.failed
        ? '올리지 못한 사진을 다시 올리거나 빼 주세요.'
        : null;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    setTouched((t) => ({ ...t, all: true }));
    if (blocked) return;
    const problem = lengthProblem(title, TITLE_RULE, '제목') ?? lengthProblem(content, CONTENT_RULE, '내용');
    if (problem || (kind === 'dashboard' && !boardCode)) {
      const first =
        kind === 'dashboard' && !boardCode ? '[role=radiogroup] [role=radio]' : lengthProblem(title, TITLE_RULE, '제목') ? '#post-title' : '#post-content';
      document.querySelector<HTMLElement>(first)?.focus();
      return;
    }
    try {
      const post = await save.mutateAsync({
        boardCode: boardCode ?? '',
        title,
        content,
        imageKeys: pics.keys,
        ...(editId ? { productNo: initial.productNo } : {}),
      });
      autosave.stop();
      await clearDraft(draftId);
      if (kind === 'dashboard') await navigate({ to: '/community/board-detail/$id', params: { id: post.postId }, replace: true });
      else await navigate({ to: '/community/qna/$id', params: { id: post.postId }, replace: true });
    } catch (err) {
      reportSubmitError(err, server, { 제목: title, 내용: content });
    }
  };

  const heading = formTitle(kind, !!editId);
  return (
    <div>
      <Header
        title={heading}
        right={
          <button type="submit" form="community-post-form" disabled={blocked} aria-describedby={why ? 'post-blocked' : undefined} className={submitButton}>
            {save.isPending ? '올리는 중' : editId ? '저장' : '등록'}
          </button>
        }
      />
      {kind === 'dashboard' && !editId && <KindSwitch current="post" board={boardCode} />}
      {draft && <DraftNotice onDiscard={onDiscardDraft} />}
      <form id="community-post-form" noValidate onSubmit={(e) => void submit(e)} aria-label={heading} className={css({ pb: '24px' })}>
        {kind === 'dashboard' && <BoardPicker boards={boards} value={boardCode} onChange={setBoardCode} problem={boardProblem} />}
        <TextField
          id="post-title"
          label="제목"
          value={title}
          onChange={setTitle}
          onBlur={() => setTouched((t) => ({ ...t, title: true }))}
          rule={TITLE_RULE}
          problem={titleProblem}
          placeholder={kind === 'dashboard' ? '제목을 입력해 주세요' : '궁금한 점을 한 줄로 적어 주세요'}
        />
        <TextField
          id="post-content"
          label="내용"
          value={content}
          onChange={setContent}
          onBlur={() => setTouched((t) => ({ ...t, content: true }))}
          rule={CONTENT_RULE}
          problem={contentProblem}
          multiline
          placeholder={
            kind === 'dashboard' ? '제철 먹거리 이야기를 나눠 주세요. (10자 이상)' : '상품, 보관, 손질처럼 궁금한 점을 자세히 적어 주세요. (10자 이상)'
          }
          hint="욕설, 비방, 광고 글은 숨겨질 수 있어요."
        />
        <PicturesField pics={pics} />
        {why && (
          <p id="post-blocked" role="status" className={css({ px: '16px', pt: '16px', fontSize: '13px', color: 'fg.muted' })}>
            {why}
          </p>
        )}
      </form>
    </div>
  );

  function onDiscardDraft() {
    autosave.stop();
    void clearDraft(draftId).then(onDiscard);
  }
}

export const submitButton = css({
  h: '36px',
  px: '14px',
  mr: '4px',
  borderRadius: '18px',
  bg: 'accent.default',
  color: 'accent.fg',
  fontSize: '15px',
  fontWeight: 700,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _disabled: { bg: 'bg.emphasized', color: 'fg.subtle', cursor: 'not-allowed' },
});
