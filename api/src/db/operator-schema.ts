/**
 * Operator accounts, sessions and the audit log (issue 19, migration 0023; ADR 0026). The operator
 * API's identities besides the CLI's bearer token: persons with a role, logged in with the shop's
 * session rules, every change they make recorded in an append-only log (a trigger refuses UPDATE,
 * DELETE and TRUNCATE).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** What each may do: domains/operator/capabilities.ts (support since migration 0037, ADR 0044). */
export const OPERATOR_ROLES = ['viewer', 'releaser', 'support', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Who wrote an audit row; `account` rows name the account (actor_account_id). */
export const AUDIT_ACTOR_KINDS = ['account', 'cli-token', 'cli-database', 'anonymous', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/**
 * 'brand' and 'product' since migration 0044: whose card art an operator changed (ADR 0054);
 * 'storefront' since migration 0049: whose settings an operator switched (ADR 0059).
 */
export const AUDIT_TARGET_KINDS = ['storefront-remote', 'release', 'doubler-draw', 'order', 'operator-account', 'gift-card', 'brand', 'product', 'storefront'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

export const operatorAccounts = pgTable(
  'operator_accounts',
  {
    id: uuid('id').primaryKey(),
    /** The login, in lower case (case-insensitive unique). */
    email: text('email').notNull(),
    /** The shop's scrypt string (orders/gift-card-codes.ts hashPassword). */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    /** Disabled accounts cannot log in and their sessions are gone; accounts are never deleted. */
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The authenticator's TOTP secret (base32), sealed with the secrets key; null: none set up (migration 0027). */
    totpSecretSealed: text('totp_secret_sealed'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code counts once. */
    totpLastTimeStep: bigint('totp_last_time_step', { mode: 'number' }),
    /**
     * The remotes a releaser may act on (migration 0031, ADR 0038); null: every remote. Admins act on
     * every remote whatever it says.
     */
    releaseRemotes: text('release_remotes').array(),
  },
  (t) => [
    uniqueIndex('operator_accounts_email_key').on(t.email),
    check('operator_accounts_totp_check', sql`(${t.totpSecretSealed} is null) = (${t.totpEnrolledAt} is null)`),
    check('operator_accounts_email_check', sql`${t.email} = lower(${t.email}) and length(${t.email}) between 3 and 254 and ${t.email} like '%_@_%'`),
    check('operator_accounts_role_check', sql`${t.role} in ('viewer', 'releaser', 'support', 'admin')`),
    check('operator_accounts_password_hash_check', sql`${t.passwordHash} like 'scrypt$%'`),
  ],
);

/** Only the sha256 of a session id is kept; `expires_at` is the absolute end, `last_seen_at` the idle clock. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => operatorAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * The TOTP secret this session is being shown to set up (sealed), while its account must set one
     * up before it may do anything else (releasers and admins; ADR 0034).
     */
    enrolmentSecretSealed: text('enrolment_secret_sealed'),
  },
  (t) => [index('operator_sessions_account_idx').on(t.accountId), index('operator_sessions_expires_idx').on(t.expiresAt)],
);

export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actorAccountId: uuid('actor_account_id').references(() => operatorAccounts.id),
    /** The account's address when the row was written (the log reads on its own). */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetKind: text('target_kind').$type<AuditTargetKind>(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    /** The client's address as a keyed HMAC (ShopSecrets.limitKey), never in clear. */
    ipHash: text('ip_hash'),
    /** The personal API token an account acted with (migration 0031), and its label at the time; null: a session or another actor. */
    actorTokenId: uuid('actor_token_id'),
    actorTokenLabel: text('actor_token_label'),
  },
  (t) => [index('operator_audit_log_action_idx').on(t.action, t.id), index('operator_audit_log_actor_idx').on(t.actorKind, t.actorAccountId, t.id)],
);

/**
 * Personal API tokens (migration 0031, ADR 0038): an operator account's own credential for the CLI.
 * Only the SHA-256 of the token is kept; it ends at `expires_at` or when revoked, rows are kept.
 */
export const operatorApiTokens = pgTable(
  'operator_api_tokens',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => operatorAccounts.id),
    label: text('label').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Narrows the account's remotes for this token (null: the account's). */
    remotes: text('remotes').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_api_tokens_hash_key').on(t.tokenHash), index('operator_api_tokens_account_idx').on(t.accountId, t.createdAt)],
);

export type OperatorApiTokenRow = typeof operatorApiTokens.$inferSelect;
export type OperatorAccountRow = typeof operatorAccounts.$inferSelect;
export type OperatorAuditRow = typeof operatorAuditLog.$inferSelect;
