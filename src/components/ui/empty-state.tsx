/** Empty state in Korean: a title, optional description and action. */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { RoundMark, StatusPanel } from './status-panel';

const picture = <RoundMark circle={css({ fill: 'bg.muted' })} stroke={css({ stroke: 'fg.disabled' })} d="M18 34h20M22 24h.01M34 24h.01" />;

export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return <StatusPanel picture={picture} title={title} description={description} actions={action} />;
}
