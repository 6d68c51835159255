/**
 * Release health and automatic fallback (issue 19 parts 2 and 5, migration 0025, ADR 0029): what
 * browsers report about the remotes they load, kept as aggregates only, the releases that failed on a
 * storefront, and the fallbacks the health job made.
 */
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { storefronts } from './schema';

/**
 * Per storefront, remote, version and minute: page loads and, of them, failed ones (since migration
 * 0030 each page load counts once, from its signed report token, ADR 0037; a server render failure
 * counts as a load that failed).
 */
export const remoteLoadCounts = pgTable(
  'remote_load_counts',
  {
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    /** Page loads that used the release, failed ones included (each counted once, whatever the client claims). */
    loads: integer('loads').notNull().default(0),
    /** Of those, the ones that failed to load or render (each counts 1). */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storefrontKey, t.remote, t.version, t.minute] }), index('remote_load_counts_minute_idx').on(t.minute)],
);

/** Distinct failing browsers: a keyed HMAC of the address and its latest failure (deleted after an hour). */
export const remoteFailingClients = pgTable(
  'remote_failing_clients',
  {
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    clientHash: text('client_hash').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storefrontKey, t.remote, t.version, t.clientHash] }),
    index('remote_failing_clients_last_failed_idx').on(t.lastFailedAt),
  ],
);

/** A release that failed on a storefront: never that storefront's "last known good" again, until an operator pins it. */
export const remoteFailedReleases = pgTable(
  'remote_failed_releases',
  {
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storefrontKey, t.remote, t.version] })],
);

/** Every automatic fallback; `toVersion` null: none was possible (no other promoted release that has not failed there). */
export const remoteFallbacks = pgTable(
  'remote_fallbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    remote: text('remote').notNull(),
    fromVersion: text('from_version').notNull(),
    toVersion: text('to_version'),
    failures: integer('failures').notNull(),
    loads: integer('loads').notNull(),
    clients: integer('clients').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_fallbacks_target_idx').on(t.storefrontKey, t.remote, t.fromVersion, t.at), index('remote_fallbacks_at_idx').on(t.at)],
);

export type RemoteFallbackRow = typeof remoteFallbacks.$inferSelect;

/**
 * Each signed report token's events (migration 0030, ADR 0037): one row per remote and version of the
 * page, turned failed at most once. What makes a token usable a bounded number of times, across
 * processes. Deleted once the token has expired.
 */
export const remoteReportUses = pgTable(
  'remote_report_uses',
  {
    tokenId: text('token_id').notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    failed: boolean('failed').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.remote, t.version] }), index('remote_report_uses_expires_idx').on(t.expiresAt)],
);

/** The latest verified healthy traffic of a release (signed reports, enough loads, no significant errors). */
export const remoteReleaseHealth = pgTable(
  'remote_release_health',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    healthyAt: timestamp('healthy_at', { withTimezone: true }).notNull(),
    loads: integer('loads').notNull(),
    failures: integer('failures').notNull(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] })],
);

/** "Promote automatically after a healthy canary of N minutes": scope a storefront key, or '*' for all. */
export const remoteAutoPromote = pgTable(
  'remote_auto_promote',
  {
    remote: text('remote').notNull(),
    scope: text('scope').notNull(),
    afterMinutes: integer('after_minutes').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.scope] })],
);
