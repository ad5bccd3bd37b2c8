/**
 * 사진 of a post or question (issue 15; docs/decisions/021, 024): a grid of square tiles — the pictures
 * in order, each with 빼기 and, while uploading, its progress, or after a failure "사진을 올리지 못했어요"
 * with 다시 시도 — then 사진 추가 (the gallery, several at once) and 카메라 (a phone opens its camera).
 * Files the client refuses (type, over 10 MB, over 10 pictures) are said under the grid.
 * In the native app 사진 추가 asks the app's own picker (getSelectedImage; docs/decisions/028):
 * the pictures it answers go through the same checks and upload as picked files; an empty answer
 * (cancelled) or none changes nothing. 카메라 stays the file input (the webview opens the camera).
 */
import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { hasNativeBridge, isNativeApp, nativeImageToFile, requestNative } from '~/lib/native';
import { useHydrated } from '~/lib/use-hydrated';
import { CrossIcon } from '~/components/ui/cross-icon';
import { FieldMessage, labelRow, labelText, sectionClass } from './fields';
import { PICTURE_ACCEPT, POST_IMAGES_MAX } from '../rules';
import type { usePictures } from '../use-pictures';

const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '8px', mt: '8px', listStyle: 'none' });
const tile = css({ position: 'relative', aspectRatio: '1', borderRadius: '8px', overflow: 'hidden', bg: 'bg.muted' });
const pickTile = css({
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  w: '100%',
  h: '100%',
  border: '1px dashed token(colors.border.default)',
  borderRadius: '8px',
  bg: 'bg.subtle',
  color: 'fg.secondary',
  fontSize: '12px',
  fontWeight: 600,
  cursor: 'pointer',
  _focusWithin: { outline: '2px solid token(colors.accent.default)', outlineOffset: '2px' },
});
const hiddenInput = css({ position: 'absolute', w: '1px', h: '1px', opacity: 0, overflow: 'hidden' });
const veil = css({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4px',
  p: '4px',
  textAlign: 'center',
});

function PlusIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
function CameraIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}

/** The app's picker waits for the member: ten minutes before an unanswered pick counts as cancelled. */
export const NATIVE_PICK_TIMEOUT_MS = 600_000;

/** Ask the app for pictures (at most `room`); the files it picked, [] when cancelled, unanswered or unreadable. */
export async function pickFromApp(room: number): Promise<File[]> {
  const answer = await requestNative('getSelectedImage', { maxCount: room }, { timeoutMs: NATIVE_PICK_TIMEOUT_MS });
  const files: File[] = [];
  for (const image of answer?.images ?? []) {
    try {
      files.push(nativeImageToFile(image));
    } catch {
      console.warn('native picture ignored: unreadable base64');
    }
  }
  return files;
}

export function PicturesField({ pics }: { pics: ReturnType<typeof usePictures> }) {
  const id = useId();
  const full = pics.pictures.length >= POST_IMAGES_MAX;
  const hydrated = useHydrated();
  const inApp = hydrated && isNativeApp() && hasNativeBridge();
  const [picking, setPicking] = useState(false);
  const errors = pics.pictures.filter((p) => p.status === 'error' && p.error).map((p) => p.error!);
  const message = [pics.notice, ...new Set(errors)].filter(Boolean).join('\n');
  const pick = (input: HTMLInputElement) => {
    if (input.files?.length) pics.add([...input.files]);
    input.value = ''; // the same file may be picked again after it was taken out
  };
  return (
    <section aria-labelledby={`${id}-label`} className={sectionClass}>
      <div className={labelRow}>
        <h2 id={`${id}-label`} className={labelText}>
          사진
        </h2>
        <span className={css({ fontSize: '12px', color: 'fg.muted' })}>
          <span className={css({ srOnly: true })}>사진 </span>
          {pics.pictures.length}/{POST_IMAGES_MAX}
        </span>
      </div>
      <ul className={grid} aria-label="올린 사진">
        {pics.pictures.map((p, i) => (
          <li key={p.id} className={tile} data-status={p.status} aria-busy={p.status === 'uploading' || undefined}>
            <img
              src={p.previewUrl}
              alt={`사진 ${i + 1}`}
              className={css({ w: '100%', h: '100%', objectFit: 'cover', opacity: p.status === 'done' ? 1 : 0.5 })}
              // A HEIC the browser cannot draw shows the grey tile until the server's WebP copy arrives.
              onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
              onLoad={(e) => (e.currentTarget.style.visibility = 'visible')}
            />
            {p.status === 'uploading' && (
              <div className={veil}>
                <span className={css({ fontSize: '12px', fontWeight: 700, color: 'fg.default' })}>올리는 중 {Math.round(p.progress * 100)}%</span>
                <progress
                  value={p.progress}
                  max={1}
                  aria-label={`사진 ${i + 1} 올리는 중`}
                  className={css({ w: '80%', h: '4px', accentColor: 'accent.default' })}
                />
              </div>
            )}
            {p.status === 'error' && (
              <div className={cx(veil, css({ bg: 'danger.subtle', pt: '28px' }))}>
                <span className={css({ fontSize: '11px', fontWeight: 700, color: 'danger.emphasized', lineHeight: 1.3 })}>올리지 못했어요</span>
                <button
                  type="button"
                  onClick={() => pics.retry(p.id)}
                  aria-label={`사진 ${i + 1} 다시 올리기`}
                  className={css({
                    fontSize: '12px',
                    fontWeight: 700,
                    color: 'accent.text',
                    bg: 'bg.canvas',
                    borderRadius: '12px',
                    px: '8px',
                    h: '26px',
                    cursor: 'pointer',
                  })}
                >
                  다시 시도
                </button>
              </div>
            )}
            <button
              type="button"
              onClick={() => pics.remove(p.id)}
              aria-label={`사진 ${i + 1} 빼기`}
              className={css({
                position: 'absolute',
                top: '2px',
                right: '2px',
                w: '28px',
                h: '28px',
                borderRadius: '50%',
                bg: 'bg.shade',
                color: 'fg.inverse',
                display: 'grid',
                placeItems: 'center',
                cursor: 'pointer',
              })}
            >
              <CrossIcon size={14} box={14} edge={3} weight={2} />
            </button>
          </li>
        ))}
        {!full && (
          <>
            <li className={tile}>
              {inApp ? (
                <button
                  type="button"
                  className={pickTile}
                  disabled={picking}
                  aria-busy={picking || undefined}
                  onClick={() => {
                    setPicking(true);
                    void pickFromApp(POST_IMAGES_MAX - pics.pictures.length)
                      .then((files) => files.length > 0 && pics.add(files))
                      .finally(() => setPicking(false));
                  }}
                >
                  <PlusIcon />
                  사진 추가
                </button>
              ) : (
                <label className={pickTile}>
                  <PlusIcon />
                  사진 추가
                  <input type="file" accept={PICTURE_ACCEPT} multiple className={hiddenInput} aria-label="사진 추가" onChange={(e) => pick(e.currentTarget)} />
                </label>
              )}
            </li>
            <li className={tile}>
              <label className={pickTile}>
                <CameraIcon />
                카메라
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  className={hiddenInput}
                  aria-label="카메라로 찍기"
                  onChange={(e) => pick(e.currentTarget)}
                />
              </label>
            </li>
          </>
        )}
      </ul>
      <FieldMessage
        id={`${id}-msg`}
        problem={message || null}
        hint={pics.pictures.length === 0 ? `JPEG, PNG, WebP, HEIC 사진을 ${POST_IMAGES_MAX}장까지, 한 장에 10MB까지 올릴 수 있어요.` : undefined}
      />
    </section>
  );
}
