/**
 * Scroll-to-top button (SPEC §2): appears once the window's scrollTop is above 0 and smoothly
 * scrolls back to the top (instantly when the user prefers reduced motion). The app shell does
 * not render it on routes flagged noTopScroll. It sits above the bottom nav when that is shown.
 */
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { aboveBottomBar } from './page-bottom-bar';

function scrollTop() {
  return window.scrollY || document.documentElement.scrollTop || 0;
}

export function ScrollTopButton({ hasBottomNav }: { hasBottomNav: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(scrollTop() > 0);
    // The first reading waits for the next frame: read during mount, scrollY forces a layout of the
    // whole new page inside React's commit (a long task on the first load; issue 6).
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!visible) return null;
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      aria-label="맨 위로"
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
      className={css({
        position: 'fixed',
        // inside the centred 480 px column on wide screens, 16 px from its right edge
        right: 'max(16px, calc(50% - 224px))',
        w: '44px',
        h: '44px',
        borderRadius: '50%',
        bg: 'bg.canvas',
        border: '1px solid',
        borderColor: 'border.subtle',
        boxShadow: 'floating',
        display: 'grid',
        placeItems: 'center',
        cursor: 'pointer',
        color: 'fg.body',
        zIndex: 'scrollTop',
      })}
      style={{ bottom: aboveBottomBar(hasBottomNav ? 76 : 24, { overBanner: true }) }}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M4 12l6-6 6 6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
