/**
 * 마이페이지 offline (issue 14; SPEC §2 /my-page, §4 Logout): the menu — and with it 로그아웃 — is
 * drawn from what is known even when the profile cannot be loaded; only the profile part says it
 * is offline. With a profile already in the query cache, that profile is shown.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { UserProfile } from '@contract/account';
import { renderWithRouter } from '~/components/layout/test-router';
import { createQueryClient } from '~/lib/query-client';
import { saveSignIn, sessionState } from '~/stores/session';
import { installTestSession, resetClientTest } from '~/test-utils/member-session';
import { userQueries } from '../queries';
import { MyPageScreen } from './member-screens';

const profile: UserProfile = {
  email: 'member@example.com',
  is_member: true,
  user_nickname: '제철러',
  created_at: '2026-01-02T00:00:00.000Z',
  banStatus: { isBanned: false, message: '' },
  retrySignIn: false,
  informational_notification: true,
  marketing_notification: false,
  socialLoginPlatform: 'naver',
  hasBirthYear: true,
  cellphone: null,
  gender: null,
  birthYear: 1990,
};

async function renderMyPage(cached?: UserProfile) {
  const client = createQueryClient();
  if (cached) client.setQueryData(userQueries.profile(sessionState.generation).queryKey, cached);
  const blank = () => <p>화면</p>;
  await renderWithRouter(
    { '/my-page': () => <MyPageScreen />, '/': blank, '/notice': blank, '/withdrawInfo': blank, '/my-page/settings': blank, '/my-page/my-info/main': blank },
    { initial: '/my-page', root: (o) => <QueryClientProvider client={client}>{o}</QueryClientProvider> },
  );
  return client;
}

const menu = () => screen.findByRole('navigation', { name: '마이페이지 메뉴' });

beforeEach(() => {
  localStorage.clear();
  saveSignIn(
    { accessToken: 'a', refreshToken: 'r', expireDt: '', refreshExpireDt: '', banStatus: { isBanned: false, message: '' }, isCafe24Register: false },
    'apple',
  );
  // Offline: the browser says so and every request fails to reach the server.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  // Member calls wait for the session's hooks (issue 12), as after hydration in the app.
  installTestSession();
});
afterEach(resetClientTest);

describe('마이페이지 offline (issue 14)', () => {
  it('first opened offline: the whole menu with 로그아웃, and an offline note where the profile would be', async () => {
    await renderMyPage();
    const nav = await menu();
    for (const name of ['내 정보 관리', '알림 설정', '공지사항', '회원 탈퇴']) expect(within(nav).getByRole('link', { name: new RegExp(name) })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: /로그아웃/ })).toBeTruthy();
    const note = await screen.findByTestId('profile-offline');
    expect(note.textContent).toContain('Apple 계정으로 로그인되어 있어요');
    expect(note.textContent).toContain('오프라인이라 프로필을 불러오지 못했어요');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with the last profile in the query cache: that profile and the menu', async () => {
    await renderMyPage(profile);
    await menu();
    expect((await screen.findByTestId('member-nickname')).textContent).toBe('제철러님');
    expect(screen.getByRole('button', { name: /로그아웃/ })).toBeTruthy();
  });
});
