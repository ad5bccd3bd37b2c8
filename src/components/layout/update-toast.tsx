/**
 * "새 버전" toast (issue 5): shown while a new service worker waits. 업데이트 activates it and the
 * page reloads once (lib/pwa.applyUpdate); 나중에 hides the toast until the next page load.
 */
import { useSnapshot } from 'valtio';
import { css, cx } from 'styled-system/css';
import { toast } from 'styled-system/recipes';
import { applyUpdate, pwaState } from '~/lib/pwa';
import { Button } from '~/components/ui/button';

export const UPDATE_READY_TEXT = '새 버전이 준비되었어요.';

export function UpdateToast() {
  const pwa = useSnapshot(pwaState);
  if (!pwa.updateReady) return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="update-toast-text"
      className={cx(
        toast({ kind: 'action' }),
        css({ position: 'fixed', top: '12px', left: '12px', right: '12px', mx: 'auto', maxW: 'calc(token(sizes.appColumn) - 24px)', zIndex: 'toast' }),
      )}
    >
      <span id="update-toast-text" className={css({ flex: 1, fontSize: '14px', wordBreak: 'keep-all' })}>
        {UPDATE_READY_TEXT}
      </span>
      <button
        type="button"
        onClick={() => (pwaState.updateReady = false)}
        className={css({ color: 'fg.inverseMuted', fontSize: '14px', px: '8px', minH: '36px', cursor: 'pointer' })}
      >
        나중에
      </button>
      <Button size="sm" onClick={applyUpdate} className={css({ h: '36px', fontSize: '14px' })}>
        업데이트
      </Button>
    </div>
  );
}
