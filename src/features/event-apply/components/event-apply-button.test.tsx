/**
 * 응모하기 (issue 16): no request for a visitor, who is told why to sign in; a member applies once
 * (응모 완료, disabled, the server's toast); an upcoming or ended event cannot be applied to; a
 * refusal is shown in Korean. The network is a fake of our endpoint (server/routes/event-apply).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '~/lib/query-client';
import { clearSession } from '~/stores/session';
import { uiState } from '~/stores/ui';
import { errorResponse, okResponse, resetClientTest, signInMember } from '~/test-utils/member-session';
import { EventApplyButton } from './event-apply-button';

const EVENT = 3;
let requests: string[];
let server: { status: 'open' | 'upcoming' | 'closed'; applied: boolean; refuse: boolean };

beforeEach(() => {
  clearSession();
  requests = [];
  server = { status: 'open', applied: false, refuse: false };
  vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${new URL(url, location.origin).pathname}`);
    const data = () => ({
      eventId: EVENT,
      status: server.status,
      applied: server.applied,
      appliedAt: server.applied ? new Date().toISOString() : null,
      stars: 20,
    });
    if (method === 'GET') return okResponse(data());
    if (server.refuse) return errorResponse(400, 13, 'OUT_OF_RANGE', '응모 기간이 끝난 이벤트예요.');
    server.applied = true;
    return okResponse(data(), [{ icon: '/icons/star.svg', startPhrase: '이벤트 응모 완료! ', pointPhrase: '별 20개', endPhrase: '를 받았어요' }]);
  });
});
afterEach(resetClientTest);

const renderButton = (status = 'live') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EventApplyButton eventId={EVENT} status={status} />
    </QueryClientProvider>,
  );

describe('EventApplyButton', () => {
  it('a visitor is asked to sign in; nothing is requested', async () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: '응모하기' }));
    expect(await screen.findByText('로그인하고 이벤트에 응모하세요')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(window.location.assign).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([]);
  });

  it('a member applies once: 응모 완료 (disabled) with the server toast', async () => {
    signInMember();
    renderButton();
    expect(await screen.findByText('응모하면 별 20개를 드려요')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '응모하기' }));
    const done = await screen.findByRole('button', { name: '응모 완료' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([`POST /api/v2/user/deal/event/${EVENT}/apply`]);
    expect(uiState.toasts.map((t) => `${t.startPhrase}${t.pointPhrase}${t.endPhrase}`)).toEqual(['이벤트 응모 완료! 별 20개를 받았어요']);
  });

  it('upcoming and ended events cannot be applied to; a refusal is shown in Korean', async () => {
    renderButton('upcoming');
    expect((screen.getByRole('button', { name: '응모 예정' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderButton('ended');
    expect((screen.getByRole('button', { name: '응모 마감' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    signInMember();
    server.refuse = true;
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: '응모하기' }));
    await waitFor(() => expect(uiState.alert).toMatchObject({ open: true, message: '응모 기간이 끝난 이벤트예요.' }));
  });
});
