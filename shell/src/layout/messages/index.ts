import type { MessageCatalogs } from '@shop/shared';

/** The footer's texts load with the footer's code (when the footer is near), not with every page's first load. */
export const footerMessages: MessageCatalogs = {
  de: () => import(/* webpackChunkName: "shell-footer-messages-de" */ './de.json'),
  nl: () => import(/* webpackChunkName: "shell-footer-messages-nl" */ './nl.json'),
  fr: () => import(/* webpackChunkName: "shell-footer-messages-fr" */ './fr.json'),
  en: {},
};
