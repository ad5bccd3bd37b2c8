/** The loading shell's picture is painted before React replaces the shell (issue 6). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_PICTURE_WAIT_MS, bootPicturePainted } from './boot-picture';

function shellWith(picture: boolean) {
  document.body.innerHTML = `<div id="root"><div class="boot">${picture ? '<img class="boot-hero boot-hero-banner" src="/images/banners/1.svg" alt="" />' : ''}</div></div>`;
  const img = document.querySelector<HTMLImageElement>('img.boot-hero');
  if (img) {
    Object.defineProperty(img, 'complete', { value: false, configurable: true });
    Object.defineProperty(img, 'decode', { value: () => Promise.resolve(), configurable: true });
  }
  return img;
}

const settled = (p: Promise<void>) => {
  const state = { done: false };
  void p.then(() => (state.done = true));
  return state;
};

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('bootPicturePainted', () => {
  it('resolves at once when the shell has no picture', async () => {
    shellWith(false);
    vi.useFakeTimers();
    const s = settled(bootPicturePainted());
    await vi.advanceTimersByTimeAsync(0);
    expect(s.done).toBe(true);
  });

  it('waits for the picture to load and a frame to be drawn', async () => {
    const img = shellWith(true)!;
    vi.useFakeTimers();
    const s = settled(bootPicturePainted());
    await vi.advanceTimersByTimeAsync(200);
    expect(s.done).toBe(false);
    img.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(60); // the frame (or its 50 ms cap)
    expect(s.done).toBe(true);
  });

  it('gives up after BOOT_PICTURE_WAIT_MS when the picture never arrives', async () => {
    shellWith(true);
    vi.useFakeTimers();
    const s = settled(bootPicturePainted());
    await vi.advanceTimersByTimeAsync(BOOT_PICTURE_WAIT_MS - 10);
    expect(s.done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(s.done).toBe(true);
  });
});
