import { loadMessages, type CatalogSource, type MessageCatalog, type MessageCatalogs } from '@shop/shared';

type Loader = () => Promise<{ default: MessageCatalog } | MessageCatalog>;
export type FeatureCatalogs = Partial<Record<string, Loader | MessageCatalog>>;

/** The languages the catalogue translates; English is the source (defaultMessage in the code). */
export const CATALOGUE_LANGUAGES = ['de', 'nl', 'fr'] as const;

/** Messages of the components every catalogue page uses (cards, paging, prices, root). */
const commonMessages: FeatureCatalogs = {
  de: () => import(/* webpackChunkName: "catalogue-messages-common-de" */ './messages/de.json'),
  nl: () => import(/* webpackChunkName: "catalogue-messages-common-nl" */ './messages/nl.json'),
  fr: () => import(/* webpackChunkName: "catalogue-messages-common-fr" */ './messages/fr.json'),
};

async function read(source: Loader | MessageCatalog | undefined): Promise<MessageCatalog> {
  if (!source) return {};
  if (typeof source !== 'function') return source;
  const module = await source();
  return ('default' in module && typeof module.default === 'object' ? module.default : module) as MessageCatalog;
}

/**
 * A feature's catalogues merged with the common ones, one lazily loaded pair of chunks per language.
 * Call once per feature at module level: IntlScope caches by the object's identity.
 */
export function withCommonMessages(feature: FeatureCatalogs): MessageCatalogs {
  const catalogs: MessageCatalogs = { en: {} };
  for (const language of CATALOGUE_LANGUAGES) {
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
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language && catalogs[language]) void loadMessages(catalogs, language).catch(() => undefined);
    return load();
  };
}
