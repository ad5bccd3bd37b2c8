/**
 * Staged rollouts from the client's side (issue 32; docs/decisions/049-ops-console.md "Cohorts"):
 * the poll reports the build's version and platform; a device whose cohort moves onto another
 * version reloads once, a device outside keeps running, and a server that keeps answering the
 * other version never makes a loop. The error beacon sends only version, kind and platform,
 * sampled and capped.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_VERSION } from './config';

const calls = vi.hoisted(() => [] as Array<{ name: string; input?: unknown }>);
const server = vi.hoisted(() => ({ webVersion: '' }));
const reloads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./api-client', () => ({
  callEndpoint: async (name: string, input?: unknown) => {
    calls.push({ name, input });
    return name === 'appProfile' ? { androidMinVersion: '0.0.0', iOSMinVersion: '0.0.0', webVersion: server.webVersion, userInfo: null } : null;
  },
}));
vi.mock('./version-rollover', async (original) => {
  const real = await original<typeof import('./version-rollover')>();
  return { ...real, rollOverToVersion: (v: string) => real.rollOverToVersion(v, { reload: () => void (reloads.count += 1), deadlineMs: 1 }) };
});
vi.mock('./pwa', () => ({
  activateNewWorker: async () => undefined,
  isReloading: () => false,
  reloadOnce: (reload: () => void) => reload(),
  setRollingOver: () => undefined,
  SW_TAKEOVER_TIMEOUT_MS: 1,
}));

import { pollAppProfile } from './release';
import { MAX_PER_PAGE, reportClientError, resetErrorBeaconForTests } from './error-beacon';

afterEach(() => {
  calls.length = 0;
  reloads.count = 0;
  sessionStorage.clear();
  resetErrorBeaconForTests();
});

describe('the release poll under a staged rollout', () => {
  it('reports this build’s version and platform on every check', async () => {
    server.webVersion = WEB_VERSION;
    await pollAppProfile();
    expect(calls).toEqual([{ name: 'appProfile', input: { query: { v: WEB_VERSION, platform: 'browser' } } }]);
  });

  it('outside the cohort (told its own version): no reload, poll after poll', async () => {
    server.webVersion = WEB_VERSION;
    for (let i = 0; i < 3; i += 1) await pollAppProfile();
    expect(reloads.count).toBe(0);
  });

  it('the cohort moves onto the new version: one reload; told it again and again: no loop', async () => {
    server.webVersion = '9.9.9';
    for (let i = 0; i < 4; i += 1) await pollAppProfile();
    expect(reloads.count).toBe(1);
  });

  it('a rollback after the move: one more reload back, then quiet', async () => {
    server.webVersion = '9.9.9';
    await pollAppProfile();
    server.webVersion = '9.9.8';
    await pollAppProfile();
    await pollAppProfile();
    expect(reloads.count).toBe(2);
  });
});

describe('the error beacon', () => {
  it('sends version, kind and platform only; samples errors, always sends chunk failures, caps per page', () => {
    expect(reportClientError('error', () => 0.9)).toBe(false); // sampled out
    expect(reportClientError('error', () => 0.1)).toBe(true);
    expect(reportClientError('chunk', () => 0.99)).toBe(true);
    expect(calls.at(-1)).toEqual({
      name: 'clientError',
      input: { body: { webVersion: WEB_VERSION, kind: 'chunk', platform: 'browser' }, silentToasts: true, skipAuth: true },
    });
    for (let i = 0; i < 10; i += 1) reportClientError('chunk');
    expect(calls.filter((c) => c.name === 'clientError')).toHaveLength(MAX_PER_PAGE);
  });
});
