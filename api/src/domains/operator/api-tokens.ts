/**
 * Personal API tokens (issue 32, item 6; ADR 0038): an operator account's own credential for the
 * operator CLI, instead of one shared token audited as `cli-token`. An operator creates it after
 * logging in (the console, `operatorCreateApiToken`, or `pnpm operator token:create`, which logs in
 * for it); the token is shown once and only its SHA-256 is kept. A call with it acts as its account —
 * with the account's current role and remotes, narrowed by the token's own list of remotes — and is
 * audited as that account, naming the token (id and label). A token ends at its expiry or when it is
 * revoked (by its account or an admin); a disabled account's tokens stop with it.
 *
 * Why SHA-256 and not a password hash: a token is 256 random bits, so there is no dictionary to try
 * and a copy of the hashes gives nothing a brute force could use; a slow hash would only cost every
 * CLI request. Guessing over the network is counted per address like a wrong shared token
 * (LIMITS.operatorFailuresPerIp, in the database: operator/authenticate.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { type OperatorApiTokenRow, type OperatorRole, operatorAccounts, operatorApiTokens } from '../../db/operator-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import { REMOTE_NAMES, type RemoteName, isRemoteName } from '../../remotes/remote-names';
import { type AuditSource, writeAudit } from './audit';
import type { OperatorPrincipal } from './roles';
import { roleNeedsSecondFactor } from './second-factor';

/** Every personal token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const PERSONAL_TOKEN_PREFIX = 'shop_pat_';
const PERSONAL_TOKEN = /^shop_pat_[A-Za-z0-9_-]{43}$/;
/** Days a token lives unless asked otherwise, and at most. */
export const API_TOKEN_DEFAULT_DAYS = 90;
export const API_TOKEN_MAX_DAYS = 365;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isPersonalToken = (value: string): boolean => PERSONAL_TOKEN.test(value);
export const newPersonalToken = (): string => `${PERSONAL_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
export const hashPersonalToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export interface ApiTokenModel {
  id: string;
  label: string;
  accountId: string;
  accountEmail: string | null;
  /** The token's own remotes (null: its account's). */
  remotes: RemoteName[] | null;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface ApiTokenResult {
  token: ApiTokenModel | null;
  /** The token itself: only in the answer that created it, never stored, never shown again. */
  secret: string | null;
  errors: ErrorEntry[];
}

const refused = (code: number, message: string, parameter: string | null): ApiTokenResult => ({
  token: null,
  secret: null,
  errors: [{ code, message, referencedRequestParameter: parameter }],
});

function toModel(row: OperatorApiTokenRow, accountEmail: string | null): ApiTokenModel {
  return {
    id: row.id,
    label: row.label,
    accountId: row.accountId,
    accountEmail,
    remotes: (row.remotes as RemoteName[] | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The remotes both lists allow (null: no limit). */
export function intersectRemotes(a: readonly string[] | null, b: readonly string[] | null): string[] | null {
  if (a === null) return b === null ? null : [...b];
  if (b === null) return [...a];
  return a.filter((remote) => b.includes(remote));
}

/** A list of remote names as given (unknown names refused), deduplicated in the shop's order; null: none given. */
export function remoteListProblem(remotes: readonly string[] | null | undefined): string | null {
  if (!remotes) return null;
  const unknown = remotes.filter((remote) => !isRemoteName(remote));
  if (unknown.length) return `Unknown remote${unknown.length === 1 ? '' : 's'} ${unknown.map((r) => `"${r.slice(0, 40)}"`).join(', ')} (known: ${REMOTE_NAMES.join(', ')})`;
  if (remotes.length === 0) return 'Give at least one remote (or none at all for every remote)';
  return null;
}
const normalisedRemotes = (remotes: readonly string[]) => REMOTE_NAMES.filter((name) => remotes.includes(name));

export interface CreateApiTokenInput {
  accountId: string;
  label: string;
  expiresInDays?: number | null;
  remotes?: readonly string[] | null;
}

/**
 * A new token of the account, audited (`token.create`: id, label, expiry, remotes; never the token or
 * its hash). The account must be enabled; the token's remotes must be among the account's.
 */
export async function createApiToken(db: Database, source: AuditSource, input: CreateApiTokenInput): Promise<ApiTokenResult> {
  const label = input.label.trim();
  if (label.length < 1 || label.length > 64 || [...label].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return refused(ErrorCode.INVALID_ARGUMENT, 'The label must be 1 to 64 characters (e.g. the machine the token is for)', 'label');
  }
  const days = input.expiresInDays ?? API_TOKEN_DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > API_TOKEN_MAX_DAYS) {
    return refused(ErrorCode.INVALID_ARGUMENT, `expiresInDays must be a whole number from 1 to ${API_TOKEN_MAX_DAYS}`, 'expiresInDays');
  }
  const problem = remoteListProblem(input.remotes);
  if (problem) return refused(ErrorCode.UNKNOWN_REMOTE, problem, 'remotes');
  const remotes = input.remotes ? normalisedRemotes(input.remotes) : null;
  const secret = newPersonalToken();
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(operatorAccounts).where(eq(operatorAccounts.id, input.accountId)).for('update');
    if (!account || account.disabled) return refused(ErrorCode.UNKNOWN_OPERATOR_ACCOUNT, 'No enabled operator account for this token', 'account');
    if (remotes && account.role !== 'admin' && account.releaseRemotes) {
      const outside = remotes.filter((remote) => !account.releaseRemotes?.includes(remote));
      if (outside.length) {
        return refused(ErrorCode.FORBIDDEN, `The account may not act on ${outside.join(', ')} (its remotes: ${account.releaseRemotes.join(', ')})`, 'remotes');
      }
    }
    const [row] = await tx
      .insert(operatorApiTokens)
      .values({
        id: randomUUID(),
        accountId: account.id,
        label,
        tokenHash: hashPersonalToken(secret),
        remotes,
        expiresAt: sql`now() + make_interval(days => ${days})` as unknown as Date,
      })
      .returning();
    if (!row) throw new Error('token insert returned nothing');
    await writeAudit(tx, source, {
      action: 'token.create',
      targetKind: 'operator-account',
      targetId: account.id,
      before: null,
      after: { tokenId: row.id, label: row.label, expiresAt: row.expiresAt.toISOString(), remotes: row.remotes },
    });
    return { token: toModel(row, account.email), secret, errors: [] };
  });
}

/** Tokens, newest first: one account's, or every account's (null). */
export async function listApiTokens(db: Database, accountId: string | null): Promise<ApiTokenModel[]> {
  const rows = await db
    .select({ token: operatorApiTokens, email: operatorAccounts.email })
    .from(operatorApiTokens)
    .innerJoin(operatorAccounts, eq(operatorAccounts.id, operatorApiTokens.accountId))
    .where(accountId ? eq(operatorApiTokens.accountId, accountId) : undefined)
    .orderBy(desc(operatorApiTokens.createdAt))
    .limit(500);
  return rows.map((row) => toModel(row.token, row.email));
}

/**
 * Revokes a token at once (its next call is refused), audited (`token.revoke`). `ownerId`: the caller
 * may revoke only tokens of this account (null: any, for admins and the CLI on the database). An
 * unknown id and another account's token get the same answer.
 */
export async function revokeApiToken(db: Database, source: AuditSource, input: { id: string; ownerId: string | null }): Promise<ApiTokenResult> {
  const id = input.id.trim();
  const unknown = refused(ErrorCode.UNKNOWN_API_TOKEN, `No personal token "${id.slice(0, 40)}" of yours`, 'id');
  if (!UUID.test(id)) return unknown;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(operatorApiTokens).where(eq(operatorApiTokens.id, id.toLowerCase())).for('update');
    if (!row || (input.ownerId !== null && row.accountId !== input.ownerId)) return unknown;
    const [account] = await tx.select({ email: operatorAccounts.email }).from(operatorAccounts).where(eq(operatorAccounts.id, row.accountId));
    if (row.revokedAt) return { token: toModel(row, account?.email ?? null), secret: null, errors: [] };
    const [revoked] = await tx
      .update(operatorApiTokens)
      .set({ revokedAt: sql`now()` as unknown as Date })
      .where(and(eq(operatorApiTokens.id, row.id), isNull(operatorApiTokens.revokedAt)))
      .returning();
    await writeAudit(tx, source, {
      action: 'token.revoke',
      targetKind: 'operator-account',
      targetId: row.accountId,
      before: { tokenId: row.id, label: row.label, revokedAt: null },
      after: { tokenId: row.id, label: row.label, revokedAt: revoked?.revokedAt?.toISOString() ?? null },
    });
    return { token: toModel(revoked ?? row, account?.email ?? null), secret: null, errors: [] };
  });
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The operator a personal token stands for, in ONE statement that also records its use: none when the
 * token is unknown, revoked or expired, or its account is disabled. Its role is the account's current
 * one; its remotes the account's, narrowed by the token's.
 */
export async function operatorOfApiToken(db: Database, token: string): Promise<OperatorPrincipal | null> {
  if (!isPersonalToken(token)) return null;
  const [row] = rowsOf<{
    token_id: string;
    label: string;
    token_remotes: string[] | null;
    id: string;
    email: string;
    role: OperatorRole;
    release_remotes: string[] | null;
    has_second_factor: boolean;
  }>(
    await db.execute(sql`
      with used as (
        update operator_api_tokens set last_used_at = now()
         where token_hash = ${hashPersonalToken(token)} and revoked_at is null and expires_at > now()
        returning id, label, remotes, account_id)
      select u.id as token_id, u.label, u.remotes as token_remotes, a.id, a.email, a.role, a.release_remotes,
             a.totp_enrolled_at is not null as has_second_factor
        from used u join operator_accounts a on a.id = u.account_id where not a.disabled`),
  );
  if (!row) return null;
  return {
    kind: 'api-token',
    role: row.role,
    accountId: row.id,
    email: row.email,
    tokenId: row.token_id,
    tokenLabel: row.label,
    remotes: row.role === 'admin' ? null : intersectRemotes(row.release_remotes, row.token_remotes),
    actor: { kind: 'account', accountId: row.id, email: row.email, token: { id: row.token_id, label: row.label } },
    // An admin reset the account's second factor (a lost phone): its tokens wait for the new one too.
    mustSetUpSecondFactor: roleNeedsSecondFactor(row.role) && !row.has_second_factor,
  };
}
