/**
 * One run at a time, with catch-up (the offline queues' flush: src/features/like/queue.ts,
 * src/features/community-reactions/queue.ts). `run()` starts `pass` unless a run is going; a call
 * made during a run makes that run do one more pass before it resolves, so what the caller just
 * queued is tried before it hears back. Resolves with the sum of the passes' results (e.g. items
 * delivered); `afterRun(total)` runs once per run, after its last pass. `reset()` forgets a run in
 * flight (test hooks).
 */
export function coalescedRun(pass: () => Promise<number>, afterRun?: (total: number) => void): { run: () => Promise<number>; reset: () => void } {
  let current: Promise<number> | null = null;
  let again = false;
  return {
    run() {
      if (current) {
        again = true;
        return current;
      }
      current = (async () => {
        let total = 0;
        try {
          do {
            again = false;
            total += await pass();
          } while (again);
        } finally {
          current = null;
        }
        afterRun?.(total);
        return total;
      })();
      return current;
    },
    reset() {
      current = null;
      again = false;
    },
  };
}
