/**
 * Lottie animation player (SPEC §8, §9; docs/decisions/031-ui-spec-rest.md).
 *
 *   <LottiePlayer src="/animations/loading.json" loop={9999} label="불러오는 중" />
 *   <LottiePlayer src="/animations/shopping-live.json" loop controls playMode="bounce" intermission={600} />
 *
 * lottie-web's light SVG build is imported dynamically, so it never lands in the first bundle.
 * Options (SPEC §9): speed 1, direction 1 (must be 1 or −1), intermission 0 (ms of rest between
 * two plays), loop false (boolean, or a non-negative integer = extra plays after the first),
 * playMode normal (or bounce: each play runs the other way), autoplay true, renderer svg.
 * Look (SPEC §9): the animation is at most 300 px tall; with `controls` a 35 px toolbar (재생/일시정지,
 * a 0–100 seek slider, 반복 재생) and a 224 px settings popover (속도, 방향, 재생 방식, 반복 간격).
 *
 * Errors (SPEC §8):
 * - THROWN (during render, to the nearest error boundary — a programming or content error):
 *   an invalid option, an invalid src (empty, not a URL, not http(s), or a dotLottie `.lottie`
 *   archive, which the light player cannot open), a missing manifest (the Lottie document's header:
 *   version `v`, frame rate `fr`, size `w`×`h`, frames `ip`<`op`) and no animation (no layers);
 * - shown as a warning icon: a failed fetch (network, HTTP error), an answer that is not JSON, or
 *   an error lottie-web reports while playing.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';

export type LottiePlayMode = 'normal' | 'bounce';

export interface LottiePlayerProps {
  /** URL of the Lottie JSON (same origin, e.g. /animations/loading.json). */
  src: string;
  /** false: play once; true: forever; n ≥ 0: n more plays after the first. Default false. */
  loop?: boolean | number;
  /** Default true. */
  autoplay?: boolean;
  /** Playback rate, > 0. Default 1. */
  speed?: number;
  /** 1 forwards, −1 backwards. Default 1. */
  direction?: 1 | -1;
  /** Rest between two plays in ms (≥ 0). Default 0. */
  intermission?: number;
  /** normal: every play in `direction`; bounce: each play turns round. Default normal. */
  playMode?: LottiePlayMode;
  /** Only 'svg' (the light build). Default 'svg'. */
  renderer?: 'svg';
  /** Show the toolbar (35 px) and its settings popover (224 px). Default false. */
  controls?: boolean;
  /** Accessible name of the animation (role="img"). Default '애니메이션'. */
  label?: string;
  /** Square size in px (the height is capped at LOTTIE_MAX_HEIGHT_PX). Default 96. */
  size?: number;
}

/** SPEC §9 player geometry (px) and seek range. */
export const LOTTIE_TOOLBAR_HEIGHT_PX = 35;
export const LOTTIE_POPOVER_WIDTH_PX = 224;
export const LOTTIE_MAX_HEIGHT_PX = 300;
export const LOTTIE_SEEK_MIN = 0;
export const LOTTIE_SEEK_MAX = 100;

export interface ValidLottieOptions {
  src: string;
  loop: boolean | number;
  autoplay: boolean;
  speed: number;
  direction: 1 | -1;
  intermission: number;
  playMode: LottiePlayMode;
  renderer: 'svg';
}

/** An http(s) URL (absolute or relative to this page), not a dotLottie archive. */
function isValidSrc(src: unknown): src is string {
  if (typeof src !== 'string' || !src.trim()) return false;
  let u: URL;
  try {
    u = new URL(src, 'https://player.invalid/');
  } catch {
    return false;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return false;
  return !/\.lottie$/i.test(u.pathname);
}

/**
 * Validate and default the player options (SPEC §9).
 * @throws Error for an invalid src (see the module comment), a direction other than 1/−1, a loop
 *   that is neither a boolean nor a non-negative integer, a speed that is not a positive number, an
 *   intermission that is not a non-negative number of ms, a playMode other than normal/bounce, or a
 *   renderer other than svg.
 */
export function validateLottieOptions(o: Partial<LottiePlayerProps>): ValidLottieOptions {
  if (!isValidSrc(o.src)) throw new Error('lottie: invalid src');
  const direction = o.direction ?? 1;
  if (direction !== 1 && direction !== -1) throw new Error('lottie: direction must be 1 or -1');
  const loop = o.loop ?? false;
  if (typeof loop !== 'boolean' && !(typeof loop === 'number' && Number.isInteger(loop) && loop >= 0)) {
    throw new Error('lottie: loop must be a boolean or a non-negative integer');
  }
  const speed = o.speed ?? 1;
  if (typeof speed !== 'number' || !Number.isFinite(speed) || speed <= 0) throw new Error('lottie: speed must be a positive number');
  const intermission = o.intermission ?? 0;
  if (typeof intermission !== 'number' || !Number.isFinite(intermission) || intermission < 0) {
    throw new Error('lottie: intermission must be a non-negative number of ms');
  }
  const playMode = o.playMode ?? 'normal';
  if (playMode !== 'normal' && playMode !== 'bounce') throw new Error('lottie: playMode must be normal or bounce');
  const renderer = o.renderer ?? 'svg';
  if (renderer !== 'svg') throw new Error('lottie: renderer must be svg');
  return { src: o.src, direction, loop, speed, intermission, playMode, renderer, autoplay: o.autoplay ?? true };
}

/**
 * Structural check of a Lottie document (SPEC §8). The "manifest" of a Lottie JSON is its header:
 * version `v` (string), frame rate `fr` > 0, size `w`, `h` > 0, first/last frame `ip` < `op`.
 * @throws Error 'lottie: missing manifest' when the header is missing or broken, 'lottie: no
 *   animation' when there is no layer to play.
 */
export function assertLottieDocument(data: unknown): asserts data is Record<string, unknown> {
  const d = data as { v?: unknown; fr?: unknown; w?: unknown; h?: unknown; ip?: unknown; op?: unknown; layers?: unknown } | null;
  if (!d || typeof d !== 'object' || Array.isArray(d)) throw new Error('lottie: missing manifest');
  const positive = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n > 0;
  if (typeof d.v !== 'string' || !positive(d.fr) || !positive(d.w) || !positive(d.h)) throw new Error('lottie: missing manifest');
  if (typeof d.ip !== 'number' || typeof d.op !== 'number' || !(d.op > d.ip)) throw new Error('lottie: missing manifest');
  if (!Array.isArray(d.layers) || d.layers.length === 0) throw new Error('lottie: no animation');
}

/** The part of lottie-web's AnimationItem the loop controller drives (a fake in tests). */
export interface PlayableAnimation {
  play(): void;
  pause(): void;
  setSpeed(speed: number): void;
  setDirection(direction: 1 | -1): void;
  goToAndStop(frame: number, isFrame: true): void;
  totalFrames: number;
  currentFrame: number;
}

type Timers = { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (id: unknown) => void };

/** The settings a viewer can change while it plays (toolbar and popover). */
export type LottieSettings = Pick<ValidLottieOptions, 'loop' | 'speed' | 'direction' | 'intermission' | 'playMode'>;

/**
 * Plays an animation under the SPEC §9 options lottie-web lacks: the animation is loaded with
 * loop false, and at each `complete` ({@link onComplete}) this decides whether and how to play again —
 * loop count, intermission (a pause of `intermission` ms first), and bounce (the next play runs the
 * other way from where the last one ended; normal rewinds to the start of `direction`).
 */
export class LottieLoop {
  /** Plays finished since the last (re)start. */
  plays = 0;
  /** The direction of the current (or next) play. */
  direction: 1 | -1;
  playing = false;
  private timer: unknown = null;

  constructor(
    private anim: PlayableAnimation,
    public settings: LottieSettings,
    private timers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as number) },
  ) {
    this.direction = settings.direction;
    anim.setSpeed(settings.speed);
    anim.setDirection(settings.direction);
  }

  /** Total plays the loop setting allows (Infinity for true). */
  get maxPlays(): number {
    const loop = this.settings.loop;
    return loop === true ? Infinity : loop === false ? 1 : loop + 1;
  }

  private lastFrame() {
    return Math.max(0, this.anim.totalFrames - 1);
  }

  private clearTimer() {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Start (or resume) playing; after the last play it starts over from the first. */
  play() {
    this.clearTimer();
    if (this.plays >= this.maxPlays) {
      this.plays = 0;
      this.direction = this.settings.direction;
      this.anim.setDirection(this.direction);
      this.anim.goToAndStop(this.direction === 1 ? 0 : this.lastFrame(), true);
    }
    this.playing = true;
    this.anim.play();
  }

  pause() {
    this.clearTimer();
    this.playing = false;
    this.anim.pause();
  }

  /** lottie-web fired `complete` (one play ended; it pauses itself there). */
  onComplete() {
    this.plays += 1;
    if (this.plays >= this.maxPlays) {
      this.playing = false;
      return;
    }
    if (this.settings.playMode === 'bounce') {
      this.direction = this.direction === 1 ? -1 : 1;
    } else {
      this.direction = this.settings.direction;
      this.anim.goToAndStop(this.direction === 1 ? 0 : this.lastFrame(), true);
    }
    this.anim.setDirection(this.direction);
    const again = () => {
      this.timer = null;
      if (this.playing) this.anim.play();
    };
    if (this.settings.intermission > 0) this.timer = this.timers.setTimeout(again, this.settings.intermission);
    else again();
  }

  /** Jump to `percent` (SPEC §9 seek 0–100) and hold there (paused). */
  seek(percent: number) {
    const p = Math.min(LOTTIE_SEEK_MAX, Math.max(LOTTIE_SEEK_MIN, percent));
    this.pause();
    this.anim.goToAndStop((p / LOTTIE_SEEK_MAX) * this.lastFrame(), true);
  }

  /** Where the animation is, 0–100 (rounded). */
  progress(): number {
    const last = this.lastFrame();
    return last > 0 ? Math.round((this.anim.currentFrame / last) * LOTTIE_SEEK_MAX) : 0;
  }

  /** Apply changed settings; speed and direction take effect at once. */
  update(next: Partial<LottieSettings>) {
    this.settings = { ...this.settings, ...next };
    if (next.speed !== undefined) this.anim.setSpeed(next.speed);
    if (next.direction !== undefined) {
      this.direction = next.direction;
      this.anim.setDirection(next.direction);
    }
    if (next.loop !== undefined && this.plays >= this.maxPlays) this.plays = this.maxPlays - 1;
  }

  destroy() {
    this.clearTimer();
  }
}

const warningIcon = (size: number) => (
  <svg data-testid="lottie-warning" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path d="M24 6l20 36H4z" className={css({ fill: 'accent.muted', stroke: 'accent.icon' })} strokeWidth="2" strokeLinejoin="round" />
    <path d="M24 19v11M24 35v1" className={css({ stroke: 'accent.default' })} strokeWidth="3" strokeLinecap="round" />
  </svg>
);

const toolButton = css({
  minW: '35px',
  h: '35px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'fg.default',
  cursor: 'pointer',
  borderRadius: '8px',
  flexShrink: 0,
  _pressed: { color: 'accent.text' },
  _focusVisible: { outline: '2px solid token(colors.accent.default)', outlineOffset: '-2px' },
});
const fieldRow = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px', fontSize: '13px', minH: '36px' });
const selectClass = css({ h: '32px', px: '6px', borderRadius: '6px', border: '1px solid token(colors.border.default)', bg: 'bg.canvas', fontSize: '13px' });

const SPEEDS = [0.5, 1, 1.5, 2];
const INTERMISSIONS = [0, 500, 1000, 2000];

export function LottiePlayer(props: LottiePlayerProps) {
  const opts = validateLottieOptions(props);
  const ref = useRef<HTMLDivElement>(null);
  const loopRef = useRef<LottieLoop | null>(null);
  const [failed, setFailed] = useState(false);
  const [fatal, setFatal] = useState<Error | null>(null);
  const [settings, setSettings] = useState<LottieSettings>(() => pickSettings(opts));
  const [playing, setPlaying] = useState(false);
  const [seek, setSeek] = useState(0);
  const [popoverOpen, setPopoverOpen] = useState(false);
  const popoverId = useId();
  const controls = props.controls ?? false;
  const settingsKey = `${String(opts.loop)}|${opts.speed}|${opts.direction}|${opts.intermission}|${opts.playMode}`;

  useEffect(() => setSettings(pickSettings(opts)), [settingsKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    let cancelled = false;
    let anim: { destroy(): void } | undefined;
    setFailed(false);
    (async () => {
      let animationData: unknown;
      let lottie: typeof import('lottie-web/build/player/lottie_light').default;
      try {
        const [mod, res] = await Promise.all([import('lottie-web/build/player/lottie_light'), fetch(opts.src)]);
        lottie = mod.default;
        if (!res.ok) throw new Error(`lottie: HTTP ${res.status}`);
        animationData = await res.json();
      } catch {
        if (!cancelled) setFailed(true);
        return;
      }
      if (cancelled) return;
      try {
        assertLottieDocument(animationData);
      } catch (e) {
        setFatal(e as Error); // rethrown during render (SPEC §8: these throw)
        return;
      }
      if (!ref.current) return;
      try {
        const a = lottie.loadAnimation({ container: ref.current, renderer: 'svg', loop: false, autoplay: false, animationData });
        const ctl = new LottieLoop(a as unknown as PlayableAnimation, pickSettings(opts));
        loopRef.current = ctl;
        a.addEventListener('complete', () => {
          ctl.onComplete();
          setPlaying(ctl.playing);
        });
        if (controls) a.addEventListener('enterFrame', () => setSeek(ctl.progress()));
        a.addEventListener('data_failed', () => setFailed(true));
        a.addEventListener('error', () => setFailed(true));
        anim = {
          destroy: () => {
            ctl.destroy();
            a.destroy();
          },
        };
        if (opts.autoplay) {
          ctl.play();
          setPlaying(true);
        }
      } catch {
        setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      loopRef.current = null;
      anim?.destroy();
    };
  }, [opts.src, settingsKey, opts.autoplay, controls]); // eslint-disable-line react-hooks/exhaustive-deps

  if (fatal) throw fatal;

  const size = props.size ?? 96;
  const change = (next: Partial<LottieSettings>) => {
    setSettings((s) => ({ ...s, ...next }));
    loopRef.current?.update(next);
  };
  const animation = (
    <div
      role="img"
      aria-label={props.label ?? '애니메이션'}
      data-state={failed ? 'error' : 'ok'}
      style={{ width: size, height: size, maxHeight: LOTTIE_MAX_HEIGHT_PX, maxWidth: '100%' }}
    >
      {failed ? warningIcon(Math.min(size, LOTTIE_MAX_HEIGHT_PX)) : <div ref={ref} className={css({ w: '100%', h: '100%' })} />}
    </div>
  );
  if (!controls) return animation;

  const loopOn = settings.loop !== false && settings.loop !== 0;
  return (
    <div data-testid="lottie-player" className={css({ position: 'relative', display: 'inline-flex', flexDir: 'column', alignItems: 'center', maxW: '100%' })}>
      {animation}
      <div
        role="toolbar"
        aria-label="애니메이션 재생 도구"
        className={css({ display: 'flex', alignItems: 'center', gap: '2px', w: '100%', minW: '224px', px: '4px', borderRadius: '10px', bg: 'bg.subtle' })}
        style={{ height: LOTTIE_TOOLBAR_HEIGHT_PX }}
      >
        <button
          type="button"
          className={toolButton}
          aria-label={playing ? '일시정지' : '재생'}
          disabled={failed}
          onClick={() => {
            const ctl = loopRef.current;
            if (!ctl) return;
            if (ctl.playing) ctl.pause();
            else ctl.play();
            setPlaying(ctl.playing);
          }}
        >
          {playing ? (
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
            </svg>
          ) : (
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M4 2l10 6-10 6z" fill="currentColor" />
            </svg>
          )}
        </button>
        <input
          type="range"
          aria-label="재생 위치"
          min={LOTTIE_SEEK_MIN}
          max={LOTTIE_SEEK_MAX}
          step={1}
          value={seek}
          disabled={failed}
          onChange={(e) => {
            const value = Number(e.target.value);
            setSeek(value);
            loopRef.current?.seek(value);
            setPlaying(false);
          }}
          className={css({ flex: 1, minW: 0, accentColor: 'token(colors.accent.default)' })}
        />
        <button type="button" className={toolButton} aria-label="반복 재생" aria-pressed={loopOn} onClick={() => change({ loop: !loopOn })}>
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
            <path d="M3 8V7a3 3 0 0 1 3-3h8l-2-2M15 10v1a3 3 0 0 1-3 3H4l2 2" />
          </svg>
        </button>
        <button
          type="button"
          className={toolButton}
          aria-label="재생 설정"
          aria-expanded={popoverOpen}
          aria-controls={popoverId}
          onClick={() => setPopoverOpen((o) => !o)}
        >
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="currentColor">
            <circle cx="4" cy="9" r="1.6" />
            <circle cx="9" cy="9" r="1.6" />
            <circle cx="14" cy="9" r="1.6" />
          </svg>
        </button>
      </div>
      {popoverOpen && (
        <div
          id={popoverId}
          role="dialog"
          aria-label="재생 설정"
          onKeyDown={(e) => e.key === 'Escape' && setPopoverOpen(false)}
          className={css({
            position: 'absolute',
            right: 0,
            bottom: `${LOTTIE_TOOLBAR_HEIGHT_PX + 6}px`,
            zIndex: 1,
            bg: 'bg.canvas',
            borderRadius: '12px',
            boxShadow: 'toast',
            border: '1px solid token(colors.border.subtle)',
            p: '12px',
            display: 'flex',
            flexDir: 'column',
            gap: '4px',
          })}
          style={{ width: LOTTIE_POPOVER_WIDTH_PX }}
        >
          <label className={fieldRow}>
            속도
            <select className={selectClass} value={settings.speed} onChange={(e) => change({ speed: Number(e.target.value) })}>
              {[...new Set([...SPEEDS, settings.speed])].map((s) => (
                <option key={s} value={s}>
                  {s}배
                </option>
              ))}
            </select>
          </label>
          <label className={fieldRow}>
            방향
            <select className={selectClass} value={settings.direction} onChange={(e) => change({ direction: Number(e.target.value) === -1 ? -1 : 1 })}>
              <option value={1}>정방향</option>
              <option value={-1}>역방향</option>
            </select>
          </label>
          <label className={fieldRow}>
            재생 방식
            <select className={selectClass} value={settings.playMode} onChange={(e) => change({ playMode: e.target.value === 'bounce' ? 'bounce' : 'normal' })}>
              <option value="normal">처음부터 반복</option>
              <option value="bounce">왕복 재생</option>
            </select>
          </label>
          <label className={fieldRow}>
            반복 간격
            <select className={selectClass} value={settings.intermission} onChange={(e) => change({ intermission: Number(e.target.value) })}>
              {[...new Set([...INTERMISSIONS, settings.intermission])].map((ms) => (
                <option key={ms} value={ms}>
                  {ms === 0 ? '없음' : `${ms / 1000}초`}
                </option>
              ))}
            </select>
          </label>
          <label className={fieldRow}>
            반복 재생
            <input type="checkbox" checked={loopOn} onChange={(e) => change({ loop: e.target.checked })} className={css({ w: '20px', h: '20px' })} />
          </label>
        </div>
      )}
    </div>
  );
}

function pickSettings(o: ValidLottieOptions): LottieSettings {
  return { loop: o.loop, speed: o.speed, direction: o.direction, intermission: o.intermission, playMode: o.playMode };
}
