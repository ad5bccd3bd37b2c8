/** Lottie player (SPEC §8, §9): option validation, what throws, loop/intermission/bounce scheduling, controls, the 9999-loop loading indicator. */
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  assertLottieDocument,
  LOTTIE_POPOVER_WIDTH_PX,
  LOTTIE_TOOLBAR_HEIGHT_PX,
  LottieLoop,
  LottiePlayer,
  validateLottieOptions,
  type PlayableAnimation,
} from './lottie-player';
import { LOADING_LOOP_COUNT, LoadingOverlay } from './loading-overlay';
import { startLoading, uiState } from '~/stores/ui';
// The real animation files the server serves from public/ (data, not code).
import liveDoc from '@public/animations/shopping-live.json';
import loadingDoc from '@public/animations/loading.json';

/** A stand-in for lottie-web's AnimationItem: records calls, fires events on demand. */
class FakeAnim implements PlayableAnimation {
  totalFrames = 61;
  currentFrame = 0;
  calls: string[] = [];
  listeners = new Map<string, Array<() => void>>();
  play = vi.fn(() => void this.calls.push('play'));
  pause = vi.fn(() => void this.calls.push('pause'));
  setSpeed = vi.fn();
  setDirection = vi.fn((d: 1 | -1) => void this.calls.push(`dir ${d}`));
  goToAndStop = vi.fn((f: number) => {
    this.currentFrame = f;
    this.calls.push(`goto ${f}`);
  });
  destroy = vi.fn();
  addEventListener(name: string, cb: () => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), cb]);
    return () => undefined;
  }
  fire(name: string) {
    for (const cb of this.listeners.get(name) ?? []) cb();
  }
}

const lottieMock = vi.hoisted(() => ({ anims: [] as unknown[], options: [] as unknown[] }));
vi.mock('lottie-web/build/player/lottie_light', () => ({
  default: {
    loadAnimation: (o: unknown) => {
      const a = new FakeAnim();
      lottieMock.anims.push(a);
      lottieMock.options.push(o);
      return a;
    },
  },
}));

function mockFetch(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );
}

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

beforeEach(() => {
  lottieMock.anims.length = 0;
  lottieMock.options.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  uiState.loadingCount = 0;
});

describe('options (SPEC §9)', () => {
  it('defaults: speed 1, direction 1, intermission 0, loop false, playMode normal, renderer svg, autoplay', () => {
    expect(validateLottieOptions({ src: '/a.json' })).toEqual({
      src: '/a.json',
      speed: 1,
      direction: 1,
      intermission: 0,
      loop: false,
      playMode: 'normal',
      renderer: 'svg',
      autoplay: true,
    });
  });

  it.each([
    [{ src: '' }, /src/],
    [{ src: '   ' }, /src/],
    [{ src: 'javascript:alert(1)' }, /src/],
    [{ src: 'data:application/json,{}' }, /src/],
    [{ src: '/animations/live.lottie' }, /src/], // a dotLottie archive: the light player reads JSON only
    [{ src: 'http://[bad' }, /src/],
    [{ src: '/a.json', direction: 0 as 1 }, /direction/],
    [{ src: '/a.json', loop: -1 }, /loop/],
    [{ src: '/a.json', loop: 1.5 }, /loop/],
    [{ src: '/a.json', speed: 0 }, /speed/],
    [{ src: '/a.json', intermission: -1 }, /intermission/],
    [{ src: '/a.json', intermission: Number.NaN }, /intermission/],
    [{ src: '/a.json', playMode: 'reverse' as 'bounce' }, /playMode/],
    [{ src: '/a.json', renderer: 'canvas' as 'svg' }, /renderer/],
  ])('%o throws', (o, message) => {
    expect(() => validateLottieOptions(o)).toThrow(message);
  });

  it('accepts a loop count, true, bounce and an intermission', () => {
    expect(validateLottieOptions({ src: '/a.json', loop: 9999, playMode: 'bounce', intermission: 500, direction: -1 })).toMatchObject({
      loop: 9999,
      playMode: 'bounce',
      intermission: 500,
      direction: -1,
    });
  });
});

describe('documents (SPEC §8: missing manifest and no animation throw)', () => {
  it('our animations pass', () => {
    expect(() => assertLottieDocument(loadingDoc)).not.toThrow();
    expect(() => assertLottieDocument(liveDoc)).not.toThrow();
  });
  it.each([
    null,
    [],
    'text',
    { layers: [{}] },
    { v: '5.7.4', fr: 30, w: 10, h: 10, ip: 10, op: 10, layers: [{}] },
    { v: 5, fr: 30, w: 10, h: 10, ip: 0, op: 9, layers: [{}] },
  ])('%o: missing manifest', (doc) => expect(() => assertLottieDocument(doc)).toThrow('missing manifest'));
  it('a header without layers: no animation', () => {
    expect(() => assertLottieDocument({ v: '5.7.4', fr: 30, w: 10, h: 10, ip: 0, op: 30, layers: [] })).toThrow('no animation');
  });
});

describe('LottieLoop scheduling', () => {
  const settings = { loop: false as boolean | number, speed: 1, direction: 1 as 1 | -1, intermission: 0, playMode: 'normal' as const };

  it('loop n: n more plays after the first, each from the start', () => {
    const a = new FakeAnim();
    const ctl = new LottieLoop(a, { ...settings, loop: 2 });
    ctl.play();
    ctl.onComplete();
    ctl.onComplete();
    ctl.onComplete();
    expect(a.play).toHaveBeenCalledTimes(3);
    expect(a.goToAndStop).toHaveBeenCalledWith(0, true);
    expect(ctl.playing).toBe(false);
  });

  it('intermission: the next play waits that many ms', () => {
    vi.useFakeTimers();
    const a = new FakeAnim();
    const ctl = new LottieLoop(a, { ...settings, loop: true, intermission: 800 });
    ctl.play();
    ctl.onComplete();
    vi.advanceTimersByTime(799);
    expect(a.play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(a.play).toHaveBeenCalledTimes(2);
    // A pause during the rest cancels the pending play.
    ctl.onComplete();
    ctl.pause();
    vi.advanceTimersByTime(5000);
    expect(a.play).toHaveBeenCalledTimes(2);
  });

  it('bounce: each play turns round from where the last ended (no rewind)', () => {
    vi.useFakeTimers();
    const a = new FakeAnim();
    const ctl = new LottieLoop(a, { ...settings, loop: true, playMode: 'bounce', intermission: 300 });
    ctl.play();
    a.calls.length = 0;
    ctl.onComplete();
    vi.advanceTimersByTime(300);
    ctl.onComplete();
    vi.advanceTimersByTime(300);
    expect(a.calls).toEqual(['dir -1', 'play', 'dir 1', 'play']);
    expect(a.goToAndStop).not.toHaveBeenCalled();
  });

  it('direction −1 in normal mode rewinds to the last frame', () => {
    const a = new FakeAnim();
    const ctl = new LottieLoop(a, { ...settings, loop: 1, direction: -1 });
    ctl.play();
    ctl.onComplete();
    expect(a.goToAndStop).toHaveBeenLastCalledWith(60, true);
    expect(a.setDirection).toHaveBeenLastCalledWith(-1);
  });

  it('seek 0–100 holds the frame; play after the last play starts over', () => {
    const a = new FakeAnim();
    const ctl = new LottieLoop(a, settings);
    ctl.play();
    ctl.seek(50);
    expect(a.goToAndStop).toHaveBeenLastCalledWith(30, true);
    expect(ctl.progress()).toBe(50);
    ctl.seek(150);
    expect(a.currentFrame).toBe(60);
    ctl.play();
    ctl.onComplete();
    expect(ctl.playing).toBe(false);
    ctl.play();
    expect(a.goToAndStop).toHaveBeenLastCalledWith(0, true);
    expect(ctl.playing).toBe(true);
  });
});

describe('LottiePlayer', () => {
  it('a document without layers throws to the error boundary (no animation)', async () => {
    mockFetch({ v: '5.7.4', fr: 30, w: 10, h: 10, ip: 0, op: 30, layers: [] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Catch>
        <LottiePlayer src="/animations/empty.json" />
      </Catch>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('lottie: no animation');
  });

  it('a failed fetch shows the warning icon', async () => {
    mockFetch('missing', 404);
    render(<LottiePlayer src="/animations/gone.json" label="준비 중" />);
    await screen.findByTestId('lottie-warning');
    expect(screen.getByRole('img', { name: '준비 중' }).getAttribute('data-state')).toBe('error');
  });

  it('controls: a 35 px toolbar with Korean names, a 0–100 seek, a loop toggle and a 224 px popover', async () => {
    mockFetch(liveDoc);
    render(<LottiePlayer src="/animations/shopping-live.json" controls label="쇼핑 라이브" size={200} />);
    await waitFor(() => expect(lottieMock.anims).toHaveLength(1));
    const anim = lottieMock.anims[0] as FakeAnim;
    expect(lottieMock.options[0]).toMatchObject({ renderer: 'svg', loop: false });
    const toolbar = screen.getByRole('toolbar', { name: '애니메이션 재생 도구' });
    expect(toolbar.style.height).toBe(`${LOTTIE_TOOLBAR_HEIGHT_PX}px`);
    expect(screen.getByRole('img', { name: '쇼핑 라이브' }).style.maxHeight).toBe('300px');
    fireEvent.click(screen.getByRole('button', { name: '일시정지' }));
    expect(anim.pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '재생' })).toBeTruthy();
    const seek = screen.getByRole('slider', { name: '재생 위치' });
    expect([seek.getAttribute('min'), seek.getAttribute('max')]).toEqual(['0', '100']);
    fireEvent.change(seek, { target: { value: '25' } });
    expect(anim.goToAndStop).toHaveBeenLastCalledWith(15, true);
    const loop = screen.getByRole('button', { name: '반복 재생' });
    expect(loop.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(loop);
    expect(loop.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '재생 설정' }));
    const popover = screen.getByRole('dialog', { name: '재생 설정' });
    expect(popover.style.width).toBe(`${LOTTIE_POPOVER_WIDTH_PX}px`);
    fireEvent.change(screen.getByLabelText('속도'), { target: { value: '2' } });
    expect(anim.setSpeed).toHaveBeenLastCalledWith(2);
    fireEvent.change(screen.getByLabelText('재생 방식'), { target: { value: 'bounce' } });
    fireEvent.click(screen.getByRole('button', { name: '재생' }));
    act(() => anim.fire('complete'));
    expect(anim.setDirection).toHaveBeenLastCalledWith(-1); // bounce turned round
  });
});

describe('loading indicator (SPEC §9: loops 9999 times)', () => {
  it('plays 1 + 9999 times, then stops', async () => {
    mockFetch(loadingDoc);
    render(<LoadingOverlay />);
    act(() => void startLoading());
    await waitFor(() => expect(lottieMock.anims).toHaveLength(1));
    expect(LOADING_LOOP_COUNT).toBe(9999);
    const anim = lottieMock.anims[0] as FakeAnim;
    act(() => {
      for (let i = 0; i < 10_001; i++) anim.fire('complete');
    });
    expect(anim.play).toHaveBeenCalledTimes(10_000);
  });
});
