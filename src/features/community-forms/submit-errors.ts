/**
 * How a refused write is shown (issue 15; SPEC §8; docs/decisions/024): a refusal that names a field —
 * the banned-word 12 ('내용에 사용할 수 없는 단어가 있어요(…)'), a length 13 ('제목은 2~40자로 …'), a
 * missing 10 — goes under that field and stays until the member changes that text; anything else (8,
 * 12 duplicate or picture, 13 links, 130 the ban message, 131 "N초 후에 다시 올릴 수 있어요") opens the
 * SPEC §8 dialog with the server's Korean message; a network failure is a toast (the draft is kept).
 */
import { useCallback, useMemo, useState } from 'react';
import { ApiClientError } from '~/lib/api-client';
import { showAlert, showToast } from '~/stores/ui';
import { fieldOfServerMessage } from './rules';

export const OFFLINE_SUBMIT_TEXT = '인터넷에 연결되어 있지 않아 올리지 못했어요. 쓴 내용은 이 기기에 저장해 두었어요.';

/** The server's refusals per field label, each for the text it refused. */
export interface ServerFieldErrors {
  /** The refusal for `label` while its text is still `text`, else null. */
  of(label: string, text: string): string | null;
  set(label: string, text: string, message: string): void;
}

export function useServerFieldErrors(): ServerFieldErrors {
  const [errors, setErrors] = useState<Record<string, { text: string; message: string }>>({});
  const of = useCallback((label: string, text: string) => (errors[label]?.text === text ? errors[label].message : null), [errors]);
  const set = useCallback((label: string, text: string, message: string) => setErrors((e) => ({ ...e, [label]: { text, message } })), []);
  return useMemo(() => ({ of, set }), [of, set]);
}

/**
 * Show a failed create or edit.
 * @param texts the submitted texts by field label ({ 제목, 내용, '항목 1', … }) — a refusal naming one goes under it
 * @returns the label the refusal was put under, or null
 */
export function reportSubmitError(err: unknown, fields: ServerFieldErrors, texts: Record<string, string>): string | null {
  if (err instanceof ApiClientError) {
    if (err.isNetworkError) {
      showToast(OFFLINE_SUBMIT_TEXT);
      return null;
    }
    const label = [10, 12, 13].includes(err.code) ? fieldOfServerMessage(err.message) : null;
    if (label && label in texts) {
      fields.set(label, texts[label]!, err.message);
      return label;
    }
    void showAlert(err.message);
    return null;
  }
  void showAlert('일시적인 문제로 올리지 못했어요. 잠시 후 다시 시도해 주세요.');
  return null;
}
