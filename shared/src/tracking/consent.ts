/**
 * Cookie consent (issue 17; §25 TTDSG, GDPR Art. 6(1)(a) and 7): nothing but what the shop needs to
 * work is stored or sent before the visitor chose. Until then no analytics event reaches the
 * dataLayer and no ad click id is saved; Google Consent Mode v2 starts with everything denied and
 * is updated with the choice. The choice is a first-party cookie of the storefront's own host (so
 * each storefront asks for itself), kept for six months, and can be changed at any time from the
 * footer ("Cookie settings").
 */
import { createStore } from 'zustand/vanilla';

export interface ConsentChoice {
  /** Analytics: page views and shop events in the dataLayer. */
  statistics: boolean;
  /** Advertising: the ad click id (gclid) kept for attribution, ad signals. */
  marketing: boolean;
}

export type ConsentCategory = keyof ConsentChoice;

export const CONSENT_COOKIE = 'cookie_consent';

export interface ConsentState {
  /** null until the visitor chose. */
  choice: ConsentChoice | null;
  /** The settings are open (first visit, or reopened from the footer). */
  open: boolean;
}

export const consentStore = createStore<ConsentState>(() => ({ choice: null, open: false }));

/** A stored choice in a Cookie header or `document.cookie` ("v1.s1.m0"); also tested by the page's first script. */
export const CONSENT_COOKIE_PATTERN = /(?:^|;\s*)cookie_consent=v1\.s([01])\.m([01])(?:;|$)/;

/** The choice in a Cookie header or `document.cookie` ("v1.s1.m0"); null when absent or unknown. */
export function parseConsentCookie(cookies: string | null | undefined): ConsentChoice | null {
  const match = CONSENT_COOKIE_PATTERN.exec(cookies ?? '');
  return match ? { statistics: match[1] === '1', marketing: match[2] === '1' } : null;
}

export function hasConsent(category: ConsentCategory): boolean {
  return consentStore.getState().choice?.[category] === true;
}

/** gtag: commands go on the dataLayer as the `arguments` object (Google Tag Manager looks for exactly that). */
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // biome-ignore lint/complexity/noArguments: gtag commands are `arguments` objects by Google's definition
  window.dataLayer.push(arguments);
}

/** Consent Mode v2 signals (a command, not an event: tags read it before they fire). */
export function signalConsent(command: 'default' | 'update', choice: ConsentChoice | null): void {
  if (typeof window === 'undefined') return;
  const state = (yes: boolean | undefined) => (yes ? 'granted' : 'denied');
  const ads = state(choice?.marketing);
  const signals: Record<string, unknown> = { analytics_storage: state(choice?.statistics), ad_storage: ads, ad_user_data: ads, ad_personalization: ads };
  if (command === 'default') signals.wait_for_update = 500;
  gtag('consent', command, signals);
}

/** Runs `listener` with the visitor's choice: now when there is one, else once they choose. */
export function onConsent(listener: (choice: ConsentChoice) => void): () => void {
  const choice = consentStore.getState().choice;
  if (choice) listener(choice);
  return consentStore.subscribe((state, previous) => {
    if (state.choice && state.choice !== previous.choice) listener(state.choice);
  });
}

/** Once per page load (the shell's bootstrap): the stored choice, and Consent Mode's default. */
export function initConsent(cookies: string = typeof document === 'undefined' ? '' : document.cookie): void {
  const choice = parseConsentCookie(cookies);
  signalConsent('default', null);
  if (choice) signalConsent('update', choice);
  consentStore.setState({ choice, open: !choice });
}

/** The footer's "Cookie settings": the banner opens again with the current choice. */
export function openConsentSettings(): void {
  consentStore.setState({ open: true });
}
