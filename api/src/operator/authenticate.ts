/**
 * Operator authentication with a brake: every WRONG bearer token (shared or personal) counts against
 * the caller's IP address in the database (LIMITS.operatorFailuresPerIp), and once that limit is
 * reached even a right token is refused from that address until the window ends, so no token can be
 * guessed at network speed. A personal token (`shop_pat_…`, ADR 0038) is looked up by its SHA-256
 * and stands for its account; the shared token (OPERATOR_TOKEN, the demo only) is an admin.
 * Used by the GraphQL context and by the demo's loopback-or-operator pages.
 */
import type { Database } from '../db';
import { isPersonalToken, operatorOfApiToken } from '../domains/operator/api-tokens';
import { type OperatorPrincipal, TOKEN_PRINCIPAL } from '../domains/operator/roles';
import { LIMITS, type LimitKeyHasher, consumeLimits, peekLimits } from '../security/rate-limit';
import { isAuthorizedBearer } from './token';

export interface OperatorAuthentication {
  /** The request carries a right token and its address is not locked out. */
  authorized: boolean;
  /** The address made too many wrong attempts: refuse with 2036 rather than 1401. */
  lockedOut: boolean;
  /** Who the token stands for (authorized only). */
  principal: OperatorPrincipal | null;
}

const NONE: OperatorAuthentication = { authorized: false, lockedOut: false, principal: null };

export async function authenticateOperator(
  db: Database,
  limitKey: LimitKeyHasher,
  authorization: string | null | undefined,
  expected: string | undefined,
  clientIp: string | null,
): Promise<OperatorAuthentication> {
  // No bearer attempt at all (the shop's visitors): nothing to count, no database round trip.
  if (!authorization || !/^Bearer\s/i.test(authorization.trim())) return NONE;
  const failures = [{ limit: LIMITS.operatorFailuresPerIp, key: clientIp }];
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization.trim())?.[1]?.trim() ?? '';
  const principal = isAuthorizedBearer(authorization, expected)
    ? TOKEN_PRINCIPAL
    : isPersonalToken(bearer)
      ? await operatorOfApiToken(db, bearer)
      : null;
  if (principal) {
    const verdict = await peekLimits(db, limitKey, failures);
    return { authorized: verdict.allowed, lockedOut: !verdict.allowed, principal: verdict.allowed ? principal : null };
  }
  // Unknown, revoked or expired: a wrong token like any other.
  const verdict = await consumeLimits(db, limitKey, failures);
  return { authorized: false, lockedOut: !verdict.allowed, principal: null };
}
