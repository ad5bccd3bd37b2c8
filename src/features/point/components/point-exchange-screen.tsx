/**
 * 별 교환 (issue 16; SPEC §2 /my-page/point-exchange; §7 point exchange, exchange auto, exchange
 * complete; server/contract/stars-exchange.ts): what I can exchange now, the form (target: the
 * server's targets — 쇼핑몰 적립금 / 할인 쿠폰; stars in the server's unit from its minimum), a
 * confirmation dialog, the result (completed with the coupon code, failed with the reason and the
 * stars back, or still requested), the automatic monthly exchange switch, and my finished exchanges.
 * A confirmed exchange keeps one Idempotency-Key until it is answered, so a retry after a lost
 * answer never exchanges twice. The toasts are the server's (SPEC §3 startPhrase / pointPhrase / endPhrase).
 */
import { useId, useState, type FormEvent } from 'react';
import { josa } from 'es-hangul';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import type { Exchange, ExchangeInfo, ExchangeTarget } from '@contract/stars-exchange';
import { Header } from '~/components/layout/header';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { EmptyState } from '~/components/ui/empty-state';
import { ErrorState } from '~/components/ui/error-state';
import { PageSkeleton, Skeleton } from '~/components/ui/skeleton';
import { ApiClientError } from '~/lib/api-client';
import { formatDate, formatKRW, formatNumber } from '~/lib/format';
import { useSession } from '~/stores/session';
import { pointQueries, useExchange, useSetExchangeAuto } from '../queries';
import { lastDayOf, starText } from '../stars';
import { RadioChip } from '~/components/ui/chip-row';

const errorText = (e: unknown) => (e instanceof ApiClientError ? e.message : '문제가 발생하여 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.');
const newKey = () => `ex-${crypto.randomUUID()}`;

/** Why `stars` cannot be exchanged under `info`'s rules, or null. */
export function exchangeProblem(stars: number, info: Pick<ExchangeInfo, 'minimum' | 'unit' | 'exchangeable'>): string | null {
  if (!Number.isInteger(stars) || stars <= 0) return '바꿀 별 개수를 입력해 주세요.';
  if (stars < info.minimum) return `${starText(info.minimum)}부터 바꿀 수 있어요.`;
  if (stars % info.unit !== 0) return `${formatNumber(info.unit)}개 단위로 바꿀 수 있어요.`;
  if (stars > info.exchangeable) return `지금은 최대 ${starText(info.exchangeable)}까지 바꿀 수 있어요.`;
  return null;
}

const section = css({ px: '16px', pt: '20px' });
const heading = css({ fontSize: '17px', fontWeight: 800, mb: '12px' });
const option = css({
  display: 'flex',
  flexDir: 'column',
  gap: '2px',
  p: '14px',
  borderRadius: '12px',
  border: '1px solid token(colors.border.default)',
  bg: 'bg.canvas',
  cursor: 'pointer',
  textAlign: 'left',
  '&[aria-checked=true]': { borderColor: 'accent.default', bg: 'accent.subtle', boxShadow: 'inset 0 0 0 1px token(colors.accent.default)' },
});
const STATE_TEXT: Record<Exchange['state'], string> = { requested: '처리 중', completed: '교환 완료', failed: '교환 실패' };

function ResultPanel({ exchange, labels }: { exchange: Exchange; labels: Map<string, string> }) {
  const tone = exchange.state === 'completed' ? 'success.default' : exchange.state === 'failed' ? 'danger.default' : 'fg.secondary';
  return (
    <section
      aria-live="polite"
      aria-label="교환 결과"
      data-testid="exchange-result"
      className={css({ mx: '16px', mt: '16px', p: '16px', borderRadius: '12px', bg: 'bg.subtle' })}
    >
      <p className={css({ fontWeight: 800, color: tone })}>{STATE_TEXT[exchange.state]}</p>
      <p className={css({ fontSize: '14px', mt: '4px' })}>
        {starText(exchange.stars)} → {labels.get(exchange.target) ?? exchange.target} {formatKRW(exchange.wonAmount)}
      </p>
      {exchange.couponCode && (
        <p className={css({ fontSize: '14px', mt: '4px' })}>
          쿠폰 번호 <strong className={css({ fontFamily: 'monospace' })}>{exchange.couponCode}</strong>
        </p>
      )}
      {exchange.state === 'failed' && (
        <p className={css({ fontSize: '13px', color: 'fg.muted', mt: '4px' })}>{exchange.failureReason ?? '교환하지 못했어요.'} 별은 그대로 돌려드렸어요.</p>
      )}
      {exchange.state === 'requested' && (
        <p className={css({ fontSize: '13px', color: 'fg.muted', mt: '4px' })}>쇼핑몰에서 처리 중이에요. 잠시 후 다시 확인해 주세요.</p>
      )}
    </section>
  );
}

function ExchangeForm({ info }: { info: ExchangeInfo }) {
  const id = useId();
  const [target, setTarget] = useState<ExchangeTarget>(info.targets[0]?.target ?? 'shop-point');
  const [text, setText] = useState(info.exchangeable > 0 ? String(info.exchangeable) : '');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // One key per confirmed exchange: kept while unanswered (a retry reuses it), renewed after an answer.
  const [key, setKey] = useState(newKey);
  const [result, setResult] = useState<Exchange | null>(null);
  const exchange = useExchange();
  const labels = new Map(info.targets.map((t) => [t.target, t.label]));
  const stars = Number(text.replace(/[^\d]/g, '') || 0);
  const problem = exchangeProblem(stars, info);
  const label = labels.get(target) ?? target;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!problem) setConfirming(true);
  };
  const send = () =>
    exchange.mutate(
      { body: { stars, target }, key },
      {
        onSuccess: (r) => {
          setKey(newKey());
          // The server's answer carries the toast (SPEC §3: pointPhrase "별 1,200개"); the panel keeps the result on screen.
          setResult(r.exchange);
        },
        // A refusal is final for this key's request; a lost answer (network) keeps the key for the retry.
        onError: (err) => {
          if (!(err instanceof ApiClientError && err.isNetworkError)) setKey(newKey());
        },
      },
    );

  if (info.exchangeable === 0)
    return (
      <>
        {result && <ResultPanel exchange={result} labels={labels} />}
        <div className={section}>
          <EmptyState
            title="아직 바꿀 수 있는 별이 모자라요"
            description={`${starText(info.minimum)}부터 ${formatNumber(info.unit)}개 단위로 바꿀 수 있어요. 지금 ${starText(info.balance)}가 있어요.`}
            link={{ to: '/my-page/point-guide', label: '별 모으는 방법 보기' }}
          />
        </div>
      </>
    );

  return (
    <>
      <form onSubmit={onSubmit} noValidate className={section} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={heading}>
          무엇으로 바꿀까요?
        </h2>
        <div role="radiogroup" aria-label="교환 대상" className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '8px' })}>
          {info.targets.map((t) => (
            <RadioChip key={t.target} checked={target === t.target} onSelect={() => setTarget(t.target)} className={option}>
              <strong className={css({ fontSize: '15px' })}>{t.label}</strong>
              <span className={css({ fontSize: '12px', color: 'fg.muted' })}>별 1개 = {formatKRW(info.wonPerStar)}</span>
            </RadioChip>
          ))}
        </div>
        <label htmlFor={`${id}-stars`} className={cx(heading, css({ display: 'block', mt: '20px' }))}>
          바꿀 별
        </label>
        <div className={css({ display: 'flex', gap: '8px' })}>
          <input
            id={`${id}-stars`}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value.replace(/[^\d]/g, '').slice(0, 9))}
            onBlur={() => setTouched(true)}
            aria-invalid={touched && !!problem}
            aria-describedby={`${id}-hint`}
            className={cx(field(), css({ flex: 1 }))}
          />
          <Button variant="secondary" className={css({ h: '48px' })} onClick={() => setText(String(info.exchangeable))}>
            전부
          </Button>
        </div>
        <p
          id={`${id}-hint`}
          className={css({ fontSize: '13px', mt: '6px', color: touched && problem ? 'danger.default' : 'fg.muted' })}
          role={touched && problem ? 'alert' : undefined}
        >
          {touched && problem ? problem : `${starText(info.minimum)}부터 ${formatNumber(info.unit)}개 단위 · 최대 ${starText(info.exchangeable)}`}
        </p>
        {!problem && (
          <p className={css({ fontSize: '14px', mt: '12px', fontWeight: 600 })} data-testid="exchange-preview">
            {label} {formatKRW(stars * info.wonPerStar)}으로 바꿔요
          </p>
        )}
        {exchange.error && (
          <p role="alert" className={css({ fontSize: '13px', mt: '8px', color: 'danger.default' })}>
            {errorText(exchange.error)}
          </p>
        )}
        <Button type="submit" size="lg" fullWidth disabled={exchange.isPending} className={css({ mt: '16px' })}>
          {exchange.isPending ? '바꾸는 중…' : '교환하기'}
        </Button>
      </form>
      {result && <ResultPanel exchange={result} labels={labels} />}
      {confirming && (
        <Dialog
          role="alertdialog"
          labelledBy={`${id}-confirm`}
          describedBy={`${id}-confirm-text`}
          onClose={() => setConfirming(false)}
          className={css({ p: '24px 20px 16px', textAlign: 'center', wordBreak: 'keep-all' })}
        >
          <h2 id={`${id}-confirm`} className={css({ fontSize: '17px', fontWeight: 800, lineHeight: 1.4, mb: '8px' })}>
            {starText(stars)}를 {label} {formatKRW(stars * info.wonPerStar)}으로 바꿀까요?
          </h2>
          <p id={`${id}-confirm-text`} className={css({ fontSize: '14px', lineHeight: 1.6, color: 'fg.secondary', mb: '20px' })}>
            바꾼 별은 되돌릴 수 없어요.
          </p>
          <div className={css({ display: 'flex', gap: '8px' })}>
            <Button variant="secondary" size="lg" className={css({ flex: 1 })} onClick={() => setConfirming(false)}>
              취소
            </Button>
            <Button
              size="lg"
              className={css({ flex: 1 })}
              onClick={() => {
                setConfirming(false);
                send();
              }}
            >
              바꾸기
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}

function AutoExchange({ info }: { info: ExchangeInfo }) {
  const set = useSetExchangeAuto();
  const on = set.isPending ? !!set.variables?.enabled : info.auto.enabled;
  const label = info.targets.find((t) => t.target === info.auto.target)?.label ?? info.auto.target;
  return (
    <section aria-label="자동 교환" className={cx(section, css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px' }))}>
      <div>
        <p className={css({ fontSize: '15px', fontWeight: 700 })}>매달 자동 교환</p>
        <p className={css({ fontSize: '13px', color: 'fg.muted', mt: '2px' })}>
          {on
            ? `${lastDayOf(info.auto.nextRunOn)}에 모인 별을 ${josa(label, '으로/로')} 바꿔 드려요`
            : `매달 1일 모인 별을 ${josa(label, '으로/로')} 바꿔 드려요`}
        </p>
        {set.error && (
          <p role="alert" className={css({ fontSize: '13px', color: 'danger.default', mt: '2px' })}>
            {errorText(set.error)}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label="매달 자동 교환"
        disabled={set.isPending}
        onClick={() => set.mutate({ enabled: !on, target: info.auto.target })}
        className={css({
          w: '52px',
          h: '32px',
          borderRadius: '999px',
          bg: on ? 'accent.default' : 'bg.emphasized',
          position: 'relative',
          flexShrink: 0,
          cursor: 'pointer',
          border: 'none',
          _after: {
            content: '""',
            position: 'absolute',
            top: '3px',
            left: on ? '23px' : '3px',
            w: '26px',
            h: '26px',
            borderRadius: '50%',
            bg: 'bg.canvas',
            transition: 'left 0.15s',
          },
        })}
      />
    </section>
  );
}

function ExchangeHistory({ labels }: { labels: Map<string, string> }) {
  const { generation } = useSession();
  const q = useInfiniteQuery(pointQueries.exchanges(generation));
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="exchange-history" className={section}>
      <h2 id="exchange-history" className={heading}>
        교환 내역
      </h2>
      {q.isPending ? (
        <Skeleton height={56} />
      ) : q.error ? (
        <ErrorState error={q.error} onRetry={() => q.refetch()} />
      ) : items.length === 0 ? (
        <p className={css({ fontSize: '14px', color: 'fg.muted', py: '12px' })}>아직 교환한 적이 없어요.</p>
      ) : (
        <ul aria-label="교환 내역" className={css({ listStyle: 'none' })}>
          {items.map((x) => (
            <li
              key={x.exchangeId}
              className={css({ display: 'flex', justifyContent: 'space-between', py: '12px', borderBottom: '1px solid token(colors.border.muted)' })}
            >
              <div>
                <p className={css({ fontSize: '15px', fontWeight: 600 })}>
                  {labels.get(x.target) ?? x.target} {formatKRW(x.wonAmount)}
                  {x.automatic ? ' · 자동' : ''}
                </p>
                <p className={css({ fontSize: '12px', color: 'fg.muted', mt: '2px' })}>{formatDate(x.createdAt)}</p>
              </div>
              <div className={css({ textAlign: 'right' })}>
                <p className={css({ fontSize: '15px', fontWeight: 700 })}>-{formatNumber(x.stars)}</p>
                <p className={css({ fontSize: '12px', color: x.state === 'failed' ? 'danger.default' : 'fg.muted' })}>{STATE_TEXT[x.state]}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {q.hasNextPage && (
        <Button variant="secondary" fullWidth className={css({ mt: '12px' })} disabled={q.isFetchingNextPage} onClick={() => q.fetchNextPage()}>
          더 보기
        </Button>
      )}
    </section>
  );
}

export function PointExchangeScreen() {
  const { generation } = useSession();
  const q = useQuery(pointQueries.exchangeInfo(generation));
  const info = q.data;
  return (
    <div className={css({ pb: '32px' })}>
      <Header title="별 교환" />
      {info ? (
        <>
          <section aria-label="내 별" className={css({ mx: '16px', mt: '8px', p: '20px', borderRadius: '16px', bg: 'accent.subtle' })}>
            <p className={css({ fontSize: '14px', color: 'fg.muted' })}>바꿀 수 있는 별</p>
            <p className={css({ fontSize: '26px', fontWeight: 800, mt: '4px' })} data-testid="exchangeable">
              {starText(info.exchangeable)}
            </p>
            <p className={css({ fontSize: '13px', color: 'fg.secondary', mt: '4px' })}>가지고 있는 별 {formatNumber(info.balance)}개</p>
          </section>
          <ExchangeForm info={info} />
          <AutoExchange info={info} />
          <ExchangeHistory labels={new Map(info.targets.map((t) => [t.target, t.label]))} />
        </>
      ) : q.error ? (
        <ErrorState error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <PageSkeleton rows={2} />
      )}
    </div>
  );
}
