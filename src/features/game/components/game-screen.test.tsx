/**
 * 게임 (issue 16): today's state read from the server; a play shows the server's outcome — the wheel
 * (a fake lottie player here) is given the landing rotation of that outcome, played with motion or
 * put straight on its last frame with prefers-reduced-motion — then the result, the stars toast, the
 * disabled button and the countdown; a refusal (13) is shown in Korean. The network is a fake of
 * our endpoint (the server side is server/routes/game).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession } from '~/stores/session';
import { uiState } from '~/stores/ui';
import { renderScreenAt } from '~/test-utils/render-screen';
import { errorResponse, okResponse, resetClientTest, signInMember } from '~/test-utils/member-session';
import { landingRotation, slotCentre, SPIN_FRAMES } from '../roulette-animation';
import { GameScreen } from './game-screen';

const lottie = vi.hoisted(() => ({ loads: [] as Array<{ rotation: number; played: boolean; stoppedAt: number | null; complete?: () => void }> }));
vi.mock('lottie-web/build/player/lottie_light', () => ({
  default: {
    loadAnimation: (o: { animationData: { layers: Array<{ nm: string; ks: { r: { k: unknown } } }> } }) => {
      const wheel = o.animationData.layers.find((l) => l.nm === 'wheel')!;
      const keys = wheel.ks.r.k as Array<{ s: number[] }>;
      const entry: (typeof lottie.loads)[number] = { rotation: keys[1]!.s[0]!, played: false, stoppedAt: null };
      lottie.loads.push(entry);
      return {
        addEventListener: (name: string, cb: () => void) => {
          if (name === 'complete') entry.complete = cb;
        },
        play: () => (entry.played = true),
        goToAndStop: (frame: number) => (entry.stoppedAt = frame),
        destroy: () => undefined,
      };
    },
  },
}));

const TOMORROW = new Date(Date.now() + 3 * 3600_000 + 5_000).toISOString();
let played: null | { outcome: number; stars: number };
let posts: number;
let reduced: boolean;

const state = () => ({
  playDay: '2026-11-24',
  played: !!played,
  outcome: played?.outcome ?? null,
  stars: played?.stars ?? null,
  nextPlayAt: TOMORROW,
  balance: played ? 120 + played.stars : null,
});

beforeEach(() => {
  lottie.loads.length = 0;
  played = null;
  posts = 0;
  reduced = true;
  clearSession();
  vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: q.includes('reduce') && reduced, media: q }) as MediaQueryList);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (!url.includes('/api/v1/user/game/roulette')) throw new Error(`unexpected request ${url}`);
    if ((init?.method ?? 'GET') === 'GET') return okResponse(state());
    posts += 1;
    if (played) return errorResponse(400, 13, 'OUT_OF_RANGE', '오늘은 이미 룰렛을 돌렸어요. 내일 다시 도전해 주세요.');
    played = { outcome: 3, stars: 50 };
    return okResponse(state(), [{ phrase: 'from the server, not shown' }]);
  });
  signInMember();
});
afterEach(resetClientTest);

const renderScreen = () => renderScreenAt(GameScreen, '/game');

describe('GameScreen', () => {
  it('reduced motion: the play lands at once on the server outcome, then the result, the stars toast, the disabled button and the countdown', async () => {
    renderScreen();
    const button = await screen.findByRole('button', { name: '룰렛 돌리기' });
    fireEvent.click(button);
    expect(await screen.findByText('오늘의 결과: 별 50개')).toBeTruthy();
    const last = lottie.loads.at(-1)!;
    // Slot 3 ends under the pointer (within its 60° slice, a random jitter inside it).
    expect(Math.abs(last.rotation - landingRotation(3))).toBeLessThan(30);
    const off = (((slotCentre(3) + last.rotation) % 360) + 360) % 360;
    expect(Math.min(off, 360 - off)).toBeLessThan(30);
    expect(last).toMatchObject({ played: false, stoppedAt: SPIN_FRAMES - 1 });
    expect(uiState.toasts.map((t) => `${t.startPhrase}${t.pointPhrase}${t.endPhrase}`)).toEqual(['룰렛 결과 별 50개를 받았어요']);
    expect((screen.getByRole('button', { name: '오늘은 참여했어요' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('game-next').textContent).toMatch(/내일 다시 도전해요 · 03:00:0\d 남았어요/);
    expect(screen.getByText('내 별 170개 보러 가기')).toBeTruthy();
    expect(posts).toBe(1);
  });

  it('with motion: the wheel spins to the outcome and the result waits for it to land', async () => {
    reduced = false;
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: '룰렛 돌리기' }));
    await waitFor(() => expect(lottie.loads.at(-1)?.played).toBe(true));
    expect(screen.queryByText('오늘의 결과: 별 50개')).toBeNull();
    expect(uiState.toasts).toHaveLength(0);
    expect(screen.getByRole('button', { name: '돌아가는 중…' })).toBeTruthy();
    lottie.loads.at(-1)!.complete!();
    expect(await screen.findByText('오늘의 결과: 별 50개')).toBeTruthy();
    expect(uiState.toasts).toHaveLength(1);
  });

  it("today's play already made: the wheel rests on it and the button is disabled; no play is sent", async () => {
    played = { outcome: 1, stars: 20 };
    renderScreen();
    expect(await screen.findByText('오늘의 결과: 별 20개')).toBeTruthy();
    expect((screen.getByRole('button', { name: '오늘은 참여했어요' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(lottie.loads.at(-1)?.stoppedAt).toBe(SPIN_FRAMES - 1));
    expect(posts).toBe(0);
    expect(uiState.toasts).toHaveLength(0);
  });
});
