/**
 * A decorative line icon on the 24×24 grid, drawn in the text colour (2 px round strokes), hidden
 * from assistive technology (the button or badge it sits in carries the name).
 */
import type { ReactNode } from 'react';

/** `size`: the drawn width and height in px (default 24); `filled`: fill the shapes too (a state's "on"). `children`: the paths. */
export function LineIcon({ size = 24, filled = false, children }: { size?: number; filled?: boolean; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
