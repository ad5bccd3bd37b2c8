/** Adon banner (issue 16): the placement's banners in the server's order, in-app links through the router; nothing when there are none. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from '~/lib/query-client';
import { AdonBanner } from './adon-banner';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const banner = (bannerId: number, title: string, linkUrl: string) => ({
  bannerId,
  placement: 'my-page',
  title,
  imageUrl: '/images/banners/app-points.svg',
  linkUrl,
  endAt: '2030-01-01T00:00:00.000Z',
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderBanner(items: unknown[]) {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ code: 0, message: 'OK', data: items, toastItems: [] }));
  const history = createMemoryHistory({ initialEntries: ['/my-page'] });
  const router = createRouter({ routeTree: createRootRoute({ component: () => <AdonBanner placement="my-page" /> }), history });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchSpy, history };
}

describe('AdonBanner', () => {
  it('shows the banners in order and opens an in-app link with the router', async () => {
    const { fetchSpy, history } = renderBanner([banner(5, '오늘의 룰렛, 최대 별 100개', '/game'), banner(6, '이벤트 응모하고 별 받기', '/event/1')]);
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['오늘의 룰렛, 최대 별 100개', '이벤트 응모하고 별 받기']);
    expect(String(fetchSpy.mock.calls[0]![0])).toContain('/api/v1/display/adon-banner?placement=my-page');
    fireEvent.click(links[0]!);
    expect(history.location.pathname).toBe('/game');
  });

  it('draws nothing when the placement has no current banner', async () => {
    const { fetchSpy } = renderBanner([]);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(screen.queryByRole('navigation', { name: '광고 배너' })).toBeNull();
  });
});
