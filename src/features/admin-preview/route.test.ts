/** The options the four admin preview routes share (issue 17; SPEC §2 /admin-deal/{id} …, noindex; docs/decisions/032-admin-preview.md). */
import { describe, expect, it } from 'vitest';
import { adminPreviewRoute, previewSearch } from './route';

describe('adminPreviewRoute', () => {
  it('is browser-only, titled by kind, noindex, and parses the id param to a checked number', () => {
    const options = adminPreviewRoute('period');
    expect(options.ssr).toBe(false);
    expect(options.staticData.title).toBe('기획전 미리보기');
    expect(options.head().meta).toEqual([{ name: 'robots', content: 'noindex' }]);
    expect(options.params.parse({ id: '12' })).toEqual({ id: 12 });
    expect(options.params.stringify({ id: 12 })).toEqual({ id: '12' });
  });

  it('refuses an id that is not 1–10 digits in range (the router shows 404)', () => {
    const { params } = adminPreviewRoute('deal');
    for (const id of ['abc', '0', '', '12345678901']) expect(() => params.parse({ id })).toThrow();
  });

  it('keeps only a non-empty string ?preview= token', () => {
    expect(previewSearch({ preview: '1796.abc' })).toEqual({ preview: '1796.abc' });
    expect(previewSearch({ preview: '' })).toEqual({});
    expect(previewSearch({ preview: 7 })).toEqual({});
    expect(previewSearch({})).toEqual({});
  });
});
