/**
 * Release health and automatic fallback (issue 19 parts 2 and 5, migration 0025, ADR 0029): what
 * browsers report about the remotes they load, kept as aggregates only, the releases that failed on a
 * storefront, and the fallbacks the health job made.
 */
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { storefronts } from './schema';

/** Per storefront, remote, version and minute: weighted successful loads and failures. */
export const remoteLoadCounts = pgTable(
  'remote_load_counts',
  {
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    /** Successful loads, weighted by their sampling (a load reported at 1/10 counts 10). */
    loads: integer('loads').notNull().default(0),
    /** Failed loads and renders (each counts 1). */
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
