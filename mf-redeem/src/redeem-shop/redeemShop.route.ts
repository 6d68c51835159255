import { defineRoute } from '@shop/shared';
import { RedeemShopPage } from './redeem-shop-page';

/** The redeem shop: choose what the card's balance buys. */
export default defineRoute({
  key: 'redeemShop',
  component: RedeemShopPage,
  chunk: 'redeem-shop',
  header: 'redeem',
  maxJsGzipBytes: 41_700,
});
