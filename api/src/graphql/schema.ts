import { createSchema } from 'graphql-yoga';
import { cartResolvers } from '../domains/cart/cart.resolvers';
import { ordersResolvers } from '../domains/orders/orders.resolvers';
import { catalogueResolvers } from '../domains/catalogue/catalogue.resolvers';
import { commonResolvers } from '../domains/common/common.resolvers';
import { contentResolvers } from '../domains/content/content.resolvers';
import { locationsResolvers } from '../domains/locations/locations.resolvers';
import { operatorResolvers } from '../domains/operator/operator.resolvers';
import { auditChainResolvers } from '../domains/operator/audit-chain.resolvers';
import { releasePreviewResolvers } from '../domains/operator/release-preview.resolvers';
import { serviceDeskResolvers } from '../domains/service-desk/service-desk.resolvers';
import { redeemResolvers } from '../domains/redeem/redeem.resolvers';
import { activationResolvers } from '../domains/activation/activation.resolvers';
import { doublerResolvers } from '../domains/doubler/doubler.resolvers';
import { searchResolvers } from '../domains/search/search.resolvers';
import { storeDataResolvers } from '../domains/store-data/store-data.resolvers';
import { storefrontResolvers } from '../domains/storefront/storefront.resolvers';
import { systemResolvers } from '../domains/system/system.resolvers';
import { userResolvers } from '../domains/user/user.resolvers';
import { fraudResolvers } from '../domains/fraud/fraud.resolvers';
import { addressResolvers } from '../domains/address/address.resolvers';
import type { RequestContext } from './context';
import { typeDefs } from './type-defs';

export function buildSchema() {
  return createSchema<RequestContext>({
    typeDefs,
    resolvers: [
      systemResolvers,
      commonResolvers,
      storefrontResolvers,
      storeDataResolvers,
      catalogueResolvers,
      searchResolvers,
      locationsResolvers,
      addressResolvers,
      cartResolvers,
      ordersResolvers,
      redeemResolvers,
      activationResolvers,
      doublerResolvers,
      userResolvers,
      contentResolvers,
      operatorResolvers,
      auditChainResolvers,
      releasePreviewResolvers,
      serviceDeskResolvers,
      fraudResolvers,
    ],
  });
}
