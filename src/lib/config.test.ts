/** Shop links (SPEC §1, issue 13 docs/decisions/010): a promotion travels as its id and the server's token, URL-encoded. */
import { describe, expect, it } from 'vitest';
import { shopUrls } from './config';

describe('shopUrls.product', () => {
  it('links the product alone, or with the deal or period and its price token', () => {
    expect(shopUrls.product(51)).toBe('/shop/product/51');
    expect(shopUrls.product(51, { dealId: 2, priceToken: 'a.b.c' })).toBe('/shop/product/51?dealId=2&priceToken=a.b.c');
    expect(shopUrls.product(51, { periodId: 3, priceToken: 'x+y/z=&' })).toBe('/shop/product/51?periodId=3&priceToken=x%2By%2Fz%3D%26');
  });
});
