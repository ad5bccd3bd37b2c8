/**
 * The pictures of a post being written (issue 15; docs/decisions/021, 024): each picked file is checked
 * (type, 10 MB), shown at once from the device, and uploaded on its own with its progress; a failed
 * upload keeps its tile with 다시 시도. Pictures already on the server (an edited post, a restored
 * draft) are tiles that are done. The post sends the done tiles' keys in order.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiClientError } from '~/lib/api-client';
import { communityImageUrl } from '@contract/community-images';
import { uploadPicture } from './api';
import { PICTURE_FAILED_TEXT, PICTURES_FULL_TEXT, POST_IMAGES_MAX, pictureProblem, pictureType } from './rules';

export interface Picture {
  /** Local id of the tile. */
  id: string;
  status: 'uploading' | 'done' | 'error';
  /** 0–1 while uploading. */
  progress: number;
  /** What the tile shows: the device's copy while uploading, the server's once done. */
  previewUrl: string;
  imageKey?: string;
  /** Why the upload failed (the server's Korean message or the client's). */
  error?: string;
  name: string;
}

let seq = 0;
const newId = () => `p${Date.now().toString(36)}${(++seq).toString(36)}`;

/** Tiles for pictures already stored (keys in order). */
export function storedPictures(keys: readonly string[]): Picture[] {
  return keys.map((k, i) => ({ id: newId(), status: 'done', progress: 1, previewUrl: communityImageUrl(k), imageKey: k, name: `사진 ${i + 1}` }));
}

export function usePictures(initial: readonly string[] = []) {
  const [pictures, setPictures] = useState<Picture[]>(() => storedPictures(initial));
  const [notice, setNotice] = useState<string | null>(null);
  const files = useRef(new Map<string, { file: File; type: string; blobUrl: string }>());
  const count = useRef(pictures.length);
  count.current = pictures.length;

  const patch = useCallback((id: string, p: Partial<Picture>) => setPictures((all) => all.map((x) => (x.id === id ? { ...x, ...p } : x))), []);

  const upload = useCallback(
    (id: string) => {
      const f = files.current.get(id);
      if (!f) return;
      patch(id, { status: 'uploading', progress: 0, error: undefined });
      uploadPicture(f.file, f.type, ({ loaded, total }) => patch(id, { progress: total ? Math.min(0.99, loaded / total) : 0 }))
        .then((r) => {
          if (!files.current.has(id)) return; // removed meanwhile
          patch(id, { status: 'done', progress: 1, imageKey: r.imageKey, previewUrl: r.url });
          URL.revokeObjectURL(f.blobUrl);
        })
        .catch((e: unknown) => {
          if (!files.current.has(id)) return;
          const reason = e instanceof ApiClientError && !e.isNetworkError ? e.message : '연결을 확인한 뒤 다시 시도해 주세요.';
          patch(id, { status: 'error', error: `${PICTURE_FAILED_TEXT}. ${reason}` });
        });
    },
    [patch],
  );

  /** Add picked files (those over the limit of 10 or refused by type/size are left out, with a notice). */
  const add = useCallback(
    (picked: readonly File[]) => {
      const problems: string[] = [];
      const room = POST_IMAGES_MAX - count.current;
      const accepted: Picture[] = [];
      for (const file of picked) {
        const problem = pictureProblem(file);
        if (problem) {
          problems.push(`${file.name}: ${problem}`);
          continue;
        }
        if (accepted.length >= room) {
          problems.push(PICTURES_FULL_TEXT);
          break;
        }
        const id = newId();
        const blobUrl = URL.createObjectURL(file);
        files.current.set(id, { file, type: pictureType(file)!, blobUrl });
        accepted.push({ id, status: 'uploading', progress: 0, previewUrl: blobUrl, name: file.name });
      }
      setNotice(problems.length ? problems.join('\n') : null);
      if (accepted.length === 0) return;
      count.current += accepted.length;
      setPictures((all) => [...all, ...accepted]);
      for (const p of accepted) upload(p.id);
    },
    [upload],
  );

  const remove = useCallback((id: string) => {
    const f = files.current.get(id);
    if (f) URL.revokeObjectURL(f.blobUrl);
    files.current.delete(id);
    setPictures((all) => all.filter((p) => p.id !== id));
    setNotice(null);
  }, []);

  /** Replace every tile with stored pictures (a restored draft, 새로 쓰기). */
  const reset = useCallback((keys: readonly string[]) => {
    for (const f of files.current.values()) URL.revokeObjectURL(f.blobUrl);
    files.current.clear();
    setPictures(storedPictures(keys));
    setNotice(null);
  }, []);

  useEffect(
    () => () => {
      for (const f of files.current.values()) URL.revokeObjectURL(f.blobUrl);
    },
    [],
  );

  const keys = pictures.filter((p) => p.status === 'done' && p.imageKey).map((p) => p.imageKey!);
  return {
    pictures,
    keys,
    uploading: pictures.some((p) => p.status === 'uploading'),
    failed: pictures.some((p) => p.status === 'error'),
    notice,
    add,
    remove,
    retry: upload,
    reset,
  };
}
