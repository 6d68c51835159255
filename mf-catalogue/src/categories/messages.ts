import { withCommonMessages } from '../common/catalogs';

export const categoryMessages = withCommonMessages({
  de: () => import(/* webpackChunkName: "catalogue-messages-category-de" */ './messages/de.json'),
  nl: () => import(/* webpackChunkName: "catalogue-messages-category-nl" */ './messages/nl.json'),
  fr: () => import(/* webpackChunkName: "catalogue-messages-category-fr" */ './messages/fr.json'),
});
