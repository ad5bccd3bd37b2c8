/**
 * 응모하기 on an event page (SPEC §7 deal event apply (v2); issue 16; docs/decisions/026 "## Game,
 * events, orders, banners"). The route composes it into the event detail.
 *
 * - Member: the state is read only when signed in. Open and not applied → 응모하기; tap → the
 *   server applies and awards the stars (its toast: 이벤트 응모 완료! 별 20개를 받았어요) → 응모 완료
 *   (disabled). Not open yet → 응모 예정 (disabled); ended → 응모 마감 (disabled). Refusals show the
 *   server's Korean message (13, 130); offline the client's message as a toast.
 * - Visitor: a dialog explains why to sign in (SignInPromptDialog); 로그인 opens the shop login
 *   returning to this page.
 * First render equals the server's (응모하기): the session is read after hydration (decision 008).
 */
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { Button } from '~/components/ui/button';
import { LineIcon } from '~/components/ui/line-icon';
import { useMemberAction } from '~/components/ui/sign-in-prompt';
import { ApiClientError } from '~/lib/api-client';
import { openSignIn } from '~/lib/sign-in-intent';
import { useHydrated } from '~/lib/use-hydrated';
import { sessionState } from '~/stores/session';
import { showAlert, showToast } from '~/stores/ui';
import { eventApplyQueries, useApplyEvent } from '../queries';

function GiftIcon() {
  return (
    <LineIcon size={26}>
      <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5-1s5 1 5 1c2-4 6-3 5-1s-5 1-5 1" />
    </LineIcon>
  );
}

/** The apply button of one event (full width). `status` is the event's own ('live' | 'upcoming' | 'ended') until the member's state is read. */
export function EventApplyButton({ eventId, status }: { eventId: number; status: string }) {
  const hydrated = useHydrated();
  const session = useSnapshot(sessionState);
  const loggedIn = hydrated && !!session.accessToken;
  const state = useQuery({ ...eventApplyQueries.state(eventId), enabled: loggedIn });
  const apply = useApplyEvent(eventId);
  const gate = useMemberAction({
    id: 'event-apply-sign-in',
    tone: 'accent',
    icon: <GiftIcon />,
    title: '로그인하고 이벤트에 응모하세요',
    text: '로그인하면 바로 응모하고 별도 받을 수 있어요.',
    onSignIn: () => openSignIn(window.location.pathname + window.location.search),
  });

  const open = state.data ? state.data.status === 'open' : status === 'live';
  const upcoming = state.data ? state.data.status === 'upcoming' : status === 'upcoming';
  const applied = loggedIn && !!state.data?.applied;

  const tap = () =>
    gate.guard(async () => {
      try {
        await apply.mutateAsync();
      } catch (e) {
        if (e instanceof ApiClientError && e.isNetworkError) showToast(e.message);
        else void showAlert(e instanceof Error ? e.message : undefined);
        void state.refetch();
      }
    });

  const label = applied ? '응모 완료' : upcoming ? '응모 예정' : !open ? '응모 마감' : apply.isPending ? '응모하는 중…' : '응모하기';
  return (
    <div className={css({ px: '16px', pt: '4px', pb: '8px' })}>
      <Button
        size="lg"
        fullWidth
        variant={applied ? 'secondary' : 'primary'}
        disabled={applied || !open || apply.isPending}
        data-testid="event-apply"
        data-state={applied ? 'applied' : open ? 'open' : upcoming ? 'upcoming' : 'closed'}
        onClick={() => void tap()}
      >
        {label}
      </Button>
      {open && !applied && state.data && state.data.stars > 0 && (
        <p className={css({ mt: '6px', fontSize: '13px', color: 'fg.muted', textAlign: 'center' })}>응모하면 별 {state.data.stars}개를 드려요</p>
      )}
      {gate.dialog}
    </div>
  );
}
