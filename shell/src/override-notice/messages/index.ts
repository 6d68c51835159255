import type { MessageCatalogs } from '@shop/shared';
import type { UiCatalogs } from '@shop/shared/languages';

/** The override notice's texts load with the notice (only a developer's browser with an override shows it). */
export const overrideMessages: MessageCatalogs = {
  de: () => import(/* webpackChunkName: "shell-override-messages-de" */ './de.json'),
  nl: () => import(/* webpackChunkName: "shell-override-messages-nl" */ './nl.json'),
  fr: () => import(/* webpackChunkName: "shell-override-messages-fr" */ './fr.json'),
  // Every other language: in the chrome's chunk of that language (see src/messages/index.ts).
  pl: () => import(/* webpackChunkName: "shell-messages-pl" */ './pl.json'),
  sv: () => import(/* webpackChunkName: "shell-messages-sv" */ './sv.json'),
  da: () => import(/* webpackChunkName: "shell-messages-da" */ './da.json'),
  nb: () => import(/* webpackChunkName: "shell-messages-nb" */ './nb.json'),
  it: () => import(/* webpackChunkName: "shell-messages-it" */ './it.json'),
  es: () => import(/* webpackChunkName: "shell-messages-es" */ './es.json'),
  pt: () => import(/* webpackChunkName: "shell-messages-pt" */ './pt.json'),
  en: {},
} satisfies UiCatalogs;
