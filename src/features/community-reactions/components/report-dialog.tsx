/**
 * 신고 (issue 15; SPEC §7 POST /api/v1/community/accuse; docs/decisions/018 "Reports"): the reasons
 * of REPORT_REASONS as a radio list in their order, a memo (required for 기타, ≤ 200 characters),
 * 신고하기. The server keeps one report per member and target (a second answers its own message,
 * shown as a dialog) and hides the target when enough members reported it; the server's toast says
 * it was received.
 */
import { useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { REPORT_MEMO_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason, type ReportTargetType } from '@contract/rules';
import type { ReportResult } from '@contract/community-react';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { ApiClientError } from '~/lib/api-client';
import { showAlert } from '~/stores/ui';
import { reportTarget } from '../api';

/** The 자세한 내용 box: full width, not resizable. */
const memoField = css({
  display: 'block',
  mt: '6px',
  w: '100%',
  p: '10px',
  fontSize: '14px',
  border: '1px solid token(colors.border.default)',
  borderRadius: '8px',
  resize: 'none',
  bg: 'bg.canvas',
});

export function ReportDialog({
  targetType,
  targetId,
  onClose,
  onReported,
}: {
  targetType: ReportTargetType;
  targetId: number;
  onClose: () => void;
  onReported?: (r: ReportResult) => void;
}) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [memo, setMemo] = useState('');
  const [sending, setSending] = useState(false);
  const memoRequired = reason === 'etc';
  const canSend = reason !== null && (!memoRequired || memo.trim().length > 0) && !sending;
  const what = targetType === 'post' ? '글' : '댓글';

  const submit = async () => {
    if (!reason) return;
    setSending(true);
    try {
      const r = await reportTarget({ targetType, targetId, reasonCode: reason, ...(memo.trim() ? { memo: memo.trim() } : {}) });
      onClose();
      onReported?.(r);
    } catch (e) {
      onClose();
      await showAlert(e instanceof ApiClientError ? e.message : '신고를 보내지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog labelledBy={`${id}-title`} initialFocus={first} onClose={onClose} closeOnBackdrop className={css({ p: '20px' })}>
      <h2 id={`${id}-title`} className={css({ fontSize: '17px', fontWeight: 800, mb: '4px' })}>
        {what} 신고하기
      </h2>
      <p className={css({ fontSize: '13px', color: 'fg.muted', mb: '12px', wordBreak: 'keep-all' })}>
        신고 사유를 골라 주세요. 한 {what}에 한 번만 신고할 수 있어요.
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (canSend) void submit();
        }}
      >
        <fieldset className={css({ border: 'none', p: 0, m: 0, display: 'flex', flexDir: 'column' })}>
          <legend className={css({ srOnly: true })}>신고 사유</legend>
          {REPORT_REASONS.map((r, i) => (
            <label key={r} className={css({ display: 'flex', alignItems: 'center', gap: '10px', minH: '44px', fontSize: '15px', cursor: 'pointer' })}>
              <input
                ref={i === 0 ? first : undefined}
                type="radio"
                name={`${id}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
                className={css({ w: '20px', h: '20px', accentColor: 'accent.default' })}
              />
              {REPORT_REASON_LABELS[r]}
            </label>
          ))}
        </fieldset>
        <label className={css({ display: 'block', mt: '8px', fontSize: '13px', color: 'fg.body' })}>
          {memoRequired ? '자세한 내용 (필수)' : '자세한 내용 (선택)'}
          <textarea
            value={memo}
            maxLength={REPORT_MEMO_MAX}
            rows={3}
            onChange={(e) => setMemo(e.target.value)}
            placeholder="어떤 점이 문제인지 적어 주세요"
            className={memoField}
          />
        </label>
        <p className={css({ textAlign: 'right', fontSize: '12px', color: 'fg.muted', mt: '2px' })}>
          {memo.length}/{REPORT_MEMO_MAX}
        </p>
        <div className={css({ display: 'flex', gap: '8px', mt: '12px' })}>
          <Button variant="secondary" size="lg" className={css({ flex: 1 })} onClick={onClose}>
            취소
          </Button>
          <Button type="submit" size="lg" className={css({ flex: 1 })} disabled={!canSend}>
            신고하기
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
