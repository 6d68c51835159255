import { documentLanguage, isLazyLanguage, type LazyLanguage } from '@shop/shared/languages';

/**
 * The content pages' catalogues of every language but German and Dutch (index.ts bundles those): each a
 * chunk of its own, started together with a page's own chunk (`preloadContentMessages`, lazy-page.ts)
 * so the page does not wait for one after the other. No JSON here: the route modules import this file.
 */
export const lazyContentMessages = {
  fr: () => import(/* webpackChunkName: "content-messages-fr" */ './fr.json'),
  pl: () => import(/* webpackChunkName: "content-messages-pl" */ './pl.json'),
  sv: () => import(/* webpackChunkName: "content-messages-sv" */ './sv.json'),
  da: () => import(/* webpackChunkName: "content-messages-da" */ './da.json'),
  nb: () => import(/* webpackChunkName: "content-messages-nb" */ './nb.json'),
  it: () => import(/* webpackChunkName: "content-messages-it" */ './it.json'),
  es: () => import(/* webpackChunkName: "content-messages-es" */ './es.json'),
  pt: () => import(/* webpackChunkName: "content-messages-pt" */ './pt.json'),
} satisfies Record<LazyLanguage, () => Promise<unknown>>;

/** Starts loading the catalogue of the page's language (the one on <html lang>) when it is a chunk of its own. */
export function preloadContentMessages(): void {
  const language = documentLanguage();
  if (isLazyLanguage(language)) void lazyContentMessages[language]();
}
