import { withCommonMessages } from '../common/catalogs';

export const productListMessages = withCommonMessages({
  de: () => import(/* webpackChunkName: "catalogue-messages-list-de" */ './messages/de.json'),
  nl: () => import(/* webpackChunkName: "catalogue-messages-list-nl" */ './messages/nl.json'),
  fr: () => import(/* webpackChunkName: "catalogue-messages-list-fr" */ './messages/fr.json'),
});
