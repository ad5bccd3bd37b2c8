/**
 * The device's analytics choice (docs/decisions/030-share-and-analytics.md: opt-in, nothing leaves
 * the device before it), on /privacy where the processing is described, so visitors and members
 * alike can give or take it back at any time. Drawn after hydration: the choice lives on the device.
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import { analyticsConsent, setAnalyticsConsent } from '~/lib/analytics';
import { useHydrated } from '~/lib/use-hydrated';
import { showToast } from '~/stores/ui';

export function AnalyticsConsentSwitch() {
  const hydrated = useHydrated();
  const [granted, setGranted] = useState<boolean | null>(null);
  if (!hydrated) return null;
  const on = granted ?? analyticsConsent() === 'granted';
  return (
    <section aria-labelledby="analytics-consent-title" className={css({ mx: '16px', mb: '32px', p: '16px', borderRadius: '12px', bg: 'bg.subtle' })}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px' })}>
        <h2 id="analytics-consent-title" className={css({ fontSize: '15px', fontWeight: 800 })}>
          이용 행태 분석 동의
        </h2>
        <label className={css({ display: 'inline-flex', alignItems: 'center', gap: '8px', fontSize: '14px', cursor: 'pointer' })}>
          <input
            type="checkbox"
            role="switch"
            checked={on}
            aria-describedby="analytics-consent-desc"
            className={css({ w: '20px', h: '20px', accentColor: 'accent.default' })}
            onChange={(e) => {
              const next = e.currentTarget.checked;
              setAnalyticsConsent(next);
              setGranted(next);
              showToast(next ? '이용 행태 분석에 동의했어요.' : '이용 행태 분석 동의를 철회했어요.');
            }}
          />
          {on ? '동의함' : '동의 안 함'}
        </label>
      </div>
      <p id="analytics-consent-desc" className={css({ mt: '8px', fontSize: '13px', lineHeight: 1.6, color: 'fg.muted', wordBreak: 'keep-all' })}>
        어떤 화면을 보고 무엇을 눌렀는지를 이름·연락처 없이 모아 서비스 개선에 써요. 검색어는 알아볼 수 없게 바꿔서 보내요. 동의하지 않아도 모든 기능을 그대로
        쓸 수 있고, 언제든 바꿀 수 있어요.
      </p>
    </section>
  );
}
