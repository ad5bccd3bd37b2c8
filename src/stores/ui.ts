/**
 * Small global UI state (valtio): toasts, the alert dialog, the global loading flag and the
 * share dialog. App code calls the actions below and reads with `useUi()`; nothing else
 * imports 'valtio' directly (STYLE: state libraries are wrapped in app modules).
 *
 * Constants from SPEC §9: toast lifetime 2000 ms; the alert's default text asks to enter content.
 */
import { proxy, useSnapshot } from 'valtio';
import type { ToastItem } from '@contract/envelope';

export const TOAST_DURATION_MS = 2000;
/** A toast with an action stays longer, so its link can be reached (issue 13; docs/decisions/012). */
export const ACTION_TOAST_DURATION_MS = 4000;
export const DEFAULT_ALERT_TEXT = '내용을 입력해 주세요.';

/** A link a toast offers ("찜 목록에 담았어요 · 보기"; issue 13): an in-app address and its short label. */
export interface ToastAction {
  label: string;
  /** Same-origin path (+ search), opened with the router. */
  href: string;
}

export interface Toast extends ToastItem {
  id: number;
  action?: ToastAction;
}

export interface AlertState {
  open: boolean;
  message: string;
  /** Called once when 확인 is pressed. */
  onConfirm?: () => void;
}

/**
 * The analytics event a share option sends when used (SPEC §3 kakaoGtag / urlGtag; issue 17,
 * docs/decisions/030): an event name, or a name with flat params. Absent: the dialog's defaults
 * (share_messenger / share_copy_url).
 */
export type ShareGtag = string | { event: string; params?: Record<string, string | number | boolean> };

/** SPEC §3 share info. Only `url` is required to share at all (SPEC §5). */
export interface ShareInfo {
  title: string;
  description?: string;
  url: string;
  /** Deep link opened by the messenger inside the native app, when different from url. */
  appUrl?: string;
  imageUrl?: string;
  /** Community posts: a share is recorded only when both exist (SPEC §5; issue 5). */
  communityType?: string;
  postId?: number;
  /** Analytics event sent when 메신저로 공유 is used. */
  kakaoGtag?: ShareGtag;
  /** Analytics event sent when URL 복사 is used. */
  urlGtag?: ShareGtag;
}

interface UiState {
  toasts: Toast[];
  alert: AlertState;
  /** Global loading flag: shows the lottie overlay (SPEC §2). Counted so nested calls compose. */
  loadingCount: number;
  share: ShareInfo | null;
}

export const uiState = proxy<UiState>({
  toasts: [],
  alert: { open: false, message: DEFAULT_ALERT_TEXT },
  loadingCount: 0,
  share: null,
});

let toastSeq = 0;

/**
 * Show a toast for TOAST_DURATION_MS (2 s, SPEC §9), or ACTION_TOAST_DURATION_MS when it offers an
 * `action` link. Accepts a phrase or a SPEC §3 toast item.
 */
export function showToast(item: (ToastItem & { action?: ToastAction }) | string): number {
  const toast: Toast = { id: ++toastSeq, ...(typeof item === 'string' ? { phrase: item } : item) };
  uiState.toasts.push(toast);
  setTimeout(() => dismissToast(toast.id), toast.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS);
  return toast.id;
}

export function dismissToast(id: number) {
  const i = uiState.toasts.findIndex((t) => t.id === id);
  if (i >= 0) uiState.toasts.splice(i, 1);
}

/** Open the global alert dialog with one 확인 button. Resolves when it is confirmed. */
export function showAlert(message: string = DEFAULT_ALERT_TEXT): Promise<void> {
  return new Promise((resolve) => {
    uiState.alert = { open: true, message, onConfirm: resolve };
  });
}

export function confirmAlert() {
  const cb = uiState.alert.onConfirm;
  uiState.alert = { open: false, message: DEFAULT_ALERT_TEXT };
  cb?.();
}

/** Turn the global loading overlay on; call the returned function to turn it off (idempotent). */
export function startLoading(): () => void {
  uiState.loadingCount += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    uiState.loadingCount = Math.max(0, uiState.loadingCount - 1);
  };
}

export function openShare(info: ShareInfo) {
  uiState.share = info;
}
export function closeShare() {
  uiState.share = null;
}

/** React hook: a render-safe snapshot of the UI state. */
export function useUi() {
  return useSnapshot(uiState);
}

// ── Snackbar (SPEC §9 "snackbar default timeout 5000 ms"; components/ui/snackbar.tsx) ──────────

/** SPEC §9 snackbar default timeout (ms). */
export const SNACKBAR_DURATION_MS = 5000;

export interface SnackbarItem {
  id: number;
  message: string;
  /** One optional button at the snackbar's end ("다시 불러오기"); pressing it runs onAction and closes the snackbar. */
  action?: { label: string; onAction: () => void };
}

/** One snackbar at a time (a new one replaces the one showing); separate from the toast stack. */
export const snackbarState = proxy<{ current: SnackbarItem | null }>({ current: null });

let snackbarSeq = 0;
let snackbarTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Show a snackbar for `durationMs` (default SNACKBAR_DURATION_MS = 5000; 0 = until dismissed),
 * replacing any snackbar on screen. Returns its id (for dismissSnackbar).
 */
export function showSnackbar(message: string, opts: { action?: SnackbarItem['action']; durationMs?: number } = {}): number {
  const item: SnackbarItem = { id: ++snackbarSeq, message, ...(opts.action ? { action: opts.action } : {}) };
  clearTimeout(snackbarTimer);
  snackbarState.current = item;
  const duration = opts.durationMs ?? SNACKBAR_DURATION_MS;
  if (duration > 0) snackbarTimer = setTimeout(() => dismissSnackbar(item.id), duration);
  return item.id;
}

/** Close the snackbar `id` (or whichever shows, without an id); a replaced snackbar's id does nothing. */
export function dismissSnackbar(id?: number) {
  if (!snackbarState.current || (id !== undefined && snackbarState.current.id !== id)) return;
  clearTimeout(snackbarTimer);
  snackbarState.current = null;
}

/** Run the snackbar's action, then close it. */
export function runSnackbarAction(id: number) {
  const current = snackbarState.current;
  if (!current || current.id !== id) return;
  dismissSnackbar(id);
  current.action?.onAction();
}

/** React hook: the snackbar on screen (render-safe snapshot), or null. */
export function useSnackbar() {
  return useSnapshot(snackbarState).current;
}
