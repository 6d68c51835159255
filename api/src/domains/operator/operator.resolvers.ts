import { ErrorCode, ShopError } from '../../errors';
import type { Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { listReleases } from '../../remotes/registry';
import { listStorefrontRemotes, registerRelease, setStorefrontRemote } from '../../remotes/operations';
import { tooManyAttemptsError } from '../../security/rate-limit';

/**
 * Operator fields need the bearer token; without it the whole operation fails with code 1401, and
 * with 2036 while the caller's address is locked out after too many wrong tokens.
 */
export function requireOperator(ctx: GraphQLContext): void {
  if (ctx.operatorLockedOut) throw tooManyAttemptsError('authorization');
  if (!ctx.operatorAuthorized) {
    throw new ShopError(
      'Operator access requires a valid "Authorization: Bearer <OPERATOR_TOKEN>" header',
      ErrorCode.UNAUTHORIZED,
      'authorization',
    );
  }
}

export const operatorResolvers: Resolvers = {
  Query: {
    operatorRemotes: (_parent, args, ctx) => {
      requireOperator(ctx);
      return listStorefrontRemotes(ctx, args.store);
    },
    operatorReleases: (_parent, args, ctx) => {
      requireOperator(ctx);
      return listReleases(ctx.db, args.remote ?? undefined);
    },
  },
  Mutation: {
    operatorSetRemote: async (_parent, args, ctx) => {
      requireOperator(ctx);
      return setStorefrontRemote(ctx, args);
    },
    operatorRegisterRelease: async (_parent, args, ctx) => {
      requireOperator(ctx);
      return registerRelease(ctx, args);
    },
  },
  RemoteRelease: {
    contractVersion: (release) => release.declaration?.contractVersion ?? null,
    routeKeys: (release) => release.declaration?.routes.map((route) => route.key) ?? [],
    createdAt: (release) => release.createdAt.toISOString(),
  },
};
