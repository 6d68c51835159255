import { withValidationMessages } from '@shop/shared';
import { withCommonMessages } from '../common/catalogs';

/** The purchase form checks amounts and messages with the shared schemas: their messages come along. */
export const productPageMessages = withValidationMessages(withCommonMessages({
  de: () => import(/* webpackChunkName: "catalogue-messages-product-de" */ './messages/de.json'),
  nl: () => import(/* webpackChunkName: "catalogue-messages-product-nl" */ './messages/nl.json'),
  fr: () => import(/* webpackChunkName: "catalogue-messages-product-fr" */ './messages/fr.json'),
}));
