/**
 * The two-up link tiles of 마이페이지 (the 찜 counts; my stars and level): a label over a figure,
 * each leading to its screen. The caller adds the row's bottom margin and the tiles' background.
 */
import { css } from 'styled-system/css';

export const tileRow = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '8px', px: '20px' });

export const tile = css({
  display: 'flex',
  flexDir: 'column',
  gap: '4px',
  minH: '72px',
  px: '16px',
  py: '14px',
  borderRadius: '12px',
  color: 'fg.default',
  textDecoration: 'none',
});
