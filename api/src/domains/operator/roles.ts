/**
 * Who may do what in the operator API (issue 19, ADR 0026). Three roles, each with everything of the
 * one before it:
 *  - viewer: reads (the registry, releases, activations, doubler draws, the audit log);
 *  - releaser: also switches remotes on and off, pins and unpins releases, registers releases;
 *  - admin: also runs doubler draws, marks invoice orders paid, and manages operator accounts.
 * The shared bearer token (OPERATOR_TOKEN; the demo only, ADR 0038) is an admin. A releaser may be
 * scoped to some remotes (`release_remotes`): it registers, canaries, promotes, pins, switches and
 * rolls back those only (`requireRemoteScope`); admins act on every remote.
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

/**
 * The operator behind a request: the shared bearer token (the demo), a logged-in operator account, or
 * an account's personal API token (api-tokens.ts). `remotes`: the remotes it may release (null: all).
 */
export type OperatorPrincipal =
  | { kind: 'token'; role: 'admin'; actor: AuditActor; remotes?: null }
  | {
      kind: 'api-token';
      role: OperatorRole;
      accountId: string;
      email: string;
      tokenId: string;
      tokenLabel: string;
      remotes: readonly string[] | null;
      actor: AuditActor;
      mustSetUpSecondFactor: boolean;
    }
  | {
      kind: 'account';
      role: OperatorRole;
      accountId: string;
      email: string;
      sessionHash: string;
      remotes: readonly string[] | null;
      actor: AuditActor;
      /**
       * The role needs a second factor and the account has none yet: the session may only set one up
       * (second-factor.ts, ADR 0034).
       */
      mustSetUpSecondFactor: boolean;
    };

export const TOKEN_PRINCIPAL: OperatorPrincipal = { kind: 'token', role: 'admin', actor: CLI_TOKEN_ACTOR };

export const OPERATOR_ACCESS_MESSAGE =
  'Operator access requires a valid "Authorization: Bearer <token>" header (a personal API token: pnpm operator token:create) or an operator login';

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
  if (operator.kind !== 'token' && operator.mustSetUpSecondFactor) throw new ShopError(SECOND_FACTOR_MESSAGES.mustEnrol, ErrorCode.FORBIDDEN, 'authorization');
  if (!roleAllows(operator.role, needed)) {
    throw new ShopError(`Your operator role (${operator.role}) may not do this: it needs the role ${needed}`, ErrorCode.FORBIDDEN, 'authorization');
  }
  return {
    actor: operator.actor,
    requestId: ctx.requestId,
    ipHash: ctx.auditIpHash,
    // Admins act on every remote, whatever their account's list says.
    remotes: operator.role === 'admin' ? null : (operator.remotes ?? null),
  };
}

/** The one refusal of a remote outside the caller's scope (1403 on `remote`). */
export function remoteScopeRefusal(remote: string, remotes: readonly string[]): ShopError {
  return new ShopError(
    `Your operator account may not act on the remote ${remote} (granted: ${remotes.length ? remotes.join(', ') : 'none'})`,
    ErrorCode.FORBIDDEN,
    'remote',
  );
}

/** Whether an audit source (a caller) may act on `remote`. */
export const remoteInScope = (source: Pick<AuditSource, 'remotes'>, remote: string): boolean => !source.remotes || source.remotes.includes(remote);
