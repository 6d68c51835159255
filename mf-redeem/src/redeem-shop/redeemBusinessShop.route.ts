import { defineRoute } from '@shop/shared';
import { RedeemShopPage } from './redeem-shop-page';

/** The redeem shop of a business card (same page, the business assortment). */
export default defineRoute({
  key: 'redeemBusinessShop',
  component: RedeemShopPage,
  chunk: 'redeem-shop',
  header: 'redeem',
  maxJsGzipBytes: 41_700,
});
