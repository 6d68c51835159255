import { documentLanguage, isLazyLanguage, type LazyLanguage } from '@shop/shared/languages';

/**
 * The team's catalogues of the languages that are not bundled with the pages (index.ts bundles German,
 * Dutch and French): each a chunk of its own, started together with a page's own chunk
 * (`preloadCheckoutMessages`, lazy-page.ts) so the page does not wait for one after the other. No JSON
 * here: the route modules import this file.
 */
export const lazyCheckoutMessages = {
  pl: () => import(/* webpackChunkName: "checkout-messages-pl" */ './pl.json'),
  sv: () => import(/* webpackChunkName: "checkout-messages-sv" */ './sv.json'),
  da: () => import(/* webpackChunkName: "checkout-messages-da" */ './da.json'),
  nb: () => import(/* webpackChunkName: "checkout-messages-nb" */ './nb.json'),
  it: () => import(/* webpackChunkName: "checkout-messages-it" */ './it.json'),
  es: () => import(/* webpackChunkName: "checkout-messages-es" */ './es.json'),
  pt: () => import(/* webpackChunkName: "checkout-messages-pt" */ './pt.json'),
} satisfies Record<Exclude<LazyLanguage, 'fr'>, () => Promise<unknown>>;

/** Starts loading the catalogue of the page's language (the one on <html lang>) when it is a chunk of its own. */
export function preloadCheckoutMessages(): void {
  const language = documentLanguage();
  if (isLazyLanguage(language) && language !== 'fr') void lazyCheckoutMessages[language]();
}
