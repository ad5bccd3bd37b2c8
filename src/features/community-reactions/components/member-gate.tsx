/**
 * Who may act on a community detail (SPEC §4 Ban, §6; issue 15): a signed-out visitor gets the
 * SignInPromptDialog (로그인 opens the shop login, returning to this page — SPEC §4), a banned member
 * the ban message (SPEC §6: "blocked on actions by a dialog with the ban message"), a member the action.
 */
import type { ReactNode } from 'react';
import { LineIcon } from '~/components/ui/line-icon';
import { useMemberAction } from '~/components/ui/sign-in-prompt';
import { shopUrls } from '~/lib/config';

function PersonIcon() {
  return (
    <LineIcon size={26}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </LineIcon>
  );
}

/**
 * `guard(action)` runs `action` for a member who is not banned; `dialog` is the sign-in prompt to
 * render (null when closed). Reads the live session at the tap, never during render.
 */
export function useMemberGate(): { guard: (action: () => unknown) => void; dialog: ReactNode } {
  const { guard, dialog } = useMemberAction({
    id: 'community-sign-in',
    tone: 'accent',
    icon: <PersonIcon />,
    title: '로그인하고 이야기에 참여해 보세요',
    text: '좋아요, 스크랩, 댓글, 신고, 설문 참여는 로그인한 회원만 할 수 있어요.',
    onSignIn: () => window.location.assign(new URL(shopUrls.login(window.location.pathname + window.location.search), window.location.origin).href),
  });
  return { guard: (action) => void guard(action), dialog };
}
