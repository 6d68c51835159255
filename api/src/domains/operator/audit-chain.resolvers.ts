import type { Resolvers } from '../../generated/graphql';
import { verifyAuditChain } from './audit-chain';
import { requireOperatorRole } from './roles';

export const auditChainResolvers: Resolvers = {
  Query: {
    operatorAuditVerify: (_parent, _args, ctx) => {
      requireOperatorRole(ctx, 'admin');
      return verifyAuditChain(ctx.db);
    },
  },
};
