/** Button primitives (cva variants). Text on orange uses orange.700 for 4.5:1 contrast. */
import type { ComponentProps } from 'react';
import { cva, cx, type RecipeVariantProps } from 'styled-system/css';

export const buttonStyle = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '6px',
    fontWeight: 700,
    borderRadius: '10px',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background 0.15s',
    wordBreak: 'keep-all',
    _disabled: { bg: 'gray.200', color: 'gray.500', cursor: 'not-allowed', borderColor: 'gray.200' },
    '&[aria-disabled=true]': { bg: 'gray.200', color: 'gray.500', pointerEvents: 'none' },
  },
  variants: {
    variant: {
      primary: { bg: 'orange.700', color: 'white', _hover: { bg: 'orange.800' } },
      secondary: { bg: 'white', color: 'gray.800', border: '1px solid token(colors.gray.300)', _hover: { bg: 'gray.50' } },
      ghost: { bg: 'transparent', color: 'gray.700', _hover: { bg: 'gray.100' } },
    },
    size: {
      sm: { h: '32px', px: '12px', fontSize: '13px' },
      md: { h: '44px', px: '16px', fontSize: '15px' },
      lg: { h: '52px', px: '20px', fontSize: '16px' },
    },
    fullWidth: { true: { w: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

type Variants = NonNullable<RecipeVariantProps<typeof buttonStyle>>;

export function Button({ variant, size, fullWidth, className, type = 'button', ...rest }: ComponentProps<'button'> & Variants) {
  return <button type={type} className={cx(buttonStyle({ variant, size, fullWidth }), className)} {...rest} />;
}

export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ComponentProps<'a'> & Variants) {
  return <a className={cx(buttonStyle({ variant, size, fullWidth }), className)} {...rest} />;
}
