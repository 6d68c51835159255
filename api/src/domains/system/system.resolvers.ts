import type { Resolvers } from '../../generated/graphql';

export const systemResolvers: Resolvers = {
  Query: {
    ping: () => 'pong',
  },
};
