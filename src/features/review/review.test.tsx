import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Stars } from './components/review-list';
import { reviewListSearch } from './search';

afterEach(cleanup);

describe('review pieces', () => {
  it('stars are read as "별점 5점 만점에 N점" and draw N filled of 5', () => {
    render(<Stars rating={4} />);
    const img = screen.getByRole('img', { name: '별점 5점 만점에 4점' });
    expect(img.textContent).toBe('★★★★★');
    expect(img.children).toHaveLength(5);
  });

  it('?sort keeps the three review sorts and drops anything else', () => {
    expect(reviewListSearch({ sort: 'rating_low' })).toEqual({ sort: 'rating_low' });
    expect(reviewListSearch({ sort: 'rating_high' })).toEqual({ sort: 'rating_high' });
    expect(reviewListSearch({ sort: 'best' })).toEqual({ sort: undefined });
    expect(reviewListSearch({})).toEqual({ sort: undefined });
  });
});
