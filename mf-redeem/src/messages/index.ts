import { type MessageCatalogs, withValidationMessages } from '@shop/shared';
import de from './de.json';
import nl from './nl.json';

export { de, nl };

/**
 * The redeem screens' messages (English is the source, the code's defaultMessage). German and Dutch,
 * the languages of most storefronts, ship with the pages; French loads as a chunk of its own, started
 * together with a page's own chunk (`preloadRedeemMessages`, routes.ts) so the page does not wait for
 * one after the other.
 */
export const loadFrench = () => import(/* webpackChunkName: "redeem-messages-fr" */ './fr.json');

/** With the shared schemas' messages: the redeem screens are forms. */
export const redeemMessages: MessageCatalogs = withValidationMessages({ de, nl, fr: loadFrench, en: {} });

export function preloadRedeemMessages(): void {
  if (typeof document !== 'undefined' && document.documentElement.lang.startsWith('fr')) void loadFrench();
}
