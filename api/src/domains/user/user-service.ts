/**
 * Accounts (issue 16, ADR 0020): identify, log in, register with a confirmed address, forgotten and
 * changed passwords, the profile, deleting the account. Every operation answers `status` and spec
 * §8 `errors`. What an attacker could learn or force is decided here:
 *  - Login: one answer (2062) for an unknown address and a wrong password, with the same scrypt
 *    time (a decoy hash). Failures are counted per address-and-IP and per IP, never per address
 *    alone, so nobody can lock an owner out by failing on purpose from elsewhere.
 *  - Register: the same answer whether the address is new or taken; only the owner's mailbox learns
 *    (a confirmation, or "you have an account already").
 *  - Forgot password: the request only queues the address (account_requests); the job
 *    `account:requests` looks it up and mails. The answer is the same in text and in work done.
 *  - Identify (spec §4: it does say whether an address has an account): captcha and a per-IP limit.
 * Tokens of mailed links are 256 random bits kept as sha256, single use, and expire.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { type RouteKey, SPEC_ROUTE_TABLES } from '@shop/shared/routes';
import {
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type IdentifyInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type UpdateProfileInput,
  changePasswordSchema,
  forgotPasswordSchema,
  identifySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updateProfileSchema,
} from '@shop/shared/validation';
import { orders } from '../../db/cart-schema';
import { type OrderCustomer, type UserProfile, type UserRow, users } from '../../db/order-schema';
import { accountRequests, accountTokens } from '../../db/ops-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import { LIMITS, attemptWithinLimits, consumeLimits, perSubjectAndClient, tooManyAttemptsEntry } from '../../security/rate-limit';
import { mergeEarlierBasket } from '../cart/cart-service';
import { entry } from '../common/rule-errors';
import { issueEntries } from '../common/input-errors';
import type { RequestInputs } from '../common/request-inputs';
import { endSessionsOf } from '../cart/session';
import { localizePath } from '../../db/stored-paths';
import { enqueueMail } from '../mail/outbox';
import type { AccountMailPurpose } from '../mail/mail-types';
import type { StorefrontModel } from '../storefront/directory';
import { hashPassword, isCommonPassword, passwordMatches } from './passwords';
import { checkPasswordLogin } from './password-login';
import { CAPTCHA_FAILED_MESSAGE, captchaRefusal } from '../../security/captcha';

export type UserContext = Pick<RequestInputs, 'db' | 'scope' | 'session' | 'now' | 'secrets' | 'captcha' | 'clientIp' | 'urls' | 'directory'>;
/** What the mail job needs (no request). */
export type AccountJobContext = Pick<RequestInputs, 'db' | 'secrets' | 'urls' | 'directory'>;
export { loadStores, type Stores };
type Transaction = Parameters<Parameters<UserContext['db']['transaction']>[0]>[0];

export interface StatusResult {
  status: boolean;
  errors: ErrorEntry[];
}

/** Spec §8 texts (English; the screens show their own translation by code). */
export const USER_MESSAGES = {
  alreadyLoggedIn: 'You are already logged in',
  notLoggedIn: 'Please log in first',
  wrongCredentials: 'The combination of e-mail address and password is not correct',
  incorrectCurrentPassword: 'Your current password is not correct',
  commonPassword: 'This password is too common. Please choose another one',
  invalidToken: 'This link is not valid (any more). Please ask for a new one.',
  notConfirmed: 'Please confirm your e-mail address first: we have sent you the link again',
  captcha: CAPTCHA_FAILED_MESSAGE,
} as const;

/** Confirmation links last two days, new-password links one hour (OWASP Forgot Password). */
export const CONFIRM_TOKEN_HOURS = 48;
export const RESET_TOKEN_MINUTES = 60;

const ok = (): StatusResult => ({ status: true, errors: [] });
const refused = (...errors: ErrorEntry[]): StatusResult => ({ status: false, errors });

const newToken = () => randomBytes(32).toString('base64url');
export const hashAccountToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Every field's first problem of a schema's parse, as spec §8 entries (English text of the shared
 * message); the field is `input.<name>` for input objects, the argument's name for flat arguments.
 */
function invalid(issues: readonly v.BaseIssue<unknown>[], prefix: 'input' | null): StatusResult {
  const entries = issueEntries(issues, ErrorCode.INVALID_CART_INPUT, prefix ?? 'input');
  return refused(...(prefix ? entries : entries.map((e) => ({ ...e, referencedRequestParameter: e.referencedRequestParameter?.replace(/^input\./, '') ?? null }))));
}

async function captchaProblem(ctx: UserContext, token: string, parameter: string): Promise<StatusResult | null> {
  const refusal = await captchaRefusal(ctx.captcha, ctx.db, token, parameter);
  return refusal ? refused(refusal) : null;
}

async function userByEmail(db: UserContext['db'] | Transaction, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function loggedInUser(ctx: Pick<UserContext, 'db' | 'session'>): Promise<UserRow | null> {
  const userId = ctx.session.userId;
  if (!userId) return null;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

// ─── links and mails ─────────────────────────────────────────────────────────────────────────────

/**
 * A page of the storefront by route key, absolute, in the mail's language. A token travels in the
 * fragment: browsers never send it to a server (no access logs, no Referer), the page reads it.
 */
function accountPageUrl(ctx: AccountJobContext, store: StorefrontModel, language: string, key: RouteKey, token?: string): string {
  const route = SPEC_ROUTE_TABLES[store.pathVariant].find((r) => r.key === key);
  const path = localizePath(route?.pattern ?? '/', language, store.defaultLanguage);
  return `${ctx.urls.storefront(store)}${path}${token ? `#token=${token}` : ''}`;
}

/**
 * The storefronts, read before a transaction starts (on PGlite a read outside an open transaction
 * would wait for it forever); `of` falls back to the default storefront.
 */
interface Stores {
  of(key: string | null): StorefrontModel;
}

async function loadStores(ctx: Pick<AccountJobContext, 'directory'>): Promise<Stores> {
  const all = await ctx.directory.all();
  const fallback = await ctx.directory.defaultStore();
  const byKey = new Map(all.map((store) => [store.key, store]));
  return { of: (key) => (key && byKey.get(key)) || fallback };
}

async function mailAccount(
  tx: Transaction,
  ctx: AccountJobContext,
  store: StorefrontModel,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'language'>,
  purpose: AccountMailPurpose,
  options: { link: string | null; dedupe: string },
): Promise<void> {
  await enqueueMail(
    tx,
    {
      kind: 'account',
      dedupeKey: `account:${purpose}:${user.id}:${options.dedupe}`,
      storefrontKey: store.key,
      language: user.language,
      recipient: user.email,
      payload: { purpose, storefrontName: store.name, firstName: user.firstName || null, accountLink: options.link },
    },
    ctx.secrets.box,
  );
}

async function issueToken(tx: Transaction, userId: string, purpose: 'CONFIRM_EMAIL' | 'RESET_PASSWORD', now: Date): Promise<string> {
  const token = newToken();
  const minutes = purpose === 'CONFIRM_EMAIL' ? CONFIRM_TOKEN_HOURS * 60 : RESET_TOKEN_MINUTES;
  await tx.insert(accountTokens).values({ tokenHash: hashAccountToken(token), userId, purpose, expiresAt: new Date(now.getTime() + minutes * 60_000) });
  return token;
}

/** The confirmation mail of an unconfirmed account (at most one an hour: the dedupe key is the hour). */
async function sendConfirmation(tx: Transaction, ctx: AccountJobContext & { now: Date }, stores: Stores, user: UserRow): Promise<void> {
  const store = stores.of(user.storefrontKey);
  const token = await issueToken(tx, user.id, 'CONFIRM_EMAIL', ctx.now);
  await mailAccount(tx, ctx, store, user, 'confirm-email', { link: accountPageUrl(ctx, store, user.language, 'login', token), dedupe: hourOf(ctx.now) });
}

const hourOf = (now: Date) => now.toISOString().slice(0, 13);

// ─── identify, login, logout ─────────────────────────────────────────────────────────────────────

/** Spec §7 checkUserExist: status true when the address has an account (the identify flow's login). */
export async function checkUserExist(ctx: UserContext, input: IdentifyInput): Promise<StatusResult> {
  const parsed = v.safeParse(identifySchema, input);
  if (!parsed.success) return invalid(parsed.issues, null);
  const captcha = await captchaProblem(ctx, parsed.output.captchaToken, 'captchaToken');
  if (captcha) return captcha;
  const limit = await consumeLimits(ctx.db, ctx.secrets.limitKey, [{ limit: LIMITS.identifyPerIp, key: ctx.clientIp }]);
  if (!limit.allowed) return refused(tooManyAttemptsEntry('email'));
  const user = await userByEmail(ctx.db, parsed.output.email);
  return { status: !!user, errors: [] };
}

/** Spec §7 userLogin. */
export async function userLogin(ctx: UserContext, input: LoginInput): Promise<StatusResult> {
  if (ctx.session.userId) return refused(entry(ErrorCode.ALREADY_LOGGED_IN, USER_MESSAGES.alreadyLoggedIn, null));
  const parsed = v.safeParse(loginSchema, input);
  if (!parsed.success) return invalid(parsed.issues, null);
  const { email, password, captchaToken } = parsed.output;
  const captcha = await captchaProblem(ctx, captchaToken, 'captchaToken');
  if (captcha) return captcha;

  // Counted before the password is looked at and given back when it was right: racing guesses
  // cannot slip past the limit. Per address and IP (the guesser), and per IP (a sweep of many
  // addresses); never per address alone, which would let anyone lock the owner out.
  const limits = [
    { limit: LIMITS.loginFailuresPerAccountAndIp, key: perSubjectAndClient(email.toLowerCase(), ctx.clientIp) },
    { limit: LIMITS.loginFailuresPerIp, key: ctx.clientIp },
  ];
  const verdict = await checkPasswordLogin({ db: ctx.db, limitKey: ctx.secrets.limitKey }, limits, password, () => userByEmail(ctx.db, email));
  if (verdict.outcome === 'limited') return refused(tooManyAttemptsEntry('password'));
  if (verdict.outcome === 'wrong') return refused(entry(ErrorCode.WRONG_CREDENTIALS, USER_MESSAGES.wrongCredentials, 'password'));
  const user = verdict.account;
  if (!user.emailConfirmedAt) {
    const stores = await loadStores(ctx);
    await ctx.db.transaction((tx) => sendConfirmation(tx, ctx, stores, user));
    return refused(entry(ErrorCode.EMAIL_NOT_CONFIRMED, USER_MESSAGES.notConfirmed, 'email'));
  }
  await ctx.db.transaction(async (tx) => {
    await ctx.session.logIn(tx, user.id);
    await takeOverBasket(tx, ctx, user.id);
  });
  return ok();
}

/**
 * At login the session's basket becomes the account's, and the account's basket of this storefront
 * from an earlier visit joins it (limits checked again; when together they break one, the earlier
 * basket waits with the account). A session without a basket takes up the earlier one.
 */
async function takeOverBasket(tx: Transaction, ctx: UserContext, userId: string): Promise<void> {
  const sessionHash = ctx.session.hash;
  if (!sessionHash) return;
  const storefrontKey = ctx.scope.storefront.key;
  const [current] = await tx
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.sessionHash, sessionHash), eq(orders.status, 'CART'), eq(orders.kind, 'REGULAR'), eq(orders.storefrontKey, storefrontKey)))
    .returning({ id: orders.id });
  const [earlier] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'CART'),
        eq(orders.kind, 'REGULAR'),
        eq(orders.storefrontKey, storefrontKey),
        current ? ne(orders.id, current.id) : undefined,
      ),
    )
    .orderBy(sql`${orders.updatedAt} desc`)
    .limit(1)
    .for('update');
  if (!earlier) return;
  if (current) await mergeEarlierBasket(tx, ctx, current.id, earlier.id);
  else await tx.update(orders).set({ sessionHash }).where(eq(orders.id, earlier.id));
}

// ─── register and confirm ────────────────────────────────────────────────────────────────────────

export async function registerUser(ctx: UserContext, input: RegisterInput): Promise<StatusResult> {
  if (ctx.session.userId) return refused(entry(ErrorCode.ALREADY_LOGGED_IN, USER_MESSAGES.alreadyLoggedIn, null));
  const parsed = v.safeParse(registerSchema, input);
  if (!parsed.success) return invalid(parsed.issues, 'input');
  const details = parsed.output;
  const captcha = await captchaProblem(ctx, details.captchaToken, 'input.captchaToken');
  if (captcha) return captcha;
  const limit = await consumeLimits(ctx.db, ctx.secrets.limitKey, [
    { limit: LIMITS.registerPerIp, key: ctx.clientIp },
    { limit: LIMITS.accountMailsPerAddress, key: details.email.toLowerCase() },
  ]);
  if (!limit.allowed) return refused(tooManyAttemptsEntry('input.email'));
  if (isCommonPassword(details.password)) return refused(entry(ErrorCode.COMMON_PASSWORD, USER_MESSAGES.commonPassword, 'input.password'));
  const passwordHash = await hashPassword(details.password);
  await registerOrTell(ctx, await loadStores(ctx), {
    email: details.email.toLowerCase(),
    passwordHash,
    firstName: details.firstName,
    lastName: details.lastName,
    subscribed: details.subscribed ?? false,
  });
  return ok();
}

/**
 * A new account, unconfirmed, with its confirmation mail; or, for a known address, a mail to its
 * owner and nothing else: the answer is the same, and nobody takes over an address by registering
 * it again (not even an unconfirmed one: its password stays, its confirmation goes out again).
 * Also used by checkout's "create an account with this order".
 */
export async function registerOrTell(
  ctx: Pick<UserContext, 'db' | 'scope' | 'now' | 'secrets' | 'urls' | 'directory'>,
  stores: Stores,
  details: { email: string; passwordHash: string; firstName: string; lastName: string; subscribed: boolean; profile?: UserProfile },
  tx?: Transaction,
): Promise<void> {
  const work = async (t: Transaction) => {
    const existing = await userByEmail(t, details.email);
    if (existing?.emailConfirmedAt) {
      const store = stores.of(existing.storefrontKey);
      await mailAccount(t, ctx, store, existing, 'already-registered', { link: accountPageUrl(ctx, store, existing.language, 'login'), dedupe: hourOf(ctx.now) });
      return;
    }
    if (existing) {
      await sendConfirmation(t, ctx, stores, existing);
      return;
    }
    const [created] = await t
      .insert(users)
      .values({
        id: randomUUID(),
        email: details.email,
        passwordHash: details.passwordHash,
        firstName: details.firstName,
        lastName: details.lastName,
        subscribed: details.subscribed,
        // Checkout's "create an account": the details of that checkout (a new account only).
        ...(details.profile ? { profile: details.profile } : {}),
        storefrontKey: ctx.scope.storefront.key,
        language: ctx.scope.language,
      })
      .onConflictDoNothing()
      .returning();
    // A registration of the same address at the same moment: the other one won; it mails.
    if (created) await sendConfirmation(t, ctx, stores, created);
  };
  if (tx) await work(tx);
  else await ctx.db.transaction(work);
}

/** The confirmation link: the address is confirmed, and orders placed with it join the account. */
export async function confirmUserEmail(ctx: UserContext, token: string): Promise<StatusResult> {
  const parsed = v.safeParse(v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)) }), { token });
  if (!parsed.success) return refused(entry(ErrorCode.INVALID_ACCOUNT_TOKEN, USER_MESSAGES.invalidToken, 'token'));
  return ctx.db.transaction(async (tx) => {
    const userId = await useToken(tx, parsed.output.token, 'CONFIRM_EMAIL', ctx.now);
    if (!userId) return refused(entry(ErrorCode.INVALID_ACCOUNT_TOKEN, USER_MESSAGES.invalidToken, 'token'));
    const [user] = await tx
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (user) await joinOrdersOf(tx, user);
    return ok();
  });
}

/** Spends a mailed token: its user when it is known, unused and not expired (locked: spent once). */
type TokenPurpose = 'CONFIRM_EMAIL' | 'RESET_PASSWORD';

/** A link's token that can still be spent: this purpose, unused, unexpired. */
const liveToken = (token: string, purpose: TokenPurpose, now: Date) =>
  and(eq(accountTokens.tokenHash, hashAccountToken(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now));

async function useToken(tx: Transaction, token: string, purpose: TokenPurpose, now: Date): Promise<string | null> {
  const [spent] = await tx.update(accountTokens).set({ usedAt: now }).where(liveToken(token, purpose, now)).returning({ userId: accountTokens.userId });
  return spent?.userId ?? null;
}

/** Whether a link's token could be spent now (unused, unexpired), without spending it. */
async function tokenIsLive(db: UserContext['db'], token: string, purpose: TokenPurpose, now: Date): Promise<boolean> {
  const [live] = await db.select({ userId: accountTokens.userId }).from(accountTokens).where(liveToken(token, purpose, now)).limit(1);
  return live !== undefined;
}

/** Orders placed with the confirmed address (as a guest, before or without the account) join it. */
async function joinOrdersOf(tx: Transaction, user: UserRow): Promise<void> {
  await tx.execute(sql`
    update orders o set user_id = ${user.id}
      from order_placements p
     where p.order_id = o.id and o.user_id is null and lower(p.customer->>'email') = ${user.email.toLowerCase()}`);
}

// ─── passwords ───────────────────────────────────────────────────────────────────────────────────

/** Forgot password: queued, answered alike for every address (the job mails when there is an account). */
export async function forgotPassword(ctx: UserContext, input: ForgotPasswordInput): Promise<StatusResult> {
  const parsed = v.safeParse(forgotPasswordSchema, input);
  if (!parsed.success) return invalid(parsed.issues, null);
  const captcha = await captchaProblem(ctx, parsed.output.captchaToken, 'captchaToken');
  if (captcha) return captcha;
  const email = parsed.output.email.toLowerCase();
  const limit = await consumeLimits(ctx.db, ctx.secrets.limitKey, [
    { limit: LIMITS.forgotPasswordPerIp, key: ctx.clientIp },
    { limit: LIMITS.accountMailsPerAddress, key: email },
  ]);
  if (!limit.allowed) return refused(tooManyAttemptsEntry('email'));
  await ctx.db.insert(accountRequests).values({
    id: randomUUID(),
    kind: 'PASSWORD_RESET',
    email,
    storefrontKey: ctx.scope.storefront.key,
    language: ctx.scope.language,
  });
  return ok();
}

/**
 * The job `account:requests`: for each queued request, a new-password link to the address's account
 * (in the language the request was made in); an address without an account gets nothing. Locked
 * rows are skipped, so several processes share the queue without mailing twice.
 */
export async function processAccountRequests(ctx: AccountJobContext, now = new Date(), batch = 50): Promise<number> {
  const stores = await loadStores(ctx);
  return ctx.db.transaction(async (tx) => {
    const requests = await tx
      .select()
      .from(accountRequests)
      .where(isNull(accountRequests.processedAt))
      .orderBy(accountRequests.createdAt)
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const request of requests) {
      const user = await userByEmail(tx, request.email);
      if (user) {
        const store = stores.of(request.storefrontKey);
        const token = await issueToken(tx, user.id, 'RESET_PASSWORD', now);
        await mailAccount(tx, ctx, store, { ...user, language: request.language }, 'password-reset', {
          link: accountPageUrl(ctx, store, request.language, 'newPassword', token),
          dedupe: request.id,
        });
      }
      await tx.update(accountRequests).set({ processedAt: now }).where(eq(accountRequests.id, request.id));
    }
    // Answered requests are kept a day (for the operator's eye), then go.
    await tx.delete(accountRequests).where(sql`${accountRequests.processedAt} < ${new Date(now.getTime() - 24 * 3600_000)}`);
    return requests.length;
  });
}

/** The new-password link: a new password, the address counts as confirmed, every session ends. */
export async function resetPassword(ctx: UserContext, input: ResetPasswordInput): Promise<StatusResult> {
  const parsed = v.safeParse(resetPasswordSchema, input);
  if (!parsed.success) {
    const onToken = parsed.issues[0]?.path?.[0]?.key === 'token';
    return onToken ? refused(entry(ErrorCode.INVALID_ACCOUNT_TOKEN, USER_MESSAGES.invalidToken, 'input.token')) : invalid(parsed.issues, 'input');
  }
  const { token, password } = parsed.output;
  if (isCommonPassword(password)) return refused(entry(ErrorCode.COMMON_PASSWORD, USER_MESSAGES.commonPassword, 'input.password'));
  // The cheap check first (issue 31): an unknown, used or expired link is refused before any hashing,
  // so a stranger's guesses cost one indexed lookup each, never a scrypt. The transaction below spends
  // the token for real (a link used meanwhile is refused there).
  if (!(await tokenIsLive(ctx.db, token, 'RESET_PASSWORD', ctx.now))) {
    return refused(entry(ErrorCode.INVALID_ACCOUNT_TOKEN, USER_MESSAGES.invalidToken, 'input.token'));
  }
  const passwordHash = await hashPassword(password);
  const stores = await loadStores(ctx);
  return ctx.db.transaction(async (tx) => {
    const userId = await useToken(tx, token, 'RESET_PASSWORD', ctx.now);
    if (!userId) return refused(entry(ErrorCode.INVALID_ACCOUNT_TOKEN, USER_MESSAGES.invalidToken, 'input.token'));
    // Other new-password links of this account stop working too.
    await tx
      .update(accountTokens)
      .set({ usedAt: ctx.now })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'RESET_PASSWORD'), isNull(accountTokens.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: ctx.now, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`, updatedAt: ctx.now })
      .where(eq(users.id, userId))
      .returning();
    await endSessionsOf(tx, userId, null);
    if (user) {
      await joinOrdersOf(tx, user);
      await mailAccount(tx, ctx, stores.of(user.storefrontKey), user, 'password-changed', { link: null, dedupe: ctx.now.toISOString() });
    }
    return ok();
  });
}

/** Change password (logged in): the current one first; a new session id; other devices end if asked. */
export async function changePassword(ctx: UserContext, input: ChangePasswordInput): Promise<StatusResult> {
  const user = await loggedInUser(ctx);
  if (!user) return refused(entry(ErrorCode.NOT_LOGGED_IN, USER_MESSAGES.notLoggedIn, null));
  const parsed = v.safeParse(changePasswordSchema, input);
  if (!parsed.success) return invalid(parsed.issues, 'input');
  const { currentPassword, password, endOtherSessions } = parsed.output;
  const limits = [{ limit: LIMITS.currentPasswordFailuresPerUser, key: user.id }];
  const attempt = await attemptWithinLimits(ctx.db, ctx.secrets.limitKey, limits, () => passwordMatches(currentPassword, user.passwordHash));
  if (attempt.outcome === 'limited') return refused(tooManyAttemptsEntry('input.currentPassword'));
  if (attempt.outcome === 'failed') {
    return refused(entry(ErrorCode.INCORRECT_CURRENT_PASSWORD, USER_MESSAGES.incorrectCurrentPassword, 'input.currentPassword'));
  }
  if (isCommonPassword(password)) return refused(entry(ErrorCode.COMMON_PASSWORD, USER_MESSAGES.commonPassword, 'input.password'));
  const passwordHash = await hashPassword(password);
  const stores = await loadStores(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: ctx.now, updatedAt: ctx.now }).where(eq(users.id, user.id));
    const kept = await ctx.session.logIn(tx, user.id);
    if (endOtherSessions) await endSessionsOf(tx, user.id, kept);
    await mailAccount(tx, ctx, stores.of(user.storefrontKey), user, 'password-changed', { link: null, dedupe: ctx.now.toISOString() });
  });
  return ok();
}

// ─── the profile ─────────────────────────────────────────────────────────────────────────────────

export interface UserInfoModel {
  mainProfile: {
    firstName: string;
    lastName: string;
    email: string;
    invoiceEmail: string | null;
    phoneNumber: string | null;
    vatNumber: string | null;
    address: Omit<UserProfile, 'invoiceEmail' | 'phoneNumber' | 'vatNumber'> | null;
  };
  subscribed: boolean;
}

/**
 * The profile a checkout leaves on the customer's account (spec §3 CustomerProfile): the contact
 * details and the billing address given, replacing those of an earlier checkout; what this checkout
 * did not ask (a private customer's company, VAT number) is cleared. administrativeArea: checkout
 * asks none.
 */
export function checkoutProfile(customer: OrderCustomer): UserProfile {
  const address = customer.address;
  return {
    invoiceEmail: customer.invoiceEmail ?? null,
    phoneNumber: customer.phoneNumber ?? null,
    vatNumber: customer.vatNumber ?? null,
    companyName: customer.companyName ?? null,
    postCode: address?.postCode ?? null,
    houseNumber: address?.houseNumber ?? null,
    suffix: address?.suffix ?? null,
    street: address?.street ?? null,
    city: address?.city ?? null,
    administrativeArea: null,
  };
}

export function userInfo(user: UserRow): UserInfoModel {
  const profile = user.profile ?? {};
  const { invoiceEmail = null, phoneNumber = null, vatNumber = null, ...address } = profile;
  return {
    mainProfile: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      invoiceEmail,
      phoneNumber,
      vatNumber,
      // Null until a checkout left an address (a private customer's cleared company alone is none).
      address: Object.values(address).some((value) => value !== null && value !== undefined && value !== '') ? address : null,
    },
    subscribed: user.subscribed,
  };
}

/**
 * My details (issue 16 "change data"): the name and the newsletter choice. The e-mail address is
 * the login and is not changed here.
 */
export async function updateUserData(ctx: UserContext, input: UpdateProfileInput): Promise<StatusResult> {
  const user = await loggedInUser(ctx);
  if (!user) return refused(entry(ErrorCode.NOT_LOGGED_IN, USER_MESSAGES.notLoggedIn, null));
  const parsed = v.safeParse(updateProfileSchema, input);
  if (!parsed.success) return invalid(parsed.issues, 'input');
  const { firstName, lastName, subscribed } = parsed.output;
  await ctx.db.update(users).set({ firstName, lastName, subscribed, updatedAt: ctx.now }).where(eq(users.id, user.id));
  return ok();
}

/** Delete account (ASVS 7.4.2: every session ends): the password first; orders stay as records. */
export async function deleteAccount(ctx: UserContext, password: string): Promise<StatusResult> {
  const user = await loggedInUser(ctx);
  if (!user) return refused(entry(ErrorCode.NOT_LOGGED_IN, USER_MESSAGES.notLoggedIn, null));
  const limits = [{ limit: LIMITS.currentPasswordFailuresPerUser, key: user.id }];
  const attempt = await attemptWithinLimits(
    ctx.db,
    ctx.secrets.limitKey,
    limits,
    async () => typeof password === 'string' && password.length <= 1024 && (await passwordMatches(password, user.passwordHash)),
  );
  if (attempt.outcome === 'limited') return refused(tooManyAttemptsEntry('password'));
  if (attempt.outcome === 'failed') return refused(entry(ErrorCode.INCORRECT_CURRENT_PASSWORD, USER_MESSAGES.incorrectCurrentPassword, 'password'));
  await ctx.db.transaction(async (tx) => {
    // The account's open baskets go with it; placed orders are the shop's records (kept as the law
    // requires) and no longer belong to anyone.
    await tx.delete(orders).where(and(eq(orders.userId, user.id), eq(orders.status, 'CART')));
    await tx.update(orders).set({ userId: null }).where(eq(orders.userId, user.id));
    await ctx.session.end(tx);
    await endSessionsOf(tx, user.id, null);
    await tx.delete(users).where(eq(users.id, user.id));
  });
  return ok();
}

