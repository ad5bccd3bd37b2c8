/**
 * A preview opened without its link (issue 30's console sweep): refused as the server would (110,
 * "미리보기 링크가 필요해요" on the screen), without a request; with a link the call goes out with it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '~/lib/api-client';
import { okResponse } from '~/test-utils/member-session';
import { fetchPreview } from './api';

afterEach(() => vi.restoreAllMocks());

describe('fetchPreview', () => {
  it('without a link: 110 at once, and nothing is sent', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const error = await fetchPreview('deal', 2, undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).code).toBe(110);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with a link: asks the preview endpoint with it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(okResponse({ state: 'draft', publishedAt: null, item: {} }));
    await fetchPreview('notice', 1, 'signed.link');
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/v1/admin/preview/notice/1?preview=signed.link');
  });
});
