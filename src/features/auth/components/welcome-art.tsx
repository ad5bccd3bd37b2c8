/**
 * The welcome screen's completion image (SPEC §2): a basket of seasonal produce with a check,
 * drawn in the theme's colours (no image request, sharp at any size).
 */
import { css } from 'styled-system/css';

const fill = {
  halo: css({ fill: 'accent.subtle' }),
  ring: css({ fill: 'accent.muted' }),
  basket: css({ fill: 'accent.default' }),
  weave: css({ stroke: 'accent.emphasized' }),
  leaf: css({ fill: 'success.default' }),
  fruit: css({ fill: 'danger.vivid' }),
  fruit2: css({ fill: 'accent.vivid' }),
  check: css({ fill: 'success.default' }),
};

/** The completion image, 180×180, labelled 가입 완료. */
export function WelcomeArt() {
  return (
    <svg viewBox="0 0 180 180" width="180" height="180" role="img" aria-label="가입 완료" className={css({ mx: 'auto', display: 'block' })}>
      <circle cx="90" cy="90" r="86" className={fill.halo} />
      <circle cx="90" cy="96" r="62" className={fill.ring} />
      {/* produce */}
      <circle cx="68" cy="84" r="18" className={fill.fruit} />
      <circle cx="100" cy="78" r="20" className={fill.fruit2} />
      <circle cx="122" cy="90" r="14" className={fill.fruit} />
      <path d="M98 58c4-10 14-14 22-12-4 8-12 13-22 12z" className={fill.leaf} />
      <path d="M66 66c-2-8 2-14 9-16 1 7-3 13-9 16z" className={fill.leaf} />
      {/* basket */}
      <path d="M40 96h100l-12 48a8 8 0 0 1-8 6H60a8 8 0 0 1-8-6z" className={fill.basket} />
      <path d="M50 112h80M54 128h72M76 98l-4 50M104 98l4 50" strokeWidth="3" strokeLinecap="round" fill="none" className={fill.weave} />
      {/* check badge */}
      <circle cx="138" cy="138" r="22" className={fill.check} stroke="white" strokeWidth="4" />
      <path d="M128 138l7 7 13-14" stroke="white" strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
