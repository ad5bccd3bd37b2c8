/**
 * 오픈 알림 받기 on an upcoming limited deal (issue 13; docs/decisions/015-open-alarms.md). The
 * route composes it into the deal page's buy bar, where the disabled '오픈 예정' button was.
 *
 * - Member: the state is read only when signed in (no request for visitors). Off → tap → on
 *   ('알림 받는 중'; the server's toast '특가가 열리면 알려드릴게요'); tap again → off ('오픈 알림을
 *   취소했어요'). Refusals show the server's Korean message (13 already started, 130 the ban
 *   message); a network failure shows the client's offline message as a toast — nothing is queued.
 * - Visitor: a dialog explains why to sign in; 로그인 remembers the alarm (../pending, the same
 *   mechanism as the signed-out 찜) and opens the shop login (SPEC §4) returning here; back on this
 *   page signed in, the alarm is set once (the intent's id must be on the address).
 * The first render is the same on the server and the client (off): the session is read after
 * hydration (useHydrated, decision 008).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { css, cx } from 'styled-system/css';
import { Button } from '~/components/ui/button';
import { LineIcon } from '~/components/ui/line-icon';
import { useMemberAction } from '~/components/ui/sign-in-prompt';
import { ApiClientError } from '~/lib/api-client';
import { openSignIn } from '~/lib/sign-in-intent';
import { useHydrated } from '~/lib/use-hydrated';
import { sessionState } from '~/stores/session';
import { showAlert, showToast } from '~/stores/ui';
import type { AlarmYN } from '../api';
import { pendingOpenAlarm } from '../pending';
import { dealAlarmQueries, useSetOpenAlarm } from '../queries';

function BellIcon({ filled }: { filled: boolean }) {
  return (
    <LineIcon size={22} filled={filled}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" fill="none" />
    </LineIcon>
  );
}

const onStyle = css({ color: 'accent.text', borderColor: 'accent.default', bg: 'accent.subtle', _hover: { bg: 'accent.subtle' } });

/** Show a failed write: offline as a toast (the client's message), a refusal as the server's dialog text (SPEC §8). */
function reportFailure(e: unknown) {
  if (e instanceof ApiClientError && e.isNetworkError) showToast(e.message);
  else void showAlert(e instanceof Error ? e.message : undefined);
}

/** The 오픈 알림 toggle of one upcoming deal (full width, for the buy bar). */
export function OpenAlarmButton({ dealId, className }: { dealId: number; className?: string }) {
  const hydrated = useHydrated();
  const session = useSnapshot(sessionState);
  const loggedIn = hydrated && !!session.accessToken;
  const state = useQuery({ ...dealAlarmQueries.state(dealId), enabled: loggedIn });
  const write = useSetOpenAlarm(dealId);
  const on = loggedIn && state.data === 'Y';

  const set = async (alarmYN: AlarmYN) => {
    try {
      await write.mutateAsync(alarmYN);
    } catch (e) {
      reportFailure(e);
    }
  };

  // The signed-out explanation: why to sign in, then 로그인 (remembering the alarm) or 취소, as the signed-out 찜's.
  const gate = useMemberAction({
    id: 'open-alarm-sign-in',
    tone: 'accent',
    icon: <BellIcon filled />,
    title: '로그인하면 특가가 열릴 때 알려드려요',
    text: '로그인하고 돌아오면 바로 오픈 알림을 받아 둘게요.',
    onSignIn: () => {
      const intent = pendingOpenAlarm.remember({ dealId, path: window.location.pathname + window.location.search });
      openSignIn(pendingOpenAlarm.returnPathOf(intent));
    },
  });
  const tap = () => gate.guard(() => !write.isPending && set(on ? 'N' : 'Y'));

  // Back from a sign-in this button started: set the alarm once (the address carries the intent's id).
  useEffect(() => {
    if (!loggedIn) return;
    const intent = pendingOpenAlarm.take(window.location);
    if (!intent) return;
    window.history.replaceState(window.history.state, '', pendingOpenAlarm.withoutIntent(window.location));
    if (intent.dealId === dealId) void gate.guard(() => set('Y'));
    // once per sign-in; the gate reads the live session
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, dealId]);

  return (
    <div className={cx(css({ flex: 1, display: 'flex', minW: 0 }), className)}>
      <Button
        size="lg"
        fullWidth
        variant={on ? 'secondary' : 'primary'}
        className={on ? onStyle : undefined}
        aria-describedby={on ? `open-alarm-hint-${dealId}` : undefined}
        aria-busy={write.isPending || undefined}
        data-testid="open-alarm"
        data-state={on ? 'on' : 'off'}
        onClick={() => void tap()}
      >
        <BellIcon filled={on} />
        {on ? '알림 받는 중' : '오픈 알림 받기'}
      </Button>
      {on && (
        <span id={`open-alarm-hint-${dealId}`} className={css({ srOnly: true })}>
          다시 누르면 오픈 알림이 취소돼요
        </span>
      )}
      {gate.dialog}
    </div>
  );
}
