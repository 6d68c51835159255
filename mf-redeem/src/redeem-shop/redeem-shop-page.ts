import { lazyRedeemPage } from '../lazy-page';

/** One lazy page for the consumer and the business redeem shop. */
export const RedeemShopPage = lazyRedeemPage(() => import(/* webpackChunkName: "redeem-shop" */ './RedeemShopPage'));
