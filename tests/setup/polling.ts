/**
 * Waiting for another instance to see a change (issue 28: "visible on every instance within 1 s"):
 * shared by the cross-instance cache tests and the ops-command tests.
 */

/**
 * Poll `read` every `everyMs` until it gives `want`; returns the ms it took.
 * @throws Error when it still differs after 1 s
 */
export async function within1s<T>(read: () => Promise<T>, want: T, everyMs = 50): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    const got = await read();
    if (got === want) return Date.now() - t0;
    if (Date.now() - t0 > 1000) throw new Error(`still ${String(got)} after 1 s (want ${String(want)})`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
