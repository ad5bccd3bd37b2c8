import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { PriceTag } from './price-tag';

afterEach(cleanup);

describe('PriceTag (issue 13: the struck price without aria-label on <del>)', () => {
  it('says "정가 12,000원" through text inside the <del>, the word 정가 visually hidden', () => {
    const { container } = render(<PriceTag price={12000} salePrice={9000} discountRate={25} />);
    const del = container.querySelector('del');
    expect(del).not.toBeNull();
    // What a screen reader reads is the element's text (no name from author on a deletion).
    expect(del!.textContent).toBe('정가 12,000원');
    expect(del!.hasAttribute('aria-label')).toBe(false);
    const hidden = del!.querySelector('span');
    expect(hidden?.textContent).toBe('정가 ');
    expect(hidden?.className).toMatch(/sr[_-]true/);
    expect(container.textContent).toBe('25%9,000원정가 12,000원');
  });

  it('draws no struck price without a discount', () => {
    const { container } = render(<PriceTag price={12000} salePrice={12000} discountRate={0} />);
    expect(container.querySelector('del')).toBeNull();
    expect(container.textContent).toBe('12,000원');
  });
});
