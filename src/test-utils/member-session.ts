/**
 * Test helper (not used by the app): the signed-in member and the fake API answers that the client's
 * screen and queue tests share, and the teardown that undoes them.
 *
 *   beforeEach(() => { vi.spyOn(globalThis, 'fetch').mockImplementation(async () => okResponse(data)); signInMember(); });
 *   afterEach(resetClientTest);
 */
import { cleanup } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { installSession } from '~/lib/auth/session';
import { createQueryClient } from '~/lib/query-client';
import { clearSession, saveSignIn } from '~/stores/session';
import { confirmAlert, uiState } from '~/stores/ui';

/** A fetch Response of `body` as JSON with HTTP `status`. */
export const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Our envelope's success (HTTP 200, code 0, message OK) carrying `data` and the server's `toastItems`. */
export const okResponse = (data: unknown, toastItems: unknown[] = []) => jsonResponse(200, { code: 0, message: 'OK', data, toastItems });

/** Our envelope's refusal: HTTP `status` with the error catalogue's `code` and `name` and the Korean `message`. */
export const errorResponse = (status: number, code: number, name: string, message: string) =>
  jsonResponse(status, { code, name, message, data: null, toastItems: [] });

let uninstall: (() => void) | null = null;

/**
 * Install the session's hooks on `client` (the API client sends member calls only once they are
 * installed, issue 12); resetClientTest uninstalls them.
 */
export function installTestSession(client: QueryClient = createQueryClient()): void {
  uninstall?.();
  uninstall = installSession(client);
}

/**
 * Sign a member in as after Naver's consent (an unbanned member, access token valid 60 s), then
 * installTestSession(client).
 */
export function signInMember(client?: QueryClient): void {
  saveSignIn(
    { accessToken: 'a1', refreshToken: 'r1', expireDt: new Date(Date.now() + 60_000).toISOString(), banStatus: { isBanned: false, message: '' } } as never,
    'naver',
  );
  installTestSession(client);
}

/**
 * The afterEach of these tests: unmount what was rendered, uninstall the session's hooks, restore
 * every mock, sign out, confirm an alert left open and drop the toasts.
 */
export function resetClientTest(): void {
  cleanup();
  uninstall?.();
  uninstall = null;
  vi.restoreAllMocks();
  clearSession();
  if (uiState.alert.open) confirmAlert();
  uiState.toasts.splice(0);
}
