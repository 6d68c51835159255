import { redeemMessagesWith } from '../../feature-messages';
import de from './de.json';
import nl from './nl.json';

/** The activation and card data pages' texts, with the redeem team's (see messages/index.ts). */
export const activationMessages = redeemMessagesWith({
  de,
  nl,
  fr: () => import(/* webpackChunkName: "redeem-activation-messages-fr" */ './fr.json'),
});
