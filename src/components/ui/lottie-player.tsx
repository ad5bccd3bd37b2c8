/**
 * Lottie animation player (SPEC §8, §9). lottie-web's light SVG build is imported dynamically,
 * so it never lands in the first bundle. Options follow SPEC §9: speed 1, direction 1 (1 or −1),
 * loop false (boolean or non-negative integer), renderer svg. Invalid options and a missing src
 * throw; a load/parse failure shows a warning icon instead of crashing the page.
 */
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';

export interface LottieOptions {
  src: string;
  loop?: boolean | number;
  autoplay?: boolean;
  speed?: number;
  direction?: 1 | -1;
}

/** @throws Error for an empty src, a direction other than 1/−1, or a negative/non-integer loop count. */
export function validateLottieOptions(o: LottieOptions) {
  if (!o.src || typeof o.src !== 'string') throw new Error('lottie: invalid src');
  const direction = o.direction ?? 1;
  if (direction !== 1 && direction !== -1) throw new Error('lottie: direction must be 1 or -1');
  const loop = o.loop ?? false;
  if (typeof loop !== 'boolean' && !(Number.isInteger(loop) && loop >= 0)) throw new Error('lottie: loop must be a boolean or a non-negative integer');
  const speed = o.speed ?? 1;
  if (!(speed > 0)) throw new Error('lottie: speed must be positive');
  return { src: o.src, direction, loop, speed, autoplay: o.autoplay ?? true };
}

export function LottiePlayer(props: LottieOptions & { label: string; size?: number }) {
  const opts = validateLottieOptions(props);
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let anim: { destroy(): void } | undefined;
    (async () => {
      try {
        const [{ default: lottie }, res] = await Promise.all([import('lottie-web/build/player/lottie_light'), fetch(opts.src)]);
        if (!res.ok) throw new Error(`lottie: ${res.status}`);
        const animationData = await res.json();
        if (cancelled || !ref.current) return;
        const a = lottie.loadAnimation({ container: ref.current, renderer: 'svg', loop: opts.loop, autoplay: opts.autoplay, animationData });
        a.setSpeed(opts.speed);
        a.setDirection(opts.direction);
        a.addEventListener('data_failed', () => setFailed(true));
        anim = a;
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      anim?.destroy();
    };
  }, [opts.src, opts.loop, opts.autoplay, opts.speed, opts.direction]);
  const size = props.size ?? 96;
  return (
    <div role="img" aria-label={props.label} style={{ width: size, height: size }}>
      {failed ? (
        <svg data-testid="lottie-warning" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true">
          <path d="M24 6l20 36H4z" fill="#FFEAD5" stroke="#EA480C" strokeWidth="2" />
          <path d="M24 19v11M24 35v1" stroke="#C2340C" strokeWidth="3" strokeLinecap="round" />
        </svg>
      ) : (
        <div ref={ref} className={css({ w: '100%', h: '100%' })} />
      )}
    </div>
  );
}
