/**
 * Operator logins and sessions (issue 19, ADR 0026), on the shop's own session rules
 * (security/session-token.ts, ADR 0020) and its one password login check (user/password-login.ts):
 * server-issued 256-bit ids kept as sha256, a new id at every login, the row deleted at logout,
 * HttpOnly cookies, Secure behind https. Stricter than a shopper's session, because an operator
 * session can switch off a storefront:
 *  - the cookie is `SameSite=Strict` and lives under its own path (`/operator`): the browser sends it
 *    only to the operator endpoint (`/operator/graphql`) and the console, never with a shop request;
 *    the shop's `/graphql` ignores it even when a client sends it there by hand;
 *  - a session ends after OPERATOR_SESSION_IDLE_SECONDS without a request and in any case
 *    OPERATOR_SESSION_MAX_SECONDS after the login (ASVS 7.3.1/7.3.2);
 *  - the account's role is read at every request, so a new role or a disabled account counts at once.
 */
import { parse as parseCookie } from 'cookie';
import { LRUCache } from 'lru-cache';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { loginSchema } from '@shop/shared/validation';
import type { Database } from '../../db';
import { type OperatorAccountRow, type OperatorRole, operatorAccounts, operatorSessions } from '../../db/operator-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import { captchaRefusal } from '../../security/captcha';
import { LIMITS, attemptWithinLimits, countEvent, currentCount, perSubjectAndClient, refundLimits, tooManyAttemptsEntry } from '../../security/rate-limit';
import { hashSessionToken, isWellFormedSessionToken, newSessionToken, sessionCookieHeader } from '../../security/session-token';
import { issueEntries } from '../common/input-errors';
import type { RequestInputs } from '../common/request-inputs';
import { checkPasswordLogin } from '../user/password-login';
import { USER_MESSAGES } from '../user/user-service';
import { ANONYMOUS_ACTOR, type AuditActor, type AuditSource, writeAudit } from './audit';
import type { RemoteName } from '../../remotes/remote-names';
import type { OperatorPrincipal, OperatorRequest } from './roles';
import {
  type Enrolment,
  type EnrolmentOutcome,
  SECOND_FACTOR_MESSAGES,
  acceptAccountCode,
  confirmEnrolment,
  enrolmentOfSession,
  normaliseCode,
  roleNeedsSecondFactor,
} from './second-factor';

export const OPERATOR_SESSION_COOKIE = 'shop_operator_session';
/** The operator console's own path: the cookie's Path, the operator GraphQL endpoint lives under it. */
export const OPERATOR_PATH = '/operator';
export const OPERATOR_GRAPHQL_PATH = `${OPERATOR_PATH}/graphql`;
/** 30 minutes without a request end a session (OWASP: 15–30 minutes for high-value applications). */
export const OPERATOR_SESSION_IDLE_SECONDS = 30 * 60;
/** Twelve hours after the login a session ends whatever happens: a working day, not a week. */
export const OPERATOR_SESSION_MAX_SECONDS = 12 * 60 * 60;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The operator cookie of one request: what the request brought (`token`) and what the answer must
 * send (a new id after a login, the cookie's removal after a logout).
 */
export class OperatorSessionCookie {
  private issued: string | null = null;
  private ended = false;

  constructor(
    private readonly secure: boolean,
    /** The cookie's value when it is one we could have issued; null otherwise (or not on the operator path). */
    readonly token: string | null,
  ) {}

  issue(token: string): void {
    this.issued = token;
    this.ended = false;
  }

  end(): void {
    this.issued = null;
    this.ended = true;
  }

  setCookieHeader(): string | null {
    const options = { secure: this.secure, sameSite: 'strict', path: OPERATOR_PATH, maxAgeSeconds: OPERATOR_SESSION_MAX_SECONDS } as const;
    if (this.issued) return sessionCookieHeader(OPERATOR_SESSION_COOKIE, this.issued, options);
    if (this.ended) return sessionCookieHeader(OPERATOR_SESSION_COOKIE, null, options);
    return null;
  }
}

/** The operator cookie's value in a Cookie header, when well-formed (anything else is not looked up). */
export function operatorTokenOf(cookieHeader: string | null | undefined): string | null {
  const token = parseCookie(cookieHeader ?? '')[OPERATOR_SESSION_COOKIE];
  return isWellFormedSessionToken(token) ? token : null;
}

export const accountActor = (account: Pick<OperatorAccountRow, 'id' | 'email'>): AuditActor => ({ kind: 'account', accountId: account.id, email: account.email });

/**
 * The operator a session id belongs to, in ONE statement that also checks and renews the idle clock:
 * a session that is past its end or idle too long, or whose account is disabled, is none.
 */
export async function operatorOfSession(db: Database, token: string): Promise<OperatorPrincipal | null> {
  const sessionHash = hashSessionToken(token);
  const [row] = rowsOf<{ id: string; email: string; role: OperatorRole; release_remotes: string[] | null; has_second_factor: boolean }>(
    await db.execute(sql`
      with touched as (
        update operator_sessions set last_seen_at = now()
         where token_hash = ${sessionHash} and expires_at > now()
           and last_seen_at > now() - make_interval(secs => ${OPERATOR_SESSION_IDLE_SECONDS})
        returning account_id)
      select a.id, a.email, a.role, a.release_remotes, a.totp_enrolled_at is not null as has_second_factor
        from touched t join operator_accounts a on a.id = t.account_id where not a.disabled`),
  );
  if (!row) return null;
  return {
    kind: 'account',
    role: row.role,
    accountId: row.id,
    email: row.email,
    sessionHash,
    // Read at every request like the role (ADR 0038): admins act on every remote.
    remotes: row.role === 'admin' ? null : (row.release_remotes ?? null),
    actor: accountActor(row),
    // Read at every request like the role: a viewer made a releaser sets one up at the next page.
    mustSetUpSecondFactor: roleNeedsSecondFactor(row.role) && !row.has_second_factor,
  };
}

export interface OperatorAccountModel {
  id: string;
  email: string;
  role: OperatorRole;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  /** Whether the account has set up an authenticator app (its second factor). */
  secondFactor: boolean;
  /** The remotes a releaser may act on (ADR 0038); null: every remote. */
  remotes: RemoteName[] | null;
}

export function accountModel(row: OperatorAccountRow): OperatorAccountModel {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    secondFactor: row.totpEnrolledAt !== null,
    remotes: (row.releaseRemotes as RemoteName[] | null) ?? null,
  };
}

export interface OperatorLoginResult {
  status: boolean;
  account: OperatorAccountModel | null;
  /** The session may only set up a second factor until one is confirmed (second-factor.ts). */
  mustSetUpSecondFactor: boolean;
  errors: ErrorEntry[];
}

export type OperatorSessionContext = Pick<RequestInputs, 'db' | 'secrets' | 'captcha' | 'clientIp'> &
  OperatorRequest & {
    /** The operator session cookie of this request and what the answer must set (login, logout). */
    operatorSession: OperatorSessionCookie;
  };

/**
 * The shop's login form rules; the captcha is asked for only once the account had many failed logins
 * (LIMITS.operatorLoginFailuresPerAccount), and the code of an authenticator app is checked on its own.
 */
const operatorLoginSchema = v.object({
  ...v.omit(loginSchema, ['captchaToken']).entries,
  captchaToken: v.nullish(v.pipe(v.string(), v.maxLength(4_096))),
  totpCode: v.nullish(v.pipe(v.string(), v.maxLength(32))),
});

/** The accounts whose password this process is checking right now (one check per account at a time). */
const accountsBeingChecked = new Set<string>();
/**
 * Accounts this process saw reach the captcha's threshold in the last seconds: a try at one of them
 * without a captcha is turned away without a statement (a flood of them costs the database nothing).
 * Short-lived, so an account's window ending is noticed soon; the database stays the authority.
 */
const accountsUnderAttack = new LRUCache<string, true>({ max: 10_000, ttl: 5_000 });

export interface OperatorLoginInput {
  email: string;
  password: string;
  totpCode?: string | null;
  captchaToken?: string | null;
}

const refused = (...errors: ErrorEntry[]): OperatorLoginResult => ({ status: false, account: null, mustSetUpSecondFactor: false, errors });

/**
 * operatorLogin: the shop's login rules (one answer, 2062, for an unknown address, a wrong password and
 * a disabled account; limits counted before the check) and a new session id. Every outcome but a
 * refusal by the limits is an audit row: a success as the account, a failure as `anonymous` with the
 * account it aimed at (or, for an unknown address, only a keyed hash of what was typed).
 */
export async function loginOperator(ctx: OperatorSessionContext, input: OperatorLoginInput): Promise<OperatorLoginResult> {
  if (ctx.operatorLockedOut) return refused(tooManyAttemptsEntry('password'));
  if (ctx.operator?.kind === 'account') return refused({ code: ErrorCode.ALREADY_LOGGED_IN, message: USER_MESSAGES.alreadyLoggedIn, referencedRequestParameter: null });
  const parsed = v.safeParse(operatorLoginSchema, input);
  if (!parsed.success) {
    return refused(...issueEntries(parsed.issues, ErrorCode.INVALID_ARGUMENT, 'input').map((e) => ({ ...e, referencedRequestParameter: e.referencedRequestParameter?.replace(/^input\./, '') ?? null })));
  }
  const email = parsed.output.email.toLowerCase();
  // An account many failures aimed at lately (from anywhere): the captcha first, before the password
  // is looked at. Never a lock: the owner solves it and logs in; each guess costs a proof of work. A
  // try without one is turned away from this process's memory when it can be, with no statement at all.
  const captchaToken = parsed.output.captchaToken;
  let captchaVerified = false;
  const verifyCaptcha = async (): Promise<ErrorEntry | null> => {
    if (captchaVerified) return null;
    const problem = await captchaRefusal(ctx.captcha, ctx.db, captchaToken, 'captchaToken');
    captchaVerified = problem === null;
    return problem;
  };
  if (accountsUnderAttack.has(email) || (await operatorLoginNeedsCaptcha(ctx, email))) {
    accountsUnderAttack.set(email, true);
    const problem = await verifyCaptcha();
    if (problem) return refused(problem);
  }
  // Every try that goes on counts as a failure of the account before the password is looked at, and
  // is given back when it was none (the login succeeded, the captcha or a limit turned it away): racing
  // guesses cannot all slip in under the captcha's threshold while the first ones are being hashed.
  const perAccount = [{ limit: LIMITS.operatorLoginFailuresPerAccount, key: email }];
  const notAFailure = () => refundLimits(ctx.db, ctx.secrets.limitKey, perAccount);
  const failuresWithThis = await countEvent(ctx.db, ctx.secrets.limitKey, LIMITS.operatorLoginFailuresPerAccount, email);
  if (failuresWithThis > LIMITS.operatorLoginFailuresPerAccount.limit) {
    accountsUnderAttack.set(email, true);
    const problem = await verifyCaptcha();
    if (problem) {
      await notAFailure();
      return refused(problem);
    }
  }
  // One password check per account at a time in this process: a burst of guesses at one account holds
  // one hashing slot, not the queue shoppers' PIN checks wait in (issue 31, pnpm bench:attack).
  if (accountsBeingChecked.has(email)) {
    await notAFailure();
    return refused({ code: ErrorCode.BUSY, message: 'Another login of this account is being checked: please try again in a moment', referencedRequestParameter: null });
  }
  // Limits per address and per account-and-address only: none that strangers alone can fill for an account.
  const limits = [
    { limit: LIMITS.operatorLoginFailuresPerAccountAndIp, key: perSubjectAndClient(email, ctx.clientIp) },
    { limit: LIMITS.operatorLoginFailuresPerIp, key: ctx.clientIp },
  ];
  const code = normaliseCode(parsed.output.totpCode);
  accountsBeingChecked.add(email);
  let verdict: Awaited<ReturnType<typeof checkPasswordLogin<OperatorAccountRow>>>;
  try {
    verdict = await checkPasswordLogin(
      { db: ctx.db, limitKey: ctx.secrets.limitKey },
      limits,
      parsed.output.password,
      async () => {
        const [account] = await ctx.db.select().from(operatorAccounts).where(eq(operatorAccounts.email, email));
        return account;
      },
      // The second factor of an account that has one (an account that must set one up gets a session
      // that can only do that). A missing or wrong code counts as a failed login.
      (account) => (account.totpSecretSealed ? acceptAccountCode(ctx.db, ctx.secrets.box, account, code) : Promise.resolve(true)),
    );
  } catch (error) {
    await notAFailure();
    throw error;
  } finally {
    accountsBeingChecked.delete(email);
  }
  // Refused by the limits: no row. Rows are the attempts the limits let through, so an attacker
  // cannot grow the log faster than the limits allow.
  if (verdict.outcome === 'limited') {
    await notAFailure();
    return refused(tooManyAttemptsEntry('password'));
  }
  const anonymous: AuditSource = { actor: ANONYMOUS_ACTOR, requestId: ctx.requestId, ipHash: ctx.auditIpHash };
  if (verdict.outcome !== 'right' || verdict.account.disabled) {
    // The failure stays counted: from the threshold on, this process remembers the account needs the captcha.
    if (failuresWithThis >= LIMITS.operatorLoginFailuresPerAccount.limit) accountsUnderAttack.set(email, true);
    const account = verdict.account;
    const reason = !account
      ? 'unknown-account'
      : verdict.outcome === 'wrong'
        ? 'wrong-password'
        : verdict.account.disabled
          ? 'account-disabled'
          : code
            ? 'wrong-code'
            : 'no-code';
    await writeAudit(ctx.db, anonymous, {
      action: 'login.failed',
      targetKind: 'operator-account',
      targetId: account?.id ?? null,
      after: account ? { reason } : { reason, emailHash: ctx.secrets.limitKey(`operator-audit-email|${email}`) },
    });
    // The password was right (and the account enabled): say what is missing. Only the one who knows
    // the password learns that, and the code is what stands between them and the account.
    if (reason === 'no-code') return refused({ code: ErrorCode.INVALID_ARGUMENT, message: SECOND_FACTOR_MESSAGES.codeMissing, referencedRequestParameter: 'totpCode' });
    if (reason === 'wrong-code') return refused({ code: ErrorCode.WRONG_CREDENTIALS, message: SECOND_FACTOR_MESSAGES.codeWrong, referencedRequestParameter: 'totpCode' });
    return refused({ code: ErrorCode.WRONG_CREDENTIALS, message: USER_MESSAGES.wrongCredentials, referencedRequestParameter: 'password' });
  }
  await notAFailure();
  const account = verdict.account;
  const token = newSessionToken();
  const loggedIn = await ctx.db.transaction(async (tx) => {
    // Ended sessions go at the next login (logins are rare; no job needed for a handful of rows).
    await tx
      .delete(operatorSessions)
      .where(sql`${operatorSessions.expiresAt} <= now() or ${operatorSessions.lastSeenAt} <= now() - make_interval(secs => ${OPERATOR_SESSION_IDLE_SECONDS})`);
    // A stale cookie of this browser (expired or idle: a live one answered "already logged in").
    if (ctx.operatorSession.token) await tx.delete(operatorSessions).where(eq(operatorSessions.tokenHash, hashSessionToken(ctx.operatorSession.token)));
    await tx.insert(operatorSessions).values({
      tokenHash: hashSessionToken(token),
      accountId: account.id,
      expiresAt: sql`now() + make_interval(secs => ${OPERATOR_SESSION_MAX_SECONDS})` as unknown as Date,
    });
    const [updated] = await tx.update(operatorAccounts).set({ lastLoginAt: sql`now()` as unknown as Date }).where(eq(operatorAccounts.id, account.id)).returning();
    await writeAudit(
      tx,
      { actor: accountActor(account), requestId: ctx.requestId, ipHash: ctx.auditIpHash },
      { action: 'login', targetKind: 'operator-account', targetId: account.id, before: { lastLoginAt: account.lastLoginAt }, after: { lastLoginAt: updated?.lastLoginAt ?? null } },
    );
    return updated ?? account;
  });
  ctx.operatorSession.issue(token);
  return {
    status: true,
    account: accountModel(loggedIn),
    mustSetUpSecondFactor: roleNeedsSecondFactor(loggedIn.role) && !loggedIn.totpEnrolledAt,
    errors: [],
  };
}

/** Whether the next login of `email` must carry the captcha (many failed logins of it lately). */
export async function operatorLoginNeedsCaptcha(ctx: Pick<OperatorSessionContext, 'db' | 'secrets'>, email: string): Promise<boolean> {
  const key = email.trim().toLowerCase();
  if (!key) return false;
  return (await currentCount(ctx.db, ctx.secrets.limitKey, LIMITS.operatorLoginFailuresPerAccount, key)) >= LIMITS.operatorLoginFailuresPerAccount.limit;
}

export interface SecondFactorSetUpResult {
  setUp: Enrolment | null;
  errors: ErrorEntry[];
}

const setUpRefused = (code: number, message: string, parameter: string | null) => ({ code, message, referencedRequestParameter: parameter });

/**
 * The secret (and QR code) the logged-in operator is to add to an authenticator app: only for an
 * account without a second factor, the same one on every call of one session until it is confirmed.
 */
export async function startSecondFactorSetUp(ctx: OperatorSessionContext): Promise<SecondFactorSetUpResult> {
  const operator = ctx.operator;
  if (operator?.kind !== 'account') return { setUp: null, errors: [setUpRefused(ErrorCode.UNAUTHORIZED, 'Log in first (operatorLogin)', 'authorization')] };
  const [account] = await ctx.db.select({ enrolledAt: operatorAccounts.totpEnrolledAt }).from(operatorAccounts).where(eq(operatorAccounts.id, operator.accountId));
  if (account?.enrolledAt) return { setUp: null, errors: [setUpRefused(ErrorCode.INVALID_ARGUMENT, SECOND_FACTOR_MESSAGES.alreadyEnrolled, null)] };
  const setUp = await enrolmentOfSession(ctx.db, ctx.secrets.box, operator.sessionHash, operator.email);
  return setUp ? { setUp, errors: [] } : { setUp: null, errors: [setUpRefused(ErrorCode.UNAUTHORIZED, 'Log in first (operatorLogin)', 'authorization')] };
}

/**
 * Confirms the set-up with a code of the new secret. Wrong codes count like failed logins of the
 * account from this address (a session cannot guess codes without limit).
 */
export async function confirmSecondFactorSetUp(ctx: OperatorSessionContext, code: string): Promise<{ status: boolean; errors: ErrorEntry[] }> {
  const operator = ctx.operator;
  if (operator?.kind !== 'account') return { status: false, errors: [setUpRefused(ErrorCode.UNAUTHORIZED, 'Log in first (operatorLogin)', 'authorization')] };
  const source: AuditSource = { actor: operator.actor, requestId: ctx.requestId, ipHash: ctx.auditIpHash };
  let outcome = 'wrong-code' as EnrolmentOutcome;
  const attempt = await attemptWithinLimits(
    ctx.db,
    ctx.secrets.limitKey,
    [{ limit: LIMITS.operatorLoginFailuresPerAccountAndIp, key: perSubjectAndClient(operator.email, ctx.clientIp) }],
    async () => {
      outcome = await confirmEnrolment(ctx.db, ctx.secrets.box, source, operator, code);
      return outcome !== 'wrong-code';
    },
  );
  if (attempt.outcome === 'limited') return { status: false, errors: [tooManyAttemptsEntry('code')] };
  if (outcome === 'enrolled') return { status: true, errors: [] };
  if (outcome === 'already-enrolled') return { status: false, errors: [setUpRefused(ErrorCode.INVALID_ARGUMENT, SECOND_FACTOR_MESSAGES.alreadyEnrolled, null)] };
  if (outcome === 'not-started') return { status: false, errors: [setUpRefused(ErrorCode.INVALID_ARGUMENT, 'Start the set-up first (operatorStartSecondFactorSetUp)', null)] };
  return { status: false, errors: [setUpRefused(ErrorCode.WRONG_CREDENTIALS, SECOND_FACTOR_MESSAGES.codeWrong, 'code')] };
}

/**
 * operatorLogout: the session row goes (so a copy of the cookie is no session any more either) and
 * the answer drops the cookie. Without a live session there is nothing to end: status true all the
 * same (the cookie is dropped in case the browser kept a stale one).
 */
export async function logoutOperator(ctx: OperatorSessionContext): Promise<{ status: boolean; errors: ErrorEntry[] }> {
  const operator = ctx.operator;
  const token = ctx.operatorSession.token;
  if (operator?.kind === 'account') {
    await ctx.db.transaction(async (tx) => {
      await tx.delete(operatorSessions).where(eq(operatorSessions.tokenHash, operator.sessionHash));
      await writeAudit(tx, { actor: operator.actor, requestId: ctx.requestId, ipHash: ctx.auditIpHash }, { action: 'logout', targetKind: 'operator-account', targetId: operator.accountId });
    });
  } else if (token) {
    await ctx.db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, hashSessionToken(token)));
  }
  ctx.operatorSession.end();
  return { status: true, errors: [] };
}
