import { describe, expect, it, vi } from 'vitest';
import { dispatchNativeMessage, isNativeApp, onNativeMessage, postToNative, pushYNFromDevice } from './native';
import { isChunkLoadError } from './chunk-reload';

describe('native bridge', () => {
  it('recognises the app shell by its user-agent marker', () => {
    expect(isNativeApp('Mozilla/5.0 (iPhone) JecheolApp/2.21.0')).toBe(true);
    expect(isNativeApp('Mozilla/5.0 (iPhone) KAKAOTALK')).toBe(false);
  });
  it('push flag is Y only for true or "true" (SPEC §4)', () => {
    expect(pushYNFromDevice(true)).toBe('Y');
    expect(pushYNFromDevice('true')).toBe('Y');
    expect(pushYNFromDevice('false')).toBe('N');
    expect(pushYNFromDevice(1)).toBe('N');
  });
  it('dispatches inbound JSON messages to their handlers and ignores junk', () => {
    const handler = vi.fn();
    const off = onNativeMessage('moveRoute', handler);
    expect(dispatchNativeMessage(JSON.stringify({ type: 'moveRoute', url: '/best' }))).toBe(true);
    expect(handler).toHaveBeenCalledWith({ type: 'moveRoute', url: '/best' });
    expect(dispatchNativeMessage('{not json')).toBe(false);
    expect(dispatchNativeMessage({ nope: 1 })).toBe(false);
    off();
    expect(dispatchNativeMessage({ type: 'moveRoute', url: '/' })).toBe(false);
  });
  it('postToNative reports false without a bridge (plain browser)', () => {
    expect(postToNative({ type: 'close' })).toBe(false);
    const postMessage = vi.fn();
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = { postMessage };
    expect(postToNative({ type: 'close' })).toBe(true);
    expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({ type: 'close' });
    delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  });
  it('detects lazy chunk load failures (SPEC §8)', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
