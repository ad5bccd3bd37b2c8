/**
 * The roulette wheel (issue 16, /game), drawn and spun by lottie-web's light SVG build, imported on
 * first use (never in the first bundle). `spin`:
 * - null: the wheel at rest (frame 0);
 * - { outcome, animate: true }: spins and lands on the server's outcome, then calls onLanded;
 * - { outcome, animate: false }: shown landed at once (today's play, or prefers-reduced-motion),
 *   onLanded called right away.
 * A player failure shows the warning icon (SPEC §8) and still calls onLanded, so the result is told.
 */
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { ROULETTE_SLOTS } from '@contract/member-play';
import { landingRotation, rouletteAnimation, SPIN_FRAMES, WHEEL_SIZE } from '../roulette-animation';

export interface Spin {
  outcome: number;
  animate: boolean;
  /** Degrees inside the slot, so two spins to one slot do not stop at one spot. */
  jitter?: number;
}

export function RouletteWheel({ spin, onLanded }: { spin: Spin | null; onLanded?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const landed = useRef(onLanded);
  landed.current = onLanded;
  const [failed, setFailed] = useState(false);
  const outcome = spin?.outcome ?? null;
  const animate = spin?.animate ?? false;
  const jitter = spin?.jitter ?? 0;

  useEffect(() => {
    let cancelled = false;
    let anim: { destroy(): void } | undefined;
    (async () => {
      try {
        const { default: lottie } = await import('lottie-web/build/player/lottie_light');
        if (cancelled || !ref.current) return;
        const a = lottie.loadAnimation({
          container: ref.current,
          renderer: 'svg',
          loop: false,
          autoplay: false,
          animationData: rouletteAnimation(outcome === null ? 0 : landingRotation(outcome, jitter)),
        });
        anim = a;
        a.addEventListener('error', () => setFailed(true));
        if (outcome === null) a.goToAndStop(0, true);
        else if (!animate) {
          a.goToAndStop(SPIN_FRAMES - 1, true);
          landed.current?.();
        } else {
          a.addEventListener('complete', () => landed.current?.());
          a.play();
        }
      } catch {
        if (cancelled) return;
        setFailed(true);
        if (outcome !== null) landed.current?.();
      }
    })();
    return () => {
      cancelled = true;
      anim?.destroy();
    };
  }, [outcome, animate, jitter]);

  const label = outcome === null ? '룰렛' : `룰렛 결과: 별 ${ROULETTE_SLOTS[outcome]!.stars}개`;
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="roulette-wheel"
      data-outcome={outcome ?? ''}
      data-state={failed ? 'error' : 'ok'}
      className={css({ mx: 'auto' })}
      style={{ width: WHEEL_SIZE, height: WHEEL_SIZE + 8 }}
    >
      {failed ? (
        <svg data-testid="lottie-warning" width={WHEEL_SIZE} height={WHEEL_SIZE} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path d="M24 6l20 36H4z" className={css({ fill: 'accent.muted', stroke: 'accent.icon' })} strokeWidth="2" strokeLinejoin="round" />
          <path d="M24 19v11M24 35v1" className={css({ stroke: 'accent.default' })} strokeWidth="3" strokeLinecap="round" />
        </svg>
      ) : (
        <div ref={ref} className={css({ w: '100%', h: '100%' })} />
      )}
    </div>
  );
}
