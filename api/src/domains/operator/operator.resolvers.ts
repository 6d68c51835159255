/**
 * The operator API's own fields. Every operator field needs the bearer token or an operator session
 * whose role allows it (`requireOperator`, roles.ts): without either the whole operation fails with
 * code 1401, with 1403 when the role is not enough, and with 2036 while the caller's address is
 * locked out after too many wrong tokens. A change passes the caller's audit source (who, which
 * request, from where) on, for its audit row.
 */
import { eq } from 'drizzle-orm';
import { operatorAccounts } from '../../db/operator-schema';
import { ErrorCode, ShopError } from '../../errors';
import type { Resolvers } from '../../generated/graphql';
import { listReleases } from '../../remotes/registry';
import { pageJsSizes } from '../../remotes/release-check';
import { listAutoPromotePolicies, setAutoPromote } from '../../remotes/auto-promote';
import { listFallbacks } from '../../remotes/fallback';
import { remoteHealth } from '../../remotes/health';
import {
  endRollout,
  findStore,
  listStorefrontRemotes,
  promoteRollout,
  registerRelease,
  setStorefrontRemote,
  startRollout,
} from '../../remotes/operations';
import { payloadOrErrors } from '../../errors';
import {
  createOperatorAccount,
  findAccount,
  listOperatorAccounts,
  resetOperatorSecondFactor,
  setOperatorDisabled,
  setOperatorRemotes,
  setOperatorRole,
} from './accounts';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens';
import { listAudit } from './audit';
import { requireCapability as requireOperator } from './roles';
import { accountModel, confirmSecondFactorSetUp, loginOperator, logoutOperator, startSecondFactorSetUp } from './sessions';

const AUDIT_PAGE_MAX = 200;

function pagingArgument(value: number | null | undefined, fallback: number, min: number, max: number, name: string): number {
  const number = value ?? fallback;
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new ShopError(`${name} must be a whole number from ${min} to ${max}`, ErrorCode.INVALID_ARGUMENT, name);
  }
  return number;
}

export const operatorResolvers: Resolvers = {
  Query: {
    operatorRemotes: (_parent, args, ctx) => {
      requireOperator(ctx, 'read');
      return listStorefrontRemotes(ctx, args.store);
    },
    operatorReleases: (_parent, args, ctx) => {
      requireOperator(ctx, 'read');
      return listReleases(ctx.db, args.remote ?? undefined);
    },
    operatorMe: async (_parent, _args, ctx) => {
      if (ctx.operatorLockedOut) requireOperator(ctx, 'read');
      const operator = ctx.operator;
      if (!operator) return null;
      if (operator.kind === 'token') return { kind: 'token', role: operator.role, account: null, tokenLabel: null, remotes: null, mustSetUpSecondFactor: false };
      const [account] = await ctx.db.select().from(operatorAccounts).where(eq(operatorAccounts.id, operator.accountId));
      return {
        kind: operator.kind === 'api-token' ? 'apiToken' : 'account',
        role: operator.role,
        account: account ? accountModel(account) : null,
        tokenLabel: operator.kind === 'api-token' ? operator.tokenLabel : null,
        remotes: operator.remotes ? [...operator.remotes] : null,
        mustSetUpSecondFactor: operator.mustSetUpSecondFactor,
      } as never;
    },
    operatorAccounts: (_parent, _args, ctx) => {
      requireOperator(ctx, 'admin');
      return listOperatorAccounts(ctx.db);
    },
    operatorApiTokens: async (_parent, args, ctx) => {
      requireOperator(ctx, 'read');
      const operator = ctx.operator;
      if (args.account) {
        requireOperator(ctx, 'admin');
        const account = await findAccount(ctx.db, args.account.slice(0, 254));
        if (!account) throw new ShopError(`No operator account "${args.account.slice(0, 80)}"`, ErrorCode.UNKNOWN_OPERATOR_ACCOUNT, 'account');
        return ctx.budget.spend(await listApiTokens(ctx.db, account.id));
      }
      return ctx.budget.spend(await listApiTokens(ctx.db, operator && operator.kind !== 'token' ? operator.accountId : null));
    },
    operatorAuditLog: async (_parent, args, ctx) => {
      requireOperator(ctx, 'read');
      const limit = pagingArgument(args.limit, 50, 1, AUDIT_PAGE_MAX, 'limit');
      const offset = pagingArgument(args.offset, 0, 0, 1_000_000, 'offset');
      const page = await listAudit(ctx.db, { limit, offset, action: args.action?.slice(0, 64), actor: args.actor?.slice(0, 254) });
      return { entries: ctx.budget.spend(page.entries), hasMore: page.hasMore };
    },
    operatorRemoteHealth: async (_parent, args, ctx) => {
      requireOperator(ctx, 'read');
      const result = await remoteHealth(ctx, { store: args.store, remote: args.remote });
      return { ...result, health: ctx.budget.spend(result.health) };
    },
    operatorAutoPromotePolicies: async (_parent, args, ctx) => {
      requireOperator(ctx, 'read');
      return ctx.budget.spend(await listAutoPromotePolicies(ctx.db, args.remote));
    },
    operatorRemoteFallbacks: (_parent, args, ctx) => {
      requireOperator(ctx, 'read');
      return payloadOrErrors({ fallbacks: [], errors: [] }, async () => {
        const limit = pagingArgument(args.limit, 50, 1, AUDIT_PAGE_MAX, 'limit');
        const store = args.store ? (await findStore(ctx.directory, args.store)).key : null;
        return { fallbacks: ctx.budget.spend(await listFallbacks(ctx.db, { storefrontKey: store, remote: args.remote, limit })), errors: [] };
      });
    },
  },
  Mutation: {
    operatorSetRemote: async (_parent, args, ctx) => {
      const audit = requireOperator(ctx, 'release');
      return setStorefrontRemote(ctx, args, audit);
    },
    operatorStartRollout: async (_parent, args, ctx) => {
      const audit = requireOperator(ctx, 'release');
      return startRollout(ctx, args, audit);
    },
    operatorPromoteRollout: async (_parent, args, ctx) => {
      const audit = requireOperator(ctx, 'release');
      return promoteRollout(ctx, args, audit);
    },
    operatorSetAutoPromote: async (_parent, args, ctx) => {
      const audit = requireOperator(ctx, 'release');
      return setAutoPromote(ctx, { remote: args.remote, store: args.store ?? null, allStores: args.allStores ?? false, minutes: args.afterMinutes ?? null }, audit);
    },
    operatorEndRollout: async (_parent, args, ctx) => {
      const audit = requireOperator(ctx, 'release');
      return endRollout(ctx, args, audit);
    },
    operatorRegisterRelease: async (_parent, args, ctx) => {
      const audit = requireOperator(ctx, 'release');
      return registerRelease(ctx, args, audit);
    },
    // The login and logout are open to anyone: they are how an operator becomes one.
    operatorLogin: (_parent, args, ctx) => loginOperator(ctx, args),
    operatorLogout: (_parent, _args, ctx) => logoutOperator(ctx),
    // Open to a logged-in account whatever its role: a session that must set up a second factor may do this only.
    operatorStartSecondFactorSetUp: async (_parent, _args, ctx) => {
      if (ctx.operatorLockedOut) requireOperator(ctx, 'read');
      const result = await startSecondFactorSetUp(ctx);
      return { setUp: result.setUp && { secret: result.setUp.secret, otpauthUri: result.setUp.uri }, errors: result.errors };
    },
    operatorConfirmSecondFactorSetUp: (_parent, args, ctx) => {
      if (ctx.operatorLockedOut) requireOperator(ctx, 'read');
      return confirmSecondFactorSetUp(ctx, args.code);
    },
    operatorResetSecondFactor: (_parent, args, ctx) => {
      const audit = requireOperator(ctx, 'admin');
      return resetOperatorSecondFactor(ctx.db, audit, args);
    },
    operatorCreateAccount: (_parent, args, ctx) => {
      const audit = requireOperator(ctx, 'admin');
      return createOperatorAccount(ctx.db, audit, args);
    },
    operatorSetRemotes: (_parent, args, ctx) => {
      const audit = requireOperator(ctx, 'admin');
      return setOperatorRemotes(ctx.db, audit, { account: args.account, remotes: args.remotes ?? null });
    },
    // A personal token is made by a person who logged in (password and second factor), never by a
    // token: a stolen token must not mint itself successors that outlive it.
    operatorCreateApiToken: (_parent, args, ctx) => {
      const audit = requireOperator(ctx, 'read');
      const operator = ctx.operator;
      if (operator?.kind !== 'account') {
        return {
          token: null,
          secret: null,
          errors: [
            {
              code: ErrorCode.FORBIDDEN,
              message: 'A personal token is created by a logged-in operator (the console, or pnpm operator token:create), not with a token',
              referencedRequestParameter: 'authorization',
            },
          ],
        };
      }
      return createApiToken(ctx.db, audit, { accountId: operator.accountId, label: args.label, expiresInDays: args.expiresInDays, remotes: args.remotes });
    },
    operatorRevokeApiToken: (_parent, args, ctx) => {
      const audit = requireOperator(ctx, 'read');
      const operator = ctx.operator;
      // Admins (and the shared demo token) revoke any token; everyone else their account's own.
      const ownerId = !operator || operator.kind === 'token' || operator.role === 'admin' ? null : operator.accountId;
      return revokeApiToken(ctx.db, audit, { id: args.id, ownerId });
    },
    operatorSetRole: (_parent, args, ctx) => {
      const audit = requireOperator(ctx, 'admin');
      return setOperatorRole(ctx.db, audit, args);
    },
    operatorDisableAccount: (_parent, args, ctx) => {
      const audit = requireOperator(ctx, 'admin');
      return setOperatorDisabled(ctx.db, audit, { account: args.account, disabled: args.disabled ?? true });
    },
  },
  OperatorRemoteHealth: {
    failures: (health) => health.errorRate.failures,
    loads: (health) => health.errorRate.loads,
    failingClients: (health) => health.errorRate.clients,
    errorRate: (health) => (health.errorRate.loads > 0 ? health.errorRate.failures / health.errorRate.loads : null),
  },
  RemoteRelease: {
    contractVersion: (release) => release.declaration?.contractVersion ?? null,
    routeKeys: (release) => release.declaration?.routes.map((route) => route.key) ?? [],
    createdAt: (release) => release.createdAt.toISOString(),
    builtAt: (release) => release.builtAt?.toISOString() ?? null,
    gitCommit: (release) => release.gitCommit ?? null,
    gitDirty: (release) => release.gitDirty ?? null,
    builder: (release) => release.builder ?? null,
    pageJsGzip: (release) => pageJsSizes(release),
    checkedAt: (release) => release.checkedAt?.toISOString() ?? null,
  },
};
