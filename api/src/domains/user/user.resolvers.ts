import type { Resolvers } from '../../generated/graphql';

export const userResolvers: Resolvers = {
  Mutation: {
    // No abuse limit, like the cart mutations: it only ever deletes the caller's own session. CSRF
    // prevention and "mutations only as a JSON POST" apply to every mutation (graphql/yoga.ts).
    userLogout: async (_root, _args, ctx) => {
      await ctx.db.transaction((tx) => ctx.session.end(tx));
      return { status: true, errors: [] };
    },
  },
};
