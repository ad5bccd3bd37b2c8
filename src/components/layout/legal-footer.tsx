/**
 * The legal footer of home and 마이페이지: what 전자상거래법 §10 (and the 표시·광고 고시) asks every
 * Korean online store to show — 상호, 대표자, 사업자등록번호, 통신판매업 신고번호, 주소, 고객센터
 * (전화, 운영 시간, e-mail) — with 이용약관 / 개인정보처리방침 links and the 통신판매중개자 notice
 * (partner stores sell; the market only brokers). The values are the server's configuration
 * (BUSINESS_* and CS_* in server/env.ts → the app-config meta, src/lib/config.ts); an absent one
 * is left out. The business details fold under a native <details> "사업자 정보" toggle, as Korean
 * apps do: it opens without JavaScript and renders the same on the server and in the browser.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { appConfig } from '~/lib/config';

const footerClass = css({
  mt: '24px',
  px: '16px',
  pt: '12px',
  pb: '24px',
  bg: 'bg.subtle',
  borderTop: '1px solid token(colors.border.muted)',
  color: 'fg.muted',
  fontSize: '12px',
  lineHeight: '1.6',
  wordBreak: 'keep-all',
});

const linkClass = css({ display: 'inline-flex', alignItems: 'center', minH: '44px', color: 'fg.secondary', fontSize: '13px', textDecoration: 'none' });

/** One "이름 값" line of the business details (nothing when the value is not configured). */
function Row({ label, children }: { label: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <div className={css({ display: 'flex', gap: '6px' })}>
      <dt className={css({ flexShrink: 0, color: 'fg.muted' })}>{label}</dt>
      <dd className={css({ color: 'fg.secondary' })}>{children}</dd>
    </div>
  );
}

export function LegalFooter() {
  const c = appConfig;
  const name = c.businessName || '제철장터';
  return (
    <footer aria-label="사업자 정보" data-testid="legal-footer" className={footerClass}>
      <nav aria-label="약관 및 정책" className={css({ display: 'flex', gap: '16px' })}>
        <Link to="/terms" className={linkClass}>
          이용약관
        </Link>
        {/* The privacy policy link stands out (개인정보 보호법 §30: 처리방침 easy to find). */}
        <Link to="/privacy" className={cx(linkClass, css({ fontWeight: 700, color: 'fg.default' }))}>
          개인정보처리방침
        </Link>
      </nav>
      <details className={css({ '& > summary::-webkit-details-marker': { display: 'none' } })}>
        <summary
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '4px',
            minH: '44px',
            cursor: 'pointer',
            listStyle: 'none',
            fontSize: '13px',
            fontWeight: 700,
            color: 'fg.secondary',
            '[open] > &': { '& svg': { transform: 'rotate(180deg)' } },
          })}
        >
          {name} 사업자 정보
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" strokeLinecap="round" />
          </svg>
        </summary>
        <dl className={css({ display: 'flex', flexDir: 'column', gap: '2px', pb: '8px' })}>
          <Row label="상호">{c.businessName}</Row>
          <Row label="대표자">{c.businessCeo}</Row>
          <Row label="사업자등록번호">{c.businessRegistrationNumber}</Row>
          <Row label="통신판매업 신고번호">{c.mailOrderNumber}</Row>
          <Row label="주소">{c.businessAddress}</Row>
        </dl>
      </details>
      <section aria-label="고객센터" className={css({ py: '8px' })}>
        <p className={css({ fontSize: '13px', fontWeight: 700, color: 'fg.secondary' })}>
          고객센터{' '}
          {c.csPhone && (
            <a href={`tel:${c.csPhone}`} className={css({ color: 'fg.default', textDecoration: 'none' })}>
              {c.csPhone}
            </a>
          )}
        </p>
        {c.csHours && <p>{c.csHours}</p>}
        {c.csEmail && (
          <p>
            이메일{' '}
            <a href={`mailto:${c.csEmail}`} className={css({ color: 'fg.secondary' })}>
              {c.csEmail}
            </a>
          </p>
        )}
      </section>
      <p className={css({ pt: '8px' })}>
        {c.businessNameTopic || `${name}는`} 통신판매중개자로서 통신판매의 당사자가 아닙니다. 입점 가게가 판매하는 상품의 정보, 거래, 배송, 교환·환불에 대한
        책임은 각 판매자에게 있습니다.
      </p>
      <p className={css({ pt: '8px' })}>© {name}</p>
    </footer>
  );
}
