import { defineRoute } from '@shop/shared';
import { lazyRedeemPage } from '../lazy-page';

export default defineRoute({
  key: 'cardData',
  component: lazyRedeemPage(() => import(/* webpackChunkName: "redeem-card-data" */ './CardDataPage')),
  chunk: 'redeem-card-data',
  maxJsGzipBytes: 42_300,
});
