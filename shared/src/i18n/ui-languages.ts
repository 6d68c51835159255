/**
 * The languages the shop's UI is translated into: every team keeps `messages/<language>.json` beside
 * its code for each (English is the source, the code's defaultMessage), and every catalogue map and
 * every catalogue test takes its languages from here, so a language is registered everywhere or fails
 * a test (and the type check: maps are `Record<UiLanguage, …>`).
 *
 * A storefront's language codes (config.languages: de, nl, fr, pl, sv, da, nb, it, es, pt) are these
 * codes; a storefront in a language missing here shows the English source.
 *
 * `@shop/shared/languages`, a bundled subpath (constants, no runtime imports) that each build keeps its
 * own copy of: not part of the federated contract, so adding a language changes no contract version.
 */
import type { CatalogSource } from './intl-scope';

export const UI_LANGUAGES = ['de', 'nl', 'fr', 'pl', 'sv', 'da', 'nb', 'it', 'es', 'pt'] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number];

/**
 * The languages of most storefronts, which a team may bundle with its pages (German and Dutch; the
 * basket and the search fragment bundle French too, from before). Every other language loads as a
 * chunk of its own, only on a page in that language: the German and Dutch first loads, whose budgets are
 * tight (e2e/tests/budgets.spec.ts), carry none of them.
 */
export const FIRST_LOAD_LANGUAGES = ['de', 'nl'] as const;

export type FirstLoadLanguage = (typeof FIRST_LOAD_LANGUAGES)[number];

/** The languages that load as chunks of their own (fr, pl, sv, da, nb, it, es, pt). */
export type LazyLanguage = Exclude<UiLanguage, FirstLoadLanguage>;

export const LAZY_LANGUAGES: readonly LazyLanguage[] = UI_LANGUAGES.filter(
  (language): language is LazyLanguage => !(FIRST_LOAD_LANGUAGES as readonly string[]).includes(language),
);

export function isUiLanguage(language: string): language is UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(language);
}

export function isLazyLanguage(language: string): language is LazyLanguage {
  return (LAZY_LANGUAGES as readonly string[]).includes(language);
}

/**
 * A catalogue map with every language of UI_LANGUAGES (and English, the source, as `{}`): a team writes
 * its map `{ … } satisfies UiCatalogs`, and the type check refuses a language left out.
 */
export type UiCatalogs = Record<UiLanguage, CatalogSource> & { en?: CatalogSource };

/** The page's language as the shell puts it on <html lang> ('' on the server). */
export function documentLanguage(): string {
  return typeof document === 'undefined' ? '' : document.documentElement.lang;
}
