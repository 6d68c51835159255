import { withCommonMessages } from '../common/catalogs';

export const locationMessages = withCommonMessages({
  de: () => import(/* webpackChunkName: "catalogue-messages-locations-de" */ './messages/de.json'),
  nl: () => import(/* webpackChunkName: "catalogue-messages-locations-nl" */ './messages/nl.json'),
  fr: () => import(/* webpackChunkName: "catalogue-messages-locations-fr" */ './messages/fr.json'),
});
