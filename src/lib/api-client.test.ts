import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, buildUrl, callEndpoint, configureAuth, uploadEndpoint } from './api-client';
import { uiState } from '../stores/ui';

afterEach(() => {
  vi.restoreAllMocks();
  uiState.toasts.splice(0);
  configureAuth(null);
});

/** The session's hooks for a signed-out caller (as lib/auth/session installs them). */
const installSignedOut = () =>
  configureAuth({
    headers: () => ({ deviceUuid: 'w-test' }),
    currentAccessToken: () => '',
    refresh: async () => undefined,
    onSessionExpired: () => undefined,
  });

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('api client', () => {
  it('builds URLs skipping empty query values', () => {
    expect(buildUrl('display', '/api/x', { a: 1, b: undefined, c: '', d: 'ㄱ' })).toBe('/api/x?a=1&d=%E3%84%B1');
  });
  it('calls an endpoint of the table by name: method, path params and query from the table', async () => {
    const fetchSpy = respond(200, { code: 0, message: 'OK', data: { items: [], page: 2, size: 20, total: 0, hasNext: false }, toastItems: [] });
    await callEndpoint('shopProducts', { params: { shopId: 3 }, query: { sort: 'sales', page: 2 } });
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/v1/display/shop/3/product?sort=sales&page=2');
    expect(fetchSpy.mock.calls[0]![1]!.method).toBe('GET');
    installSignedOut();
    await callEndpoint('likeProduct', { body: { productNo: 9, likeYN: 'Y' } });
    expect(fetchSpy.mock.calls[1]![0]).toBe('/api/v1/user/like/product');
    expect(fetchSpy.mock.calls[1]![1]!.method).toBe('PUT');
    expect(fetchSpy.mock.calls[1]![1]!.body).toBe('{"productNo":9,"likeYN":"Y"}');
  });
  it('a call that needs who the caller is waits until the session is installed; a public one never waits (issue 12)', async () => {
    const fetchSpy = respond(200, { code: 0, message: 'OK', data: null, toastItems: [] });
    const member = callEndpoint('profile');
    await callEndpoint('home');
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchSpy.mock.calls.map((c) => c[0])).toEqual(['/api/v1/display/home']);
    installSignedOut();
    await member;
    expect(fetchSpy.mock.calls.map((c) => c[0])).toEqual(['/api/v1/display/home', '/api/v2/user/profile']);
    expect((fetchSpy.mock.calls[1]![1]!.headers as Record<string, string>).deviceUuid).toBe('w-test');
  });
  it('unwraps the envelope and shows toastItems', async () => {
    respond(200, { code: 0, message: 'OK', data: { n: 1 }, toastItems: [{ phrase: '적립되었어요' }] });
    await expect(callEndpoint('home')).resolves.toEqual({ n: 1 });
    expect(uiState.toasts.map((t) => t.phrase)).toEqual(['적립되었어요']);
  });
  it('does not show toasts for silent (view-count) calls', async () => {
    respond(200, { code: 0, message: 'OK', data: null, toastItems: [{ phrase: 'x' }] });
    await callEndpoint('home', { silentToasts: true });
    expect(uiState.toasts).toHaveLength(0);
  });
  it('throws the SPEC §8 code and Korean message', async () => {
    respond(404, { code: 8, name: 'NO_DATA', message: '특가 정보를 찾을 수 없어요.', data: null, toastItems: [] });
    const err = (await callEndpoint('home').catch((e: unknown) => e)) as ApiClientError;
    expect(err).toBeInstanceOf(ApiClientError);
    expect(err.code).toBe(8);
    expect(err.status).toBe(404);
    expect(err.message).toBe('특가 정보를 찾을 수 없어요.');
  });
  it('gives up after 50000 ms (SPEC §7 base client; decision 033: no request waits forever) with code -1', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(globalThis, 'fetch').mockImplementation(
        (_url, init) => new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason as Error))),
      );
      const pending = callEndpoint('shopInfo', { params: { shopId: 1 } }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(49_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const e = (await pending) as ApiClientError;
      expect(e).toBeInstanceOf(ApiClientError);
      expect(e.code).toBe(-1);
    } finally {
      vi.useRealTimers();
    }
  });
  it('turns network failures into code -1 with a Korean message', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const err = (await callEndpoint('home').catch((e: unknown) => e)) as ApiClientError;
    expect(err.code).toBe(-1);
    expect(err.isNetworkError).toBe(true);
    expect(err.message).toMatch(/네트워크/);
  });
  it('a non-envelope body (e.g. proxy error page) is code 5, not a crash', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>502</html>', { status: 502 }));
    const err = (await callEndpoint('home').catch((e: unknown) => e)) as ApiClientError;
    expect(err.code).toBe(5);
  });
});

/** An XMLHttpRequest stand-in: each send answers the next scripted (status, body), reporting upload progress first. */
function fakeXhr(answers: Array<[number, unknown]>) {
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private req = { method: '', url: '', headers: {} as Record<string, string>, body: null as unknown };
    open(method: string, url: string) {
      this.req.method = method;
      this.req.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.req.headers[k] = v;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ ...this.req, body });
      const [status, answer] = answers.shift()!;
      setTimeout(() => {
        this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
        this.status = status;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('uploadEndpoint (raw bytes with progress, issue 15)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const image = { imageKey: 'a'.repeat(64), url: `/images/community/${'a'.repeat(64)}.webp`, width: 320, height: 240 };

  it('sends the bytes as the body with their type and the session headers, reports progress and unwraps the answer', async () => {
    const token = 'Bearer one';
    configureAuth({
      headers: () => ({ Authorization: token, deviceUuid: 'w-test' }),
      currentAccessToken: () => token,
      refresh: async () => undefined,
      onSessionExpired: () => undefined,
    });
    const sent = fakeXhr([[200, { code: 0, message: 'OK', data: image, toastItems: [] }]]);
    const progress: number[] = [];
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/heic' });
    await expect(
      uploadEndpoint('communityImageUpload', file, { contentType: 'image/heic', onProgress: (p) => progress.push(p.loaded / p.total) }),
    ).resolves.toEqual(image);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/v1/community/image', body: file });
    expect(sent[0]!.headers).toMatchObject({ 'content-type': 'image/heic', Authorization: 'Bearer one', deviceUuid: 'w-test' });
    expect(progress).toEqual([0.5]);
  });

  it('refreshes an expired token once and sends again (111), and throws the SPEC §8 code of a refusal', async () => {
    let token = 'Bearer old';
    const refresh = vi.fn(async () => {
      token = 'Bearer new';
    });
    configureAuth({ headers: () => ({ Authorization: token }), currentAccessToken: () => token, refresh, onSessionExpired: () => undefined });
    const sent = fakeXhr([
      [401, { code: 111, name: 'ACCESS_TOKEN_EXPIRED', message: '만료', data: null, toastItems: [] }],
      [200, { code: 0, message: 'OK', data: image, toastItems: [] }],
      [400, { code: 12, name: 'NOT_MATCHED', message: '사진을 읽을 수 없어요. JPEG, PNG, WebP, HEIC 사진만 올릴 수 있어요.', data: null, toastItems: [] }],
    ]);
    const file = new Blob([new Uint8Array([1])]);
    await expect(uploadEndpoint('communityImageUpload', file, { contentType: 'image/jpeg' })).resolves.toEqual(image);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    const refused = await uploadEndpoint('communityImageUpload', file, { contentType: 'image/gif' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiClientError);
    expect(refused).toMatchObject({ code: 12, status: 400, message: '사진을 읽을 수 없어요. JPEG, PNG, WebP, HEIC 사진만 올릴 수 있어요.' });
  });
});
