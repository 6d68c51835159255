import type { MessageCatalogs } from '@shop/shared';

/** The banner's texts load with the banner (most visits have made their choice and never show it). */
export const consentMessages: MessageCatalogs = {
  de: () => import(/* webpackChunkName: "shell-consent-messages-de" */ './de.json'),
  nl: () => import(/* webpackChunkName: "shell-consent-messages-nl" */ './nl.json'),
  fr: () => import(/* webpackChunkName: "shell-consent-messages-fr" */ './fr.json'),
  en: {},
};
