/**
 * The ops console at /ops (issue 32; docs/decisions/049-ops-console.md): sign-in, then five
 * screens — 배포 (adoption chart, active clients per version and platform, the staged rollout and
 * its controls, error rates and the halt rule), 신고 (the reported-content queue: restore / keep
 * hidden), 금칙어 (the list, add/remove, a live "try a sentence" box), 검색어 (popular-search pins
 * and blocks) and 기록 (the audit log). Korean, the theme's tokens, plain buttons and forms
 * (keyboard usable: every control is a native button, input or select with a label).
 * What a role may not do is not offered (the server refuses it anyway: 132).
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { Button } from '~/components/ui/button';
import {
  CLIENT_PLATFORM_LABELS,
  OPERATOR_PASSWORD_MAX,
  OPERATOR_PASSWORD_MIN,
  OPERATOR_ROLE_LABELS,
  ROLLOUT_STATE_LABELS,
  type OperatorRole,
  type OpsSession,
} from '@contract/ops';
import { opsCall, setCsrfToken } from '../api';
import { opsQueries } from '../queries';
import { AdoptionChart } from './adoption-chart';

const TABS = [
  { id: 'release', label: '배포' },
  { id: 'reports', label: '신고' },
  { id: 'words', label: '금칙어' },
  { id: 'search', label: '검색어' },
  { id: 'audit', label: '기록' },
  { id: 'account', label: '내 계정' },
] as const;
type Tab = (typeof TABS)[number]['id'];

const page = css({ maxW: '720px', mx: 'auto', px: '16px', pb: '48px', color: 'fg.default' });
const card = css({ border: '1px solid token(colors.border.subtle)', borderRadius: '12px', p: '14px', mt: '12px', bg: 'bg.canvas' });
const h2 = css({ fontSize: '16px', fontWeight: 800, mb: '8px' });
const input = css({
  h: '44px',
  px: '12px',
  border: '1px solid token(colors.border.default)',
  borderRadius: '8px',
  fontSize: '15px',
  bg: 'bg.canvas',
  minW: 0,
  flex: 1,
  _focusVisible: { outline: '2px solid token(colors.accent.default)', outlineOffset: '1px' },
});
const row = css({ display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' });
const muted = css({ fontSize: '13px', color: 'fg.muted' });
const table = css({
  w: '100%',
  fontSize: '13px',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', py: '6px', borderBottom: '1px solid token(colors.border.muted)' },
});
const errorText = css({ fontSize: '14px', color: 'danger.default', mt: '6px' });

const messageOf = (e: unknown) => (e as { message?: string } | null)?.message ?? '요청을 처리하지 못했어요.';
const kst = (iso: string) => new Date(iso).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', hour12: false });

export function OpsConsole() {
  const session = useQuery(opsQueries.session());
  useEffect(() => {
    document.title = '운영 콘솔 | 제철장터';
  }, []);
  if (session.isPending) return <p className={page}>불러오는 중…</p>;
  if (session.isError) return <p className={page}>{messageOf(session.error)}</p>;
  return session.data ? <SignedIn session={session.data} /> : <SignInForm />;
}

function SignInForm() {
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => opsCall('opsSignIn', { body: { name, password } }),
    onSuccess: (s) => {
      setCsrfToken(s.csrfToken);
      setPassword('');
      qc.setQueryData(opsQueries.session().queryKey, s);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate();
  };
  return (
    <main className={page}>
      <h1 className={css({ fontSize: '22px', fontWeight: 800, pt: '32px' })}>운영 콘솔</h1>
      <p className={muted}>운영자 계정으로 로그인해 주세요. 회원 로그인으로는 열리지 않아요.</p>
      <form onSubmit={submit} className={css({ display: 'grid', gap: '10px', mt: '20px' })}>
        <label className={css({ display: 'grid', gap: '4px', fontSize: '14px' })}>
          이름
          <input className={input} name="name" autoComplete="username" value={name} onChange={(e) => setName(e.target.value)} required />
        </label>
        <label className={css({ display: 'grid', gap: '4px', fontSize: '14px' })}>
          비밀번호
          <input
            className={input}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        <Button type="submit" fullWidth disabled={signIn.isPending}>
          로그인
        </Button>
        {signIn.isError && (
          <p role="alert" className={errorText}>
            {messageOf(signIn.error)}
          </p>
        )}
      </form>
    </main>
  );
}

function SignedIn({ session }: { session: OpsSession }) {
  const qc = useQueryClient();
  const [tab, setTab] = useState<Tab>('release');
  const role = session.operator.role;
  const signOut = useMutation({
    mutationFn: () => opsCall('opsSignOut'),
    onSettled: () => {
      setCsrfToken('');
      qc.removeQueries({ queryKey: opsQueries.all() });
      qc.setQueryData(opsQueries.session().queryKey, null);
    },
  });
  return (
    <main className={page}>
      <header className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', pt: '16px' })}>
        <div>
          <h1 className={css({ fontSize: '20px', fontWeight: 800 })}>운영 콘솔</h1>
          <p className={muted}>
            {session.operator.name} · {OPERATOR_ROLE_LABELS[role]}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => signOut.mutate()}>
          로그아웃
        </Button>
      </header>
      <nav aria-label="운영 화면" className={css({ display: 'flex', gap: '6px', mt: '12px', overflowX: 'auto' })}>
        {TABS.map((t) => (
          <Button
            key={t.id}
            size="sm"
            variant={tab === t.id ? 'primary' : 'ghost'}
            aria-current={tab === t.id ? 'page' : undefined}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </Button>
        ))}
      </nav>
      {tab === 'release' && <ReleaseScreen role={role} />}
      {tab === 'reports' && <ReportsScreen role={role} />}
      {tab === 'words' && <WordsScreen role={role} />}
      {tab === 'search' && <SearchRulesScreen role={role} />}
      {tab === 'audit' && <AuditScreen />}
      {tab === 'account' && <AccountScreen />}
    </main>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={card} aria-label={title}>
      <h2 className={h2}>{title}</h2>
      {children}
    </section>
  );
}

/** A write of the console: refreshes what it changed (and the audit log), shows its error in place. */
function useOpsWrite<T>(fn: (arg: T) => Promise<unknown>, invalidate: ReadonlyArray<readonly unknown[]>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      for (const key of [...invalidate, opsQueries.audit().queryKey]) void qc.invalidateQueries({ queryKey: key });
    },
  });
}

function ReleaseScreen({ role }: { role: OperatorRole }) {
  const adoption = useQuery(opsQueries.adoption(3));
  const status = useQuery(opsQueries.rollout());
  const [version, setVersion] = useState('');
  const [percent, setPercent] = useState(10);
  const mayRelease = role === 'release';
  const start = useOpsWrite(() => opsCall('opsRolloutStart', { body: { webVersion: version.trim(), percent } }), [opsQueries.rollout().queryKey]);
  const update = useOpsWrite(
    (body: { action: 'raise'; percent: number } | { action: 'pause' } | { action: 'resume' } | { action: 'rollback' }) => opsCall('opsRolloutUpdate', { body }),
    [opsQueries.rollout().queryKey],
  );
  const r = status.data?.rollout;
  const serving = r && ['active', 'paused', 'halted'].includes(r.state);
  const nextSteps = [1, 5, 10, 25, 50, 100].filter((p) => !r || p > r.percent);
  return (
    <>
      <Section title="버전별 활성 클라이언트">
        {adoption.data ? (
          <>
            <AdoptionChart series={adoption.data.series} />
            <table className={table}>
              <caption className={css({ textAlign: 'left', fontSize: '13px', color: 'fg.muted', py: '6px' })}>
                최근 5분 / 60분 (기기는 매일 바뀌는 값으로 가려서 셉니다)
              </caption>
              <thead>
                <tr>
                  <th scope="col">버전</th>
                  <th scope="col">환경</th>
                  <th scope="col">5분</th>
                  <th scope="col">60분</th>
                </tr>
              </thead>
              <tbody>
                {adoption.data.active60.map((a) => (
                  <tr key={`${a.webVersion}-${a.platform}`}>
                    <td>{a.webVersion}</td>
                    <td>{CLIENT_PLATFORM_LABELS[a.platform]}</td>
                    <td>{adoption.data.active5.find((b) => b.webVersion === a.webVersion && b.platform === a.platform)?.clients ?? 0}</td>
                    <td>{a.clients}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p className={muted}>{adoption.isError ? messageOf(adoption.error) : '불러오는 중…'}</p>
        )}
      </Section>
      <Section title="단계적 배포">
        {status.data && (
          <>
            <p className={css({ fontSize: '14px' })}>
              모두에게 배포된 버전: <strong>{status.data.stableVersion}</strong>
            </p>
            {r ? (
              <div className={css({ mt: '8px', fontSize: '14px' })} aria-live="polite">
                <p>
                  <strong>{r.webVersion}</strong> → {r.percent}% · <span data-testid="rollout-state">{ROLLOUT_STATE_LABELS[r.state]}</span>
                  <span className={muted}> (이전 {r.previousVersion})</span>
                </p>
                {r.haltReason && (
                  <p role="alert" className={errorText}>
                    자동 중단: {r.haltReason}
                  </p>
                )}
              </div>
            ) : (
              <p className={muted}>진행 중인 배포가 없어요.</p>
            )}
            {mayRelease && serving && (
              <div className={css({ display: 'flex', gap: '6px', flexWrap: 'wrap', mt: '10px' })}>
                {nextSteps.map((p) => (
                  <Button key={p} size="sm" variant="secondary" onClick={() => update.mutate({ action: 'raise', percent: p })}>
                    {p}%로 늘리기
                  </Button>
                ))}
                {r.state === 'active' && (
                  <Button size="sm" variant="secondary" onClick={() => update.mutate({ action: 'pause' })}>
                    멈추기
                  </Button>
                )}
                {r.state !== 'active' && (
                  <Button size="sm" variant="secondary" onClick={() => update.mutate({ action: 'resume' })}>
                    다시 시작
                  </Button>
                )}
                <Button size="sm" variant="ghost" onClick={() => update.mutate({ action: 'rollback' })}>
                  되돌리기
                </Button>
              </div>
            )}
            {mayRelease && r?.state === 'complete' && (
              <div className={css({ mt: '10px' })}>
                <Button size="sm" variant="ghost" onClick={() => update.mutate({ action: 'rollback' })}>
                  {r.previousVersion}(으)로 되돌리기
                </Button>
              </div>
            )}
            {mayRelease && !serving && (
              <form
                className={css({ display: 'grid', gap: '8px', mt: '12px' })}
                onSubmit={(e) => {
                  e.preventDefault();
                  start.mutate(undefined);
                }}
              >
                <div className={row}>
                  <label className={css({ display: 'flex', alignItems: 'center', gap: '6px', flex: 1, fontSize: '14px' })}>
                    새 버전
                    <input className={input} value={version} onChange={(e) => setVersion(e.target.value)} placeholder="2.22.0" inputMode="decimal" required />
                  </label>
                  <label className={css({ display: 'flex', alignItems: 'center', gap: '6px', fontSize: '14px' })}>
                    비율
                    <select className={input} value={percent} onChange={(e) => setPercent(Number(e.target.value))}>
                      {[1, 5, 10, 25, 50, 100].map((p) => (
                        <option key={p} value={p}>
                          {p}%
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
                <Button type="submit" disabled={start.isPending}>
                  배포 시작
                </Button>
              </form>
            )}
            {(start.isError || update.isError) && (
              <p role="alert" className={errorText}>
                {messageOf(start.error ?? update.error)}
              </p>
            )}
            <table className={cx(css({ mt: '12px' }), table)}>
              <caption className={css({ textAlign: 'left', fontSize: '13px', color: 'fg.muted', py: '6px' })}>
                최근 {status.data.haltRule.windowMinutes}분 오류 (새 버전 오류율이 이전 버전의 {status.data.haltRule.factor}배를 넘고{' '}
                {status.data.haltRule.minErrors}건 이상이면 자동 중단)
              </caption>
              <thead>
                <tr>
                  <th scope="col">버전</th>
                  <th scope="col">클라이언트</th>
                  <th scope="col">오류</th>
                  <th scope="col">클라이언트당</th>
                </tr>
              </thead>
              <tbody>
                {status.data.health.map((h) => (
                  <tr key={h.webVersion}>
                    <td>{h.webVersion}</td>
                    <td>{h.clients}</td>
                    <td>{h.errors}</td>
                    <td>{h.rate.toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Section>
    </>
  );
}

function ReportsScreen({ role }: { role: OperatorRole }) {
  const reports = useQuery(opsQueries.reports());
  const resolve = useOpsWrite(
    (a: { targetType: 'post' | 'reply'; targetId: number; resolution: 'restored' | 'removed' }) =>
      opsCall('opsResolveReport', { params: { targetType: a.targetType, targetId: a.targetId }, body: { resolution: a.resolution } }),
    [opsQueries.reports().queryKey],
  );
  const items = reports.data?.items ?? [];
  return (
    <Section title="신고된 글·댓글">
      {reports.isPending && <p className={muted}>불러오는 중…</p>}
      {reports.data && items.length === 0 && <p className={muted}>검토할 신고가 없어요.</p>}
      {resolve.isError && (
        <p role="alert" className={errorText}>
          {messageOf(resolve.error)}
        </p>
      )}
      <ul className={css({ listStyle: 'none', display: 'grid', gap: '12px' })}>
        {items.map((t) => (
          <li key={`${t.targetType}-${t.targetId}`} className={css({ borderTop: '1px solid token(colors.border.muted)', pt: '10px' })}>
            <p className={css({ fontSize: '14px', fontWeight: 700 })}>
              {t.targetType === 'post' ? '글' : '댓글'} {t.targetId} · {t.status === 'hidden' ? '가려짐' : '보이는 중'} · 무게 {t.weight}/{t.threshold}
              {t.reviewRequestedAt && <span className={muted}> · 검토 요청 {kst(t.reviewRequestedAt)}</span>}
            </p>
            <p className={css({ fontSize: '14px', color: 'fg.body', my: '4px', wordBreak: 'keep-all' })}>{t.text}</p>
            <ul className={css({ listStyle: 'none', fontSize: '13px', color: 'fg.secondary' })}>
              {t.reports.map((r, i) => (
                <li key={i}>
                  {r.reason}
                  {r.memo ? ` (${r.memo})` : ''} — {r.reporter} [{r.trustName}, 무게 {r.counts ? r.weight : 0}, 인정 {r.upheld}·기각 {r.dismissed}]
                </li>
              ))}
            </ul>
            {role === 'moderator' && (
              <div className={css({ display: 'flex', gap: '6px', mt: '8px' })}>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => resolve.mutate({ targetType: t.targetType, targetId: t.targetId, resolution: 'restored' })}
                >
                  다시 보이기
                </Button>
                <Button size="sm" variant="ghost" onClick={() => resolve.mutate({ targetType: t.targetType, targetId: t.targetId, resolution: 'removed' })}>
                  숨긴 채로 두기
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function WordsScreen({ role }: { role: OperatorRole }) {
  const words = useQuery(opsQueries.bannedWords());
  const [text, setText] = useState('');
  const [sentence, setSentence] = useState('');
  const [allow, setAllow] = useState(false);
  const tried = useQuery(opsQueries.tryWords(sentence));
  const add = useOpsWrite(() => opsCall('opsAddBannedWord', { body: { word: text, kind: allow ? 'allow' : 'block' } }), [opsQueries.bannedWords().queryKey]);
  const remove = useOpsWrite((word: string) => opsCall('opsRemoveBannedWord', { params: { word } }), [opsQueries.bannedWords().queryKey]);
  const mayEdit = role === 'moderator';
  return (
    <>
      <Section title="문장 시험">
        <label className={css({ display: 'grid', gap: '4px', fontSize: '14px' })}>
          커뮤니티에 쓸 문장
          <input className={input} value={sentence} onChange={(e) => setSentence(e.target.value)} maxLength={1000} placeholder="예: 시발역에서 만나요" />
        </label>
        <p aria-live="polite" className={css({ fontSize: '14px', mt: '6px' })}>
          {sentence.trim() === ''
            ? ''
            : tried.data?.trial
              ? tried.data.trial.refused
                ? `거부돼요: '${tried.data.trial.excerpt}' ← 금칙어 '${tried.data.trial.word}'`
                : '통과해요: 금칙어가 없어요.'
              : '확인 중…'}
        </p>
      </Section>
      <Section title={`금칙어 목록${words.data ? ` ${words.data.items.length}개` : ''}`}>
        {mayEdit && (
          <form
            className={css({ display: 'grid', gap: '8px', mb: '10px' })}
            onSubmit={(e) => {
              e.preventDefault();
              add.mutate(undefined, { onSuccess: () => setText('') });
            }}
          >
            <div className={row}>
              <label className={css({ display: 'flex', alignItems: 'center', gap: '6px', flex: 1, fontSize: '14px' })}>
                단어
                <input className={input} aria-describedby="word-filter-hint" value={text} onChange={(e) => setText(e.target.value)} maxLength={30} required />
              </label>
              <label className={css({ display: 'flex', alignItems: 'center', gap: '4px', fontSize: '14px' })}>
                <input type="checkbox" checked={allow} onChange={(e) => setAllow(e.target.checked)} /> 예외
              </label>
              <Button type="submit" size="sm" disabled={add.isPending}>
                추가
              </Button>
            </div>
            <p id="word-filter-hint" className={muted}>
              입력하는 동안 목록을 그 글자로 걸러 보여줘요.
            </p>
            {(add.isError || remove.isError) && (
              <p role="alert" className={errorText}>
                {messageOf(add.error ?? remove.error)}
              </p>
            )}
          </form>
        )}
        <ul className={css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '6px' })}>
          {(words.data?.items ?? [])
            .filter((w) => !text.trim() || w.word.includes(text.trim()))
            .map((w) => (
              <li
                key={w.word}
                className={css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: '4px',
                  fontSize: '13px',
                  bg: w.kind === 'allow' ? 'bg.subtle' : 'danger.subtle',
                  borderRadius: '999px',
                  pl: '10px',
                })}
              >
                {w.kind === 'allow' ? '예외 ' : ''}
                {w.word}
                {mayEdit ? (
                  <button
                    type="button"
                    aria-label={`${w.word} 삭제`}
                    onClick={() => remove.mutate(w.word)}
                    className={css({ minW: '32px', h: '32px', border: 'none', bg: 'transparent', cursor: 'pointer' })}
                  >
                    ×
                  </button>
                ) : (
                  <span className={css({ w: '10px' })} />
                )}
              </li>
            ))}
        </ul>
      </Section>
    </>
  );
}

function SearchRulesScreen({ role }: { role: OperatorRole }) {
  const rules = useQuery(opsQueries.searchRules());
  const [term, setTerm] = useState('');
  const [rank, setRank] = useState(1);
  type RuleBody = { action: 'pin'; term: string; rank: number } | { action: 'block'; term: string } | { action: 'unpin'; term: string };
  const set = useOpsWrite((body: RuleBody) => opsCall('opsSetSearchRule', { body }), [opsQueries.searchRules().queryKey]);
  const mayEdit = role === 'moderator';
  return (
    <Section title="많이 찾는 검색어 규칙">
      {mayEdit && (
        <form
          className={css({ display: 'grid', gap: '8px', mb: '10px' })}
          onSubmit={(e) => {
            e.preventDefault();
            set.mutate({ action: 'pin', term, rank });
          }}
        >
          <div className={row}>
            <label className={css({ display: 'flex', alignItems: 'center', gap: '6px', flex: 1, fontSize: '14px' })}>
              검색어
              <input className={input} value={term} onChange={(e) => setTerm(e.target.value)} maxLength={50} required />
            </label>
            <label className={css({ display: 'flex', alignItems: 'center', gap: '6px', fontSize: '14px' })}>
              순위
              <select className={input} value={rank} onChange={(e) => setRank(Number(e.target.value))}>
                {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}위
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className={row}>
            <Button type="submit" size="sm">
              고정
            </Button>
            <Button size="sm" variant="secondary" onClick={() => term.trim() && set.mutate({ action: 'block', term })}>
              제외
            </Button>
          </div>
          {set.isError && (
            <p role="alert" className={errorText}>
              {messageOf(set.error)}
            </p>
          )}
        </form>
      )}
      {rules.data && rules.data.items.length === 0 && <p className={muted}>규칙이 없어요.</p>}
      <ul className={css({ listStyle: 'none', display: 'grid', gap: '4px' })}>
        {(rules.data?.items ?? []).map((r) => (
          <li key={r.term} className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: '14px' })}>
            <span>
              {r.action === 'pin' ? `${r.pinRank}위 고정` : '제외'} · {r.term}
            </span>
            {mayEdit && (
              <Button size="sm" variant="ghost" onClick={() => set.mutate({ action: 'unpin', term: r.term })}>
                규칙 삭제
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function AuditScreen() {
  const audit = useQuery(opsQueries.audit());
  return (
    <Section title="운영 기록">
      <ul className={css({ listStyle: 'none', display: 'grid', gap: '6px' })}>
        {(audit.data?.items ?? []).map((a) => (
          <li key={a.auditId} className={css({ fontSize: '13px', borderBottom: '1px solid token(colors.border.muted)', pb: '6px', wordBreak: 'break-all' })}>
            <span className={muted}>{kst(a.at)}</span> · <strong>{a.operatorName}</strong> · {a.action} {a.target}
            {(a.before != null || a.after != null) && (
              <span className={muted}>
                {' '}
                ({JSON.stringify(a.before ?? null)} → {JSON.stringify(a.after ?? null)})
              </span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * 내 계정: the operator changes their own password (PUT /api/ops/password). The current password is
 * checked by the server; the new one is typed twice here. On success the operator's other sessions
 * have ended (a password changed because it leaked shuts out whoever used it) and this one stays.
 */
function AccountScreen() {
  const qc = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const mismatch = again !== '' && next !== again;
  const change = useMutation({
    mutationFn: () => opsCall('opsChangePassword', { body: { currentPassword: current, newPassword: next } }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setAgain('');
      void qc.invalidateQueries({ queryKey: opsQueries.audit().queryKey });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!mismatch) change.mutate();
  };
  const field = css({ display: 'grid', gap: '4px', fontSize: '14px' });
  return (
    <Section title="비밀번호 바꾸기">
      <form onSubmit={submit} className={css({ display: 'grid', gap: '10px' })}>
        <label className={field}>
          지금 비밀번호
          <input className={input} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} required />
        </label>
        <label className={field}>
          새 비밀번호
          <input
            className={input}
            type="password"
            autoComplete="new-password"
            aria-describedby="new-password-hint"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            minLength={OPERATOR_PASSWORD_MIN}
            maxLength={OPERATOR_PASSWORD_MAX}
            required
          />
        </label>
        <label className={field}>
          새 비밀번호 확인
          <input
            className={input}
            type="password"
            autoComplete="new-password"
            aria-invalid={mismatch}
            value={again}
            onChange={(e) => setAgain(e.target.value)}
            required
          />
        </label>
        <p id="new-password-hint" className={muted}>
          {OPERATOR_PASSWORD_MIN}~{OPERATOR_PASSWORD_MAX}자. 바꾸면 다른 기기의 로그인은 모두 끝나요.
        </p>
        <Button type="submit" disabled={change.isPending || mismatch}>
          비밀번호 바꾸기
        </Button>
        <p aria-live="polite" className={css({ fontSize: '14px' })}>
          {mismatch ? '새 비밀번호가 서로 달라요.' : change.isSuccess ? '비밀번호를 바꿨어요. 다른 기기의 로그인은 끝났어요.' : ''}
        </p>
        {change.isError && (
          <p role="alert" className={errorText}>
            {messageOf(change.error)}
          </p>
        )}
      </form>
    </Section>
  );
}
