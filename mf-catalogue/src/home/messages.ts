import { withCommonMessages } from '../common/catalogs';

export const homeMessages = withCommonMessages({
  de: () => import(/* webpackChunkName: "catalogue-messages-home-de" */ './messages/de.json'),
  nl: () => import(/* webpackChunkName: "catalogue-messages-home-nl" */ './messages/nl.json'),
  fr: () => import(/* webpackChunkName: "catalogue-messages-home-fr" */ './messages/fr.json'),
});
