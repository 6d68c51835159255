/** All SDL of the API, one module per domain (`src/domains/<domain>/<domain>.graphql.ts`). */
import { cartTypeDefs } from '../domains/cart/cart.graphql';
import { operatorTypeDefs } from '../domains/operator/operator.graphql';
import { storefrontTypeDefs } from '../domains/storefront/storefront.graphql';
import { systemTypeDefs } from '../domains/system/system.graphql';

export const typeDefs = [systemTypeDefs, storefrontTypeDefs, cartTypeDefs, operatorTypeDefs];
