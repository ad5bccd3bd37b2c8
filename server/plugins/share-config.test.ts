/**
 * The messenger share SDK and the analytics sink are configuration (issue 17, docs/decisions/030):
 * absent by default (no key in the page, no third-party origin in the CSP); with both the app key
 * and the script URL the page's app-config carries them and script-src allows exactly the SDK's
 * origin (connect-src its API host when given); one without the other configures nothing; bad
 * values stop the server at start-up.
 */
import { describe, expect, it } from 'vitest';
import { itRefusesEnv } from '@tests/setup/env.js';
import { loadEnv } from '@server/env.js';
import { clientConfig } from './pwa.js';
import { helmetOptionsFor } from './security-headers.js';

const base = { IDP_MODE: 'stand-in' };
const SDK = { MESSENGER_SHARE_APP_KEY: 'js-key_123', MESSENGER_SDK_URL: 'https://sdk.messenger.test/v2/sdk.min.js' };
const directives = (env: Record<string, string>) => helmetOptionsFor(loadEnv({ ...base, ...env })).contentSecurityPolicy.directives;

describe('messenger share SDK configuration', () => {
  it('is absent by default: no key in the page, nothing third-party in the CSP', () => {
    const config = clientConfig(loadEnv(base));
    expect(config.messengerShareAppKey).toBeUndefined();
    expect(config.messengerSdkUrl).toBeUndefined();
    expect(config.analyticsSink).toBe('none');
    expect(directives({}).scriptSrc).toEqual(["'self'"]);
    expect(directives({}).connectSrc).toEqual(["'self'"]);
  });

  it('with the key and the URL: both reach the page and script-src allows the SDK origin only', () => {
    const config = clientConfig(loadEnv({ ...base, ...SDK, MESSENGER_SDK_INTEGRITY: 'sha384-abc+/=' }));
    expect(config).toMatchObject({
      messengerShareAppKey: 'js-key_123',
      messengerSdkUrl: 'https://sdk.messenger.test/v2/sdk.min.js',
      messengerSdkIntegrity: 'sha384-abc+/=',
    });
    expect(directives(SDK).scriptSrc).toEqual(["'self'", 'https://sdk.messenger.test']);
    expect(directives(SDK).connectSrc).toEqual(["'self'"]);
    expect(directives({ ...SDK, MESSENGER_API_URL: 'https://api.messenger.test/v2' }).connectSrc).toEqual(["'self'", 'https://api.messenger.test']);
  });

  it('one without the other configures nothing', () => {
    const halves: Record<string, string>[] = [
      { MESSENGER_SHARE_APP_KEY: 'k' },
      { MESSENGER_SDK_URL: SDK.MESSENGER_SDK_URL, MESSENGER_API_URL: 'https://api.messenger.test' },
    ];
    for (const env of halves) {
      expect(clientConfig(loadEnv({ ...base, ...env })).messengerSdkUrl).toBeUndefined();
      expect(clientConfig(loadEnv({ ...base, ...env })).messengerShareAppKey).toBeUndefined();
      expect(directives(env).scriptSrc).toEqual(["'self'"]);
      expect(directives(env).connectSrc).toEqual(["'self'"]);
    }
  });

  it('passes the analytics sink', () => {
    expect(clientConfig(loadEnv({ ...base, ANALYTICS_SINK: 'datalayer' })).analyticsSink).toBe('datalayer');
  });

  itRefusesEnv('refuses a malformed %s (%s)', { ...base, ...SDK }, [
    ['MESSENGER_SDK_URL', 'http://sdk.messenger.test/sdk.js'],
    ['MESSENGER_SDK_URL', 'javascript:alert(1)'],
    ['MESSENGER_SHARE_APP_KEY', 'key with spaces'],
    ['MESSENGER_SDK_INTEGRITY', 'md5-abc'],
    ['ANALYTICS_SINK', 'gtm'],
  ]);
});
