import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveNativeRequest } from '~/lib/native/install';
import { pickFromApp } from './pictures-field';

const APP_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36 JecheolApp/2.21.0';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP4f4YBDTEMBiEAqgQu/d4o7KgAAAAASUVORK5CYII=';
type W = { webkit?: { messageHandlers: { bridge: { postMessage(m: unknown): void } } } };

/** An iOS shell that answers getSelectedImage with `answer`. */
function shell(answer: unknown) {
  const asked: Record<string, unknown>[] = [];
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(APP_UA);
  (window as unknown as W).webkit = {
    messageHandlers: {
      bridge: {
        postMessage: (m) => {
          const msg = m as Record<string, unknown>;
          asked.push(msg);
          setTimeout(() => resolveNativeRequest(msg.callbackId, answer), 0);
        },
      },
    },
  };
  return asked;
}

describe("the app's picture picker in the post form (SPEC §7 getSelectedImage)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as unknown as W).webkit;
  });

  it('turns the pictures the app picked into files, asking for at most the room left', async () => {
    const asked = shell({ images: [{ name: 'a.png', type: 'image/png', base64: PNG }] });
    const files = await pickFromApp(3);
    expect(asked[0]).toMatchObject({ type: 'getSelectedImage', maxCount: 3 });
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('a.png');
    expect(files[0]!.type).toBe('image/png');
    const bytes = new Uint8Array(await files[0]!.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  });

  it('a cancelled pick (no pictures) or unreadable base64 gives nothing', async () => {
    shell({ images: [] });
    expect(await pickFromApp(10)).toEqual([]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    shell({ images: [{ name: 'x.png', type: 'image/png', base64: '%%%not base64' }] });
    expect(await pickFromApp(10)).toEqual([]);
  });

  it('outside the app asks nothing', async () => {
    expect(await pickFromApp(10)).toEqual([]);
  });
});
