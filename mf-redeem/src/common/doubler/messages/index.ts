import { redeemMessagesWith } from '../../../feature-messages';
import de from './de.json';
import nl from './nl.json';

/** The balance doubler's texts (its pages and the redeem flow's doubler modal), with the redeem team's. */
export const doublerMessages = redeemMessagesWith({
  de,
  nl,
  fr: () => import(/* webpackChunkName: "redeem-doubler-messages-fr" */ './fr.json'),
});
