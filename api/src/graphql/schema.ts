import { createSchema } from 'graphql-yoga';
import { cartResolvers } from '../domains/cart/cart.resolvers';
import { operatorResolvers } from '../domains/operator/operator.resolvers';
import { storefrontResolvers } from '../domains/storefront/storefront.resolvers';
import { systemResolvers } from '../domains/system/system.resolvers';
import type { RequestContext } from './context';
import { typeDefs } from './type-defs';

export function buildSchema() {
  return createSchema<RequestContext>({
    typeDefs,
    resolvers: [systemResolvers, storefrontResolvers, cartResolvers, operatorResolvers],
  });
}
