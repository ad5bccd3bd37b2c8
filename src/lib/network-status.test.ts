import { afterEach, describe, expect, it } from 'vitest';
import { markNetworkFailed, markNetworkOk, networkState } from './network-status';

const setBrowserOnline = (online: boolean) => Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });

afterEach(() => {
  setBrowserOnline(true);
  markNetworkOk();
});

describe('network state (issue 5 offline banner)', () => {
  it('an answer marks the network ok again after a failed request', () => {
    markNetworkFailed();
    expect(networkState.online).toBe(false);
    markNetworkOk();
    expect(networkState.online).toBe(true);
  });

  it('while the browser says it is offline, an answer already on its way does not hide the offline state', () => {
    setBrowserOnline(false);
    markNetworkFailed(); // the offline event
    markNetworkOk(); // a response that left before the switch lands now
    expect(networkState.online).toBe(false);
    setBrowserOnline(true);
    markNetworkOk(); // the online event
    expect(networkState.online).toBe(true);
  });
});
