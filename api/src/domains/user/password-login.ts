/**
 * One password login check for every kind of account (the shop's users, ADR 0020, and the operators,
 * ADR 0026), so both keep the same rules:
 *  - the failure limits are counted in the database BEFORE the password is looked at and given back
 *    when it was right: racing guesses cannot slip past a limit, and an owner who types the right
 *    password is not charged for it;
 *  - an unknown address costs the same scrypt work as a wrong password (a decoy hash) and gets the
 *    same verdict, so neither the answer nor its timing tells whether an account exists.
 * Which limits apply is the caller's choice (the shop never limits per address alone; ADR 0026 says
 * why the operators do).
 */
import type { Database } from '../../db';
import { type LimitCheck, type LimitKeyHasher, attemptWithinLimits } from '../../security/rate-limit';
import { passwordMatches } from './passwords';

export type PasswordLoginVerdict<A> =
  /** A limit is exceeded: the password was not even checked. */
  | { outcome: 'limited'; retryAfterSeconds: number }
  /** Unknown address or wrong password (the account, when there is one, for the caller's records). */
  | { outcome: 'wrong'; account: A | undefined }
  /** The password was right, the second factor was not (counted as a failure all the same). */
  | { outcome: 'second-factor'; account: A }
  | { outcome: 'right'; account: A };

export async function checkPasswordLogin<A extends { passwordHash: string | null }>(
  ctx: { db: Database; limitKey: LimitKeyHasher },
  limits: LimitCheck[],
  password: string,
  findAccount: () => Promise<A | undefined>,
  /** A second check once the password was right (the operators' one-time code); false fails the login. */
  secondFactor?: (account: A) => Promise<boolean>,
): Promise<PasswordLoginVerdict<A>> {
  let account: A | undefined;
  let passwordRight = false;
  const attempt = await attemptWithinLimits(ctx.db, ctx.limitKey, limits, async () => {
    account = await findAccount();
    passwordRight = (await passwordMatches(password, account?.passwordHash)) && !!account;
    if (!passwordRight || !account) return false;
    return secondFactor ? secondFactor(account) : true;
  });
  if (attempt.outcome === 'limited') return { outcome: 'limited', retryAfterSeconds: attempt.retryAfterSeconds };
  if (!account) return { outcome: 'wrong', account };
  if (attempt.outcome === 'failed') return passwordRight ? { outcome: 'second-factor', account } : { outcome: 'wrong', account };
  return { outcome: 'right', account };
}
