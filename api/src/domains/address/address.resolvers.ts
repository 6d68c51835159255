import type { Resolvers } from '../../generated/graphql';
import { lookupAddress } from './address-lookup';

export const addressResolvers: Resolvers = {
  Query: {
    addressLookup: (_parent, args, ctx) =>
      lookupAddress({ db: ctx.db, limitKey: ctx.secrets.limitKey, clientIp: ctx.clientIp, sessionHash: ctx.session.hash, provider: ctx.addressLookup }, args),
  },
};
