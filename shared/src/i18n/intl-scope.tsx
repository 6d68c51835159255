import { use, type ReactNode } from 'react';
import { type IntlShape, RawIntlProvider, createIntl, createIntlCache } from 'react-intl';
import { useStorefront } from '../storefront/context';
import { icuParserReady, loadIcuParser } from './icu-parser';
import type { UiCatalogs } from './ui-languages';

export type MessageCatalog = Record<string, string>;
/** A catalogue given directly, or loaded on demand (a webpack chunk per language). */
export type CatalogSource = MessageCatalog | (() => Promise<{ default: MessageCatalog } | MessageCatalog>);
export type MessageCatalogs = Partial<Record<string, CatalogSource>>;

export interface CatalogOverrides {
  /** Per brand (`CB`), and per brand and country (`CB-BE`): wording that differs between storefronts. */
  [brandOrBrandCountry: string]: MessageCatalogs;
}

/**
 * Messages every team gets: error texts (spec §8) and the shared UI kit's labels, one lazily loaded
 * chunk per language like every team's own (a page carries only its language). Every language of
 * UI_LANGUAGES (ui-languages.ts), which the type holds this map to.
 */
export const SHARED_CATALOGS: MessageCatalogs = {
  de: () => import(/* webpackChunkName: "shared-messages-de" */ './messages/de.json'),
  nl: () => import(/* webpackChunkName: "shared-messages-nl" */ './messages/nl.json'),
  fr: () => import(/* webpackChunkName: "shared-messages-fr" */ './messages/fr.json'),
  pl: () => import(/* webpackChunkName: "shared-messages-pl" */ './messages/pl.json'),
  sv: () => import(/* webpackChunkName: "shared-messages-sv" */ './messages/sv.json'),
  da: () => import(/* webpackChunkName: "shared-messages-da" */ './messages/da.json'),
  nb: () => import(/* webpackChunkName: "shared-messages-nb" */ './messages/nb.json'),
  it: () => import(/* webpackChunkName: "shared-messages-it" */ './messages/it.json'),
  es: () => import(/* webpackChunkName: "shared-messages-es" */ './messages/es.json'),
  pt: () => import(/* webpackChunkName: "shared-messages-pt" */ './messages/pt.json'),
  en: {},
} satisfies UiCatalogs;

/**
 * The shared schemas' messages (validation.*): only pages with forms need them, so they are a chunk
 * of their own that a team's catalogue takes along with `withValidationMessages` (pages without a
 * form, such as the home page, do not load them).
 */
export const VALIDATION_CATALOGS: MessageCatalogs = {
  de: () => import(/* webpackChunkName: "shared-validation-de" */ './messages/validation-de.json'),
  nl: () => import(/* webpackChunkName: "shared-validation-nl" */ './messages/validation-nl.json'),
  fr: () => import(/* webpackChunkName: "shared-validation-fr" */ './messages/validation-fr.json'),
  pl: () => import(/* webpackChunkName: "shared-validation-pl" */ './messages/validation-pl.json'),
  sv: () => import(/* webpackChunkName: "shared-validation-sv" */ './messages/validation-sv.json'),
  da: () => import(/* webpackChunkName: "shared-validation-da" */ './messages/validation-da.json'),
  nb: () => import(/* webpackChunkName: "shared-validation-nb" */ './messages/validation-nb.json'),
  it: () => import(/* webpackChunkName: "shared-validation-it" */ './messages/validation-it.json'),
  es: () => import(/* webpackChunkName: "shared-validation-es" */ './messages/validation-es.json'),
  pt: () => import(/* webpackChunkName: "shared-validation-pt" */ './messages/validation-pt.json'),
  en: {},
} satisfies UiCatalogs;

const withValidation = new WeakMap<MessageCatalogs, MessageCatalogs>();
const formCatalogList = new Set<MessageCatalogs>();

/** Every catalogue made by `withValidationMessages` so far (the component tests load them up front). */
export function formCatalogs(): MessageCatalogs[] {
  return [...formCatalogList];
}

/**
 * A team's catalogues with the shared validation messages merged in, for scopes that show forms.
 * The same object for the same catalogues (IntlScope caches by identity).
 */
export function withValidationMessages(catalogs: MessageCatalogs): MessageCatalogs {
  let combined = withValidation.get(catalogs);
  if (!combined) {
    const result: MessageCatalogs = {};
    for (const language of new Set([...Object.keys(catalogs), ...Object.keys(VALIDATION_CATALOGS)])) {
      const own = catalogs[language];
      const validation = VALIDATION_CATALOGS[language];
      // English is the code's own defaultMessage texts: nothing to load.
      if (!validation || typeof validation !== 'function') {
        if (own) result[language] = own;
        continue;
      }
      result[language] = () => Promise.all([resolveSource(own), resolveSource(validation)]).then(([team, shared]) => ({ ...shared, ...team }));
    }
    withValidation.set(catalogs, result);
    formCatalogList.add(result);
    combined = result;
  }
  return combined;
}

/** The shared catalogue of a language, the validation messages included (the teams' catalogue tests). */
export async function loadSharedMessages(language: string): Promise<MessageCatalog> {
  return loadMessages(withValidationMessages(NO_TEAM_MESSAGES), language);
}
const NO_TEAM_MESSAGES: MessageCatalogs = {};

/** The BCP 47 locale for a language in a storefront country, e.g. de + DE → de-DE. */
export function localeFor(language: string, countryCode: string): string {
  return `${language}-${countryCode.toUpperCase()}`;
}

const loaded = new WeakMap<object, Promise<MessageCatalog>>();

function resolveSource(source: CatalogSource | undefined): Promise<MessageCatalog> | MessageCatalog {
  if (!source) return {};
  if (typeof source !== 'function') return source;
  let promise = loaded.get(source);
  if (!promise) {
    const pending = source().then((module) =>
      'default' in module && typeof module.default === 'object' ? (module.default as MessageCatalog) : (module as MessageCatalog),
    );
    pending.then((value) => Object.assign(pending, { status: 'fulfilled', value }));
    loaded.set(source, pending);
    promise = pending;
  }
  // Once loaded (e.g. preloaded before the first render), hand it over without another await.
  const settled = promise as Promise<MessageCatalog> & { status?: string; value?: MessageCatalog };
  return settled.status === 'fulfilled' && settled.value ? settled.value : promise;
}

/** Loads (or returns) the merged catalogue; also used to preload before the first render. */
export function loadMessages(
  catalogs: MessageCatalogs,
  language: string,
  scope: { brand?: string; countryCode?: string; overrides?: CatalogOverrides } = {},
): Promise<MessageCatalog> {
  const own = catalogs[language];
  const layers = [
    resolveSource(SHARED_CATALOGS[language]),
    resolveSource(own),
    resolveSource(scope.brand ? scope.overrides?.[scope.brand]?.[language] : undefined),
    resolveSource(scope.brand && scope.countryCode ? scope.overrides?.[`${scope.brand}-${scope.countryCode}`]?.[language] : undefined),
  ];
  const combine = (parts: MessageCatalog[]) => Object.assign({}, ...parts) as MessageCatalog;
  // No compiled catalogue for the language (English, the source language): its messages are the
  // code's defaultMessage texts, which need the parser (icu-parser.ts).
  const sourceLanguage = !own || (typeof own === 'object' && Object.keys(own).length === 0);
  if (sourceLanguage && !icuParserReady()) {
    const withParser = Promise.all([Promise.all(layers), loadIcuParser()]).then(([parts]) => combine(parts));
    withParser.then((value) => Object.assign(withParser, { status: 'fulfilled', value }));
    return withParser;
  }
  // A thenable, not `instanceof Promise`: a remote's server build is evaluated with vm.runInThisContext,
  // and its promises are not this module's Promise when this module runs in another realm (Jest's).
  if (layers.every((layer) => typeof (layer as { then?: unknown }).then !== 'function')) {
    // Everything is at hand: a promise React's use() reads without suspending.
    return fulfilled(combine(layers as MessageCatalog[]));
  }
  const promise = Promise.all(layers).then(combine);
  promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
  return promise;
}

/** A resolved promise carrying React's `status`/`value` fields, so use() returns it synchronously. */
function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

const merged = new Map<string, Promise<MessageCatalog>>();
let catalogIds = new WeakMap<object, number>();
let nextCatalogId = 1;
function idOf(value: object): number {
  let id = catalogIds.get(value);
  if (!id) {
    id = nextCatalogId++;
    catalogIds.set(value, id);
  }
  return id;
}

/**
 * One intl object (and its formatter cache) per catalogue, shared by every render: the server
 * renders many pages a second, and a fresh IntlProvider per page would parse each message again.
 */
const intls = new Map<string, IntlShape>();

/**
 * A message that cannot be formatted (a placeholder without its value, a broken pattern) shows its raw
 * source to the shopper ("mindestens {min} Zeichen"). Missing translations are expected while
 * catalogues grow (the English default shows); anything else is a bug: logged, and collected where a
 * test run asks for it (shared/build/jest-setup.cjs fails the test that rendered it).
 */
function reportIntlError(error: { code: string; message?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  (globalThis as { __SHOP_INTL_ERRORS__?: { code: string; message?: string }[] }).__SHOP_INTL_ERRORS__?.push(error);
  console.error(error);
}

/** Test helper: forget cached catalogues. */
export function resetMessageCache(): void {
  merged.clear();
  intls.clear();
  catalogIds = new WeakMap();
}

/**
 * Each team keeps its own message catalogues next to its code; this scope picks (and lazily loads)
 * the one of the page's language, with brand and brand-country overrides on top. It suspends while a
 * catalogue loads. Messages missing from a catalogue fall back to the English `defaultMessage`.
 */
export function IntlScope(props: { catalogs: MessageCatalogs; overrides?: CatalogOverrides; children: ReactNode }) {
  const { language, config } = useStorefront();
  const key = `${idOf(props.catalogs)}:${props.overrides ? idOf(props.overrides) : 0}:${language}:${config.brand}:${config.countryCode}`;
  let promise = merged.get(key);
  if (!promise) {
    promise = loadMessages(props.catalogs, language, { brand: config.brand, countryCode: config.countryCode, overrides: props.overrides });
    merged.set(key, promise);
  }
  const messages = use(promise);
  let intl = intls.get(key);
  if (intl?.messages !== messages) {
    intl = createIntl(
      { locale: localeFor(language, config.countryCode), defaultLocale: 'en', messages, onError: reportIntlError },
      createIntlCache(),
    );
    intls.set(key, intl);
  }
  return <RawIntlProvider value={intl}>{props.children}</RawIntlProvider>;
}
