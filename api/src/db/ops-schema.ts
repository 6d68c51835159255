/**
 * Operational tables: what lets several API processes share one database safely (leases of the
 * scheduled jobs). Nothing here is business data.
 */
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job (mail outbox, payment reconciliation, cart clean-up, …). A process runs
 * a job's round only while it holds the lease (`holder`, until `expires_at`), so with N processes
 * each round runs once; a dead holder's lease simply expires.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Rounds run under this lease name (for the operator's eye and the tests). */
  rounds: integer('rounds').notNull().default(0),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** When a round last finished without failing (migration 0051; the job watchdog reads it). */
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
});

/**
 * Visitor sessions: the server issues every session id (256 random bits); the database keeps only
 * the sha256 of it. A cookie whose hash is not here (or expired) is no session at all, so a
 * client cannot choose its own id (session fixation).
 */
export const visitorSessions = pgTable('visitor_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set by a login (on a fresh id, the session is rotated), gone with logout (migration 0014). */
  userId: uuid('user_id'),
  authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
});

/** Single-use links by mail (confirm the address, a new password); only the token's sha256 is kept. */
export const accountTokens = pgTable('account_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  purpose: text('purpose').$type<'CONFIRM_EMAIL' | 'RESET_PASSWORD'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Requests answered alike for every address (forgot password), done by the job `account:requests`. */
export const accountRequests = pgTable('account_requests', {
  id: uuid('id').primaryKey(),
  kind: text('kind').$type<'PASSWORD_RESET'>().notNull(),
  email: text('email').notNull(),
  storefrontKey: text('storefront_key').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});
