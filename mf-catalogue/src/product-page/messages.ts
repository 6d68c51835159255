import { withCommonMessages } from '../common/catalogs';

export const productPageMessages = withCommonMessages({
  de: () => import(/* webpackChunkName: "catalogue-messages-product-de" */ './messages/de.json'),
  nl: () => import(/* webpackChunkName: "catalogue-messages-product-nl" */ './messages/nl.json'),
  fr: () => import(/* webpackChunkName: "catalogue-messages-product-fr" */ './messages/fr.json'),
});
