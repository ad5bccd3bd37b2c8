/**
 * The loading shell's picture (issue 6, docs/decisions/006-first-paint.md): for some pages the
 * server draws the page's largest picture into index.html's loading shell (server/lib/page-hints.ts).
 * React's first render replaces the shell; done before that picture has been painted, the picture
 * is thrown away unseen and only painted again, later, by the page. So the first render waits until
 * the picture is on screen: loaded, decoded and one frame drawn — at most BOOT_PICTURE_WAIT_MS,
 * and not at all when the shell has no picture (most pages, and every page the service worker
 * answers with the plain shell).
 */

import { afterNextPaint } from './next-paint';

/** Longest wait for the shell's picture before the app renders anyway (ms). */
export const BOOT_PICTURE_WAIT_MS = 400;

/** Longest wait for an animation frame (ms); hidden tabs get none. */
const FRAME_WAIT_MS = 50;

/** Resolves once the shell's picture has been painted, after BOOT_PICTURE_WAIT_MS, or at once without one. */
export async function bootPicturePainted(doc: Document = document): Promise<void> {
  const img = doc.querySelector<HTMLImageElement>('#root img.boot-hero');
  if (!img) return;
  const shown = (async () => {
    if (!img.complete) {
      await new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      });
    }
    await img.decode?.().catch(() => undefined);
    await new Promise<void>((resolve) => afterNextPaint(resolve, FRAME_WAIT_MS));
  })();
  await Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, BOOT_PICTURE_WAIT_MS))]);
}
