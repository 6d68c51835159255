import type { MessageCatalogs } from '@shop/shared';

/** The override notice's texts load with the notice (only a developer's browser with an override shows it). */
export const overrideMessages: MessageCatalogs = {
  de: () => import(/* webpackChunkName: "shell-override-messages-de" */ './de.json'),
  nl: () => import(/* webpackChunkName: "shell-override-messages-nl" */ './nl.json'),
  fr: () => import(/* webpackChunkName: "shell-override-messages-fr" */ './fr.json'),
  en: {},
};
