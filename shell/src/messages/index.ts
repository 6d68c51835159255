import type { MessageCatalogs } from '@shop/shared';

/**
 * The chrome's catalogues, one lazily loaded chunk per language. English is the source language:
 * it lives in the code's defaultMessage.
 */
export const shellMessages: MessageCatalogs = {
  de: () => import(/* webpackChunkName: "shell-messages-de" */ './de.json'),
  nl: () => import(/* webpackChunkName: "shell-messages-nl" */ './nl.json'),
  fr: () => import(/* webpackChunkName: "shell-messages-fr" */ './fr.json'),
  en: {},
};
