import { withCommonMessages } from '../common/catalogs';

export const occasionMessages = withCommonMessages({
  de: () => import(/* webpackChunkName: "catalogue-messages-occasion-de" */ './messages/de.json'),
  nl: () => import(/* webpackChunkName: "catalogue-messages-occasion-nl" */ './messages/nl.json'),
  fr: () => import(/* webpackChunkName: "catalogue-messages-occasion-fr" */ './messages/fr.json'),
});
