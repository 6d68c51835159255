import { CONSENT_COOKIE_PATTERN } from '@shop/shared';

/**
 * The server renders the cookie banner into every page (a CDN may keep the page for everyone), so a
 * first visit paints it with the page instead of after all its code (it was the phone's largest paint
 * on the product list, ~4 s at Lighthouse's throttling: issue 37). A visitor who has chosen must not
 * see it even for a moment: this runs first in <head>, before the body is parsed, and marks <html>;
 * styles.css hides the banner under that mark. After hydration the banner leaves the DOM for them.
 */
export const CONSENT_CHOSEN_CLASS = 'shell-consent-chosen';

/** The head script (server/ssr-data-stream.ts writes it with the page's nonce). */
export const CONSENT_CHOSEN_SCRIPT = `${CONSENT_COOKIE_PATTERN}.test(document.cookie)&&document.documentElement.classList.add(${JSON.stringify(CONSENT_CHOSEN_CLASS)})`;
