/**
 * Screen owned by a later issue (accounts, community, search, points, game): its Korean title
 * and an empty state, so the route exists, renders and never crashes.
 */
import { css } from 'styled-system/css';
import { Header } from './header';
import { EmptyState } from '../ui/empty-state';

export function PlaceholderScreen({
  title,
  description = '준비 중인 화면이에요. 곧 만나보실 수 있어요.',
  back = true,
}: {
  title: string;
  description?: string;
  back?: boolean;
}) {
  return (
    <div>
      <Header title={title} back={back} />
      <div className={css({ pt: '24px' })}>
        <EmptyState title={title} description={description} />
      </div>
    </div>
  );
}
