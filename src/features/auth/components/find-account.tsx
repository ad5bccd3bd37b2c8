/**
 * 가입한 계정 찾기 (/find-account, issue 17): the client of SPEC §7's e-mail lookup
 * (GET /api/v1/user/email?cellphone). The user types the mobile number of their account; the
 * answer is the masked e-mail and the provider (네이버 or Apple) to sign in with, or "no account".
 * The number is checked here first (010-0000-0000); the server limits lookups per address
 * (131, docs/security.md "enumeration"), and this screen says so in Korean.
 */
import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { Header } from '~/components/layout/header';
import { Button } from '~/components/ui/button';
import { ApiClientError } from '~/lib/api-client';
import { lookupEmail } from '~/lib/auth/api';

/** Digits of a typed number shown as 010-1234-5678 (at most 11 digits; partial input grows as typed). */
export function formatCellphone(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 11);
  if (d.length < 4) return d;
  if (d.length < 8) return `${d.slice(0, 3)}-${d.slice(3)}`;
  // 10 digits (011-123-4567) split 3-3-4, 11 digits 3-4-4.
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}

/** A Korean mobile number (010-xxxx-xxxx; also 011/016–019 with 3 or 4 middle digits), hyphens optional. */
export function isCellphone(input: string): boolean {
  return /^01[016789]\d{7,8}$/.test(input.replace(/-/g, ''));
}

/** The Korean text for a failed lookup (SPEC §8 codes; 131 is the lookup rate limit). */
export function lookupErrorText(e: unknown): string {
  if (e instanceof ApiClientError) {
    if (e.isNetworkError) return '인터넷 연결을 확인하고 다시 시도해 주세요.';
    if (e.code === 131) return '조회를 너무 여러 번 했어요. 1분 뒤에 다시 시도해 주세요.';
    if (e.code === 10 || e.code === 12 || e.code === 13) return '휴대전화번호를 다시 확인해 주세요.';
  }
  return '일시적인 문제로 조회하지 못했어요. 잠시 후 다시 시도해 주세요.';
}

type Result = { kind: 'found'; email: string; platform: 'naver' | 'apple' } | { kind: 'none' } | { kind: 'error'; text: string };

const PLATFORM_LABEL = { naver: '네이버', apple: 'Apple' } as const;

export function FindAccountScreen() {
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const valid = isCellphone(phone);
  const showInvalid = touched && phone.length > 0 && !valid;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!valid || busy) return;
    setBusy(true);
    setResult(null);
    try {
      const r = await lookupEmail(phone.replace(/-/g, ''));
      setResult({ kind: 'found', email: r.email, platform: r.socialLoginPlatform });
    } catch (err) {
      setResult(err instanceof ApiClientError && err.code === 8 ? { kind: 'none' } : { kind: 'error', text: lookupErrorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Header title="가입한 계정 찾기" />
      <form className={css({ px: '20px', pt: '24px', pb: '40px' })} onSubmit={submit} noValidate>
        <h2 className={css({ fontSize: '20px', fontWeight: 800, lineHeight: 1.4, wordBreak: 'keep-all' })}>어떤 계정으로 가입했는지 찾아 드릴게요</h2>
        <p className={css({ color: 'fg.muted', fontSize: '14px', mt: '6px', wordBreak: 'keep-all' })}>
          가입할 때 등록한 휴대전화번호를 입력하면 가입한 이메일과 로그인 방법을 알려 드려요.
        </p>
        <label className={css({ display: 'block', mt: '28px' })}>
          <span className={css({ fontSize: '14px', fontWeight: 700 })}>휴대전화번호</span>
          <input
            name="cellphone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="010-0000-0000"
            value={phone}
            maxLength={13}
            onChange={(e) => setPhone(formatCellphone(e.target.value))}
            onBlur={() => setTouched(true)}
            aria-invalid={showInvalid || undefined}
            aria-describedby="cellphone-help"
            className={field()}
          />
          <span id="cellphone-help" className={css({ display: 'block', mt: '6px', fontSize: '13px', color: showInvalid ? 'danger.default' : 'fg.muted' })}>
            {showInvalid ? '010-0000-0000 형식으로 입력해 주세요.' : '숫자만 입력해도 돼요.'}
          </span>
        </label>
        <Button type="submit" size="lg" fullWidth disabled={busy || (touched && !valid)} className={css({ mt: '24px' })}>
          {busy ? '찾고 있어요…' : '계정 찾기'}
        </Button>
        <div aria-live="polite" className={css({ mt: '28px' })}>
          {result?.kind === 'found' && (
            <section className={css({ bg: 'bg.subtle', borderRadius: '12px', p: '20px', textAlign: 'center' })}>
              <p className={css({ fontSize: '15px', fontWeight: 700 })}>가입한 계정을 찾았어요</p>
              <p className={css({ mt: '12px', fontSize: '18px', fontWeight: 800, wordBreak: 'break-all' })} data-testid="found-email">
                {result.email}
              </p>
              <p className={css({ mt: '6px', fontSize: '14px', color: 'fg.secondary' })}>{PLATFORM_LABEL[result.platform]} 계정으로 가입했어요.</p>
              <Link
                to="/login"
                className={css({
                  display: 'block',
                  mt: '18px',
                  h: '48px',
                  lineHeight: '48px',
                  borderRadius: '10px',
                  fontWeight: 700,
                  color: 'fg.inverse',
                  bg: result.platform === 'apple' ? 'brand.apple' : 'brand.naver',
                })}
              >
                {PLATFORM_LABEL[result.platform]}로 로그인하기
              </Link>
            </section>
          )}
          {result?.kind === 'none' && (
            <section className={css({ bg: 'bg.subtle', borderRadius: '12px', p: '20px', textAlign: 'center' })}>
              <p className={css({ fontSize: '15px', fontWeight: 700 })}>가입된 계정이 없어요</p>
              <p className={css({ mt: '6px', fontSize: '14px', color: 'fg.secondary', wordBreak: 'keep-all' })}>
                번호를 다시 확인하거나, 네이버 또는 Apple 계정으로 새로 시작해 보세요.
              </p>
              <Link to="/login" className={css({ display: 'inline-block', mt: '14px', color: 'accent.text', fontWeight: 700, fontSize: '14px' })}>
                로그인 화면으로
              </Link>
            </section>
          )}
          {result?.kind === 'error' && (
            <p role="alert" className={css({ color: 'danger.default', fontSize: '14px', textAlign: 'center' })}>
              {result.text}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
