/**
 * 자주 산 상품 (issue 16): the server's ranking as product cards with "N번 구매", or the empty state
 * with its way to the best sellers. The network is a fake of our endpoint (server/routes/shop-orders).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { clearSession } from '~/stores/session';
import { renderScreenAt } from '~/test-utils/render-screen';
import { okResponse, resetClientTest, signInMember } from '~/test-utils/member-session';
import { FrequentlyPurchasedScreen } from './frequently-purchased-screen';

const card = (productNo: number, name: string, orderCount: number) => ({
  productNo,
  name,
  shopId: 1,
  shopName: '청송 사과농원',
  origin: '경북 청송',
  unit: '5kg',
  imageUrl: '/images/products/cheongsong-apple.svg',
  price: 30000,
  salePrice: 25000,
  discountRate: 16,
  isSoldOut: false,
  salesCount: 120,
  reviewCount: 3,
  rating: 4.5,
  likeCount: 0,
  liveDeal: null,
  orderCount,
  lastOrderedAt: '2026-11-20T03:00:00.000Z',
});
let items: unknown[];

beforeEach(() => {
  clearSession();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => okResponse({ items, page: 1, size: 20, total: items.length, hasNext: false }));
  signInMember();
});
afterEach(resetClientTest);

const renderScreen = () => renderScreenAt(FrequentlyPurchasedScreen, '/my-page/frequently-purchased');

describe('FrequentlyPurchasedScreen', () => {
  it('shows the ranked products with how often they were bought', async () => {
    items = [card(7, '청송 사과 5kg', 4), card(9, '제주 감귤 3kg', 1)];
    renderScreen();
    const cards = await screen.findAllByTestId('frequent-product');
    expect(cards.map((c) => c.textContent)).toEqual([expect.stringContaining('4번 구매'), expect.stringContaining('1번 구매')]);
    expect(cards[0]!.textContent).toContain('청송 사과 5kg');
    expect(cards[0]!.textContent).toContain('최근 2026.11.20');
  });

  it('empty: 아직 주문한 상품이 없어요 with 베스트 보러 가기', async () => {
    items = [];
    renderScreen();
    expect(await screen.findByText('아직 주문한 상품이 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '베스트 보러 가기' }).getAttribute('href')).toBe('/best');
  });
});
