import { type MessageCatalogs, withValidationMessages } from '@shop/shared';
import de from './de.json';
import nl from './nl.json';

/**
 * The account screens' messages (English is the source, the code's defaultMessage). German and Dutch
 * ship with the pages; French loads as a chunk of its own, started together with a page's own chunk
 * (`preloadAccountMessages`, routes.ts) so the page does not wait for one after the other.
 */
const loadFrench = () => import(/* webpackChunkName: "account-messages-fr" */ './fr.json');

/** With the shared schemas' messages: every account screen has a form. */
export const accountMessages: MessageCatalogs = withValidationMessages({ de, nl, fr: loadFrench, en: {} });

export function preloadAccountMessages(): void {
  if (typeof document !== 'undefined' && document.documentElement.lang.startsWith('fr')) void loadFrench();
}
