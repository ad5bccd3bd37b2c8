/**
 * Member screens (SPEC §2 /my-page, /my-page/my-info/*, /my-page/settings, /withdrawInfo,
 * /withdraw; §3 User profile and settings; §4 Logout and Ban; §8 87). Every write first checks
 * the ban (ensureCanAct) and shows the server's Korean message on failure.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { field } from 'styled-system/recipes';
import { Header } from '~/components/layout/header';
import { Button, buttonStyle } from '~/components/ui/button';
import { ErrorState } from '~/components/ui/error-state';
import { PageSkeleton, Skeleton } from '~/components/ui/skeleton';
import { tile, tileRow } from '~/components/ui/tile';
import { ApiClientError } from '~/lib/api-client';
import { formatDate } from '~/lib/format';
import { isNativeApp } from '~/lib/native/detect';
import { useHydrated } from '~/lib/use-hydrated';
import { useSession } from '~/stores/session';
import { showAlert, showToast } from '~/stores/ui';

// The session and the sign-up form are the auth feature's; member screens are built on them.
import { updateAppPush } from '~/lib/auth/api';
import { clearLocalSession, ensureCanAct, logout } from '~/lib/auth/session';

import { NickNameField } from '~/components/forms/nick-name-field';

import { updateAdConsent, updateAppAd, withdraw } from '../api';
import { askPushPermission, pushPermissionGuide, readDevicePush } from '../device-push';
import { useChangeCellphone, useChangeNickName, useUpdateProfile, userQueries } from '../queries';

import type { NickNameValidation } from '@contract/account';

const errorText = (e: unknown) => (e instanceof ApiClientError ? e.message : '문제가 발생하여 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.');
/** A menu or information row: label left, value or control right, hairline below. */
const rowBase = flex({ align: 'center', justify: 'space-between', px: '20px', py: '16px', borderBottom: '1px solid token(colors.border.muted)' });
const row = cx(
  rowBase,
  css({
    textDecoration: 'none',
    color: 'fg.default',
    fontSize: '15px',
    bg: 'bg.canvas',
    w: '100%',
    border: 'none',
    cursor: 'pointer',
    textAlign: 'left',
  }),
);
const chevron = (
  <span aria-hidden className={css({ color: 'fg.disabled' })}>
    ›
  </span>
);

function useProfile() {
  const { generation } = useSession();
  return useQuery(userQueries.profile(generation));
}

const platformLabel = (p: string) => (p === 'apple' ? 'Apple' : '네이버');

const profileSection = css({ px: '20px', py: '24px', display: 'flex', alignItems: 'center', gap: '14px' });
const avatar = css({
  w: '56px',
  h: '56px',
  borderRadius: '50%',
  bg: 'accent.muted',
  color: 'accent.emphasized',
  display: 'grid',
  placeItems: 'center',
  fontSize: '22px',
  fontWeight: 800,
});

/** The profile could not be loaded because the network is gone (not a refusal of the server). */
const isOffline = (error: unknown) =>
  (error instanceof ApiClientError && error.isNetworkError) || (typeof navigator !== 'undefined' && navigator.onLine === false);

/** The top of 마이페이지: the member's profile, or what stands in for it while it cannot be shown. */
function ProfileSummary({ q }: { q: ReturnType<typeof useProfile> }) {
  const { platform } = useSession();
  if (q.data)
    return (
      <section aria-label="내 프로필" className={profileSection}>
        <div aria-hidden className={avatar}>
          {(q.data.user_nickname ?? '손')[0]}
        </div>
        <div>
          <p className={css({ fontSize: '19px', fontWeight: 800 })} data-testid="member-nickname">
            {q.data.user_nickname ? `${q.data.user_nickname}님` : '가입을 마무리해 주세요'}
          </p>
          <p className={css({ fontSize: '13px', color: 'fg.muted', mt: '2px' })}>
            {platformLabel(q.data.socialLoginPlatform)} 계정{q.data.created_at ? ` · ${formatDate(q.data.created_at)} 가입` : ''}
          </p>
        </div>
      </section>
    );
  if (q.isPending)
    return (
      <section aria-label="내 프로필" aria-busy="true" className={profileSection}>
        <Skeleton width={56} height={56} radius="50%" />
        <Skeleton width="50%" height={20} />
      </section>
    );
  if (!isOffline(q.error)) return <ErrorState error={q.error} onRetry={() => q.refetch()} />;
  // Offline with no profile in the cache (issue 14): say so here, and leave the menu (로그아웃) usable.
  return (
    <section aria-label="내 프로필" className={profileSection} data-testid="profile-offline">
      <div aria-hidden className={avatar}>
        ·
      </div>
      <div className={css({ flex: 1 })}>
        <p className={css({ fontSize: '16px', fontWeight: 700 })}>{platform ? `${platformLabel(platform)} 계정으로 로그인되어 있어요` : '로그인되어 있어요'}</p>
        <p className={css({ fontSize: '13px', color: 'fg.muted', mt: '2px' })}>
          오프라인이라 프로필을 불러오지 못했어요. 인터넷에 연결되면 다시 보여 드릴게요.
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => q.refetch()}>
        다시 시도
      </Button>
    </section>
  );
}

const likeTiles = cx(tileRow, css({ pb: '20px' }));
const likeTile = cx(tile, css({ bg: 'bg.subtle' }));

/**
 * 마이페이지 (SPEC §2 /my-page); `children` are sections composed in by the route (e.g. recently
 * viewed products). The menu — 로그아웃 with it (SPEC §4 Logout) — is drawn from what is known
 * whatever the profile call does: offline it says so in the profile part only (issue 14).
 * 찜한 상품 / 찜한 가게 (issue 13) link to /my-page/like; `likeCount(tab)` draws each count (the
 * route passes the like feature's, "12개" / "3곳"), left blank while unknown. `economy` (issue 16)
 * is drawn between the profile and the 찜 tiles: the route passes the stars and level card.
 */
export function MyPageScreen({
  children,
  likeCount,
  economy,
}: { children?: ReactNode; likeCount?: (tab: 'product' | 'shop') => ReactNode; economy?: ReactNode } = {}) {
  const q = useProfile();
  const session = useSession();
  const navigate = useNavigate();
  const banStatus = q.data?.banStatus ?? session.banStatus;
  const onLogout = async () => {
    await logout();
    showToast('로그아웃되었어요');
    navigate({ to: '/', replace: true });
  };
  return (
    <div>
      <Header title="마이페이지" back={false} showSettings />
      <ProfileSummary q={q} />
      {banStatus.isBanned && (
        <p
          role="alert"
          className={css({ mx: '20px', mb: '12px', p: '12px', borderRadius: '10px', bg: 'danger.subtle', color: 'danger.emphasized', fontSize: '14px' })}
        >
          {banStatus.message || '이용이 제한된 계정이에요.'}
        </p>
      )}
      {q.data && !q.data.is_member && (
        <div className={css({ px: '20px', pb: '16px' })}>
          <Link
            to="/sign-up"
            search={{ returnUrl: '/my-page' }}
            className={css({
              display: 'block',
              textAlign: 'center',
              py: '14px',
              borderRadius: '10px',
              bg: 'accent.default',
              color: 'fg.inverse',
              fontWeight: 700,
              textDecoration: 'none',
            })}
          >
            회원가입 마치기
          </Link>
        </div>
      )}
      {economy}
      <nav aria-label="찜 목록" className={likeTiles}>
        <Link to="/my-page/like" className={likeTile} data-testid="my-page-liked-products">
          <span className={css({ fontSize: '13px', color: 'fg.muted' })}>찜한 상품</span>
          <strong className={css({ fontSize: '18px', fontWeight: 800 })}>{likeCount?.('product')}</strong>
        </Link>
        <Link to="/my-page/like" search={{ tab: 'shop' }} className={likeTile} data-testid="my-page-liked-shops">
          <span className={css({ fontSize: '13px', color: 'fg.muted' })}>찜한 가게</span>
          <strong className={css({ fontSize: '18px', fontWeight: 800 })}>{likeCount?.('shop')}</strong>
        </Link>
      </nav>
      <nav aria-label="마이페이지 메뉴" className={css({ borderTop: '8px solid token(colors.bg.subtle)' })}>
        <Link to="/my-page/my-info/main" className={row}>
          내 정보 관리 {chevron}
        </Link>
        <Link to="/my-page/settings" className={row}>
          알림 설정 {chevron}
        </Link>
        <Link to="/notice" className={row}>
          공지사항 {chevron}
        </Link>
        <button type="button" className={row} onClick={onLogout}>
          로그아웃 {chevron}
        </button>
        <Link to="/withdrawInfo" className={`${row} ${css({ color: 'fg.muted', fontSize: '14px' })}`}>
          회원 탈퇴 {chevron}
        </Link>
      </nav>
      {children}
    </div>
  );
}

function InfoRow({
  label,
  value,
  to,
}: {
  label: string;
  value: ReactNode;
  to?: '/my-page/my-info/update/nickname' | '/my-page/my-info/update/phone' | '/my-page/my-info/update/etc';
}) {
  return (
    <div className={rowBase}>
      <div>
        <p className={css({ fontSize: '13px', color: 'fg.muted' })}>{label}</p>
        <p className={css({ fontSize: '15px', mt: '2px' })}>{value}</p>
      </div>
      {to && (
        <Link
          to={to}
          className={css({
            fontSize: '13px',
            color: 'fg.secondary',
            border: '1px solid token(colors.border.default)',
            borderRadius: '6px',
            px: '10px',
            py: '6px',
            textDecoration: 'none',
          })}
          aria-label={`${label} 변경`}
        >
          변경
        </Link>
      )}
    </div>
  );
}

const genderLabel = (g: string | null) => (g === 'M' ? '남성' : g === 'F' ? '여성' : '선택 안 함');
const phoneLabel = (p: string | null) => (p ? p.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3') : '등록되지 않았어요');

/** /my-page/my-info/main */
export function MyInfoScreen() {
  const q = useProfile();
  return (
    <div>
      <Header title="내 정보 관리" />
      {q.isPending ? (
        <PageSkeleton />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <>
          <InfoRow label="로그인 계정" value={`${platformLabel(q.data.socialLoginPlatform)} · ${q.data.email ?? '이메일 없음'}`} />
          <InfoRow label="닉네임" value={q.data.user_nickname ?? '-'} to="/my-page/my-info/update/nickname" />
          <InfoRow label="휴대전화번호" value={phoneLabel(q.data.cellphone)} to="/my-page/my-info/update/phone" />
          <InfoRow
            label="성별 · 출생연도"
            value={`${genderLabel(q.data.gender)} · ${q.data.birthYear ? `${q.data.birthYear}년` : '-'}`}
            to="/my-page/my-info/update/etc"
          />
        </>
      )}
    </div>
  );
}

/** After a member write (its mutation already refreshed the 'user' queries): toast, back to 내 정보. */
function useSaveAndBack() {
  const navigate = useNavigate();
  return (message: string) => {
    showToast(message);
    navigate({ to: '/my-page/my-info/main', replace: true });
  };
}

/** /my-page/my-info/update/nickname */
export function NickNameUpdateScreen() {
  const [nickName, setNickName] = useState('');
  const [result, setResult] = useState<NickNameValidation | null>(null);
  const done = useSaveAndBack();
  const m = useChangeNickName({ onSuccess: () => done('닉네임을 바꿨어요'), onError: (e) => showAlert(errorText(e)) });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!result?.isValid || !(await ensureCanAct())) return;
    m.mutate(nickName.trim());
  };
  return (
    <div>
      <Header title="닉네임 변경" />
      <form onSubmit={submit} className={css({ px: '20px', pb: '32px' })} noValidate>
        <NickNameField value={nickName} onChange={setNickName} result={result} onResult={setResult} />
        <p className={css({ fontSize: '13px', color: 'fg.muted', mt: '12px' })}>닉네임은 30일에 3번까지 바꿀 수 있어요.</p>
        <Button type="submit" size="lg" fullWidth disabled={!result?.isValid || m.isPending} className={css({ mt: '24px' })}>
          저장
        </Button>
      </form>
    </div>
  );
}

const inputClass = field();

/** /my-page/my-info/update/phone */
export function PhoneUpdateScreen() {
  const [phone, setPhone] = useState('');
  const done = useSaveAndBack();
  const valid = /^01[016789]-?\d{3,4}-?\d{4}$/.test(phone.trim());
  const m = useChangeCellphone({ onSuccess: () => done('휴대전화번호를 바꿨어요'), onError: (e) => showAlert(errorText(e)) });
  return (
    <div>
      <Header title="휴대전화번호 변경" />
      <form
        className={css({ px: '20px', pt: '24px' })}
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (valid && (await ensureCanAct())) m.mutate(phone.trim());
        }}
      >
        <label>
          <span className={css({ fontSize: '14px', fontWeight: 700 })}>새 휴대전화번호</span>
          <input
            name="cellphone"
            inputMode="tel"
            autoComplete="tel"
            placeholder="010-0000-0000"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            className={inputClass}
            aria-invalid={phone ? !valid : undefined}
          />
        </label>
        {phone && !valid && <p className={css({ color: 'danger.default', fontSize: '13px', mt: '6px' })}>휴대전화번호 형식을 확인해 주세요.</p>}
        <Button type="submit" size="lg" fullWidth disabled={!valid || m.isPending} className={css({ mt: '24px' })}>
          저장
        </Button>
      </form>
    </div>
  );
}

/** /my-page/my-info/update/etc — gender and birth year. */
export function EtcUpdateScreen() {
  const q = useProfile();
  const [gender, setGender] = useState<'M' | 'F' | 'U' | ''>('');
  const [birthYear, setBirthYear] = useState('');
  const done = useSaveAndBack();
  const m = useUpdateProfile({ onSuccess: () => done('정보를 저장했어요'), onError: (e) => showAlert(errorText(e)) });
  if (q.isPending) return <PageSkeleton />;
  const thisYear = new Date().getFullYear();
  const g = gender || ((q.data?.gender as 'M' | 'F' | 'U' | null) ?? 'U');
  const y = birthYear || String(q.data?.birthYear ?? '');
  return (
    <div>
      <Header title="성별 · 출생연도" />
      <form
        className={css({ px: '20px', pt: '24px' })}
        onSubmit={async (e) => {
          e.preventDefault();
          if (await ensureCanAct()) m.mutate({ gender: g, ...(y ? { birthYear: Number(y) } : {}) });
        }}
      >
        <label>
          <span className={css({ fontSize: '14px', fontWeight: 700 })}>성별</span>
          <select name="gender" value={g} onChange={(e) => setGender(e.target.value as 'M' | 'F' | 'U')} className={inputClass}>
            <option value="F">여성</option>
            <option value="M">남성</option>
            <option value="U">선택 안 함</option>
          </select>
        </label>
        <label className={css({ display: 'block', mt: '20px' })}>
          <span className={css({ fontSize: '14px', fontWeight: 700 })}>출생연도</span>
          <select name="birthYear" value={y} onChange={(e) => setBirthYear(e.target.value)} className={inputClass}>
            {Array.from({ length: 100 }, (_, i) => thisYear - 16 - i).map((yy) => (
              <option key={yy} value={yy}>
                {yy}년
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="lg" fullWidth disabled={m.isPending} className={css({ mt: '24px' })}>
          저장
        </Button>
      </form>
    </div>
  );
}

/** A setting switch that flips at once (optimistic) and falls back if saving fails. */
function Toggle({
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (v: boolean) => Promise<unknown>;
  disabled?: boolean;
}) {
  const [pending, setPending] = useState<boolean | null>(null);
  const shown = pending ?? checked;
  return (
    <label
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '12px',
        px: '20px',
        py: '16px',
        borderBottom: '1px solid token(colors.border.muted)',
      })}
    >
      <span>
        <span className={css({ display: 'block', fontSize: '15px' })}>{label}</span>
        <span className={css({ display: 'block', fontSize: '13px', color: 'fg.muted', mt: '2px' })}>{description}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={shown}
        disabled={disabled || pending !== null}
        onChange={(e) => {
          const next = e.target.checked;
          setPending(next);
          void onChange(next).finally(() => setPending(null));
        }}
        className={css({ w: '22px', h: '22px', accentColor: 'accent.default', flexShrink: 0 })}
      />
    </label>
  );
}

/**
 * The device's push state in the app (docs/decisions/028-native-calls.md): asked once on open
 * (getDevicePush); null outside the app, before the answer or without one.
 */
function useDevicePush() {
  const hydrated = useHydrated();
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    if (!hydrated || !isNativeApp()) return;
    let active = true;
    void readDevicePush().then((v) => active && setOn(v));
    return () => {
      active = false;
    };
  }, [hydrated]);
  return [on, setOn] as const;
}

/**
 * /my-page/settings — sms/email (ad-consent), ad and push (app calls). In the app the push switch
 * also follows the device: off while the phone's notifications for the app are off; turning it on
 * asks the app for the notification permission first (refused: where to allow it in the phone's
 * settings, nothing saved; granted or unanswered: PUT pushYN 'Y').
 */
export function SettingsScreen() {
  const { generation } = useSession();
  const qc = useQueryClient();
  const settings = useQuery(userQueries.settings(generation));
  const app = useQuery(userQueries.appSettings());
  const [devicePush, setDevicePush] = useDevicePush();
  const refresh = () => qc.invalidateQueries({ queryKey: userQueries.all() });
  const save = async (fn: () => Promise<unknown>, message: string) => {
    if (!(await ensureCanAct())) return;
    try {
      await fn();
      await refresh();
      showToast(message);
    } catch (e) {
      await showAlert(errorText(e));
    }
  };
  if (settings.isPending || app.isPending) return <PageSkeleton />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => settings.refetch()} />;
  const s = settings.data;
  const a = app.data ?? { pushYN: 'N' as const, adYN: s.adYN };
  const yn = (v: boolean) => (v ? 'Y' : 'N') as 'Y' | 'N';
  return (
    <div>
      <Header title="알림 설정" />
      <Toggle
        label="앱 푸시 알림"
        description={devicePush === false ? '휴대폰 설정에서 알림이 꺼져 있어요' : '특가 시작과 주문 소식을 알려 드려요'}
        checked={a.pushYN === 'Y' && devicePush !== false}
        onChange={async (v) => {
          if (!v) return save(() => updateAppPush('N'), '푸시 알림을 껐어요');
          if (!(await ensureCanAct())) return;
          if ((await askPushPermission()) === 'refused') return showAlert(pushPermissionGuide());
          if (devicePush === false) setDevicePush(true);
          return save(() => updateAppPush('Y'), '푸시 알림을 켰어요');
        }}
      />
      <Toggle
        label="광고성 알림"
        description="혜택과 이벤트 소식을 받아요"
        checked={a.adYN === 'Y'}
        onChange={(v) => save(() => updateAppAd(yn(v)), v ? '광고성 알림을 켰어요' : '광고성 알림을 껐어요')}
      />
      <Toggle
        label="문자(SMS) 수신"
        description="광고성 정보를 문자로 받아요"
        checked={s.smsYN === 'Y'}
        onChange={(v) => save(() => updateAdConsent({ emailYN: s.emailYN, smsYN: yn(v) }), '문자 수신 설정을 저장했어요')}
      />
      <Toggle
        label="이메일 수신"
        description="광고성 정보를 이메일로 받아요"
        checked={s.emailYN === 'Y'}
        onChange={(v) => save(() => updateAdConsent({ emailYN: yn(v), smsYN: s.smsYN }), '이메일 수신 설정을 저장했어요')}
      />
    </div>
  );
}

const WITHDRAW_NOTES = [
  '탈퇴하면 닉네임, 이메일, 휴대전화번호 같은 개인정보가 바로 지워져요.',
  '모아 둔 별(포인트)과 쿠폰은 모두 사라지고 되돌릴 수 없어요.',
  '작성한 게시글과 댓글은 지워지지 않고 작성자 정보만 사라져요.',
  '쇼핑몰 주문 내역은 관련 법령에 따라 쇼핑몰에 일정 기간 보관돼요.',
];

/** /withdrawInfo */
export function WithdrawInfoScreen() {
  return (
    <div>
      <Header title="회원 탈퇴 안내" />
      <div className={css({ px: '20px', pt: '24px' })}>
        <h2 className={css({ fontSize: '20px', fontWeight: 800 })}>탈퇴하기 전에 꼭 확인해 주세요</h2>
        <ul className={css({ mt: '16px', display: 'grid', gap: '10px', listStyle: 'disc', pl: '20px', fontSize: '14px', color: 'fg.body', lineHeight: 1.6 })}>
          {WITHDRAW_NOTES.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
        <Link to="/withdraw" className={cx(buttonStyle({ variant: 'secondary', size: 'lg', fullWidth: true }), css({ mt: '32px' }))}>
          다음
        </Link>
      </div>
    </div>
  );
}

const REASONS = ['자주 이용하지 않아요', '원하는 상품이 없어요', '가격이 비싸요', '개인정보가 걱정돼요', '기타'];

/** /withdraw */
export function WithdrawScreen() {
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const navigate = useNavigate();
  const m = useMutation({
    mutationFn: () => withdraw(reason || undefined),
    onSuccess: () => {
      clearLocalSession();
      showToast('탈퇴가 완료되었어요. 그동안 고마웠어요.');
      navigate({ to: '/', replace: true });
    },
    onError: (e) => showAlert(errorText(e)),
  });
  return (
    <div>
      <Header title="회원 탈퇴" />
      <form
        className={css({ px: '20px', pt: '24px' })}
        onSubmit={(e) => {
          e.preventDefault();
          if (confirmed) m.mutate();
        }}
      >
        <fieldset>
          <legend className={css({ fontSize: '16px', fontWeight: 800 })}>떠나시는 이유를 알려 주세요 (선택)</legend>
          {REASONS.map((r) => (
            <label key={r} className={css({ display: 'flex', gap: '10px', alignItems: 'center', py: '10px', fontSize: '15px' })}>
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
                className={css({ w: '18px', h: '18px', accentColor: 'accent.default' })}
              />
              {r}
            </label>
          ))}
        </fieldset>
        <label
          className={css({
            display: 'flex',
            gap: '10px',
            alignItems: 'center',
            mt: '20px',
            p: '12px',
            bg: 'bg.subtle',
            borderRadius: '10px',
            fontSize: '14px',
          })}
        >
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(e) => setConfirmed(e.target.checked)}
            className={css({ w: '20px', h: '20px', accentColor: 'accent.default' })}
          />
          안내 사항을 모두 확인했고 탈퇴에 동의해요
        </label>
        <Button type="submit" size="lg" fullWidth disabled={!confirmed || m.isPending} className={css({ mt: '24px' })}>
          탈퇴하기
        </Button>
      </form>
    </div>
  );
}
