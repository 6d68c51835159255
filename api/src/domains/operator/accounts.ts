/**
 * Operator accounts (issue 19, ADR 0026): created, given another role, disabled and enabled again by
 * an admin (the console, the operator CLI with the bearer token, or the CLI on the database itself);
 * never deleted, so the audit log keeps pointing at them. Shared by the GraphQL mutations and the
 * CLI's database backend; each change and its audit row are one transaction.
 *
 * Account changes are serialised by a transaction-level advisory lock: they are rare, and two admins
 * acting at once (on PostgreSQL, from two API processes) must not leave the shop without an admin —
 * e.g. two admins demoting themselves at the same moment, each seeing the other still an admin.
 * Inside the lock each statement sees what the previous change committed (READ COMMITTED), and the
 * acting account is read again: an admin disabled or demoted a moment ago can no longer act.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { emailSchema, newPasswordSchema } from '@shop/shared/validation';
import type { Database } from '../../db';
import { type OperatorAccountRow, type OperatorRole, operatorAccounts, operatorSessions } from '../../db/operator-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import { issueEntries } from '../common/input-errors';
import type { Transaction } from '../cart/cart-store';
import { USER_MESSAGES } from '../user/user-service';
import { hashPassword, isCommonPassword } from '../user/passwords';
import type { SecretBox } from '../../security/secret-box';
import { REMOTE_NAMES } from '../../remotes/remote-names';
import { remoteListProblem } from './api-tokens';
import { type AuditSource, SYSTEM_ACTOR, writeAudit } from './audit';
import { OPERATOR_ROLES, isOperatorRole } from './roles';
import { type OperatorAccountModel, accountModel } from './sessions';

export interface OperatorAccountResult {
  account: OperatorAccountModel | null;
  errors: ErrorEntry[];
}

/** Arbitrary constant naming the advisory lock of account changes. */
const ACCOUNT_CHANGES_LOCK = 4_207_019;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refused = (code: number, message: string, parameter: string | null): OperatorAccountResult => ({
  account: null,
  errors: [{ code, message, referencedRequestParameter: parameter }],
});

const roleProblem = (role: unknown): OperatorAccountResult | null =>
  isOperatorRole(role) ? null : refused(ErrorCode.INVALID_ARGUMENT, `The role must be one of ${OPERATOR_ROLES.join(', ')}`, 'role');

class Refusal extends Error {
  constructor(readonly result: OperatorAccountResult) {
    super(result.errors[0]?.message);
  }
}

/** Runs an account change under the lock; a Refusal thrown inside rolls it back and is the answer. */
async function accountChange(db: Database, work: (tx: Transaction) => Promise<OperatorAccountResult>): Promise<OperatorAccountResult> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_CHANGES_LOCK})`);
      return work(tx);
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

/**
 * The acting account once more, inside the lock: still there, enabled and an admin (its request was
 * authorised before the lock; another admin may have changed it since). The CLI's actors pass.
 */
async function checkActorStillAdmin(tx: Transaction, source: AuditSource): Promise<void> {
  if (source.actor.kind !== 'account') return;
  const [actor] = await tx.select().from(operatorAccounts).where(eq(operatorAccounts.id, source.actor.accountId));
  if (!actor || actor.disabled || actor.role !== 'admin') {
    throw new Refusal(refused(ErrorCode.FORBIDDEN, 'Your operator account may no longer manage accounts', 'authorization'));
  }
}

/** An account by id or e-mail address (case-insensitive). */
export async function findAccount(db: Database | Transaction, account: string): Promise<OperatorAccountRow | undefined> {
  const key = account.trim();
  const [row] = await db
    .select()
    .from(operatorAccounts)
    .where(UUID.test(key) ? eq(operatorAccounts.id, key.toLowerCase()) : eq(operatorAccounts.email, key.toLowerCase()));
  return row;
}

const unknownAccount = (account: string) =>
  refused(ErrorCode.UNKNOWN_OPERATOR_ACCOUNT, `No operator account "${account.slice(0, 80)}"`, 'account');

/**
 * An operator account must not take away the last enabled admin account (the console would have no
 * admin left). The CLI may: it can always create one again.
 */
async function checkAdminRemains(tx: Transaction, source: AuditSource, target: OperatorAccountRow): Promise<void> {
  if (source.actor.kind !== 'account' || target.role !== 'admin' || target.disabled) return;
  const [others] = await tx
    .select({ n: count() })
    .from(operatorAccounts)
    .where(and(eq(operatorAccounts.role, 'admin'), eq(operatorAccounts.disabled, false), ne(operatorAccounts.id, target.id)));
  if (Number(others?.n ?? 0) === 0) {
    throw new Refusal(refused(ErrorCode.LAST_ADMIN, 'This is the last enabled admin account: make another admin first', 'account'));
  }
}

const stateOf = (row: OperatorAccountRow) => ({ email: row.email, role: row.role, disabled: row.disabled, remotes: row.releaseRemotes ?? null });

const remotesProblem = (remotes: readonly string[] | null | undefined): OperatorAccountResult | null => {
  const problem = remoteListProblem(remotes);
  return problem ? refused(ErrorCode.UNKNOWN_REMOTE, problem, 'remotes') : null;
};
/** A list of remotes in the shop's order, without repeats; null: every remote. */
const remoteColumn = (remotes: readonly string[] | null | undefined): string[] | null => (remotes ? REMOTE_NAMES.filter((name) => remotes.includes(name)) : null);

export async function createOperatorAccount(
  db: Database,
  source: AuditSource,
  input: { email: string; role: string; password: string; remotes?: readonly string[] | null },
): Promise<OperatorAccountResult> {
  const parsed = v.safeParse(v.object({ email: emailSchema, password: newPasswordSchema }), { email: input.email, password: input.password });
  if (!parsed.success) {
    const [first] = issueEntries(parsed.issues, ErrorCode.INVALID_ARGUMENT, 'input');
    return { account: null, errors: first ? [{ ...first, referencedRequestParameter: first.referencedRequestParameter?.replace(/^input\./, '') ?? null }] : [] };
  }
  const problem = roleProblem(input.role) ?? remotesProblem(input.remotes);
  if (problem) return problem;
  if (isCommonPassword(parsed.output.password)) return refused(ErrorCode.COMMON_PASSWORD, USER_MESSAGES.commonPassword, 'password');
  // scrypt outside the transaction: no lock waits for its tens of milliseconds.
  const passwordHash = await hashPassword(parsed.output.password);
  const email = parsed.output.email.toLowerCase();
  return accountChange(db, async (tx) => {
    await checkActorStillAdmin(tx, source);
    const [created] = await tx
      .insert(operatorAccounts)
      .values({ id: randomUUID(), email, passwordHash, role: input.role as OperatorRole, releaseRemotes: remoteColumn(input.remotes) })
      .onConflictDoNothing()
      .returning();
    if (!created) return refused(ErrorCode.OPERATOR_ACCOUNT_EXISTS, `${email} has an operator account already`, 'email');
    await writeAudit(tx, source, { action: 'account.create', targetKind: 'operator-account', targetId: created.id, before: null, after: stateOf(created) });
    return { account: accountModel(created), errors: [] };
  });
}

export async function setOperatorRole(db: Database, source: AuditSource, input: { account: string; role: string }): Promise<OperatorAccountResult> {
  const problem = roleProblem(input.role);
  if (problem) return problem;
  const role = input.role as OperatorRole;
  return accountChange(db, async (tx) => {
    await checkActorStillAdmin(tx, source);
    const target = await findAccount(tx, input.account);
    if (!target) return unknownAccount(input.account);
    if (target.role === role) return { account: accountModel(target), errors: [] };
    if (role !== 'admin') await checkAdminRemains(tx, source, target);
    const [updated] = await tx
      .update(operatorAccounts)
      .set({ role, updatedAt: sql`now()` as unknown as Date })
      .where(eq(operatorAccounts.id, target.id))
      .returning();
    if (!updated) return unknownAccount(input.account);
    // The sessions stay: the role is read at every request, so the new one counts from the next.
    await writeAudit(tx, source, { action: 'account.role', targetKind: 'operator-account', targetId: target.id, before: stateOf(target), after: stateOf(updated) });
    return { account: accountModel(updated), errors: [] };
  });
}

/**
 * The remotes a releaser may act on (ADR 0038): a list, or null for every remote. Counts from the
 * account's next request (sessions and personal tokens read it at every request). Admins act on every
 * remote whatever the list says; a viewer's list matters once it is made a releaser.
 */
export async function setOperatorRemotes(
  db: Database,
  source: AuditSource,
  input: { account: string; remotes: readonly string[] | null },
): Promise<OperatorAccountResult> {
  const problem = remotesProblem(input.remotes);
  if (problem) return problem;
  const remotes = remoteColumn(input.remotes);
  return accountChange(db, async (tx) => {
    await checkActorStillAdmin(tx, source);
    const target = await findAccount(tx, input.account);
    if (!target) return unknownAccount(input.account);
    if (JSON.stringify(target.releaseRemotes ?? null) === JSON.stringify(remotes)) return { account: accountModel(target), errors: [] };
    const [updated] = await tx
      .update(operatorAccounts)
      .set({ releaseRemotes: remotes, updatedAt: sql`now()` as unknown as Date })
      .where(eq(operatorAccounts.id, target.id))
      .returning();
    if (!updated) return unknownAccount(input.account);
    await writeAudit(tx, source, { action: 'account.remotes', targetKind: 'operator-account', targetId: target.id, before: stateOf(target), after: stateOf(updated) });
    return { account: accountModel(updated), errors: [] };
  });
}

/** Disables (every session of the account ends with it) or enables an account again. */
export async function setOperatorDisabled(db: Database, source: AuditSource, input: { account: string; disabled: boolean }): Promise<OperatorAccountResult> {
  return accountChange(db, async (tx) => {
    await checkActorStillAdmin(tx, source);
    const target = await findAccount(tx, input.account);
    if (!target) return unknownAccount(input.account);
    if (target.disabled === input.disabled) return { account: accountModel(target), errors: [] };
    if (input.disabled) await checkAdminRemains(tx, source, target);
    const [updated] = await tx
      .update(operatorAccounts)
      .set({ disabled: input.disabled, updatedAt: sql`now()` as unknown as Date })
      .where(eq(operatorAccounts.id, target.id))
      .returning();
    if (!updated) return unknownAccount(input.account);
    const ended = input.disabled
      ? (await tx.delete(operatorSessions).where(eq(operatorSessions.accountId, target.id)).returning({ accountId: operatorSessions.accountId })).length
      : 0;
    await writeAudit(tx, source, {
      action: input.disabled ? 'account.disable' : 'account.enable',
      targetKind: 'operator-account',
      targetId: target.id,
      before: stateOf(target),
      after: input.disabled ? { ...stateOf(updated), sessionsEnded: ended } : stateOf(updated),
    });
    return { account: accountModel(updated), errors: [] };
  });
}

/**
 * Resets an account's second factor (a lost or replaced phone): the secret goes, and the account sets
 * up a new one at its next login. Its sessions end, so whoever held the old factor is out as well.
 */
export async function resetOperatorSecondFactor(db: Database, source: AuditSource, input: { account: string }): Promise<OperatorAccountResult> {
  return accountChange(db, async (tx) => {
    await checkActorStillAdmin(tx, source);
    const target = await findAccount(tx, input.account);
    if (!target) return unknownAccount(input.account);
    if (!target.totpEnrolledAt) return { account: accountModel(target), errors: [] };
    const [updated] = await tx
      .update(operatorAccounts)
      .set({ totpSecretSealed: null, totpEnrolledAt: null, totpLastTimeStep: null, updatedAt: sql`now()` as unknown as Date })
      .where(eq(operatorAccounts.id, target.id))
      .returning();
    if (!updated) return unknownAccount(input.account);
    const ended = (await tx.delete(operatorSessions).where(eq(operatorSessions.accountId, target.id)).returning({ accountId: operatorSessions.accountId })).length;
    await writeAudit(tx, source, {
      action: 'account.second-factor-reset',
      targetKind: 'operator-account',
      targetId: target.id,
      before: { ...stateOf(target), secondFactor: true },
      after: { ...stateOf(updated), secondFactor: false, sessionsEnded: ended },
    });
    return { account: accountModel(updated), errors: [] };
  });
}

export async function listOperatorAccounts(db: Database): Promise<OperatorAccountModel[]> {
  return (await db.select().from(operatorAccounts).orderBy(asc(operatorAccounts.email))).map(accountModel);
}

/**
 * The demo's operator (README: how to log in as an operator in the demo): an admin with a published
 * password and a published authenticator secret (admins need a second factor; ADR 0034), created only
 * when the demo starts on a database without any operator account. main.ts calls this in demo mode
 * only; production never gets an account with a known password or secret.
 */
export const DEMO_OPERATOR = {
  email: 'operator@shop.localhost',
  password: 'demo operator password',
  role: 'admin',
  /** Base32, 20 bytes: add it to any authenticator app, or `pnpm demo:operator-code` prints the current code. */
  totpSecret: 'GIFTCARDSHOPDEMOOPERATORSECRETAA',
} as const;

export async function ensureDemoOperator(db: Database, box: SecretBox): Promise<boolean> {
  const [any] = await db.select({ id: operatorAccounts.id }).from(operatorAccounts).limit(1);
  if (any) return false;
  const passwordHash = await hashPassword(DEMO_OPERATOR.password, undefined, 'background');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_CHANGES_LOCK})`);
    const [exists] = await tx.select({ id: operatorAccounts.id }).from(operatorAccounts).limit(1);
    if (exists) return false;
    const [created] = await tx
      .insert(operatorAccounts)
      .values({
        id: randomUUID(),
        email: DEMO_OPERATOR.email,
        passwordHash,
        role: DEMO_OPERATOR.role,
        totpSecretSealed: box.seal(DEMO_OPERATOR.totpSecret),
        totpEnrolledAt: sql`now()` as unknown as Date,
      })
      .returning();
    if (!created) return false;
    await writeAudit(tx, { actor: SYSTEM_ACTOR, requestId: null, ipHash: null }, { action: 'account.create', targetKind: 'operator-account', targetId: created.id, before: null, after: { ...stateOf(created), demo: true } });
    return true;
  });
}
