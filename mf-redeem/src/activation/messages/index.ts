import { redeemMessagesWith } from '../../feature-messages';
import de from './de.json';
import nl from './nl.json';

/** The activation and card data pages' texts, with the redeem team's (see messages/index.ts). */
export const activationMessages = redeemMessagesWith({
  de,
  nl,
  fr: () => import(/* webpackChunkName: "redeem-activation-messages-fr" */ './fr.json'),
  // Every later language: in the team's chunk of that language (see src/messages/index.ts).
  pl: () => import(/* webpackChunkName: "redeem-messages-pl" */ './pl.json'),
  sv: () => import(/* webpackChunkName: "redeem-messages-sv" */ './sv.json'),
  da: () => import(/* webpackChunkName: "redeem-messages-da" */ './da.json'),
  nb: () => import(/* webpackChunkName: "redeem-messages-nb" */ './nb.json'),
  it: () => import(/* webpackChunkName: "redeem-messages-it" */ './it.json'),
  es: () => import(/* webpackChunkName: "redeem-messages-es" */ './es.json'),
  pt: () => import(/* webpackChunkName: "redeem-messages-pt" */ './pt.json'),
});
