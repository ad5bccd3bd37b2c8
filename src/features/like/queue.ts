/**
 * Offline-safe 찜 writes as TanStack paused mutations (issue 5; issue 11 item 6; TkDodo "Offline
 * React Query"; docs/decisions/007-contract-seam.md "The 찜 writes are paused mutations").
 *
 * Every tap is a mutation under LIKE_MUTATION_KEY, with its defaults registered once per client
 * (registerLikeWrites), so a write restored from the device runs with the same function and
 * callbacks as one made now. Each carries an Idempotency-Key in its variables: a retry, or a write
 * restored after the page was closed mid-send, is answered by the server with its first answer and
 * never counts twice.
 *
 * - Order: one mutation scope ('like'): writes go one at a time, oldest first, as the old queue sent.
 * - Waiting: offline (the browser says so) a write starts paused and TanStack resumes it on the
 *   online event; a network failure, a 5xx or session trouble (110–112) or no session retries with
 *   a growing delay (1 s, 2 s, 4 s … at most LIKE_RETRY_INTERVAL_MS); a hidden tab pauses the retries.
 * - Kept: the existing persister writes pending writes (meta.persist) into the device's query
 *   snapshot; after a restart they come back paused and resumeWaitingLikes() sends them. They outlive
 *   the snapshot's 5-minute max age and a new release (lib/persist-queries keepWaitingWrites).
 * - Coalescing (the one step of our own): a tap on a target whose earlier write has not been tried
 *   yet or is paused replaces it, keeping the state before the first tap, so a like then unlike
 *   offline sends only 'N'.
 * - Refused (4xx, e.g. 91/92 max limits): the heart rolls back and the SPEC §8 dialog shows the
 *   server's message. A delivered 찜 ('Y') shows "찜 목록에 담았어요" with 보기 to the member's list
 *   (issue 13; the server's own toast is silenced for it); an un-찜 shows the server's toast.
 * - Logout withdraws waiting writes (lib/query-meta withdrawWaitingWrites); a withdrawn write that
 *   was mid-retry stops at its next try (WithdrawnWriteError) and touches nothing.
 * - completePendingLike(): a signed-out 찜 (./pending) completed once, after the session is read
 *   and signed in, on the page the sign-in returned to.
 * - applyAppProductLike(): the native app's own 찜 (SPEC §4 appProductLike) is a write like a tap,
 *   marked source 'app' (no toasts: the app gave its own feedback); docs/decisions/045.
 */
import { onlineManager, type Mutation, type QueryClient } from '@tanstack/react-query';
import { subscribe } from 'valtio';
import { ApiClientError, whenAuthReady } from '~/lib/api-client';
import { onNativeMessage } from '~/lib/native';
import { deleteKey, LIKE_QUEUE_KEY, readKey } from '~/lib/offline-storage';
import { waitingWrite } from '~/lib/query-meta';
import { isLoggedIn, sessionState } from '~/stores/session';
import { showAlert, showToast } from '~/stores/ui';
import { putProductLike, putShopLike, type LikeYN } from './api';
import { likeListHref } from './paths';
import { takePendingLike, withoutIntent } from './pending';
import { likeQueries } from './queries';

/** The variables of one 찜 write (serialisable: they are persisted with the waiting mutation). */
export interface QueuedLike {
  /** Idempotency-Key sent with every attempt of this write. */
  key: string;
  kind: 'product' | 'shop';
  targetId: number;
  likeYN: LikeYN;
  /** The state before the first tap, restored when the server refuses. */
  previous: LikeYN;
  /** When the tap was made (ms epoch). */
  queuedAt: number;
  /** 'app': the native app's own 찜 (SPEC §4 appProductLike), sent for it; the app showed its own feedback, so no toast here. */
  source?: 'app';
}

/** Key of every 찜 write mutation (under 'like', but a mutation key: query filters never match it). */
export const LIKE_MUTATION_KEY = ['like', 'write'] as const;
/** One scope: 찜 writes are sent one at a time, oldest first. */
const LIKE_SCOPE = { id: 'like-write' };
/** The longest wait (ms) between two tries of a write that failed while the browser said online. */
export const LIKE_RETRY_INTERVAL_MS = 30_000;
export const QUEUED_OFFLINE_TEXT = '오프라인이라 찜을 저장해 두었어요. 연결되면 바로 반영할게요.';
export const LIKED_TEXT = '찜 목록에 담았어요';
export const BANNED_TEXT = '이용이 제한된 계정이에요. 고객센터로 문의해 주세요.';

type LikeWrite = Mutation<unknown, Error, QueuedLike, unknown>;

/** No session yet (restored before the session is read, or after a sign-out): wait and try again. */
class SignedOutError extends Error {}
/** The write was withdrawn (logout, or replaced by a newer tap) while it waited to be tried again. */
class WithdrawnWriteError extends Error {}

/** Worth another try later: the network, the server or the session, not the request itself. */
function isRetryableLikeError(error: unknown): boolean {
  if (error instanceof SignedOutError) return true;
  if (!(error instanceof ApiClientError)) return false;
  return error.isNetworkError || error.status === 0 || error.status >= 500 || error.code === 110 || error.code === 111 || error.code === 112;
}

/** Delay (ms) before try n+1: 1 s, 2 s, 4 s … capped at LIKE_RETRY_INTERVAL_MS. */
export const likeRetryDelay = (failureCount: number) => Math.min(1000 * 2 ** failureCount, LIKE_RETRY_INTERVAL_MS);

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const heartKey = (item: Pick<QueuedLike, 'kind' | 'targetId'>) =>
  item.kind === 'product' ? likeQueries.product(item.targetId).queryKey : likeQueries.shop(item.targetId).queryKey;

/** The 찜 writes not settled yet, oldest first (waiting, paused or on their way). */
function likeWrites(queryClient: QueryClient): LikeWrite[] {
  return queryClient.getMutationCache().findAll({ mutationKey: LIKE_MUTATION_KEY, exact: true, status: 'pending' }) as LikeWrite[];
}

/** Is the write with this Idempotency-Key still one the member wants sent? */
const stillWanted = (queryClient: QueryClient, key: string) => likeWrites(queryClient).some((m) => m.state.variables?.key === key);

/** The writes waiting on this device (oldest first): what a reload would restore and send. */
export function waitingLikes(queryClient: QueryClient): QueuedLike[] {
  return likeWrites(queryClient).flatMap((m) => (m.state.variables ? [m.state.variables] : []));
}

async function send(item: QueuedLike) {
  if (!isLoggedIn()) throw new SignedOutError('signed out');
  // A 찜 gets our toast with the link to the list instead of the server's plain one; the app's own
  // 찜 gets none (the app showed its own).
  const silent = item.likeYN === 'Y' || item.source === 'app';
  return item.kind === 'product' ? putProductLike(item.targetId, item.likeYN, item.key, silent) : putShopLike(item.targetId, item.likeYN, item.key, silent);
}

const registered = new WeakSet<QueryClient>();

/**
 * Register the 찜 write's defaults on `queryClient` (idempotent). Must run before the persisted
 * snapshot is restored (src/after-hydration.ts), so a restored write finds its function.
 */
export function registerLikeWrites(queryClient: QueryClient): void {
  if (registered.has(queryClient)) return;
  registered.add(queryClient);
  queryClient.setMutationDefaults(LIKE_MUTATION_KEY, {
    scope: LIKE_SCOPE,
    meta: waitingWrite,
    networkMode: 'online',
    retry: (_failureCount, error) => isRetryableLikeError(error),
    retryDelay: likeRetryDelay,
    mutationFn: async (variables: QueuedLike) => {
      if (!stillWanted(queryClient, variables.key)) throw new WithdrawnWriteError('withdrawn');
      return send(variables);
    },
    onSuccess: async (_data, item: QueuedLike) => {
      if (!stillWanted(queryClient, item.key)) return;
      // A read of the heart sent while this write was on its way may have answered the old state:
      // drop any still in flight and show what the server now holds (the state just written).
      await queryClient.cancelQueries({ queryKey: heartKey(item) });
      queryClient.setQueryData(heartKey(item), item.likeYN);
      // The shop's counts (찜 수) changed.
      void queryClient.invalidateQueries({ queryKey: ['shop'] });
      if (item.likeYN === 'Y' && item.source !== 'app') showToast({ phrase: LIKED_TEXT, action: { label: '보기', href: likeListHref(item.kind) } });
    },
    onError: (error, item: QueuedLike) => {
      if (error instanceof WithdrawnWriteError || !stillWanted(queryClient, item.key)) return;
      queryClient.setQueryData(heartKey(item), item.previous);
      void showAlert(error.message);
    },
  });
}

/**
 * Has this write hit trouble: failed at least once, or paused while the device is offline (a write
 * paused only because the write before it is on its way is not in trouble)?
 */
function isStuck(write: LikeWrite): boolean {
  return write.state.failureCount > 0 || (write.state.isPaused && !onlineManager.isOnline());
}

/**
 * Resolves when the first outcome of `write` is known: 'sent' (delivered), 'refused' (the server
 * said no; rolled back) or 'queued' (it, or the write it waits behind, could not reach the server
 * and it will be sent later).
 */
function firstOutcome(queryClient: QueryClient, write: LikeWrite): Promise<'sent' | 'queued' | 'refused'> {
  return new Promise((resolve) => {
    const check = () => {
      if (write.state.status === 'success') return 'sent';
      if (write.state.status === 'error') return 'refused';
      const waiting = likeWrites(queryClient);
      // Removed while pending: replaced by a newer tap or withdrawn at logout.
      if (!waiting.includes(write)) return 'queued';
      const head = waiting[0]!;
      return isStuck(write) || isStuck(head) ? 'queued' : null;
    };
    const settleIfKnown = () => {
      const outcome = check();
      if (!outcome) return;
      stop();
      resolve(outcome);
    };
    const stop = queryClient.getMutationCache().subscribe(settleIfKnown);
    settleIfKnown();
  });
}

/**
 * Coalescing: take out the earlier writes of this target that are not being sent (never tried,
 * or paused), and answer the state before the first of them (undefined when there was none).
 */
function takeReplaceable(queryClient: QueryClient, kind: QueuedLike['kind'], targetId: number): LikeYN | undefined {
  const cache = queryClient.getMutationCache();
  let previous: LikeYN | undefined;
  for (const write of likeWrites(queryClient)) {
    const item = write.state.variables;
    if (!item || item.kind !== kind || item.targetId !== targetId || !write.state.isPaused) continue;
    previous ??= item.previous;
    cache.remove(write);
  }
  return previous;
}

/** Start a write of `item` (a tap, or an item of the old queue); resolves with its first outcome. */
function startWrite(queryClient: QueryClient, item: QueuedLike): Promise<'sent' | 'queued' | 'refused'> {
  registerLikeWrites(queryClient);
  const write = queryClient.getMutationCache().build(queryClient, { mutationKey: LIKE_MUTATION_KEY }) as LikeWrite;
  // Its outcome is read from the cache (firstOutcome); a refusal is handled by the defaults' onError.
  write.execute(item).catch(() => undefined);
  return firstOutcome(queryClient, write);
}

/**
 * A member taps the heart: optimistic state, then the write (replacing an earlier one of the same
 * target that waits). Resolves 'sent' | 'queued' (delivered later; a toast says so) | 'refused'.
 */
export async function setLike(
  queryClient: QueryClient,
  kind: QueuedLike['kind'],
  targetId: number,
  likeYN: LikeYN,
  opts: { source?: QueuedLike['source']; shownBefore?: LikeYN } = {},
): Promise<'sent' | 'queued' | 'refused'> {
  const { source } = opts;
  installLikeQueue(queryClient);
  const key = heartKey({ kind, targetId });
  // A read of the heart still in flight (sent before this tap) must not overwrite the tap's answer.
  await queryClient.cancelQueries({ queryKey: key });
  const shown = (opts.shownBefore ?? queryClient.getQueryData<LikeYN>(key) ?? (likeYN === 'Y' ? 'N' : 'Y')) as LikeYN;
  queryClient.setQueryData(key, likeYN);
  const previous = takeReplaceable(queryClient, kind, targetId) ?? shown;
  const outcome = await startWrite(queryClient, { key: newKey(), kind, targetId, likeYN, previous, queuedAt: Date.now(), ...(source ? { source } : {}) });
  // A write removed from the head may leave the next one paused behind it: let it go now.
  void resumeWaitingLikes(queryClient);
  if (outcome === 'queued' && !source) showToast(QUEUED_OFFLINE_TEXT);
  return outcome;
}

/** likeMode of SPEC §4 appProductLike as a like state: Y for Y / like / true / 1 / on (any case, or true), else N. */
export const likeYNOfMode = (likeMode: string | boolean): LikeYN => (/^(y|like|true|1|on)$/i.test(String(likeMode)) ? 'Y' : 'N');

/**
 * The native app liked or unliked a product in its own screens (SPEC §4 appProductLike; issue 30,
 * docs/decisions/045-bridge-tail.md): the heart shows it at once, and — once the session is read,
 * for a signed-in member — it is written to the server through the same queue as a tap (offline
 * kept, one Idempotency-Key, a refusal rolls back with the SPEC §8 dialog), without the web's
 * toasts. Signed out, only the heart follows: a write is never left waiting for whoever signs in
 * next. Resolves with setLike's outcome, or null when nothing was sent.
 */
export async function applyAppProductLike(
  queryClient: QueryClient,
  productNo: number,
  likeMode: string | boolean,
): Promise<'sent' | 'queued' | 'refused' | null> {
  if (!Number.isInteger(productNo) || productNo <= 0) return null;
  const likeYN = likeYNOfMode(likeMode);
  const key = likeQueries.product(productNo).queryKey;
  const shownBefore = queryClient.getQueryData<LikeYN>(key);
  queryClient.setQueryData(key, likeYN);
  await whenAuthReady();
  if (!isLoggedIn()) return null;
  // A refusal rolls back to what the heart showed before the app's change (the server kept that).
  return setLike(queryClient, 'product', productNo, likeYN, { source: 'app', shownBefore: shownBefore ?? (likeYN === 'Y' ? 'N' : 'Y') });
}

/**
 * Try the waiting writes now (a restored snapshot, the native app closing): each paused one is
 * resumed when the device is online; one already being tried goes on as it is. Resolves when
 * every write tried has settled (or at once when none could be).
 */
export async function resumeWaitingLikes(queryClient: QueryClient): Promise<void> {
  await Promise.allSettled(
    likeWrites(queryClient)
      .filter((m) => m.state.isPaused)
      .map((m) => m.continue()),
  );
}

/**
 * The queue of the previous release (an IndexedDB list under LIKE_QUEUE_KEY) becomes writes of this
 * one, with their own Idempotency-Keys, so a 찜 made offline before an update is still delivered once.
 */
async function adoptLegacyQueue(queryClient: QueryClient): Promise<void> {
  const legacy = await readKey<QueuedLike[]>(LIKE_QUEUE_KEY);
  if (!Array.isArray(legacy) || legacy.length === 0) return;
  await deleteKey(LIKE_QUEUE_KEY);
  for (const item of legacy) void startWrite(queryClient, item);
}

/**
 * Complete the signed-out 찜 this page was returned to with (./pending; issue 13), once: signed in,
 * the address carries the intent's id, same page, not expired. The fragment is taken off the
 * address; a banned member gets the ban message instead (SPEC §4 Ban). Resolves with setLike's
 * answer, or null when there was nothing to complete.
 */
export async function completePendingLike(queryClient: QueryClient): Promise<'sent' | 'queued' | 'refused' | null> {
  if (!isLoggedIn() || typeof window === 'undefined') return null;
  const intent = takePendingLike(window.location);
  if (!intent) return null;
  window.history.replaceState(window.history.state, '', withoutIntent(window.location));
  if (sessionState.banStatus.isBanned) {
    await showAlert(sessionState.banStatus.message || BANNED_TEXT);
    return null;
  }
  return setLike(queryClient, intent.kind, intent.targetId, intent.likeYN);
}

const installed = new WeakMap<QueryClient, () => void>();

/**
 * Adopt the old queue, complete the pending 찜, mirror the native app's likes; writes waiting for a
 * session are tried again when one is read. Once per client (a second call returns the same
 * uninstall function). Started after hydration only when there is work for it (src/after-hydration.ts:
 * in the app, back from a signed-out 찜's sign-in, an old queue, waiting writes in the snapshot), and
 * by the first tap on a heart (setLike). (The writes' defaults are registered before the snapshot is
 * restored: registerLikeWrites.)
 */
export function installLikeQueue(queryClient: QueryClient): () => void {
  const existing = installed.get(queryClient);
  if (existing) return existing;
  registerLikeWrites(queryClient);
  void adoptLegacyQueue(queryClient).catch(() => undefined);
  // After hydration the session may not be read yet: complete the pending 찜 when it is (and signed in).
  const onSession = () => {
    void completePendingLike(queryClient).catch(() => undefined);
    if (isLoggedIn()) void resumeWaitingLikes(queryClient);
  };
  onSession();
  const offSession = subscribe(sessionState, onSession);
  // The native app liked or unliked a product itself (SPEC §4 appProductLike): show it and send it.
  const offNative = onNativeMessage('appProductLike', (m) => void applyAppProductLike(queryClient, Number(m.productNo), m.likeMode).catch(() => undefined));
  const uninstall = () => {
    offNative();
    offSession();
    installed.delete(queryClient);
  };
  installed.set(queryClient, uninstall);
  return uninstall;
}

/** Test hook: end what installLikeQueue (or a tap) started on this client. */
export function uninstallLikeQueueForTests(queryClient: QueryClient): void {
  installed.get(queryClient)?.();
}
