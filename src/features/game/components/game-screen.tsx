/**
 * 게임 (SPEC §2 /game: members, no top scroll; issue 16; docs/decisions/026 "## Game, events,
 * orders, banners"): 오늘의 룰렛. The server decides the outcome (POST /api/v1/user/game/roulette);
 * the wheel spins to it (lottie-web, lazy) — or, with prefers-reduced-motion, shows it at once — then
 * the result toast (SPEC §3 startPhrase · pointPhrase · endPhrase) and "내일 다시 도전해요" with the
 * time left until the next KST midnight (the server's nextPlayAt). Today's play, already made,
 * shows landed with the button disabled. The odds table is shown under the wheel.
 * Rendered in the browser only (ssr: false on the route), so reading matchMedia here is safe.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { GAME_TOAST_START, ROULETTE_SLOTS, starsToast, type GameState } from '@contract/member-play';
import { Header } from '~/components/layout/header';
import { Button } from '~/components/ui/button';
import { ErrorState } from '~/components/ui/error-state';
import { Skeleton } from '~/components/ui/skeleton';
import { ApiClientError } from '~/lib/api-client';
import { formatNumber, formatRemaining } from '~/lib/format';
import { onEverySecond } from '~/lib/use-countdown';
import { showAlert, showToast } from '~/stores/ui';
import { gameQueries, newPlayKey, usePlayGame } from '../queries';
import { RouletteWheel, type Spin } from './roulette-wheel';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** "내일 다시 도전해요 · 03:12:45 남았어요", ticking each second; refetches today's state at midnight. */
function NextPlayCountdown({ nextPlayAt, onDue }: { nextPlayAt: string; onDue: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const due = Date.parse(nextPlayAt);
  useEffect(() => onEverySecond(() => setNow(Date.now())), []);
  const left = due - now;
  useEffect(() => {
    if (left <= 0) onDue();
  }, [left <= 0]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <p data-testid="game-next" className={css({ fontSize: '14px', color: 'fg.muted', textAlign: 'center' })}>
      내일 다시 도전해요 · <span className={css({ fontVariantNumeric: 'tabular-nums', fontWeight: 700, color: 'fg.default' })}>{formatRemaining(left)}</span>{' '}
      남았어요
    </p>
  );
}

function OddsTable() {
  return (
    <section aria-labelledby="odds-title" className={css({ mx: '16px', p: '14px 16px', borderRadius: '12px', bg: 'bg.muted' })}>
      <h2 id="odds-title" className={css({ fontSize: '14px', fontWeight: 700, mb: '8px' })}>
        당첨 확률 안내
      </h2>
      <ul className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '6px 12px', fontSize: '13px', color: 'fg.body' })}>
        {ROULETTE_SLOTS.map((s) => (
          <li key={s.stars} className={css({ display: 'flex', justifyContent: 'space-between' })}>
            <span>별 {s.stars}개</span>
            <span className={css({ color: 'fg.muted' })}>{s.percent}%</span>
          </li>
        ))}
      </ul>
      <p className={css({ mt: '8px', fontSize: '12px', color: 'fg.muted' })}>결과는 서버에서 정해지며, 하루(한국 시간) 한 번 참여할 수 있어요.</p>
    </section>
  );
}

export function GameScreen() {
  const today = useQuery(gameQueries.today());
  const play = usePlayGame();
  const [spin, setSpin] = useState<Spin | null>(null);
  const [revealed, setRevealed] = useState<GameState | null>(null);
  const pending = useRef<GameState | null>(null);
  const key = useRef(newPlayKey());

  // Today's play already made (this visit or earlier): the wheel rests on it.
  const state = today.data;
  useEffect(() => {
    if (state?.played && state.outcome !== null && !spin) {
      setSpin({ outcome: state.outcome, animate: false });
      setRevealed(state);
    }
  }, [state, spin]);

  const start = () => {
    play.mutate(key.current, {
      onSuccess: (s) => {
        pending.current = s;
        setSpin({ outcome: s.outcome!, animate: !prefersReducedMotion(), jitter: Math.random() * 30 - 15 });
      },
      onError: (e) => {
        if (e instanceof ApiClientError && e.isNetworkError) showToast(e.message);
        else void showAlert(e instanceof Error ? e.message : undefined);
        if (e instanceof ApiClientError && e.code === 13) void today.refetch();
        key.current = newPlayKey();
      },
    });
  };

  const onLanded = () => {
    const s = pending.current;
    if (!s) return;
    pending.current = null;
    setRevealed(s);
    if (s.stars) showToast(starsToast(GAME_TOAST_START, s.stars));
  };

  const spinning = play.isPending || (!!spin?.animate && !revealed);
  const played = !!state?.played || !!revealed;
  return (
    <div className={css({ pb: '32px' })}>
      <Header title="게임" />
      <section className={css({ textAlign: 'center', px: '16px', pt: '20px', pb: '12px' })}>
        <h1 className={css({ fontSize: '22px', fontWeight: 800 })}>오늘의 룰렛</h1>
        <p className={css({ mt: '6px', fontSize: '14px', color: 'fg.muted', wordBreak: 'keep-all' })}>
          하루 한 번 룰렛을 돌리고 별을 받아 가세요. 최대 별 100개!
        </p>
      </section>
      {today.isError ? (
        <ErrorState error={today.error} onRetry={() => void today.refetch()} />
      ) : today.isPending ? (
        <div className={css({ w: '300px', mx: 'auto' })}>
          <Skeleton width={300} height={300} radius={150} />
        </div>
      ) : (
        <>
          <RouletteWheel spin={spin} onLanded={onLanded} />
          <div className={css({ px: '16px', pt: '20px', display: 'flex', flexDir: 'column', gap: '12px' })}>
            {revealed?.stars != null && (
              <p data-testid="game-result" role="status" className={css({ textAlign: 'center', fontSize: '18px', fontWeight: 800, color: 'accent.text' })}>
                오늘의 결과: 별 {formatNumber(revealed.stars)}개
              </p>
            )}
            <Button fullWidth size="lg" variant={played ? 'secondary' : 'primary'} disabled={played || spinning} onClick={start} data-testid="game-play">
              {spinning ? '돌아가는 중…' : played ? '오늘은 참여했어요' : '룰렛 돌리기'}
            </Button>
            {played && revealed && (
              <NextPlayCountdown nextPlayAt={revealed.nextPlayAt} onDue={() => (setSpin(null), setRevealed(null), void today.refetch())} />
            )}
            {revealed?.balance != null && (
              <Link to="/my-page/point" className={css({ textAlign: 'center', fontSize: '14px', color: 'fg.muted', textDecoration: 'underline' })}>
                내 별 {formatNumber(revealed.balance)}개 보러 가기
              </Link>
            )}
          </div>
        </>
      )}
      <div className={css({ h: '24px' })} />
      <OddsTable />
    </div>
  );
}
