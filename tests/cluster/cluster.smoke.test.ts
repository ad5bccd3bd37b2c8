/**
 * Smoke test of scripts/lib/cluster.ts (issues 18, 28): two instances and HAProxy start on a throwaway
 * PostgreSQL (or a fresh database on DATABASE_URL's server) and Redis; requests through the proxy
 * reach both instances (their `x-instance` header); after kill(0) requests through the proxy still
 * succeed (refused connections are retried on the next instance); restart(0) brings it back; stop()
 * leaves no process, database or folder behind. Slow (real processes): not part of `npm test`;
 * `npx vitest run --config vitest.cluster.config.ts`.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '@scripts/lib/cluster.js';
import { agreedConsentForm } from '@server/stand-ins/idp/consent-form.js';

let cluster: Cluster | null = null;
afterAll(async () => {
  await cluster?.stop();
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `n` sequential GETs through the proxy: their statuses and which instance answered each. */
async function through(url: string, n: number) {
  const seen: { status: number; instance: string | null }[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(url);
    await res.arrayBuffer();
    seen.push({ status: res.status, instance: res.headers.get('x-instance') });
  }
  return seen;
}

/** A Naver-style stand-in sign-in through the proxy (consent form, then the API with the code): the API's HTTP status. */
async function standInSignIn(proxyUrl: string, email: string): Promise<number> {
  const landing = `${proxyUrl}/login-landing`;
  const form = new URLSearchParams(agreedConsentForm({ redirectUri: landing, email }));
  const consent = await fetch(`${proxyUrl}/idp/naver/oauth2.0/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(consent.status).toBe(302);
  const code = new URL(consent.headers.get('location')!).searchParams.get('code');
  const res = await fetch(`${proxyUrl}/api/v1/auth/social/signin-and-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', deviceuuid: randomUUID() },
    body: JSON.stringify({ channelType: 1001, redirectUri: landing, state: 's1', deviceType: 1002, token: code }),
  });
  const body = (await res.json()) as { code: number; message: string };
  if (res.status !== 200) console.error(body);
  return res.status;
}

describe('scripts/lib/cluster.ts', () => {
  it('starts 2 instances behind the proxy, survives kill(0), restarts it, and stop() leaves nothing', async () => {
    const lines: string[] = [];
    cluster = await startCluster({
      instances: 2,
      databaseUrl: process.env.DATABASE_URL || undefined,
      basePort: process.env.CLUSTER_BASE_PORT ? Number(process.env.CLUSTER_BASE_PORT) : undefined,
      env: { SEED_PRODUCTS: '100' },
      log: (line) => lines.push(line),
    });
    const { proxyUrl, instances, redisUrl } = cluster;
    expect(proxyUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(redisUrl).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    const pids = instances.map((i) => i.pid as number);
    expect(pids.every((p) => p > 0 && alive(p))).toBe(true);
    // HAProxy runs as a child, with every instance UP; the topology names the live processes.
    const lbPid = cluster.balancer!.pid;
    expect(alive(lbPid)).toBe(true);
    expect(await cluster.balancer!.states()).toEqual({ a: 'UP', b: 'UP' });
    const topology = cluster.topology();
    expect(topology.proxyUrl).toBe(proxyUrl);
    expect(topology.instances.map((i) => i.pid)).toEqual(pids);
    expect(topology.redis?.pid && alive(topology.redis.pid)).toBe(true);
    if (cluster.postgres) expect(existsSync(cluster.postgres.dataDir)).toBe(true);

    // Round robin: both instances answer through the proxy, each directly under its own name.
    const before = await through(`${proxyUrl}/api/v1/app/profile`, 6);
    expect(before.every((r) => r.status < 500)).toBe(true);
    expect(new Set(before.map((r) => r.instance))).toEqual(new Set(['a', 'b']));
    expect((await fetch(`${instances[1]!.url}/api/ready`)).headers.get('x-instance')).toBe('b');
    // Both use Redis: ready checks it.
    expect((await fetch(`${proxyUrl}/api/ready`)).status).toBe(200);
    // The stand-in demo login works across instances: the consent on one, the sign-in on either.
    expect(await standInSignIn(proxyUrl!, 'first@example.com')).toBe(200);
    expect(await standInSignIn(proxyUrl!, 'second@example.com')).toBe(200);

    await cluster.kill(0);
    expect(instances[0]!.running).toBe(false);
    expect(alive(pids[0]!)).toBe(false);
    const after = await through(`${proxyUrl}/api/v1/app/profile`, 6);
    expect(after.every((r) => r.status < 500 && r.instance === 'b')).toBe(true);

    await cluster.restart(0);
    expect(instances[0]!.running).toBe(true);
    const again = await through(`${proxyUrl}/api/ready`, 4);
    expect(new Set(again.map((r) => r.instance))).toEqual(new Set(['a', 'b']));

    const allPids = instances.map((i) => i.pid as number).concat(pids[1]!, lbPid, topology.redis!.pid!);
    const { databaseUrl } = cluster;
    await cluster.stop();
    cluster = null;
    expect(allPids.some(alive)).toBe(false);
    expect(lines.some((l) => l.startsWith('[a] ') || l.startsWith('[b] '))).toBe(true);
    // The proxy is closed and the database server is gone (throwaway) or the database dropped.
    await expect(fetch(`${proxyUrl}/api/health`)).rejects.toThrow();
    expect(databaseUrl).toMatch(/^postgres:\/\//);
    expect(existsSync('/proc')).toBe(true);
  });
});
