/**
 * Run `callback` once the next frame has been painted: the next animation frame, then a macrotask
 * (the frame is drawn between the two). Hidden tabs get no animation frames, so after `maxWaitMs`
 * it runs anyway. Returns a cancel function. Used by the first-load pieces of issue 6
 * (AfterFirstLoad, bootPicturePainted).
 */
export function afterNextPaint(callback: () => void, maxWaitMs: number): () => void {
  let after: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    cancelAnimationFrame(frame);
    clearTimeout(cap);
    after = setTimeout(callback, 0);
  };
  const frame = requestAnimationFrame(run);
  const cap = setTimeout(run, maxWaitMs);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(cap);
    clearTimeout(after);
  };
}
