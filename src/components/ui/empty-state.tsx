/** Empty state in Korean: a title, optional description and action. */
import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { buttonStyle } from './button';
import { RoundMark, StatusPanel } from './status-panel';

const picture = <RoundMark circle={css({ fill: 'bg.muted' })} stroke={css({ stroke: 'fg.disabled' })} d="M18 34h20M22 24h.01M34 24h.01" />;

/**
 * @param action what the member can do instead (any buttons)
 * @param link the usual such action: a secondary button leading to `link.to` (a path without params), worded `link.label`
 */
export function EmptyState({
  title,
  description,
  action,
  link,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  link?: { to: LinkProps['to']; label: string };
}) {
  const actions = link ? (
    <Link to={link.to} className={buttonStyle({ variant: 'secondary' })}>
      {link.label}
    </Link>
  ) : (
    action
  );
  return <StatusPanel picture={picture} title={title} description={description} actions={actions} />;
}
