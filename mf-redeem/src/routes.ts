import { defineRemoteModule } from '@shop/shared';
import activation from './activation/activation.route';
import activationSuccess from './activation/activationSuccess.route';
import cardData from './activation/cardData.route';
import balanceCheck from './balance-check/balanceCheck.route';
import doubler from './doubler/doubler.route';
import doublerThanks from './doubler/doublerThanks.route';
import redeemCheckout from './redeem-checkout/redeemCheckout.route';
import redeemInfo from './redeem-info/redeemInfo.route';
import redeemPrivacy from './redeem-legal/redeemPrivacy.route';
import redeemTerms from './redeem-legal/redeemTerms.route';
import redeemBusinessShop from './redeem-shop/redeemBusinessShop.route';
import redeemShop from './redeem-shop/redeemShop.route';

/**
 * The redeem team's screens: one route module per route key. The redeem flow's basket and orders
 * are read in the browser with the visitor's redeem token (never server-rendered with another
 * visitor's data, never cached).
 * The release declaration (dist/shop-release.json) is generated from these modules at build.
 */
export default defineRemoteModule({
  remote: 'redeem',
  routes: [balanceCheck, redeemShop, redeemBusinessShop, redeemInfo, redeemCheckout, redeemTerms, redeemPrivacy, activation, activationSuccess, cardData, doubler, doublerThanks],
});
