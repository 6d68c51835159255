import type { MessageCatalogs } from '@shop/shared';
import type { UiCatalogs } from '@shop/shared/languages';

/**
 * The chrome's catalogues, one lazily loaded chunk per language. English is the source language:
 * it lives in the code's defaultMessage.
 *
 * Every language of UI_LANGUAGES (`satisfies UiCatalogs`). German, Dutch and French have a chunk per
 * catalogue (this one, the cookie banner's, the footer's, the country modal's, the override notice's);
 * each other language is ONE chunk, `shell-messages-<language>`, with all five (webpack puts dynamic
 * imports of one chunk name into one chunk): every chunk costs every page an entry in the shell's
 * runtime, about 20 bytes gzipped, and 35 more would have cost the German home, whose budget is tight,
 * half a kilobyte (e2e/tests/budgets.spec.ts). A Polish page loads the banner's and the footer's
 * texts with the chrome's, about 2 kB gzipped.
 */
export const shellMessages: MessageCatalogs = {
  de: () => import(/* webpackChunkName: "shell-messages-de" */ './de.json'),
  nl: () => import(/* webpackChunkName: "shell-messages-nl" */ './nl.json'),
  fr: () => import(/* webpackChunkName: "shell-messages-fr" */ './fr.json'),
  pl: () => import(/* webpackChunkName: "shell-messages-pl" */ './pl.json'),
  sv: () => import(/* webpackChunkName: "shell-messages-sv" */ './sv.json'),
  da: () => import(/* webpackChunkName: "shell-messages-da" */ './da.json'),
  nb: () => import(/* webpackChunkName: "shell-messages-nb" */ './nb.json'),
  it: () => import(/* webpackChunkName: "shell-messages-it" */ './it.json'),
  es: () => import(/* webpackChunkName: "shell-messages-es" */ './es.json'),
  pt: () => import(/* webpackChunkName: "shell-messages-pt" */ './pt.json'),
  en: {},
} satisfies UiCatalogs;
