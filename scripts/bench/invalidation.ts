/**
 * Cross-instance invalidation latency (issue 18; docs/decisions/034-scale-out.md "Cross-instance
 * invalidation (LISTEN/NOTIFY)"): two PostgreSQL cache buses (server/infra/cache/cache-bus.ts) on one
 * database, as two instances have; each of N publishes on bus A is timed from the publish call to the
 * moment bus B's handler ran. A report, not a test: it prints p50/p95/p99/max in ms.
 *
 *   bash scripts/pg-cluster.sh run -- npx tsx scripts/bench/invalidation.ts [--count 500] [--gap 2]
 *
 * --count: publishes (default 500); --gap: ms between publishes (default 2; 0 = back to back, which
 * measures the queue behind them rather than one message). Needs DATABASE_URL; opens no port.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createPostgresCacheBus } from '@server/infra/cache/cache-bus.js';

const { values } = parseArgs({ options: { count: { type: 'string', default: '500' }, gap: { type: 'string', default: '2' } } });
const count = Number(values.count);
const gap = Number(values.gap);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set: run it through bash scripts/pg-cluster.sh run -- …');
  process.exit(1);
}

const quiet = { info: () => undefined, warn: (obj: object, msg: string) => console.warn(msg, obj) };
const a = createPostgresCacheBus(url, { log: quiet });
const b = createPostgresCacheBus(url, { log: quiet });
await Promise.all([a.ready, b.ready]);

const sentAt = new Map<number, number>();
const latencies: number[] = [];
let allReceived!: () => void;
const done = new Promise<void>((resolve) => (allReceived = resolve));
b.subscribe('response', (m) => {
  const at = sentAt.get(m.stale?.[0]?.id ?? -1);
  if (at === undefined) return; // the { all } of its own connect
  latencies.push(performance.now() - at);
  if (latencies.length === count) allReceived();
});

const started = performance.now();
for (let i = 0; i < count; i++) {
  sentAt.set(i, performance.now());
  void a.publish('response', { stale: [{ view: 'communityPost', id: i }] });
  if (gap > 0) await new Promise((r) => setTimeout(r, gap));
}
const timeout = setTimeout(() => {
  console.error(`only ${latencies.length} of ${count} messages arrived within 10 s`);
  process.exit(1);
}, 10_000);
await done;
clearTimeout(timeout);
const total = performance.now() - started;
await Promise.all([a.close(), b.close()]);

const sorted = [...latencies].sort((x, y) => x - y);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const fmt = (ms: number) => ms.toFixed(2);
console.log(`cache bus: ${count} publishes on A (gap ${gap} ms), time until B's handler ran (ms)`);
console.log(`  p50 ${fmt(pct(50))}  p95 ${fmt(pct(95))}  p99 ${fmt(pct(99))}  max ${fmt(sorted[sorted.length - 1]!)}  (all delivered in ${fmt(total)} ms)`);
