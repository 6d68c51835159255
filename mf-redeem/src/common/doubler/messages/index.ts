import { redeemMessagesWith } from '../../../feature-messages';
import de from './de.json';
import nl from './nl.json';

/** The balance doubler's texts (its pages and the redeem flow's doubler modal), with the redeem team's. */
export const doublerMessages = redeemMessagesWith({
  de,
  nl,
  fr: () => import(/* webpackChunkName: "redeem-doubler-messages-fr" */ './fr.json'),
  // Every later language: in the team's chunk of that language (see src/messages/index.ts).
  pl: () => import(/* webpackChunkName: "redeem-messages-pl" */ './pl.json'),
  sv: () => import(/* webpackChunkName: "redeem-messages-sv" */ './sv.json'),
  da: () => import(/* webpackChunkName: "redeem-messages-da" */ './da.json'),
  nb: () => import(/* webpackChunkName: "redeem-messages-nb" */ './nb.json'),
  it: () => import(/* webpackChunkName: "redeem-messages-it" */ './it.json'),
  es: () => import(/* webpackChunkName: "redeem-messages-es" */ './es.json'),
  pt: () => import(/* webpackChunkName: "redeem-messages-pt" */ './pt.json'),
});
