/**
 * Share dialog (SPEC §2, §5, §9): width 320, two options — messenger share (behind an adapter:
 * native bridge in the app, Web Share API in browsers) and URL copy (clipboard, with fallback).
 * Sharing is attempted only with a url; an empty description is dropped. The copied state
 * resets after 1500 ms.
 */
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { closeShare, showAlert, showToast, useUi, type ShareInfo } from '../../stores/ui';
import { isNativeApp, postToNative } from '../../lib/native';

export const SHARE_DIALOG_WIDTH_PX = 320;
export const COPY_CONFIRM_RESET_MS = 1500;

/** Messenger share adapter. Returns true when the share was handed to something that can do it. */
export async function shareToMessenger(info: ShareInfo): Promise<boolean> {
  if (!info.url) return false;
  const payload: ShareInfo = { ...info };
  if (!payload.description) delete payload.description;
  if (isNativeApp()) return postToNative({ type: 'shareMessenger', ...payload });
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: payload.title, text: payload.description, url: payload.url });
      return true;
    } catch (e) {
      if ((e as Error).name === 'AbortError') return true;
      throw e;
    }
  }
  return false;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the textarea fallback (insecure context, permissions)
  }
  const ta = document.createElement('textarea');
  ta.value = text;
  ta.setAttribute('readonly', '');
  ta.style.position = 'fixed';
  ta.style.opacity = '0';
  document.body.appendChild(ta);
  ta.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  ta.remove();
  return ok;
}

export function ShareDialog() {
  const { share } = useUi();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_CONFIRM_RESET_MS);
    return () => clearTimeout(t);
  }, [copied]);
  if (!share) return null;
  const info = share as ShareInfo;
  const optionClass = css({ flex: 1, display: 'flex', flexDir: 'column', alignItems: 'center', gap: '8px', py: '12px', borderRadius: '12px', cursor: 'pointer', bg: 'transparent', border: 'none', fontSize: '14px', color: 'gray.800', _hover: { bg: 'gray.50' } });
  return (
    <div onClick={closeShare} className={css({ position: 'fixed', inset: 0, bg: 'rgba(0,0,0,0.45)', display: 'grid', placeItems: 'center', zIndex: 85 })}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="share-title"
        onClick={(e) => e.stopPropagation()}
        className={css({ bg: 'white', borderRadius: '16px', p: '20px' })}
        style={{ width: SHARE_DIALOG_WIDTH_PX }}
      >
        <h2 id="share-title" className={css({ fontSize: '17px', fontWeight: 700, mb: '16px', textAlign: 'center' })}>
          공유하기
        </h2>
        <div className={css({ display: 'flex', gap: '8px' })}>
          <button
            type="button"
            className={optionClass}
            onClick={async () => {
              try {
                const done = await shareToMessenger(info);
                if (!done) showToast('메신저 앱에서만 공유할 수 있어요. URL을 복사해 보내 주세요.');
                else closeShare();
              } catch (e) {
                await showAlert(`공유하지 못했어요.\n${(e as Error).message}`);
                postToNative({ type: 'moveMessengerMarket' });
              }
            }}
          >
            <span aria-hidden="true" className={css({ w: '48px', h: '48px', borderRadius: '50%', bg: 'messenger', display: 'grid', placeItems: 'center', fontSize: '22px' })}>
              <svg width="24" height="24" viewBox="0 0 24 24"><path d="M12 4C7 4 3 7.1 3 11c0 2.5 1.7 4.7 4.2 6L6.5 20l3.6-2.3c.6.1 1.3.2 1.9.2 5 0 9-3.1 9-7s-4-7-9-7z" fill="#191600" /></svg>
            </span>
            메신저로 공유
          </button>
          <button
            type="button"
            className={optionClass}
            onClick={async () => {
              if (!info.url) return;
              const ok = await copyText(info.url);
              if (ok) {
                setCopied(true);
                showToast('링크가 복사되었어요.');
              } else showToast('복사하지 못했어요. 주소창의 링크를 직접 복사해 주세요.');
            }}
          >
            <span aria-hidden="true" className={css({ w: '48px', h: '48px', borderRadius: '50%', bg: 'gray.100', display: 'grid', placeItems: 'center', fontSize: '22px' })}>
              <svg width="24" height="24" viewBox="0 0 24 24"><path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" stroke="#333D4B" strokeWidth="2" fill="none" strokeLinecap="round" /></svg>
            </span>
            {copied ? '복사되었어요' : 'URL 복사'}
          </button>
        </div>
        <button type="button" onClick={closeShare} className={css({ mt: '12px', w: '100%', h: '44px', borderRadius: '10px', bg: 'gray.100', border: 'none', fontSize: '15px', cursor: 'pointer' })}>
          닫기
        </button>
      </div>
    </div>
  );
}
