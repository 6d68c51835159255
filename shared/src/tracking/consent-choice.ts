/**
 * Giving the cookie choice (`@shop/shared/consent-choice`): only the cookie banner needs it, so it
 * is not part of every page's shared code (consent.ts is).
 */
// From the package (the federation singleton), never a copy of its own: the store must be the one every team reads.
import { CONSENT_COOKIE, type ConsentChoice, consentStore, signalConsent } from '@shop/shared';

const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The visitor's choice: kept in the cookie, signalled to Consent Mode, the settings closed. */
export function decideConsent(choice: ConsentChoice): void {
  if (typeof document !== 'undefined') {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${CONSENT_COOKIE}=v1.s${+choice.statistics}.m${+choice.marketing}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  }
  signalConsent('update', choice);
  consentStore.setState({ choice, open: false });
}

