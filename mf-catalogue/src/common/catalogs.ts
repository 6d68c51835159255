import { loadMessages, type CatalogSource, type MessageCatalog, type MessageCatalogs } from '@shop/shared';
import { documentLanguage, type UiLanguage } from '@shop/shared/languages';

type Loader = () => Promise<{ default: MessageCatalog } | MessageCatalog>;

/**
 * The languages with a chunk per feature and language: German and Dutch (most storefronts) and French.
 * English is the source (defaultMessage in the code).
 */
export const FEATURE_CHUNK_LANGUAGES = ['de', 'nl', 'fr'] as const;
type FeatureChunkLanguage = (typeof FEATURE_CHUNK_LANGUAGES)[number];

/** A feature's own catalogues (each feature's messages.ts), a chunk per language. */
export type FeatureCatalogs = Partial<Record<FeatureChunkLanguage, Loader | MessageCatalog>>;

/** Messages of the components every catalogue page uses (cards, paging, prices, root). */
const commonMessages: FeatureCatalogs = {
  de: () => import(/* webpackChunkName: "catalogue-messages-common-de" */ './messages/de.json'),
  nl: () => import(/* webpackChunkName: "catalogue-messages-common-nl" */ './messages/nl.json'),
  fr: () => import(/* webpackChunkName: "catalogue-messages-common-fr" */ './messages/fr.json'),
};

/**
 * Every other language of UI_LANGUAGES: all of the catalogue's texts (every feature's and the common
 * ones, src/messages/<language>.ts) in ONE chunk per language, about 4 kB gzipped, which every page
 * and the search fragment in that language share. A chunk per feature and language, as French has,
 * would add 56 chunks: each is an entry in the remote's runtime (remoteEntry.js) and each feature's
 * loader sits in the route modules, together about 1.5 kB gzipped on every catalogue page, the German
 * home's too, past the catalogue's budget (e2e/tests/budgets.spec.ts); these are about 0.2 kB.
 */
export const oneChunkCatalogues = {
  pl: () => import(/* webpackChunkName: "catalogue-messages-pl" */ '../messages/pl'),
  sv: () => import(/* webpackChunkName: "catalogue-messages-sv" */ '../messages/sv'),
  da: () => import(/* webpackChunkName: "catalogue-messages-da" */ '../messages/da'),
  nb: () => import(/* webpackChunkName: "catalogue-messages-nb" */ '../messages/nb'),
  it: () => import(/* webpackChunkName: "catalogue-messages-it" */ '../messages/it'),
  es: () => import(/* webpackChunkName: "catalogue-messages-es" */ '../messages/es'),
  pt: () => import(/* webpackChunkName: "catalogue-messages-pt" */ '../messages/pt'),
} satisfies Record<Exclude<UiLanguage, FeatureChunkLanguage>, Loader>;

async function read(source: Loader | MessageCatalog | undefined): Promise<MessageCatalog> {
  if (!source) return {};
  if (typeof source !== 'function') return source;
  const module = await source();
  return ('default' in module && typeof module.default === 'object' ? module.default : module) as MessageCatalog;
}

/**
 * A feature's catalogues merged with the common ones: one lazily loaded pair of chunks per language of
 * FEATURE_CHUNK_LANGUAGES, the one chunk of every other language.
 * Call once per feature at module level: IntlScope caches by the object's identity.
 */
export function withCommonMessages(feature: FeatureCatalogs): MessageCatalogs {
  // The same loader for every feature: IntlScope loads a language's one chunk once for all of them.
  const catalogs: MessageCatalogs = { en: {}, ...oneChunkCatalogues };
  for (const language of FEATURE_CHUNK_LANGUAGES) {
    const source: CatalogSource = () =>
      Promise.all([read(commonMessages[language]), read(feature[language])]).then(([common, own]) => ({ ...common, ...own }));
    catalogs[language] = source;
  }
  return catalogs;
}

/**
 * Starts loading a page's messages (for the page's language, which the shell puts on <html lang>)
 * together with the page's own chunk, so the page does not wait for them one after the other.
 */
export function withMessages<T>(load: () => Promise<T>, catalogs: MessageCatalogs): () => Promise<T> {
  return () => {
    const language = documentLanguage();
    if (language && catalogs[language]) void loadMessages(catalogs, language).catch(() => undefined);
    return load();
  };
}
