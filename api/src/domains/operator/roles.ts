/**
 * Who may do what in the operator API (issue 19, ADR 0026; capabilities since ADR 0044). Each role has
 * a set of capabilities (capabilities.ts): viewer reads; releaser also releases; support also works
 * the service desk; admin does all of it and manages accounts, doubler draws and invoice payments.
 * Every check asks for a capability (`requireCapability`), never for a rank. The shared bearer token (OPERATOR_TOKEN; the demo only, ADR 0038) is an admin. A releaser may be
 * scoped to some remotes (`release_remotes`): it registers, canaries, promotes, pins, switches and
 * rolls back those only (`requireRemoteScope`); admins act on every remote.
 */
import { ErrorCode, ShopError } from '../../errors';
import { OPERATOR_ROLES, type OperatorRole } from '../../db/operator-schema';
import { OPERATOR_CAPABILITIES, type OperatorCapability, ROLE_FOR, capabilitiesOf, roleCan } from './capabilities';
import { tooManyAttemptsError } from '../../security/rate-limit';
import { type AuditActor, type AuditSource, CLI_TOKEN_ACTOR } from './audit';
import { SECOND_FACTOR_MESSAGES } from './second-factor';

export { OPERATOR_CAPABILITIES, OPERATOR_ROLES, type OperatorCapability, type OperatorRole, capabilitiesOf, roleCan };

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
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

/** Who asks, as transport found out (the GraphQL layer's RequestContext extends this). */
export interface OperatorRequest {
  /**
   * The operator behind the request: the bearer token (an admin), or the account of a live operator
   * session (its cookie counts on the operator endpoint only); null for everyone else. Resolvers ask
   * `requireCapability`.
   */
  operator: OperatorPrincipal | null;
  /** Too many wrong operator tokens from this address (security/rate-limit.ts): answer 2036. */
  operatorLockedOut: boolean;
  /** A random id of this operation, written into the operator audit log's rows. */
  requestId: string;
  /** The client's address as the audit log keeps it (a keyed HMAC); null in process. */
  auditIpHash: string | null;
}

type OperatorContext = OperatorRequest;

/**
 * The caller's audit source when their role has the capability `needed`; otherwise a GraphQL error:
 * 2036 while the address is locked out (too many wrong bearer tokens), 1401 without a valid token or
 * operator session, 1403 when the role lacks it or the session must set up a second factor first.
 */
export function requireCapability(ctx: OperatorContext, needed: OperatorCapability): AuditSource {
  if (ctx.operatorLockedOut) throw tooManyAttemptsError('authorization');
  const operator = ctx.operator;
  if (!operator) throw new ShopError(OPERATOR_ACCESS_MESSAGE, ErrorCode.UNAUTHORIZED, 'authorization');
  if (operator.kind !== 'token' && operator.mustSetUpSecondFactor) throw new ShopError(SECOND_FACTOR_MESSAGES.mustEnrol, ErrorCode.FORBIDDEN, 'authorization');
  if (!roleCan(operator.role, needed)) {
    throw new ShopError(`Your operator role (${operator.role}) may not do this: it needs the role ${ROLE_FOR[needed]}`, ErrorCode.FORBIDDEN, 'authorization');
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
