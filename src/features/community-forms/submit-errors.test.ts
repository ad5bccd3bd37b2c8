/**
 * Where a refused write is shown (issue 15; SPEC §8; docs/decisions/024): a refusal naming a field
 * under that field, the rest (130 ban, 131 too soon, 12 duplicate, 8) in the SPEC §8 dialog with the
 * server's words, a network failure as a toast.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClientError } from '~/lib/api-client';
import { confirmAlert, uiState } from '~/stores/ui';
import { OFFLINE_SUBMIT_TEXT, reportSubmitError, type ServerFieldErrors } from './submit-errors';

function fields() {
  const put: Array<[string, string, string]> = [];
  const f: ServerFieldErrors = { of: () => null, set: (label, text, message) => void put.push([label, text, message]) };
  return { f, put };
}
const texts = { 제목: '역 앞에서 만나요', 내용: '늦으면 정말 화낼 거예요' };

afterEach(() => {
  confirmAlert();
  uiState.toasts.splice(0);
});

describe('reportSubmitError', () => {
  it('puts a banned-word or length refusal under the field it names, for the text that was sent', () => {
    const { f, put } = fields();
    expect(reportSubmitError(new ApiClientError(12, '내용에 사용할 수 없는 단어가 있어요(시 발). 고쳐서 다시 올려 주세요.', 400), f, texts)).toBe('내용');
    expect(reportSubmitError(new ApiClientError(13, '제목은 2~40자로 써 주세요.', 400), f, texts)).toBe('제목');
    expect(put).toEqual([
      ['내용', texts.내용, '내용에 사용할 수 없는 단어가 있어요(시 발). 고쳐서 다시 올려 주세요.'],
      ['제목', texts.제목, '제목은 2~40자로 써 주세요.'],
    ]);
    expect(uiState.alert.open).toBe(false);
  });

  it.each([
    [130, '이용이 제한된 계정이에요. 2026.12.01까지 글을 쓸 수 없어요.', 403],
    [131, '글은 조금 쉬었다가 올려 주세요. 12초 후에 다시 올릴 수 있어요.', 429],
    [12, '같은 내용을 방금 올리셨어요.', 400],
    [8, '게시판을 찾을 수 없어요.', 404],
  ])('shows %i in the SPEC §8 dialog with the server’s words', (code, message, status) => {
    const { f, put } = fields();
    expect(reportSubmitError(new ApiClientError(code, message, status), f, texts)).toBeNull();
    expect(put).toEqual([]);
    expect(uiState.alert).toMatchObject({ open: true, message });
  });

  it('says offline in a toast (the draft is kept)', () => {
    const { f } = fields();
    reportSubmitError(new ApiClientError(-1, '네트워크에 연결할 수 없어요.', 0, 'NETWORK'), f, texts);
    expect(uiState.alert.open).toBe(false);
    expect(uiState.toasts.map((t) => t.phrase)).toEqual([OFFLINE_SUBMIT_TEXT]);
  });
});
