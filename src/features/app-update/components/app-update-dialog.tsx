/**
 * The required-update dialog (SPEC §7 check app update; docs/decisions/028-native-calls.md): the
 * app is older than the platform's minimum, so the web it shows may no longer work with it. One
 * button, 업데이트, opens the store; there is no 나중에 and Escape or the back gesture do not close
 * it (a required update — the minimum is what ops set for apps the web no longer supports).
 */
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { Button } from '~/components/ui/button';
import { NoticeDialog } from '~/components/ui/notice-dialog';

export const APP_UPDATE_TITLE = '새 버전이 나왔어요';
export const APP_UPDATE_LABEL = '업데이트';

export function AppUpdateDialog({ version, minVersion, onUpdate }: { version: string | null; minVersion: string; onUpdate: () => void }) {
  const update = useRef<HTMLButtonElement>(null);
  return (
    <NoticeDialog
      role="alertdialog"
      id="app-update"
      icon={
        <svg width="32" height="32" viewBox="0 0 32 32" fill="none" className={css({ stroke: 'accent.icon' })} strokeWidth="2.4" strokeLinecap="round">
          <path d="M16 5v15M10 14l6 6 6-6M7 26h18" strokeLinejoin="round" />
        </svg>
      }
      title={APP_UPDATE_TITLE}
      initialFocus={update}
      onClose={() => undefined}
      className={css({ p: '28px 20px 16px' })}
    >
      <p id="app-update-text" className={css({ fontSize: '15px', lineHeight: 1.6, color: 'fg.secondary', mb: '8px' })}>
        지금 쓰시는 앱에서는 일부 기능이 동작하지 않을 수 있어요. 최신 버전으로 업데이트한 뒤 계속 이용해 주세요.
      </p>
      <p className={css({ fontSize: '13px', color: 'fg.muted', mb: '20px' })}>
        {version ? `현재 버전 ${version} · ` : ''}필요한 버전 {minVersion} 이상
      </p>
      <Button ref={update} size="lg" fullWidth onClick={onUpdate}>
        {APP_UPDATE_LABEL}
      </Button>
    </NoticeDialog>
  );
}
