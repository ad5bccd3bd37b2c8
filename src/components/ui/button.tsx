/**
 * Button primitives on the theme's button recipe (src/theme/recipes/button.ts: primary, secondary
 * and ghost; sm, md, lg; fullWidth). `buttonStyle` gives the same classes for a Link that should
 * look like a button.
 */
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes';

/** Class names of the button recipe for the given variants (for links styled as buttons). */
export const buttonStyle = button;

/**
 * A bare 44 px square tap target (WCAG 2.5.5, Apple HIG) around one icon, in the body text colour:
 * the back buttons of the route header and the community search box.
 */
export const iconButtonStyle = css({
  w: '44px',
  h: '44px',
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  bg: 'transparent',
  border: 'none',
  borderRadius: '8px',
  cursor: 'pointer',
  color: 'fg.body',
});

type Variants = ButtonVariantProps;

export function Button({ variant, size, fullWidth, className, type = 'button', ...rest }: ComponentProps<'button'> & Variants) {
  return <button type={type} className={cx(button({ variant, size, fullWidth }), className)} {...rest} />;
}

export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ComponentProps<'a'> & Variants) {
  return <a className={cx(button({ variant, size, fullWidth }), className)} {...rest} />;
}
