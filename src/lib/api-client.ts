/**
 * The one API client for the three hosts of SPEC §7 (display, account, search).
 * Features never call fetch directly: their api.ts calls `callEndpoint(name, input)`, which takes
 * method, host and path from the endpoint table (server/contract/paths.ts) and types the answer.
 *
 * - Unwraps the envelope `{ code, message, data, toastItems }` and returns data.
 * - Shows toastItems as toasts (SPEC §7), except for view-count calls (`silentToasts`).
 * - Throws {@link ApiClientError} carrying the SPEC §8 numeric code and the server's Korean message;
 *   network failures and timeouts become code -1 with a Korean message.
 * - Timeout: 50000 ms (SPEC §7 base client).
 * - Auth (SPEC §4, §8; issue 3), installed by features/auth with `configureAuth`:
 *   Authorization and deviceUuid headers on every call; on 111 ACCESS_TOKEN_EXPIRED the tokens are
 *   refreshed and the original request retried once, with a single refresh in flight however many
 *   requests fail at once (a request sent with an already-replaced token just retries); on 112
 *   REFRESH_TOKEN_EXPIRED only the first of simultaneous errors runs the logout handler.
 */
import { markNetworkFailed, noteResponse } from './network-status';
import { appConfig } from './config';
import { messageForCode } from './error-messages';
import { showToast } from '../stores/ui';
import type { ErrorEnvelope } from '@contract/envelope';
import type { EndpointData, EndpointInput } from '@contract/endpoints';
import { pathOf, paths, type EndpointName } from '@contract/paths';

export const DEFAULT_TIMEOUT_MS = 50000;
export const NETWORK_ERROR_CODE = -1;

/** The SPEC §7 hosts the client calls (internal endpoints share the display host's origin). */
export type ApiHost = 'display' | 'account' | 'search';

export class ApiClientError extends Error {
  /** SPEC §8 numeric code, or -1 for network/timeout failures. */
  readonly code: number;
  readonly name = 'ApiClientError';
  readonly status: number;
  readonly errorName: string;
  constructor(code: number, message: string, status: number, errorName = '') {
    super(message);
    this.code = code;
    this.status = status;
    this.errorName = errorName;
  }
  get isNetworkError() {
    return this.code === NETWORK_ERROR_CODE;
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Do not show toastItems (SPEC §7: view-count calls). */
  silentToasts?: boolean;
  /** Token calls themselves: no Authorization header, no refresh-and-retry. */
  skipAuth?: boolean;
}

export interface AuthHooks {
  /** Headers for every call (Authorization, deviceUuid). */
  headers(): Record<string, string>;
  /** The access token currently stored ('' when logged out). */
  currentAccessToken(): string;
  /** Exchange the refresh token; rejects with ApiClientError 112 (or another) on failure. */
  refresh(): Promise<void>;
  /** SPEC §4/§8 REFRESH_TOKEN_EXPIRED: clear the session, tell the user, go to login. */
  onSessionExpired(error: ApiClientError): Promise<void> | void;
}

const noAuth: AuthHooks = {
  headers: () => ({}),
  currentAccessToken: () => '',
  refresh: async () => {
    throw new ApiClientError(112, '로그인이 필요해요.', 401, 'REFRESH_TOKEN_EXPIRED');
  },
  onSessionExpired: () => {},
};
let auth: AuthHooks = noAuth;
/** How requests leave: the browser's fetch, or on the server the in-process API (configureTransport). */
let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * Server-side rendering (src/entry-server.tsx): send the API calls of a render to the server's own
 * routes in process (server/plugins/ssr.ts, app.inject) instead of over the network. Relative URLs are
 * resolved against http://localhost. Never carries a member's credentials: a render is public.
 */
export function configureTransport(send: typeof fetch) {
  transport = send;
}
let refreshInFlight: Promise<void> | null = null;
let expiredHandling: Promise<void> | null = null;

let markAuthReady: () => void = () => {};
/**
 * Resolves once the session has installed its hooks (lib/auth/session installSession, which runs
 * after hydration or in a guard): a call that needs who the caller is waits for it, so a screen
 * that asks at once (a sign-in landing) does not go out anonymous (issue 12).
 */
let authReady = new Promise<void>((resolve) => (markAuthReady = resolve));

/**
 * Resolves once the session's hooks are installed: for a public call that still needs the caller's
 * headers (the view count names its viewer by deviceUuid or token; issue 15).
 */
export function whenAuthReady(): Promise<void> {
  return authReady;
}

/** Installed once by the session feature (features/auth). Tests install their own. */
export function configureAuth(hooks: AuthHooks | null) {
  auth = hooks ?? noAuth;
  refreshInFlight = null;
  expiredHandling = null;
  if (hooks) markAuthReady();
  else authReady = new Promise<void>((resolve) => (markAuthReady = resolve));
}

/** One refresh for everyone: concurrent callers share the same promise. */
function refreshOnce(): Promise<void> {
  if (!refreshInFlight) {
    refreshInFlight = auth.refresh().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/**
 * SPEC §4: "only the first of several simultaneous such errors handles it". Later 112s while the
 * handler runs (dialog open) share it; a new sign-in resets it (configureAuth / resetSessionExpiry).
 */
function handleSessionExpired(error: ApiClientError): Promise<void> {
  if (!expiredHandling) expiredHandling = Promise.resolve(auth.onSessionExpired(error));
  return expiredHandling;
}

/** Call after a successful sign-in so a later expiry is handled again. */
export function resetSessionExpiry() {
  expiredHandling = null;
}

function baseUrl(host: ApiHost | 'internal') {
  return host === 'display' || host === 'internal'
    ? appConfig.displayApiBaseUrl
    : host === 'account'
      ? appConfig.accountApiBaseUrl
      : appConfig.searchApiBaseUrl;
}

/** Build the absolute-or-relative URL for a host path with a query string (undefined/null/'' skipped). */
export function buildUrl(host: ApiHost | 'internal', path: string, query?: RequestOptions['query']) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    qs.append(k, String(v));
  }
  const s = qs.toString();
  return `${baseUrl(host)}${path}${s ? `?${s}` : ''}`;
}

/**
 * Send with the session's headers (SPEC §4, §8): on 111 ACCESS_TOKEN_EXPIRED the tokens are
 * refreshed (one refresh for everyone; not again when another request already replaced the token
 * this one left with) and the request sent once more; a 112 from any step runs the expiry handler.
 */
async function withSession<T>(sendWith: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const sentWith = auth.currentAccessToken();
  try {
    try {
      return await sendWith(auth.headers());
    } catch (e) {
      if (!(e instanceof ApiClientError) || e.code !== 111) throw e;
      if (auth.currentAccessToken() === sentWith) await refreshOnce();
      return await sendWith(auth.headers());
    }
  } catch (e) {
    if (e instanceof ApiClientError && e.code === 112) void handleSessionExpired(e);
    throw e;
  }
}

function request<T>(host: ApiHost | 'internal', method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  if (opts.skipAuth) return send<T>(host, method, path, opts, {});
  return withSession((headers) => send<T>(host, method, path, opts, headers));
}

/** A request that did not reach the server or got no answer in time: code −1, with a Korean message. */
function networkError(timedOut: boolean): ApiClientError {
  markNetworkFailed();
  return new ApiClientError(
    NETWORK_ERROR_CODE,
    timedOut ? '응답이 늦어지고 있어요. 잠시 후 다시 시도해 주세요.' : '네트워크에 연결할 수 없어요. 연결 상태를 확인해 주세요.',
    0,
    timedOut ? 'TIMEOUT' : 'NETWORK',
  );
}

/** A body as our envelope (success or SPEC §8 error) may carry it; anything may arrive (a proxy's page, an empty body). */
type EnvelopeBody = Partial<Omit<ErrorEnvelope, 'data'> & { data: unknown }> | null;

/**
 * Our envelope of an answer with HTTP `status`: its `data` on success (code 0, 2xx); otherwise
 * throws its SPEC §8 error — the server's Korean message, else the catalogue's (lib/error-messages)
 * — or 5 UNEXPECTED_ERROR when the body is not our envelope. `beforeCheck` sees a real envelope
 * first (the toasts it carries are shown even with an error).
 */
function dataOf<T>(status: number, body: EnvelopeBody, beforeCheck?: (envelope: NonNullable<EnvelopeBody>) => void): T {
  if (!body || typeof body.code !== 'number') {
    throw new ApiClientError(5, '일시적인 문제로 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.', status, 'UNEXPECTED_ERROR');
  }
  beforeCheck?.(body);
  if (status < 200 || status >= 300 || body.code !== 0) throw new ApiClientError(body.code, messageForCode(body.code, body.message), status, body.name ?? '');
  return body.data as T;
}

async function send<T>(host: ApiHost | 'internal', method: string, path: string, opts: RequestOptions, authHeaders: Record<string, string>): Promise<T> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', onAbort);
  const headers: Record<string, string> = { accept: 'application/json', ...authHeaders, ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await transport(buildUrl(host, path, opts.query), {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    throw networkError((e as Error)?.name === 'TimeoutError' || controller.signal.reason?.name === 'TimeoutError');
  } finally {
    clearTimeout(timeout);
    opts.signal?.removeEventListener('abort', onAbort);
  }
  noteResponse(res);
  const body = (await res.json().catch(() => null)) as EnvelopeBody;
  return dataOf<T>(res.status, body, (envelope) => {
    if (!opts.silentToasts && Array.isArray(envelope.toastItems)) for (const t of envelope.toastItems) showToast(t);
  });
}

/** Per-call options of `callEndpoint` besides the endpoint's own params, query and body. */
export type CallOptions = Pick<RequestOptions, 'headers' | 'signal' | 'timeoutMs' | 'silentToasts' | 'skipAuth'>;

type CallInput<N extends EndpointName> = EndpointInput<N> & CallOptions;
type CallArgs<N extends EndpointName> = [keyof EndpointInput<N>] extends [never] ? [input?: CallOptions] : [input: CallInput<N>];

/**
 * Call an endpoint of the contract table by name (server/contract/paths.ts; issue 11): method,
 * host and path come from the table, `params` fill the path, `query` and `body` are typed by the
 * endpoint's zod schemas, and the answer is the typed `data` of its envelope.
 *   callEndpoint('dealDetail', { params: { dealId: 7 } }) → Promise<DealDetail>
 * Errors: ApiClientError with the SPEC §8 code (−1 for network failures and timeouts).
 */
export function callEndpoint<N extends EndpointName>(name: N, ...[input]: CallArgs<N>): Promise<EndpointData<N>> {
  const endpoint = paths[name];
  const { params, query, body, ...options } = (input ?? {}) as CallOptions & {
    params?: Record<string, string | number>;
    query?: RequestOptions['query'];
    body?: unknown;
  };
  const send = () => request<EndpointData<N>>(endpoint.host, endpoint.method, pathOf(endpoint.path, params), { ...options, query, body });
  // Public answers never depend on who asks; anything else waits for the session's hooks.
  return endpoint.guard === 'visitor' || options.skipAuth ? send() : authReady.then(send);
}

/** Progress of an upload: bytes sent of the body's total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Send a file's bytes as the request body of an endpoint (issue 15: POST /api/v1/community/image takes
 * the picture as it is, docs/decisions/021-community-images.md), with the same envelope, auth headers,
 * refresh-and-retry on 111 and SPEC §8 errors as `callEndpoint` (toastItems are not shown: an upload is a
 * step of a form, not an action of its own). Uses XMLHttpRequest because fetch
 * reports no upload progress; `onProgress` is called as the body leaves.
 * @param contentType the body's type (e.g. 'image/heic'); the server decides by the bytes anyway
 * @throws ApiClientError (−1 for network failures, timeouts and an abort)
 */
export function uploadEndpoint<N extends EndpointName>(
  name: N,
  file: Blob,
  opts: { contentType: string; onProgress?: (p: UploadProgress) => void; signal?: AbortSignal; timeoutMs?: number },
): Promise<EndpointData<N>> {
  const endpoint = paths[name];
  const sendOnce = (authHeaders: Record<string, string>) =>
    new Promise<EndpointData<N>>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(endpoint.method, buildUrl(endpoint.host, endpoint.path));
      xhr.timeout = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      for (const [k, v] of Object.entries({ accept: 'application/json', ...authHeaders, 'content-type': opts.contentType })) xhr.setRequestHeader(k, v);
      const failed = (timedOut: boolean) => reject(networkError(timedOut));
      xhr.upload.onprogress = (e) => opts.onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
      xhr.onerror = () => failed(false);
      xhr.ontimeout = () => failed(true);
      xhr.onabort = () => reject(new ApiClientError(NETWORK_ERROR_CODE, '사진 올리기를 취소했어요.', 0, 'ABORTED'));
      xhr.onload = () => {
        let body: EnvelopeBody = null;
        try {
          body = JSON.parse(xhr.responseText) as EnvelopeBody;
        } catch {
          // not our envelope: dataOf answers 5
        }
        try {
          resolve(dataOf<EndpointData<N>>(xhr.status, body));
        } catch (e) {
          reject(e);
        }
      };
      opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(file);
    });
  return authReady.then(() => withSession(sendOnce));
}
