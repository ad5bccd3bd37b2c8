/**
 * Nickname input with the server's validation (SPEC §5 "decided by the server"; 2–12 characters,
 * Hangul, Latin letters, digits and _): the sign-up form and the member's nickname change use it.
 * Asks GET /api/v1/user/nick-name/validation 300 ms after the last keystroke.
 */
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import type { NickNameValidation } from '@contract/account';
import { ApiClientError } from '~/lib/api-client';
import { validateNickName } from '~/lib/auth/api';

export function NickNameField({
  value,
  onChange,
  result,
  onResult,
}: {
  value: string;
  onChange: (v: string) => void;
  result: NickNameValidation | null;
  onResult: (r: NickNameValidation | null) => void;
}) {
  useEffect(() => {
    onResult(null);
    const v = value.trim();
    if (!v) return;
    const timer = setTimeout(() => {
      validateNickName(v)
        .then(onResult)
        .catch((e: unknown) => onResult({ isValid: false, message: e instanceof ApiClientError ? e.message : '닉네임을 확인하지 못했어요.' }));
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <label className={css({ display: 'block', mt: '24px' })}>
      <span className={css({ fontSize: '14px', fontWeight: 700 })}>닉네임</span>
      <input
        name="nickName"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={12}
        autoComplete="nickname"
        placeholder="2~12자 한글, 영문, 숫자"
        aria-describedby="nick-help"
        aria-invalid={result ? !result.isValid : undefined}
        className={field()}
      />
      <span
        id="nick-help"
        role="status"
        className={css({ display: 'block', mt: '6px', fontSize: '13px', color: result ? (result.isValid ? 'success.default' : 'danger.default') : 'fg.muted' })}
      >
        {result ? result.message : '커뮤니티에서 보이는 이름이에요.'}
      </span>
    </label>
  );
}
