import { afterEach, describe, expect, it, vi } from 'vitest';
import { enterAppShell, leaveAppShell } from '~/test-utils/app-shell';
import { pickFromApp } from './components/pictures-field';

const APP_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36 JecheolApp/2.21.0';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP4f4YBDTEMBiEAqgQu/d4o7KgAAAAASUVORK5CYII=';

/** An iOS shell that answers getSelectedImage with `answer`. */
const shell = (answer: unknown) => enterAppShell(APP_UA, 'webkit', () => answer);

describe("the app's picture picker in the post form (SPEC §7 getSelectedImage)", () => {
  afterEach(leaveAppShell);

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
