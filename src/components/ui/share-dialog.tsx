/**
 * Global share dialog (SPEC §2, §3, §5, §8, §9; issue 17, docs/decisions/030), opened with
 * `openShare(info)` from stores/ui (the header's 공유하기 button does this). Width 320 px, two options:
 *   - 메신저로 공유: through the adapters of ./share-adapters (native bridge in the app, the
 *     messenger SDK when configured, the Web Share API, else the link is copied with a toast);
 *     a thrown error shows an alert with its text (or SPEC §8's default) and, in the app, asks it to
 *     open the messenger's store page (moveMessengerMarket);
 *   - URL 복사: copies info.url (Clipboard API with a fallback), toasts '링크를 복사했어요' and shows
 *     '복사되었어요' on the button for 1500 ms (SPEC §9).
 * Each option sends its analytics event (kakaoGtag / urlGtag, ./share-adapters trackShareOption).
 * Nothing is attempted without a url (both options are disabled). Escape or a tap outside closes.
 * A shared or copied community post is recorded when the info has communityType and postId (SPEC §5).
 * Built on ./dialog (native modal): focus starts on 메신저로 공유 and returns on close.
 */
import { useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { closeShare, showAlert, showToast, useUi, type ShareInfo } from '~/stores/ui';
import { callNative } from '~/lib/native';
import { Button } from './button';
import { Dialog } from './dialog';
import { buildSharePayload, copyText, recordCommunityShare, shareToMessenger, trackShareOption } from './share-adapters';

export { copyText, shareToMessenger } from './share-adapters';

export const SHARE_DIALOG_WIDTH_PX = 320;
export const COPY_CONFIRM_RESET_MS = 1500;
/** No channel at all could share (not even the clipboard). */
export const MESSENGER_UNAVAILABLE_TEXT = '공유하지 못했어요. 주소창의 링크를 직접 복사해 주세요.';
/** The copy-confirmed label of the URL 복사 button (1500 ms). */
export const COPIED_TEXT = '복사되었어요';
/** The toast after the link was copied (URL 복사, or 메신저로 공유 without any other channel). */
export const LINK_COPIED_TEXT = '링크를 복사했어요';
/** SPEC §8 default share failure text. */
export const SHARE_FAILED_TEXT = '문제가 발생하여 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';

const optionClass = css({
  flex: 1,
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  gap: '8px',
  py: '12px',
  borderRadius: '12px',
  cursor: 'pointer',
  bg: 'transparent',
  border: 'none',
  fontSize: '14px',
  color: 'fg.body',
  _hover: { bg: 'bg.subtle' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
});

const LINK_ICON = 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';

/** A 24 px line icon: one stroked path with round ends. */
function LineIcon({ d, className, strokeWidth }: { d: string; className: string; strokeWidth: number }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">
      <path d={d} className={className} strokeWidth={strokeWidth} fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const iconCircle = css({ w: '52px', h: '52px', borderRadius: '50%', display: 'grid', placeItems: 'center' });

export function ShareDialog() {
  const { share } = useUi();
  const [copied, setCopied] = useState(false);
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_CONFIRM_RESET_MS);
    return () => clearTimeout(t);
  }, [copied]);

  const open = !!share;
  useEffect(() => {
    if (!open) setCopied(false);
  }, [open]);

  if (!share) return null;
  const info = share as ShareInfo;
  const canShare = buildSharePayload(info) !== null;

  const onMessenger = async () => {
    trackShareOption('messenger', info);
    try {
      const outcome = await shareToMessenger(info);
      if (outcome === 'unavailable') showToast(MESSENGER_UNAVAILABLE_TEXT);
      else if (outcome === 'shared' || outcome === 'copied') {
        if (outcome === 'copied') showToast(LINK_COPIED_TEXT);
        void recordCommunityShare(info);
        closeShare();
      }
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : SHARE_FAILED_TEXT;
      closeShare();
      await showAlert(message);
      // SPEC §8: in the app, a failed messenger share sends the user to the messenger's store page.
      callNative('moveMessengerMarket'); // sends nothing outside the app
    }
  };

  const onCopy = async () => {
    if (!canShare) return;
    trackShareOption('url', info);
    if (await copyText(info.url)) {
      setCopied(true);
      showToast(LINK_COPIED_TEXT);
      void recordCommunityShare(info);
    } else {
      showToast(MESSENGER_UNAVAILABLE_TEXT);
    }
  };

  return (
    <Dialog
      labelledBy="share-dialog-title"
      initialFocus={first}
      closeOnBackdrop
      onClose={closeShare}
      className={css({ p: '20px' })}
      style={{ width: SHARE_DIALOG_WIDTH_PX }}
    >
      <h2 id="share-dialog-title" className={css({ fontSize: '17px', fontWeight: 700, mb: '16px', textAlign: 'center' })}>
        공유하기
      </h2>
      <div className={css({ display: 'flex', gap: '8px' })}>
        <button ref={first} type="button" className={optionClass} disabled={!canShare} onClick={onMessenger}>
          <span aria-hidden="true" className={cx(iconCircle, css({ bg: 'brand.messenger' }))}>
            <svg width="26" height="26" viewBox="0 0 24 24" focusable="false">
              <path
                d="M12 4C7 4 3 7.1 3 11c0 2.5 1.7 4.7 4.2 6L6.5 20l3.6-2.3c.6.1 1.3.2 1.9.2 5 0 9-3.1 9-7s-4-7-9-7z"
                className={css({ fill: 'brand.messengerFg' })}
              />
            </svg>
          </span>
          메신저로 공유
        </button>
        <button type="button" className={optionClass} disabled={!canShare} onClick={onCopy}>
          <span aria-hidden="true" className={cx(iconCircle, copied ? css({ bg: 'accent.subtle' }) : css({ bg: 'bg.muted' }))}>
            {copied ? (
              <LineIcon d="M5 12l5 5 9-10" className={css({ stroke: 'accent.default' })} strokeWidth={2.4} />
            ) : (
              <LineIcon d={LINK_ICON} className={css({ stroke: 'fg.body' })} strokeWidth={2} />
            )}
          </span>
          {copied ? COPIED_TEXT : 'URL 복사'}
        </button>
      </div>
      <Button variant="subtle" fullWidth onClick={closeShare} className={css({ mt: '12px' })}>
        닫기
      </Button>
    </Dialog>
  );
}
