/**
 * The form controls of the community forms (issue 15; docs/decisions/024): a labelled text field with
 * its live counter ("12/40") and one message line under it (a problem in red, else a hint), and the
 * draft notice. Mobile-first: 16 px text (iOS zooms into smaller fields), 48 px single-line fields.
 */
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { Button } from '~/components/ui/button';
import { countLabel, charCount, type LengthRule } from '../rules';

export const labelRow = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '8px' });
export const labelText = css({ fontSize: '14px', fontWeight: 700, color: 'fg.default' });
export const sectionClass = css({ display: 'block', px: '16px', pt: '20px' });

export function FieldMessage({ id, problem, hint }: { id: string; problem?: string | null; hint?: ReactNode }) {
  if (!problem && !hint) return null;
  return (
    <span
      id={id}
      aria-live="polite"
      className={css({
        display: 'block',
        mt: '6px',
        fontSize: '13px',
        lineHeight: 1.5,
        whiteSpace: 'pre-line',
        color: problem ? 'danger.default' : 'fg.muted',
      })}
    >
      {problem || hint}
    </span>
  );
}

/**
 * A text field with label, counter and message.
 * @param rule the length rule the counter shows (the counter turns red over the maximum)
 * @param problem the message shown in red under it (banned word, length, the server's refusal)
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  rule,
  problem,
  hint,
  placeholder,
  multiline = false,
  rows = 8,
  srLabel,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  rule: LengthRule;
  problem?: string | null;
  hint?: ReactNode;
  placeholder?: string;
  multiline?: boolean;
  /** Visible lines of a multiline field (it grows by hand: resize). */
  rows?: number;
  /** A longer accessible name than the visible label (e.g. '항목 1'). */
  srLabel?: string;
}) {
  const over = charCount(value) > rule.max;
  const described = `${id}-count ${id}-msg`;
  const common = {
    id,
    value,
    placeholder,
    onBlur,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described,
    'aria-label': srLabel,
  } as const;
  return (
    <div className={sectionClass}>
      <div className={labelRow}>
        <label htmlFor={id} className={labelText}>
          {label}
        </label>
        <span id={`${id}-count`} className={css({ fontSize: '12px', color: over ? 'danger.default' : 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
          <span className={css({ srOnly: true })}>글자 수 </span>
          {countLabel(value, rule)}
        </span>
      </div>
      {multiline ? (
        <textarea
          {...common}
          onChange={(e) => onChange(e.target.value)}
          rows={rows}
          className={cx(field(), css({ h: 'auto', minH: '96px', py: '12px', lineHeight: 1.6, resize: 'vertical' }))}
        />
      ) : (
        <input {...common} type="text" onChange={(e) => onChange(e.target.value)} enterKeyHint="next" className={field()} />
      )}
      <FieldMessage id={`${id}-msg`} problem={problem} hint={hint} />
    </div>
  );
}

/** The accent strip saying a draft was restored. */
const draftNotice = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  mx: '16px',
  mt: '12px',
  px: '12px',
  py: '8px',
  borderRadius: '8px',
  bg: 'accent.subtle',
  color: 'accent.emphasized',
  fontSize: '14px',
  fontWeight: 600,
});

/** "작성 중이던 글을 불러왔어요" with 새로 쓰기 (drop the draft and start from the beginning). */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div role="status" className={draftNotice}>
      <span>작성 중이던 글을 불러왔어요</span>
      <Button variant="secondary" size="sm" onClick={onDiscard}>
        새로 쓰기
      </Button>
    </div>
  );
}
