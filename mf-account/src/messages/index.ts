import { type MessageCatalogs, withValidationMessages } from '@shop/shared';
import { documentLanguage, isLazyLanguage, type LazyLanguage, type UiCatalogs } from '@shop/shared/languages';
import de from './de.json';
import nl from './nl.json';

/**
 * The account screens' messages (English is the source, the code's defaultMessage). German and Dutch
 * ship with the pages; every other language of UI_LANGUAGES loads as a chunk of its own, started
 * together with a page's own chunk (`preloadAccountMessages`, lazy-page.ts) so the page does not wait
 * for one after the other.
 */
const lazyAccountMessages = {
  fr: () => import(/* webpackChunkName: "account-messages-fr" */ './fr.json'),
  pl: () => import(/* webpackChunkName: "account-messages-pl" */ './pl.json'),
  sv: () => import(/* webpackChunkName: "account-messages-sv" */ './sv.json'),
  da: () => import(/* webpackChunkName: "account-messages-da" */ './da.json'),
  nb: () => import(/* webpackChunkName: "account-messages-nb" */ './nb.json'),
  it: () => import(/* webpackChunkName: "account-messages-it" */ './it.json'),
  es: () => import(/* webpackChunkName: "account-messages-es" */ './es.json'),
  pt: () => import(/* webpackChunkName: "account-messages-pt" */ './pt.json'),
} satisfies Record<LazyLanguage, () => Promise<unknown>>;

/** With the shared schemas' messages: every account screen has a form. */
export const accountMessages: MessageCatalogs = withValidationMessages({ de, nl, ...lazyAccountMessages, en: {} } satisfies UiCatalogs);

/** Starts loading the catalogue of the page's language (the one on <html lang>) when it is a chunk of its own. */
export function preloadAccountMessages(): void {
  const language = documentLanguage();
  if (isLazyLanguage(language)) void lazyAccountMessages[language]();
}
