import type { Resolvers } from '../../generated/graphql';
import { lookupAddress } from './address-lookup';

export const addressResolvers: Resolvers = {
  Query: {
    addressLookup: (_parent, args, ctx) => lookupAddress(ctx, args),
  },
};
