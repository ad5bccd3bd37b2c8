import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ApiClientError } from '~/lib/api-client';
import { ErrorState, errorKind, isRetryable } from '../ui/error-state';
import { missingCopyFor } from './route-error';
import { renderWithRouter } from './test-router';

afterEach(cleanup);

const missing = new ApiClientError(8, '요청하신 정보를 찾을 수 없어요.', 404, 'NO_DATA');
const server = new ApiClientError(5, '일시적인 문제로 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.', 500, 'UNEXPECTED_ERROR');
const offline = new ApiClientError(-1, '네트워크에 연결할 수 없어요. 연결 상태를 확인해 주세요.', 0, 'NETWORK');
const timeout = new ApiClientError(-1, '응답이 늦어지고 있어요. 잠시 후 다시 시도해 주세요.', 0, 'TIMEOUT');
const badInput = new ApiClientError(12, '값이 올바르지 않아요.', 400, 'NOT_MATCHED');

describe('what a failure offers (issue 13: no dead ends)', () => {
  it('retries network, timeout and server failures only', () => {
    expect([offline, timeout, server, new Error('boom'), missing, badInput].map(errorKind)).toEqual([
      'offline',
      'timeout',
      'server',
      'server',
      'missing',
      'refused',
    ]);
    expect([offline, timeout, server, missing, badInput].map((e) => isRetryable(errorKind(e)))).toEqual([true, true, true, false, false]);
    expect(errorKind(new ApiClientError(131, '잠시 후 다시 시도해 주세요.', 429))).toBe('server');
  });

  it('says what is missing in the route’s words', () => {
    expect(missingCopyFor('/deal/$id')?.title).toBe('종료되었거나 없는 특가예요');
    expect(missingCopyFor('/admin-deal/$id')?.next?.label).toBe('다른 특가 보기');
    expect(missingCopyFor('/store/$shopId')).toMatchObject({ title: '찾을 수 없는 가게예요', next: { label: '다른 가게 보기', to: '/store' } });
    expect(missingCopyFor('/local/store/$localCode/$shopId')?.title).toBe('찾을 수 없는 가게예요');
    expect(missingCopyFor('/best')).toBeUndefined();
  });

  it('a missing deal: the code, 홈으로 가기 and 다른 특가 보기, never 다시 시도', async () => {
    const onRetry = vi.fn();
    await renderWithRouter({ '/': () => <ErrorState page error={missing} missing={missingCopyFor('/deal/$id')} onRetry={onRetry} /> });
    const panel = screen.getByRole('alert');
    expect(panel.getAttribute('data-error-code')).toBe('8');
    expect(panel.textContent).toContain('종료되었거나 없는 특가예요');
    // The shared not-found look (issue 30) words the way home as the 404 does: 홈으로 가기.
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '다른 특가 보기' }).getAttribute('href')).toBe('/#deals');
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('a server error on a screen: its message, 다시 시도 and 홈으로', async () => {
    await renderWithRouter({ '/': () => <ErrorState page error={server} onRetry={() => undefined} /> });
    expect(screen.getByRole('alert').textContent).toContain(server.message);
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로' })).toBeTruthy();
  });

  it('refused input (400): 홈으로 without 다시 시도', async () => {
    await renderWithRouter({ '/': () => <ErrorState page error={badInput} onRetry={() => undefined} /> });
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(screen.getByRole('link', { name: '홈으로' })).toBeTruthy();
  });

  it('inside a part of a screen: 다시 시도 for a network failure, no 홈으로', async () => {
    await renderWithRouter({ '/': () => <ErrorState error={offline} onRetry={() => undefined} /> });
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '홈으로' })).toBeNull();
  });
});

describe('router errors reload their address (SPEC §8)', () => {
  it('a failed chunk or an exception reloads; an API answer never does', async () => {
    const { shouldReloadForRouteError } = await import('./route-error');
    expect(shouldReloadForRouteError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(shouldReloadForRouteError(new TypeError("Cannot read properties of null (reading 'items')"))).toBe(true);
    for (const e of [missing, server, offline, timeout, badInput]) expect(shouldReloadForRouteError(e)).toBe(false);
  });
});
