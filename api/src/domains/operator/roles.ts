/**
 * Who may do what in the operator API (issue 19, ADR 0026). Three roles, each with everything of the
 * one before it:
 *  - viewer: reads (the registry, releases, activations, doubler draws, the audit log);
 *  - releaser: also switches remotes on and off, pins and unpins releases, registers releases;
 *  - admin: also runs doubler draws, marks invoice orders paid, and manages operator accounts.
 * The CLI's bearer token (OPERATOR_TOKEN) is an admin: everything that used it keeps working.
 */
import { ErrorCode, ShopError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { OPERATOR_ROLES, type OperatorRole } from '../../db/operator-schema';
import { tooManyAttemptsError } from '../../security/rate-limit';
import { type AuditActor, type AuditSource, CLI_TOKEN_ACTOR } from './audit';
import { SECOND_FACTOR_MESSAGES } from './second-factor';

export { OPERATOR_ROLES, type OperatorRole };

const RANK: Record<OperatorRole, number> = { viewer: 1, releaser: 2, admin: 3 };

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

export function roleAllows(role: OperatorRole, needed: OperatorRole): boolean {
  return RANK[role] >= RANK[needed];
}

/** The operator behind a request: the bearer token, or a logged-in operator account. */
export type OperatorPrincipal =
  | { kind: 'token'; role: 'admin'; actor: AuditActor }
  | {
      kind: 'account';
      role: OperatorRole;
      accountId: string;
      email: string;
      sessionHash: string;
      actor: AuditActor;
      /**
       * The role needs a second factor and the account has none yet: the session may only set one up
       * (second-factor.ts, ADR 0034).
       */
      mustSetUpSecondFactor: boolean;
    };

export const TOKEN_PRINCIPAL: OperatorPrincipal = { kind: 'token', role: 'admin', actor: CLI_TOKEN_ACTOR };

export const OPERATOR_ACCESS_MESSAGE = 'Operator access requires a valid "Authorization: Bearer <OPERATOR_TOKEN>" header or an operator login';

type OperatorContext = Pick<GraphQLContext, 'operator' | 'operatorLockedOut' | 'requestId' | 'auditIpHash'>;

/**
 * The caller's audit source when their role allows `needed`; otherwise a GraphQL error: 2036 while the
 * address is locked out (too many wrong bearer tokens), 1401 without a valid token or operator
 * session, 1403 when the role is not enough or the session must set up a second factor first.
 */
export function requireOperatorRole(ctx: OperatorContext, needed: OperatorRole): AuditSource {
  if (ctx.operatorLockedOut) throw tooManyAttemptsError('authorization');
  const operator = ctx.operator;
  if (!operator) throw new ShopError(OPERATOR_ACCESS_MESSAGE, ErrorCode.UNAUTHORIZED, 'authorization');
  if (operator.kind === 'account' && operator.mustSetUpSecondFactor) throw new ShopError(SECOND_FACTOR_MESSAGES.mustEnrol, ErrorCode.FORBIDDEN, 'authorization');
  if (!roleAllows(operator.role, needed)) {
    throw new ShopError(`Your operator role (${operator.role}) may not do this: it needs the role ${needed}`, ErrorCode.FORBIDDEN, 'authorization');
  }
  return { actor: operator.actor, requestId: ctx.requestId, ipHash: ctx.auditIpHash };
}
