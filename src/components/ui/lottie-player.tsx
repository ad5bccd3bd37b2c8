/**
 * Lottie animation player (SPEC §8, §9).
 *
 *   <LottiePlayer src="/animations/loading.json" loop={9999} label="불러오는 중" />
 *
 * lottie-web's light SVG build is imported dynamically, so it never lands in the first bundle.
 * Options follow SPEC §9: speed 1, direction 1 (must be 1 or −1), loop false (boolean or a
 * non-negative integer = number of repeats), autoplay true, renderer svg.
 * Errors (SPEC §8): an invalid option or a missing src throws during render (a programming error);
 * a failed fetch, a document that is not a Lottie animation, or a player error shows a warning
 * icon instead of the animation.
 */
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';

export interface LottiePlayerProps {
  /** URL of the Lottie JSON (same origin, e.g. /animations/loading.json). */
  src: string;
  /** false: play once; true: forever; n ≥ 0: repeat n times. Default false. */
  loop?: boolean | number;
  /** Default true. */
  autoplay?: boolean;
  /** Playback rate, > 0. Default 1. */
  speed?: number;
  /** 1 forwards, −1 backwards. Default 1. */
  direction?: 1 | -1;
  /** Accessible name of the animation (role="img"). Default '애니메이션'. */
  label?: string;
  /** Square size in px. Default 96. */
  size?: number;
}

export interface ValidLottieOptions {
  src: string;
  loop: boolean | number;
  autoplay: boolean;
  speed: number;
  direction: 1 | -1;
}

/**
 * Validate and default the player options (SPEC §9).
 * @throws Error for an empty/non-string src, a direction other than 1/−1, a loop that is neither a
 *   boolean nor a non-negative integer, or a speed that is not a positive number.
 */
export function validateLottieOptions(o: Partial<LottiePlayerProps>): ValidLottieOptions {
  if (!o.src || typeof o.src !== 'string' || !o.src.trim()) throw new Error('lottie: invalid src');
  const direction = o.direction ?? 1;
  if (direction !== 1 && direction !== -1) throw new Error('lottie: direction must be 1 or -1');
  const loop = o.loop ?? false;
  if (typeof loop !== 'boolean' && !(typeof loop === 'number' && Number.isInteger(loop) && loop >= 0)) {
    throw new Error('lottie: loop must be a boolean or a non-negative integer');
  }
  const speed = o.speed ?? 1;
  if (typeof speed !== 'number' || !Number.isFinite(speed) || speed <= 0) throw new Error('lottie: speed must be a positive number');
  return { src: o.src, direction, loop, speed, autoplay: o.autoplay ?? true };
}

/**
 * Minimal structural check of a Lottie document (SPEC §8: "no animation" is an error): a width,
 * a height, a frame range and at least one layer.
 * @throws Error when the JSON is not a playable animation.
 */
export function assertLottieDocument(data: unknown): asserts data is Record<string, unknown> {
  const d = data as { w?: unknown; h?: unknown; ip?: unknown; op?: unknown; layers?: unknown } | null;
  if (!d || typeof d !== 'object') throw new Error('lottie: no animation');
  if (typeof d.w !== 'number' || typeof d.h !== 'number' || typeof d.ip !== 'number' || typeof d.op !== 'number') throw new Error('lottie: no animation');
  if (!Array.isArray(d.layers) || d.layers.length === 0) throw new Error('lottie: no animation');
}

export function LottiePlayer(props: LottiePlayerProps) {
  const opts = validateLottieOptions(props);
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let anim: { destroy(): void } | undefined;
    setFailed(false);
    (async () => {
      try {
        const [{ default: lottie }, res] = await Promise.all([import('lottie-web/build/player/lottie_light'), fetch(opts.src)]);
        if (!res.ok) throw new Error(`lottie: HTTP ${res.status}`);
        const animationData: unknown = await res.json();
        assertLottieDocument(animationData);
        if (cancelled || !ref.current) return;
        const a = lottie.loadAnimation({ container: ref.current, renderer: 'svg', loop: opts.loop, autoplay: opts.autoplay, animationData });
        a.setSpeed(opts.speed);
        a.setDirection(opts.direction);
        a.addEventListener('data_failed', () => setFailed(true));
        a.addEventListener('error', () => setFailed(true));
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
    <div role="img" aria-label={props.label ?? '애니메이션'} data-state={failed ? 'error' : 'ok'} style={{ width: size, height: size }}>
      {failed ? (
        <svg data-testid="lottie-warning" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path d="M24 6l20 36H4z" className={css({ fill: 'accent.muted', stroke: 'accent.icon' })} strokeWidth="2" strokeLinejoin="round" />
          <path d="M24 19v11M24 35v1" className={css({ stroke: 'accent.default' })} strokeWidth="3" strokeLinecap="round" />
        </svg>
      ) : (
        <div ref={ref} className={css({ w: '100%', h: '100%' })} />
      )}
    </div>
  );
}
