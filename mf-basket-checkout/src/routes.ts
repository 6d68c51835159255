import { defineRemoteModule } from '@shop/shared';
import basket from './basket/basket.route';
import checkout from './checkout/checkout.route';
import confirmation from './checkout/confirmation/confirmation.route';
import confirmationOrder from './checkout/confirmation/confirmationOrder.route';
import paymentProcessing from './checkout/processing/paymentProcessing.route';

/**
 * The basket and checkout team's screens: one route module per route key.
 * The release declaration (dist/shop-release.json) is generated from these modules at build.
 */
export default defineRemoteModule({
  remote: 'basketCheckout',
  routes: [basket, checkout, paymentProcessing, confirmation, confirmationOrder],
});
