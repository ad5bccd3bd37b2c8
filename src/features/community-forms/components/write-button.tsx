/**
 * The floating 글쓰기 button of /community/main (issue 15; docs/decisions/024): on 게시판 it opens the
 * post form with the shown board chosen, on Q&A the question form, on 설문 the survey form, on 인기글
 * the post form. A visitor gets the sign-in explanation first (SignInPromptDialog); 로그인 returns to
 * the form. Kept light (no zod, no form code): it is drawn on the community's first screen, and the
 * session is read only after hydration (decision 008).
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { aboveBottomBar } from '~/components/ui/page-bottom-bar';
import { LineIcon } from '~/components/ui/line-icon';
import { useMemberAction } from '~/components/ui/sign-in-prompt';
import type { CommunityTab } from '~/lib/community/route-inputs';
import { openSignIn } from '~/lib/sign-in-intent';
import { useHydrated } from '~/lib/use-hydrated';
import { sessionState } from '~/stores/session';
import { boardCodeOf } from '~/lib/community/route-inputs';

function PencilIcon() {
  return (
    <LineIcon size={20}>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="M13.5 6.5l4 4" />
    </LineIcon>
  );
}

const fab = css({
  position: 'fixed',
  // inside the centred 480 px column, 16 px from its right edge, above the scroll-to-top button
  right: 'max(16px, calc(50% - 224px))',
  zIndex: 'scrollTop',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  h: '48px',
  px: '18px',
  borderRadius: '24px',
  bg: 'accent.default',
  color: 'accent.fg',
  fontSize: '15px',
  fontWeight: 700,
  boxShadow: 'floating',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'accent.emphasized' },
});

/** Where 글쓰기 leads from `tab` (with the 게시판 tab's ?board): the form's path, its search and the button's words. */
export function writeTarget(
  tab: CommunityTab,
  board: string | undefined,
): { to: '/community/qna/form/{-$id}' | '/community/dash-board/form/{-$id}'; search: { type?: 'survey'; board?: string }; href: string; label: string } {
  if (tab === 'qna') return { to: '/community/qna/form/{-$id}', search: {}, href: '/community/qna/form', label: '질문하기' };
  if (tab === 'survey')
    return { to: '/community/dash-board/form/{-$id}', search: { type: 'survey' }, href: '/community/dash-board/form?type=survey', label: '설문 만들기' };
  const chosen = tab === 'dashboard' ? board : undefined;
  return {
    to: '/community/dash-board/form/{-$id}',
    search: chosen ? { board: chosen } : {},
    href: chosen ? `/community/dash-board/form?board=${encodeURIComponent(chosen)}` : '/community/dash-board/form',
    label: '글쓰기',
  };
}

export function WriteButton({ tab }: { tab: CommunityTab }) {
  const hydrated = useHydrated();
  const session = useSnapshot(sessionState);
  const board = useRouterState({ select: (s) => boardCodeOf((s.location.search as { board?: unknown }).board) });
  const target = writeTarget(tab, board);
  const gate = useMemberAction({
    id: 'community-write-sign-in',
    tone: 'accent',
    icon: <PencilIcon />,
    title: '로그인하고 이야기를 나눠 보세요',
    text: '글쓰기, 질문, 설문은 회원만 할 수 있어요. 로그인하면 바로 쓰는 화면으로 이어져요.',
    onSignIn: () => openSignIn(target.href),
  });
  if (!hydrated) return null;
  const style = { bottom: aboveBottomBar(132, { overBanner: true }) };
  return (
    <>
      {session.accessToken ? (
        <Link to={target.to} params={{ id: undefined }} search={target.search} className={fab} style={style} data-testid="community-write">
          <PencilIcon />
          {target.label}
        </Link>
      ) : (
        <button type="button" className={fab} style={style} data-testid="community-write" onClick={gate.ask}>
          <PencilIcon />
          {target.label}
        </button>
      )}
      {gate.dialog}
    </>
  );
}
