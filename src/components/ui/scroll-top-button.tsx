/** Scroll-to-top button (SPEC §2): visible once scrollTop > 0; aria-label "맨 위로". */
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';

export function ScrollTopButton({ hasBottomNav }: { hasBottomNav: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible((window.scrollY || document.documentElement.scrollTop) > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="맨 위로"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={css({
        position: 'fixed',
        right: 'max(16px, calc(50% - 224px))',
        w: '44px',
        h: '44px',
        borderRadius: '50%',
        bg: 'white',
        border: '1px solid',
        borderColor: 'gray.200',
        boxShadow: '0 2px 8px rgba(0,0,0,0.12)',
        display: 'grid',
        placeItems: 'center',
        cursor: 'pointer',
        zIndex: 40,
      })}
      style={{ bottom: hasBottomNav ? 80 : 24 }}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M4 12l6-6 6 6" stroke="#333D4B" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
