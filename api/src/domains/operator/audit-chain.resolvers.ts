import type { Resolvers } from '../../generated/graphql';
import { verifyAuditChain } from './audit-chain';
import { requireCapability } from './roles';

export const auditChainResolvers: Resolvers = {
  Query: {
    operatorAuditVerify: (_parent, _args, ctx) => {
      requireCapability(ctx, 'admin');
      return verifyAuditChain(ctx.db);
    },
  },
};
