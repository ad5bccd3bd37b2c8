import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_INSTALL_POPUP_DELAY_MS,
  APP_INSTALL_SHOWN_KEY,
  APP_OPEN_FALLBACK_DELAY_MS,
  appDeepLink,
  hasTypeParam,
  isMobileBrowser,
  markAppInstallShown,
  shouldShowAppInstallPopup,
  wasAppInstallShown,
  type AppInstallConditions,
} from './eligibility';

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadSafari: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidApp: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 JecheolApp/2.21.0',
  iphoneApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 JecheolApp/2.21.0',
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  desktopMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

/** Every condition met: the popup shows. Each test below changes exactly one field. */
const eligible: AppInstallConditions = {
  userAgent: UA.iphoneSafari,
  firstVisit: true,
  pathname: '/event/12',
  search: '?type=share',
  alreadyShown: false,
};
const show = (change: Partial<AppInstallConditions>) => shouldShowAppInstallPopup({ ...eligible, ...change });

describe('SPEC §9 constants', () => {
  it('popup after 1000 ms, app-open fallback after 2500 ms', () => {
    expect(APP_INSTALL_POPUP_DELAY_MS).toBe(1000);
    expect(APP_OPEN_FALLBACK_DELAY_MS).toBe(2500);
  });
});

describe('isMobileBrowser', () => {
  it('recognises Android, iPhone and iPad user agents', () => {
    expect(isMobileBrowser(UA.iphoneSafari)).toBe(true);
    expect(isMobileBrowser(UA.ipadSafari)).toBe(true);
    expect(isMobileBrowser(UA.androidChrome)).toBe(true);
    expect(isMobileBrowser('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X)')).toBe(true);
  });
  it('rejects desktop browsers and an empty UA', () => {
    expect(isMobileBrowser(UA.desktopChrome)).toBe(false);
    expect(isMobileBrowser(UA.desktopMac)).toBe(false);
    expect(isMobileBrowser('')).toBe(false);
  });
});

describe('hasTypeParam', () => {
  it('needs a non-empty type, with or without the leading ?', () => {
    expect(hasTypeParam('?type=share')).toBe(true);
    expect(hasTypeParam('a=1&type=2')).toBe(true);
    expect(hasTypeParam('?type=')).toBe(false);
    expect(hasTypeParam('?types=1')).toBe(false);
    expect(hasTypeParam('')).toBe(false);
  });
});

describe('shouldShowAppInstallPopup (SPEC §4)', () => {
  it('shows when every condition holds (event and period, iPhone and Android)', () => {
    expect(show({})).toBe(true);
    expect(show({ pathname: '/period/7' })).toBe(true);
    expect(show({ userAgent: UA.androidChrome })).toBe(true);
    expect(show({ userAgent: UA.ipadSafari, pathname: '/period/7/', search: '?foo=1&type=2' })).toBe(true);
  });
  it('not twice in a session', () => {
    expect(show({ alreadyShown: false })).toBe(true);
    expect(show({ alreadyShown: true })).toBe(false);
  });
  it('only on a first visit', () => {
    expect(show({ firstVisit: true })).toBe(true);
    expect(show({ firstVisit: false })).toBe(false);
  });
  it('not on desktop', () => {
    expect(show({ userAgent: UA.iphoneSafari })).toBe(true);
    expect(show({ userAgent: UA.desktopChrome })).toBe(false);
    expect(show({ userAgent: UA.desktopMac })).toBe(false);
  });
  it('not in the native app webview (UA marker), on Android or iPhone', () => {
    expect(show({ userAgent: UA.androidChrome })).toBe(true);
    expect(show({ userAgent: UA.androidApp })).toBe(false);
    expect(show({ userAgent: UA.iphoneApp })).toBe(false);
  });
  it('only on an event or period detail', () => {
    expect(show({ pathname: '/event/12' })).toBe(true);
    expect(show({ pathname: '/deal/12' })).toBe(false);
    expect(show({ pathname: '/admin-event/12' })).toBe(false);
    expect(show({ pathname: '/event' })).toBe(false);
    expect(show({ pathname: '/' })).toBe(false);
  });
  it('only with a type query', () => {
    expect(show({ search: '?type=share' })).toBe(true);
    expect(show({ search: '' })).toBe(false);
    expect(show({ search: '?type=' })).toBe(false);
    expect(show({ search: '?kind=share' })).toBe(false);
  });
});

describe('appDeepLink', () => {
  it('passes the current path (with its query) encoded as url', () => {
    expect(appDeepLink('jecheol://open', '/event/12?type=share')).toBe('jecheol://open?url=%2Fevent%2F12%3Ftype%3Dshare');
    expect(appDeepLink('jecheol://open?src=web', '/period/3')).toBe('jecheol://open?src=web&url=%2Fperiod%2F3');
  });
  it('never uses an empty or script scheme', () => {
    expect(appDeepLink('', '/event/1')).toBe('jecheol://open?url=%2Fevent%2F1');
    expect(appDeepLink('javascript://%0aalert(1)', '/event/1')).toBe('jecheol://open?url=%2Fevent%2F1');
  });
});

describe('once-per-session flag', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
  it('is unset in a fresh session and set after marking', () => {
    expect(wasAppInstallShown()).toBe(false);
    markAppInstallShown();
    expect(wasAppInstallShown()).toBe(true);
    expect(sessionStorage.getItem(APP_INSTALL_SHOWN_KEY)).toBe('1');
  });
  it('counts as shown when session storage cannot be read (never nag)', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(wasAppInstallShown()).toBe(true);
    vi.unstubAllGlobals();
    expect(wasAppInstallShown()).toBe(false);
  });
});

describe('first visit of the page load (stores/session isFirstVisit)', () => {
  const clearVisited = () => {
    document.cookie = 'visited=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
  };
  beforeEach(() => {
    clearVisited();
    vi.resetModules();
  });
  afterEach(clearVisited);
  it('keeps the first answer although checkFirstVisit then sets the cookie', async () => {
    const s = await import('~/stores/session');
    expect(s.checkFirstVisit()).toBe(true);
    expect(s.checkFirstVisit()).toBe(false); // unchanged semantics: the cookie is now there
    expect(s.isFirstVisit()).toBe(true);
  });
  it('asks itself when nothing asked yet, and is false when the cookie was already there', async () => {
    let s = await import('~/stores/session');
    expect(s.isFirstVisit()).toBe(true);
    expect(document.cookie).toContain('visited=Y');
    vi.resetModules(); // a new page load the same day
    s = await import('~/stores/session');
    expect(s.isFirstVisit()).toBe(false);
    expect(s.checkFirstVisit()).toBe(false);
    expect(s.isFirstVisit()).toBe(false);
  });
});
