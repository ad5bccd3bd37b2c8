/**
 * Sign-in screens (SPEC §2 /login, /login-landing, /login-landing-apple, /login-action, /sign-up;
 * §4 Social sign-in; §5 age gate and Naver required items; §8 sign-in errors).
 *
 * Round trip: shop login page or /login → provider authorise page → /login-landing (code) or
 * /login-landing-apple (#id_token) → POST signin-and-up → /login-action → /sign-up when the
 * account still needs it → /welcome (or the return path for a member).
 * From /login's buttons the provider part runs in a popup (issue 17, lib/auth/popup.ts): the
 * landing inside it reports to the opener and closes; the opener shows any alert and continues.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { Header } from '~/components/layout/header';
import { Button } from '~/components/ui/button';
import { SignInProviderButtons } from '~/components/ui/sign-in-provider-buttons';
import { PageSkeleton } from '~/components/ui/skeleton';
import { ApiClientError, whenAuthReady } from '~/lib/api-client';
import { showAlert } from '~/stores/ui';
import { isLoggedIn } from '~/stores/session';
import { fetchProfile, signInApple, signInNaver, updateProfile } from '~/lib/auth/api';
import { NickNameField } from '~/components/forms/nick-name-field';
import {
  APPLE_LOGIN_FAILED_TEXT,
  SIGN_IN_FAILED_TEXT,
  completeSignIn,
  safeReturnUrl,
  startSocialLogin,
  takePendingLogin,
  type PendingLogin,
} from '~/lib/auth/session';
import { reportToOpener } from '~/lib/auth/popup';
import { AGE_GATE_MESSAGE, NAVER_REQUIRED_ITEMS_MESSAGE, isUnderAgeGate, type NickNameValidation, type UserProfile } from '@contract/account';

const page = css({ px: '20px', pt: '24px', pb: '40px' });

/**
 * /login: our own sign-in choice. Its buttons open the provider in a popup (same tab where none can
 * open). `?provider=naver|apple` (the shop login page, or this page inside the popup with
 * `&popup=<id>`) starts the round trip in this window at once.
 */
export function LoginScreen({ provider, returnUrl, popup }: { provider?: 'naver' | 'apple'; returnUrl?: string; popup?: string }) {
  const back = safeReturnUrl(returnUrl);
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (provider && !started.current) {
      started.current = true;
      void startSocialLogin(provider, back, popup ? { popupId: popup } : {});
    }
  }, [provider, back, popup]);
  if (provider) return <PageSkeleton />;
  const signIn = (p: 'naver' | 'apple') =>
    void startSocialLogin(p, back, { popup: true, onSignedIn: (r) => navigate({ to: '/login-action', search: { returnUrl: r }, replace: true }) });
  return (
    <div>
      <Header title="로그인" />
      <div className={page}>
        <h2 className={css({ fontSize: '22px', fontWeight: 800, lineHeight: 1.4, wordBreak: 'keep-all' })}>
          제철 먹거리,
          <br />
          로그인하고 더 알뜰하게 만나요
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: '14px', mt: '8px' })}>소셜 계정으로 3초 만에 시작할 수 있어요.</p>
        <div className={css({ mt: '32px' })}>
          <SignInProviderButtons size="page" onChoose={signIn} />
        </div>
        <Link to="/find-account" className={css({ display: 'block', textAlign: 'center', mt: '24px', color: 'fg.secondary', fontSize: '14px' })}>
          어떤 계정으로 가입했는지 모르겠어요
        </Link>
        <Link to="/" className={css({ display: 'block', textAlign: 'center', mt: '16px', color: 'fg.muted', fontSize: '14px' })}>
          로그인하지 않고 둘러보기
        </Link>
      </div>
    </div>
  );
}

/** The SPEC §8 alert text of a failed sign-in: the server's 83/84 message, else the provider's default. */
function signInErrorText(e: unknown, provider: 'naver' | 'apple') {
  if (e instanceof ApiClientError && (e.code === 83 || e.code === 84)) return e.message;
  return provider === 'apple' ? APPLE_LOGIN_FAILED_TEXT : SIGN_IN_FAILED_TEXT;
}

/** Handle a sign-in error per SPEC §5/§8: in a popup the opener shows the alert and the popup closes. */
async function handleSignInError(e: unknown, pending: PendingLogin, navigate: ReturnType<typeof useNavigate>) {
  const { provider, returnUrl, popupId } = pending;
  if (e instanceof ApiClientError && e.code === 10 && provider === 'naver') {
    // SPEC §5: not every required item was released → confirm, then re-prompt (in the popup, if any).
    await showAlert(NAVER_REQUIRED_ITEMS_MESSAGE);
    void startSocialLogin('naver', returnUrl, { reprompt: true, ...(popupId ? { popupId } : {}) });
    return;
  }
  if (popupId) return reportToOpener(popupId, { kind: 'failed', message: signInErrorText(e, provider) });
  await showAlert(signInErrorText(e, provider));
  navigate({ to: '/', replace: true });
}

/**
 * The provider answered with an error instead of a token. SPEC §8: the user's own cancel
 * (access_denied, user_cancelled_authorize, popup_closed_by_user) is silent; any other error alerts.
 */
async function handleProviderError(error: string | null | undefined, pending: PendingLogin, navigate: ReturnType<typeof useNavigate>) {
  const cancelled = !error || error === 'access_denied' || error === 'user_cancelled_authorize' || error === 'popup_closed_by_user';
  const text = pending.provider === 'apple' ? APPLE_LOGIN_FAILED_TEXT : SIGN_IN_FAILED_TEXT;
  if (pending.popupId) return reportToOpener(pending.popupId, cancelled ? { kind: 'cancelled' } : { kind: 'failed', message: text });
  if (!cancelled) await showAlert(text);
  navigate({ to: '/login', search: { returnUrl: pending.returnUrl }, replace: true });
}

/** Signed in: in a popup tell the opener (it continues) and close; else continue here. */
function afterSignIn(pending: PendingLogin, navigate: ReturnType<typeof useNavigate>) {
  if (pending.popupId) return reportToOpener(pending.popupId, { kind: 'signed-in', returnUrl: pending.returnUrl });
  navigate({ to: '/login-action', search: { returnUrl: pending.returnUrl }, replace: true });
}

function LandingProgress() {
  return (
    <div>
      <Header title="로그인" back={false} />
      <p role="status" className={css({ textAlign: 'center', color: 'fg.muted', pt: '48px' })}>
        로그인하고 있어요…
      </p>
    </div>
  );
}

/** /login-landing?code&state — the Naver-style provider's return address. */
export function NaverLandingScreen({ code, state, error }: { code?: string; state?: string; error?: string }) {
  const navigate = useNavigate();
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    void (async () => {
      const pending = takePendingLogin(state);
      if (!pending) {
        await showAlert(SIGN_IN_FAILED_TEXT);
        navigate({ to: '/login', replace: true });
        return;
      }
      if (error || !code) {
        await handleProviderError(error, pending, navigate);
        return;
      }
      try {
        const r = await signInNaver(code, pending.state, `${window.location.origin}/login-landing`);
        completeSignIn(r, 'naver');
        afterSignIn(pending, navigate);
      } catch (e) {
        await handleSignInError(e, pending, navigate);
      }
    })();
  }, [code, state, error, navigate]);
  return <LandingProgress />;
}

/** /login-landing-apple#id_token&state[&user] — the Apple provider's return address (fragment). */
export function AppleLandingScreen() {
  const navigate = useNavigate();
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const frag = new URLSearchParams(window.location.hash.slice(1));
    // Drop the token from the address bar and history at once.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void (async () => {
      const pending = takePendingLogin(frag.get('state'));
      const error = frag.get('error');
      if (!pending) {
        await showAlert(APPLE_LOGIN_FAILED_TEXT);
        navigate({ to: '/login', replace: true });
        return;
      }
      if (error || !frag.get('id_token')) {
        await handleProviderError(error, pending, navigate);
        return;
      }
      let name: string | undefined;
      try {
        const user = JSON.parse(frag.get('user') ?? 'null') as { name?: { lastName?: string; firstName?: string } } | null;
        name = user?.name ? `${user.name.lastName ?? ''}${user.name.firstName ?? ''}`.trim() || undefined : undefined;
      } catch {
        name = undefined;
      }
      try {
        const r = await signInApple(frag.get('id_token')!, pending.state, `${window.location.origin}/login-landing-apple`, pending.nonce ?? '', name);
        completeSignIn(r, 'apple');
        afterSignIn(pending, navigate);
      } catch (e) {
        await handleSignInError(e, pending, navigate);
      }
    })();
  }, [navigate]);
  return <LandingProgress />;
}

/**
 * /login-action?returnUrl — after sign-in: sign-up when needed, else the return path. Reached with
 * no session (a back step after signing out, a stale link; issue 30's console sweep saw its
 * profile call answer 401 and the "temporary problem" alert): straight on to the return path,
 * whose own guard asks for a sign-in where one is needed.
 */
export function LoginActionScreen({ returnUrl }: { returnUrl?: string }) {
  const navigate = useNavigate();
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const back = safeReturnUrl(returnUrl);
    // The stored session is read after hydration: decide once it is.
    whenAuthReady()
      .then(() => {
        if (!isLoggedIn()) {
          window.location.replace(back);
          return null;
        }
        return fetchProfile();
      })
      .then((p) => {
        if (!p) return;
        if (!p.is_member) navigate({ to: '/sign-up', search: { returnUrl: back }, replace: true });
        else window.location.replace(back);
      })
      .catch(async () => {
        await showAlert(SIGN_IN_FAILED_TEXT);
        navigate({ to: '/', replace: true });
      });
  }, [returnUrl, navigate]);
  return <LandingProgress />;
}

// ---- /sign-up ------------------------------------------------------------------------------

const AGREEMENTS = [
  { key: 'terms', label: '[필수] 서비스 이용약관 동의', required: true, href: '/terms' },
  { key: 'privacy', label: '[필수] 개인정보 수집·이용 동의', required: true, href: '/privacy' },
  { key: 'marketing', label: '[선택] 마케팅 정보 수신 동의', required: false, href: '/marketing-info' },
] as const;
type AgreementKey = (typeof AGREEMENTS)[number]['key'];

export function SignUpScreen({ returnUrl }: { returnUrl?: string }) {
  const back = safeReturnUrl(returnUrl);
  const navigate = useNavigate();
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [agreed, setAgreed] = useState<Record<AgreementKey, boolean>>({ terms: false, privacy: false, marketing: false });
  const [birthYear, setBirthYear] = useState('');
  const [nickName, setNickName] = useState('');
  const [nickResult, setNickResult] = useState<NickNameValidation | null>(null);
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    fetchProfile()
      .then((p) => (p.is_member ? window.location.replace(back) : setProfile(p)))
      .catch(() => setProfile(null));
  }, [back]);
  if (!profile) return <PageSkeleton />;
  const allAgreed = AGREEMENTS.every((a) => agreed[a.key]);
  const requiredAgreed = AGREEMENTS.filter((a) => a.required).every((a) => agreed[a.key]);
  const thisYear = new Date().getFullYear();
  const canSubmit = requiredAgreed && !!nickResult?.isValid && (profile.hasBirthYear || !!birthYear) && !submitting;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit) return;
    // SPEC §5 age gate, in the page as well as on the server.
    if (!profile.hasBirthYear && isUnderAgeGate(Number(birthYear))) {
      await showAlert(AGE_GATE_MESSAGE);
      return;
    }
    setSubmitting(true);
    try {
      await updateProfile({
        nickName: nickName.trim(),
        termsAgreed: true,
        privacyAgreed: true,
        marketingYN: agreed.marketing ? 'Y' : 'N',
        ...(profile.hasBirthYear ? {} : { birthYear: Number(birthYear) }),
      });
      // SPEC §2 welcome screen after a finished sign-up (its button goes home; decision 029).
      navigate({ to: '/welcome', search: back === '/' ? {} : { returnUrl: back }, replace: true });
    } catch (err) {
      await showAlert(err instanceof ApiClientError ? err.message : SIGN_IN_FAILED_TEXT);
      setSubmitting(false);
    }
  };

  return (
    <div>
      <Header title="회원가입" />
      <form className={page} onSubmit={submit} noValidate>
        <h2 className={css({ fontSize: '20px', fontWeight: 800, lineHeight: 1.4 })}>거의 다 됐어요!</h2>
        <p className={css({ color: 'fg.muted', fontSize: '14px', mt: '6px' })}>약관에 동의하고 닉네임을 정하면 가입이 끝나요.</p>
        <fieldset className={css({ mt: '24px', border: '1px solid token(colors.border.subtle)', borderRadius: '12px', p: '8px 14px' })}>
          <legend className={css({ srOnly: true })}>약관 동의</legend>
          <label
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '10px',
              py: '10px',
              fontWeight: 800,
              borderBottom: '1px solid token(colors.border.muted)',
            })}
          >
            <input
              type="checkbox"
              checked={allAgreed}
              onChange={(e) => setAgreed({ terms: e.target.checked, privacy: e.target.checked, marketing: e.target.checked })}
              className={css({ w: '20px', h: '20px', accentColor: 'accent.default' })}
            />
            전체 동의하기
          </label>
          {AGREEMENTS.map((a) => (
            <div key={a.key} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}>
              <label className={css({ display: 'flex', alignItems: 'center', gap: '10px', py: '10px', fontSize: '14px' })}>
                <input
                  type="checkbox"
                  checked={agreed[a.key]}
                  onChange={(e) => setAgreed((s) => ({ ...s, [a.key]: e.target.checked }))}
                  className={css({ w: '20px', h: '20px', accentColor: 'accent.default' })}
                />
                {a.label}
              </label>
              <a href={a.href} target="_blank" rel="noreferrer" className={css({ fontSize: '13px', color: 'fg.muted' })} aria-label={`${a.label} 보기`}>
                보기
              </a>
            </div>
          ))}
        </fieldset>
        {!profile.hasBirthYear && (
          <label className={css({ display: 'block', mt: '24px' })}>
            <span className={css({ fontSize: '14px', fontWeight: 700 })}>출생연도</span>
            <select name="birthYear" value={birthYear} onChange={(e) => setBirthYear(e.target.value)} className={field()}>
              <option value="">선택해 주세요</option>
              {Array.from({ length: 100 }, (_, i) => thisYear - i).map((y) => (
                <option key={y} value={y}>
                  {y}년
                </option>
              ))}
            </select>
          </label>
        )}
        <NickNameField value={nickName} onChange={setNickName} result={nickResult} onResult={setNickResult} />
        <Button type="submit" size="lg" fullWidth disabled={!canSubmit} className={css({ mt: '32px' })}>
          {submitting ? '가입하고 있어요…' : '가입 완료'}
        </Button>
      </form>
    </div>
  );
}
