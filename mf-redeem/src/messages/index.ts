import { type MessageCatalogs, withValidationMessages } from '@shop/shared';
import { documentLanguage, isLazyLanguage, type LazyLanguage, type UiCatalogs } from '@shop/shared/languages';
import de from './de.json';
import nl from './nl.json';

export { de, nl };

type Catalogue = Promise<{ default: Record<string, string> }>;

/**
 * The redeem screens' messages (English is the source, the code's defaultMessage). German and Dutch,
 * the languages of most storefronts, ship with the pages; every other language of UI_LANGUAGES loads
 * as a chunk of its own, started together with a page's own chunk (`preloadRedeemMessages`,
 * lazy-page.ts) so the page does not wait for one after the other. French has a chunk per catalogue
 * (these, the activation's, the doubler's); each later language is ONE chunk `redeem-messages-<language>`
 * with all three (one chunk name, one chunk): each chunk is an entry in the remote's runtime that every
 * page loads, the German balance check's too.
 */
export const lazyRedeemMessages = {
  fr: () => import(/* webpackChunkName: "redeem-messages-fr" */ './fr.json'),
  pl: () => import(/* webpackChunkName: "redeem-messages-pl" */ './pl.json'),
  sv: () => import(/* webpackChunkName: "redeem-messages-sv" */ './sv.json'),
  da: () => import(/* webpackChunkName: "redeem-messages-da" */ './da.json'),
  nb: () => import(/* webpackChunkName: "redeem-messages-nb" */ './nb.json'),
  it: () => import(/* webpackChunkName: "redeem-messages-it" */ './it.json'),
  es: () => import(/* webpackChunkName: "redeem-messages-es" */ './es.json'),
  pt: () => import(/* webpackChunkName: "redeem-messages-pt" */ './pt.json'),
} satisfies Record<LazyLanguage, () => Catalogue>;

/** With the shared schemas' messages: the redeem screens are forms. */
export const redeemMessages: MessageCatalogs = withValidationMessages({ de, nl, ...lazyRedeemMessages, en: {} } satisfies UiCatalogs);

/** Starts loading the catalogue of the page's language (the one on <html lang>) when it is a chunk of its own. */
export function preloadRedeemMessages(): void {
  const language = documentLanguage();
  if (isLazyLanguage(language)) void lazyRedeemMessages[language]();
}
