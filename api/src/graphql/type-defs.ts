/** All SDL of the API, one module per domain (`src/domains/<domain>/<domain>.graphql.ts`). */
import { cartTypeDefs } from '../domains/cart/cart.graphql';
import { ordersTypeDefs } from '../domains/orders/orders.graphql';
import { catalogueTypeDefs } from '../domains/catalogue/catalogue.graphql';
import { commonTypeDefs } from '../domains/common/common.graphql';
import { contentTypeDefs } from '../domains/content/content.graphql';
import { locationsTypeDefs } from '../domains/locations/locations.graphql';
import { operatorTypeDefs } from '../domains/operator/operator.graphql';
import { auditChainTypeDefs } from '../domains/operator/audit-chain.graphql';
import { releasePreviewTypeDefs } from '../domains/operator/release-preview.graphql';
import { serviceDeskTypeDefs } from '../domains/service-desk/service-desk.graphql';
import { redeemTypeDefs } from '../domains/redeem/redeem.graphql';
import { activationTypeDefs } from '../domains/activation/activation.graphql';
import { doublerTypeDefs } from '../domains/doubler/doubler.graphql';
import { searchTypeDefs } from '../domains/search/search.graphql';
import { storeDataTypeDefs } from '../domains/store-data/store-data.graphql';
import { storefrontSettingsTypeDefs, storefrontTypeDefs } from '../domains/storefront/storefront.graphql';
import { systemTypeDefs } from '../domains/system/system.graphql';
import { userTypeDefs } from '../domains/user/user.graphql';
import { fraudTypeDefs } from '../domains/fraud/fraud.graphql';
import { addressTypeDefs } from '../domains/address/address.graphql';

export const typeDefs = [
  systemTypeDefs,
  commonTypeDefs,
  storefrontTypeDefs,
  storeDataTypeDefs,
  catalogueTypeDefs,
  searchTypeDefs,
  locationsTypeDefs,
  addressTypeDefs,
  cartTypeDefs,
  ordersTypeDefs,
  redeemTypeDefs,
  activationTypeDefs,
  doublerTypeDefs,
  userTypeDefs,
  contentTypeDefs,
  operatorTypeDefs,
  auditChainTypeDefs,
  releasePreviewTypeDefs,
  serviceDeskTypeDefs,
  fraudTypeDefs,
  storefrontSettingsTypeDefs,
];
