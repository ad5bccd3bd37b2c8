/**
 * 게시글 | 설문 at the top of a new post (issue 15; docs/decisions/024): SPEC §2 has no survey form
 * route, so a survey is written on the post form's address with ?type=survey. Switching replaces the
 * address (뒤로 leaves the form, as from either kind); each kind keeps its own draft.
 */
import { useNavigate } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';
import { RadioChip } from '~/components/ui/chip-row';

const tabClasses = tabs();
const chosen = css({
  flex: 1,
  bg: 'transparent',
  cursor: 'pointer',
  '&[aria-checked=true]': { color: 'fg.default', fontWeight: 800, borderColor: 'border.inverse' },
});

export function KindSwitch({ current, board }: { current: 'post' | 'survey'; board?: string }) {
  const navigate = useNavigate();
  const go = (type: 'post' | 'survey') =>
    void navigate({
      to: '/community/dash-board/form/{-$id}',
      params: { id: undefined },
      search: type === 'survey' ? { type: 'survey' } : { board },
      replace: true,
    });
  return (
    <div role="radiogroup" aria-label="글 종류" className={tabClasses.list}>
      {(
        [
          ['post', '게시글'],
          ['survey', '설문'],
        ] as const
      ).map(([type, label]) => (
        <RadioChip key={type} checked={current === type} onSelect={() => current !== type && go(type)} className={cx(tabClasses.tab, chosen)}>
          {label}
        </RadioChip>
      ))}
    </div>
  );
}
