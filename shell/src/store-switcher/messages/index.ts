import type { MessageCatalogs } from '@shop/shared';

/** The country and language modal's texts load with the modal (most visitors never open it). */
export const countryModalMessages: MessageCatalogs = {
  de: () => import(/* webpackChunkName: "shell-country-messages-de" */ './de.json'),
  nl: () => import(/* webpackChunkName: "shell-country-messages-nl" */ './nl.json'),
  fr: () => import(/* webpackChunkName: "shell-country-messages-fr" */ './fr.json'),
  en: {},
};

