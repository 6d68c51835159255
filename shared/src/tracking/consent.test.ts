import { captureClickId, readClickId } from './click-id';
import { CONSENT_COOKIE, consentStore, initConsent, onConsent, openConsentSettings, parseConsentCookie } from './consent';
import { decideConsent } from './consent-choice';
import { pushDataLayer } from './data-layer';

function events(): unknown[] {
  return (window.dataLayer ?? []).filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry);
}

function consentCommands(): unknown[][] {
  return (window.dataLayer ?? []).filter((entry) => !Array.isArray(entry) && typeof entry === 'object' && entry !== null && '0' in entry).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

beforeEach(() => {
  window.dataLayer = [];
  window.localStorage.clear();
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  consentStore.setState({ choice: null, open: false });
});

describe('cookie consent', () => {
  it('sends no analytics event and keeps no click id before a choice; Consent Mode starts denied', () => {
    initConsent('');
    expect(consentStore.getState()).toEqual({ choice: null, open: true });
    pushDataLayer({ event: 'page_view' });
    expect(captureClickId('?gclid=abc')).toBeNull();
    expect(events()).toEqual([]);
    expect(readClickId()).toBeNull();
    expect(consentCommands()).toEqual([['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 }]]);
  });

  it('keeps a refusal in a cookie: still nothing is sent, and the banner stays closed on the next page', () => {
    initConsent('');
    decideConsent({ statistics: false, marketing: false });
    expect(parseConsentCookie(document.cookie)).toEqual({ statistics: false, marketing: false });
    pushDataLayer({ event: 'page_view' });
    expect(events()).toEqual([]);
    initConsent(document.cookie);
    expect(consentStore.getState()).toEqual({ choice: { statistics: false, marketing: false }, open: false });
  });

  it('sends events and keeps the click id once accepted, tells Consent Mode, and tells who waits for it', () => {
    initConsent('');
    const heard: unknown[] = [];
    onConsent((choice) => heard.push(choice));
    decideConsent({ statistics: true, marketing: true });
    expect(heard).toEqual([{ statistics: true, marketing: true }]);
    pushDataLayer({ event: 'page_view' });
    expect(events()).toEqual([{ event: 'page_view' }]);
    expect(captureClickId('?gclid=abc')?.value).toBe('abc');
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
  });

  it('statistics without advertising: events, but no click id', () => {
    decideConsent({ statistics: true, marketing: false });
    pushDataLayer({ event: 'page_view' });
    expect(events()).toHaveLength(1);
    expect(captureClickId('?gclid=abc')).toBeNull();
  });

  it('reopens from the footer and reads only its own, well-formed cookie', () => {
    decideConsent({ statistics: false, marketing: false });
    openConsentSettings();
    expect(consentStore.getState().open).toBe(true);
    expect(parseConsentCookie('other=1; cookie_consent=v1.s1.m0')).toEqual({ statistics: true, marketing: false });
    expect(parseConsentCookie('cookie_consent=v2.s1.m1')).toBeNull();
    expect(parseConsentCookie('xcookie_consent=v1.s1.m1')).toBeNull();
  });
});
