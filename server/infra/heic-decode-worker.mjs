/**
 * The HEIC picture's own thread (issue 29, item 1; started by ./image-processing.ts for each HEIC
 * upload). libheif's WebAssembly build (heic-decode) decodes synchronously — about a second for a
 * 12 MP iPhone picture, more for 40 MP — so on the server's event loop it held every other request
 * (four 8,000 × 5,000 HEIC uploads: /api/health 2.1 s at p99). Here it decodes, and sharp shrinks and
 * encodes as the other formats are (WebP, no metadata), so only the small result goes back. Plain
 * JavaScript, so it starts without the TypeScript loader.
 *
 * In (workerData): { bytes: Uint8Array, maxSide, maxPixels, edge (px), quality, timeoutSeconds }.
 * Out (one message; the parent then ends the thread): { bytes: Uint8Array (WebP), width, height },
 * { error: 'too-big' } when the primary picture is over a limit (from its header, nothing decoded),
 * or { error: 'unreadable' }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';

const { bytes, maxSide, maxPixels, edge, quality, timeoutSeconds } = workerData;
const allowed = (w, h) => w > 0 && h > 0 && w <= maxSide && h <= maxSide && w * h <= maxPixels;

try {
  const images = await decodeHeic.all({ buffer: bytes });
  const primary = images[0];
  if (!primary) parentPort.postMessage({ error: 'unreadable' });
  else if (!allowed(primary.width, primary.height)) {
    images.dispose();
    parentPort.postMessage({ error: 'too-big' });
  } else {
    const { width, height, data } = await primary.decode();
    images.dispose();
    const { data: webp, info } = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .timeout({ seconds: timeoutSeconds })
      .toBuffer({ resolveWithObject: true });
    parentPort.postMessage({ bytes: new Uint8Array(webp), width: info.width, height: info.height });
  }
} catch {
  parentPort.postMessage({ error: 'unreadable' });
}
