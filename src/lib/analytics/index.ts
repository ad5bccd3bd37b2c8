/**
 * Analytics (SPEC §1 "advertising and analytics pixels … not detailed", §4 Logout clears the
 * analytics user, §5 keyword hashing; issue 17, docs/decisions/030-share-and-analytics.md).
 *
 * One module, pluggable sinks:
 *   - 'none' (default): every event is dropped;
 *   - 'datalayer' (ANALYTICS_SINK=datalayer → app-config `analyticsSink`): events are pushed to
 *     `window.dataLayer` as `{ event, ...params }`, the user as `{ user_id }`, for a tag manager
 *     the deployment adds.
 * Consent (opt-in, device-level; PIPA / 정보통신망법 맞춤형 광고 guidance): nothing reaches a sink
 * until `setAnalyticsConsent(true)`; until consent is known events wait in memory (at most
 * MAX_HELD_EVENTS, oldest dropped), a refusal drops them and everything after. The choice is kept
 * in localStorage under CONSENT_STORAGE_KEY ('Y' | 'N').
 * Delivery starts after the browser is idle (requestIdleCallback, 2 s timeout; a timer where it is
 * missing), so nothing here competes with the first render; no function here throws into UI code.
 */
import { appConfig } from '~/lib/config';

export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

/** One delivery: an event, or the current user (id null after logout). */
export type AnalyticsRecord = { kind: 'event'; event: string; params: AnalyticsParams } | { kind: 'user'; userId: string | null };

/** Where records go once consented. `send` may throw; the module swallows it. */
export interface AnalyticsSink {
  readonly name: string;
  send(record: AnalyticsRecord): void;
}

export const CONSENT_STORAGE_KEY = 'analyticsConsent';
export const MAX_HELD_EVENTS = 50;

export const noopSink: AnalyticsSink = { name: 'none', send() {} };

/** Pushes to window.dataLayer (created when missing), the shape Google Tag Manager reads. */
export const dataLayerSink: AnalyticsSink = {
  name: 'datalayer',
  send(record) {
    const w = window as unknown as { dataLayer?: unknown[] };
    const layer = (w.dataLayer ??= []);
    if (record.kind === 'user') layer.push({ user_id: record.userId });
    else layer.push({ event: record.event, ...record.params });
  },
};

/** The sink a configuration names ('datalayer'); anything else is the no-op sink. */
export function selectSink(name: string | undefined): AnalyticsSink {
  return name === 'datalayer' ? dataLayerSink : noopSink;
}

type Consent = 'unknown' | 'granted' | 'denied';

const state: { sink: AnalyticsSink; consent: Consent; ready: boolean; held: AnalyticsRecord[]; userId: string | null } = {
  sink: noopSink,
  consent: 'unknown',
  ready: false,
  held: [],
  userId: null,
};

function readConsent(): Consent {
  try {
    const v = localStorage.getItem(CONSENT_STORAGE_KEY);
    return v === 'Y' ? 'granted' : v === 'N' ? 'denied' : 'unknown';
  } catch {
    return 'unknown';
  }
}

function deliver(record: AnalyticsRecord) {
  try {
    state.sink.send(record);
  } catch {
    // a broken tag manager must never break the page
  }
}

function flush() {
  if (!state.ready || state.consent !== 'granted') return;
  const held = state.held.splice(0);
  for (const r of held) deliver(r);
}

function enqueue(record: AnalyticsRecord) {
  if (state.consent === 'denied') return;
  if (state.ready && state.consent === 'granted') return deliver(record);
  state.held.push(record);
  if (state.held.length > MAX_HELD_EVENTS) state.held.shift();
}

/**
 * Start delivering (src/after-hydration.ts): reads the sink from the page's config and the stored
 * consent, then, once the browser is idle, sends what was held. Idempotent. `opts` for tests.
 */
export function startAnalytics(opts: { sink?: AnalyticsSink; idle?: (cb: () => void) => void } = {}): void {
  const sink = opts.sink ?? selectSink(appConfig.analyticsSink);
  const idle =
    opts.idle ??
    ((cb: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => cb(), { timeout: 2000 }) : void setTimeout(cb, 1)));
  try {
    if (state.consent === 'unknown') state.consent = readConsent();
    if (state.consent === 'denied') state.held = [];
    idle(() => {
      state.sink = sink;
      state.ready = true;
      flush();
    });
  } catch {
    // analytics never throws into the app
  }
}

/** The device's analytics choice: 'granted', 'denied' or 'unknown' (never asked). Never throws. */
export function analyticsConsent(): 'granted' | 'denied' | 'unknown' {
  if (state.consent === 'unknown') state.consent = readConsent();
  return state.consent;
}

/** Record the device's choice (opt-in) and keep it; granting sends what was held, refusing drops it. */
export function setAnalyticsConsent(granted: boolean): void {
  state.consent = granted ? 'granted' : 'denied';
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, granted ? 'Y' : 'N');
  } catch {
    // private mode: the choice lasts for this page only
  }
  if (granted) flush();
  else state.held = [];
}

/** Send an event (name in snake_case, params flat). Never throws. */
export function track(event: string, params: AnalyticsParams = {}): void {
  if (!event) return;
  enqueue({ kind: 'event', event, params: { ...params } });
}

/** Bumped by every setUserId, so a token's id computed before a logout never lands after it. */
let userGeneration = 0;

/** Set (after sign-in) or clear (null, at logout: SPEC §4) the analytics user. Never throws. */
export function setUserId(userId: string | null): void {
  userGeneration += 1;
  if (state.userId === userId) return;
  state.userId = userId;
  enqueue({ kind: 'user', userId });
}

/** SPEC §5: the SHA-256 hex of the lowercase, trimmed keyword. @throws without crypto.subtle (insecure context). */
export async function hashKeyword(keyword: string): Promise<string> {
  return sha256Hex(keyword.trim().toLowerCase());
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A keyword event (SPEC §5): only the hash leaves the device, as `keywordHash`; never the keyword. */
export async function trackKeyword(event: string, keyword: string): Promise<void> {
  try {
    track(event, { keywordHash: await hashKeyword(keyword) });
  } catch {
    // crypto.subtle needs a secure context; analytics must never break search
  }
}

/**
 * The analytics user for an access token: the SHA-256 hex of its subject (our user id, server/domain/accounts/tokens.ts),
 * so the tag manager sees a stable pseudonym, not the account number. Null for a malformed token.
 */
export async function analyticsUserIdOf(accessToken: string): Promise<string | null> {
  try {
    const part = accessToken.split('.')[1];
    if (!part) return null;
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' && json.sub ? await sha256Hex(`user:${json.sub}`) : null;
  } catch {
    return null;
  }
}

/** Set the analytics user from a fresh access token (after sign-in or a stored session). Never throws. */
export function setUserFromToken(accessToken: string | null | undefined): void {
  if (!accessToken) return;
  const generation = userGeneration;
  void analyticsUserIdOf(accessToken).then((id) => {
    if (id && generation === userGeneration) setUserId(id);
  });
}

/** Tests: back to the initial state. */
export function resetAnalyticsForTests(): void {
  Object.assign(state, { sink: noopSink, consent: 'unknown', ready: false, held: [], userId: null });
}
