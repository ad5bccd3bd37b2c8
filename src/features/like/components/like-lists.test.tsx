/**
 * The 찜 list screen (issue 13): the member's liked products with name and KRW price, 찜 해제 in
 * place (the write goes out, the item stays, un-hearted), no heart check per item, and the empty
 * state with its way on. The network is a fake of our like endpoints (server/routes/like).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ProductCard, ShopCard } from '@contract/display';
import { renderWithRouter } from '~/components/layout/test-router';
import { createQueryClient } from '~/lib/query-client';
import { okResponse, resetClientTest, signInMember } from '~/test-utils/member-session';
import { LikeCount, LikeListScreen } from './like-lists';

const product = (productNo: number, name: string, price: number, salePrice: number): ProductCard => ({
  productNo,
  shopId: 1,
  shopName: '제주 감귤농원',
  name,
  origin: '제주',
  unit: '3kg',
  imageUrl: '/img/p.png',
  price,
  salePrice,
  discountRate: Math.round((1 - salePrice / price) * 100),
  isSoldOut: false,
  salesCount: 10,
  reviewCount: 3,
  rating: 4.5,
  likeCount: 1,
});

let products: ProductCard[];
let shops: ShopCard[];
let requests: Array<{ method: string; path: string; body?: unknown }>;

const page = <T,>(items: T[]) => ({ items, page: 1, size: 20, total: items.length, hasNext: false });

beforeEach(() => {
  localStorage.clear();
  products = [product(51, '제주 한라봉 3kg', 39_000, 29_900), product(52, '성주 참외 2kg', 25_000, 19_800)];
  shops = [];
  requests = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'PUT') return okResponse({ productNo: 51, likeYN: 'N', likeCount: 0, likedTotal: 1 });
    if (url.pathname === '/api/v1/user/like/product') return okResponse(page(products));
    if (url.pathname === '/api/v1/user/like/shop') return okResponse(page(shops));
    return new Response('{}', { status: 404 });
  });
  signInMember();
});
afterEach(resetClientTest);

async function renderList(tab: 'product' | 'shop') {
  const client = createQueryClient();
  const blank = () => <p>다른 화면</p>;
  await renderWithRouter(
    { '/my-page/like': () => <LikeListScreen tab={tab} />, '/': blank, '/store': blank, '/my-page': () => <LikeCount tab="product" /> },
    { initial: '/my-page/like', root: (o) => <QueryClientProvider client={client}>{o}</QueryClientProvider> },
  );
  return client;
}

describe('찜 list (issue 13)', () => {
  it('shows the liked products with name and KRW price, and the count on the tab', async () => {
    await renderList('product');
    const items = await screen.findAllByTestId('liked-product');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('제주 한라봉 3kg');
    expect(items[0]!.textContent).toContain('29,900원');
    const tabs = screen.getByRole('navigation', { name: '찜 목록 종류' });
    await vi.waitFor(() => expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('상품 2개'));
    // The list said they are liked: no check call per heart.
    expect(requests.filter((r) => r.path.endsWith('/check'))).toEqual([]);
  });

  it('찜 해제 in place: the write goes out and the item stays, un-hearted', async () => {
    await renderList('product');
    const heart = await screen.findByRole('button', { name: '제주 한라봉 3kg 찜 해제하기' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      fireEvent.click(heart);
    });
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ productNo: 51, likeYN: 'N' }]));
    const again = await screen.findByRole('button', { name: '제주 한라봉 3kg 찜하기' });
    expect(again.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByTestId('liked-product')).toHaveLength(2);
  });

  it('nothing liked: the empty state with a way to browse', async () => {
    products = [];
    await renderList('product');
    expect(await screen.findByText('아직 찜한 상품이 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '오늘의 특가 보러 가기' }).getAttribute('href')).toBe('/');
  });

  it('the shop tab reads the liked shops; empty, it leads to the store list', async () => {
    await renderList('shop');
    expect(await screen.findByText('아직 찜한 가게가 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '가게 둘러보기' }).getAttribute('href')).toBe('/store');
    expect(requests.some((r) => r.path === '/api/v1/user/like/shop')).toBe(true);
  });
});
