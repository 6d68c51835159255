/**
 * Operator authentication with a brake: every WRONG bearer token counts against the caller's IP
 * address (LIMITS.operatorFailuresPerIp), and once that limit is reached even the right token is
 * refused from that address until the window ends, so the token cannot be guessed at network speed.
 * Used by the GraphQL context and by the demo's loopback-or-operator pages.
 */
import type { Database } from '../db';
import { LIMITS, type LimitKeyHasher, consumeLimits, peekLimits } from '../security/rate-limit';
import { isAuthorizedBearer } from './token';

export interface OperatorAuthentication {
  /** The request carries the right token and its address is not locked out. */
  authorized: boolean;
  /** The address made too many wrong attempts: refuse with 2036 rather than 1401. */
  lockedOut: boolean;
}

const NONE: OperatorAuthentication = { authorized: false, lockedOut: false };

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
  if (isAuthorizedBearer(authorization, expected)) {
    const verdict = await peekLimits(db, limitKey, failures);
    return { authorized: verdict.allowed, lockedOut: !verdict.allowed };
  }
  const verdict = await consumeLimits(db, limitKey, failures);
  return { authorized: false, lockedOut: !verdict.allowed };
}
