/**
 * Database schema (drizzle-orm). Migrations in `api/drizzle/` are generated from this file with
 * `pnpm --filter @shop/api db:generate`; never edit a generated migration, add a new one.
 *
 * The SQL must run on PGlite 0.5 (Postgres 18) and on PostgreSQL 15, so stick to plain types
 * (text, integer, boolean, jsonb, timestamptz) and avoid PG16+ features.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FeatureToggles } from './feature-toggles';
import type { ReleaseDeclaration } from '@shop/shared/routes';

/** One row per storefront key of spec §3 (CB, CBDE, GCUK, …). */
export const storefronts = pgTable(
  'storefronts',
  {
    key: text('key').primaryKey(),
    /** The numeric id clients send in `x-store` / `userData.storeID` (CBDE = 60). */
    storeId: integer('store_id').notNull(),
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    locale: text('locale').notNull(),
    /** Which of the spec's two route tables the shell uses for this store. */
    pathVariant: text('path_variant').notNull(),
    /** Exactly one storefront is the fallback when neither x-store nor Host selects one. */
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * Listed in the country/language switcher (countriesCombinations) of its brand group. Off for
     * legacy keys that share a country with the current storefront (GCUK next to GCSUK).
     */
    listedInSwitcher: boolean('listed_in_switcher').notNull().default(true),
    /** JSON so a new toggle needs no migration; read through a valibot schema with defaults. */
    featureToggles: jsonb('feature_toggles').$type<FeatureToggles>().notNull(),
    /**
     * The settings operators switched (migration 0049, ADR 0059): they win over feature_toggles, which
     * the seed writes (and writes again when its data changes); the seed never touches these.
     */
    operatorSettings: jsonb('operator_settings').$type<Partial<FeatureToggles>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('storefronts_store_id_key').on(t.storeId),
    uniqueIndex('storefronts_single_default').on(t.isDefault).where(sql`${t.isDefault}`),
    check('storefronts_brand_check', sql`${t.brand} in ('CB', 'CK', 'GCS')`),
    check('storefronts_path_variant_check', sql`${t.pathVariant} in ('de', 'nl')`),
    check('storefronts_country_code_check', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);

/** The languages a storefront offers (spec: languagesCombinations of a country combination). */
export const storefrontLanguages = pgTable(
  'storefront_languages',
  {
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    currency: text('currency').notNull(),
    /** Display order in the language switcher. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storefrontKey, t.code] }),
    uniqueIndex('storefront_languages_single_default')
      .on(t.storefrontKey)
      .where(sql`${t.isDefault}`),
    check('storefront_languages_code_check', sql`${t.code} ~ '^[a-z]{2}$'`),
    check('storefront_languages_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** Host names (without port, lower case) a storefront answers on. */
export const storefrontHosts = pgTable(
  'storefront_hosts',
  {
    host: text('host').primaryKey(),
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    /** The host the storefront's URL uses (`{host}` in STOREFRONT_URL_TEMPLATE); one per storefront. */
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    index('storefront_hosts_storefront_key_idx').on(t.storefrontKey),
    uniqueIndex('storefront_hosts_single_primary').on(t.storefrontKey).where(sql`${t.isPrimary}`),
  ],
);

/**
 * A released build of one remote: either a folder this server serves (`source_dir`, relative to
 * the repo root when it lies inside it) or an absolute CDN base URL (`base_url`), never both.
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    sourceDir: text('source_dir'),
    baseUrl: text('base_url'),
    /** What the release implements and the contract it was built for (migration 0009; null before). */
    declaration: jsonb('declaration').$type<ReleaseDeclaration>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The release check's findings (migration 0026, ADR 0030; null: registered before the check). */
    builtAt: timestamp('built_at', { withTimezone: true }),
    gitCommit: text('git_commit'),
    /** Gzipped JavaScript bytes of each page, by route key. */
    pageJsGzip: jsonb('page_js_gzip').$type<Record<string, number>>(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /**
     * When an operator last promoted it to every storefront (migration 0028, issue 32): storefronts
     * without a pin serve the release promoted last. Null: registered, never promoted (previewed or
     * in a canary at most).
     */
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    /**
     * Provenance from the declaration (migration 0031, ADR 0038): the build's working tree had
     * uncommitted changes, and who built it (user@host or a CI job); null: the build did not say.
     */
    gitDirty: boolean('git_dirty'),
    builder: text('builder'),
    /**
     * The SHA-384 of every file the release check read (migration 0032, ADR 0040), by its path in the
     * release, in Subresource Integrity form (`sha384-<base64>`). The server verifies a server build
     * and shop-assets.json against it before it uses them, and serves no browser file of a folder
     * release that no longer matches. Null: registered before (not verified).
     */
    fileHashes: jsonb('file_hashes').$type<Record<string, string>>(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version] }),
    check('remote_releases_location_check', sql`(${t.sourceDir} is null) <> (${t.baseUrl} is null)`),
    index('remote_releases_newest_idx').on(t.remote, t.createdAt),
    index('remote_releases_promoted_idx').on(t.remote, t.promotedAt),
  ],
);

/**
 * Operator switches per storefront and remote. No pin means "the remote's promoted release". The composite
 * foreign key makes a pin to an unknown version impossible even for a direct SQL write (a NULL
 * pin is not checked: MATCH SIMPLE).
 */
export const storefrontRemotes = pgTable(
  'storefront_remotes',
  {
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    remote: text('remote').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    pinnedVersion: text('pinned_version'),
    /** A percentage rollout (migration 0024, ADR 0028): this release for `rolloutPercent` % of the visitors. */
    rolloutVersion: text('rollout_version'),
    rolloutPercent: smallint('rollout_percent'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storefrontKey, t.remote] }),
    foreignKey({
      name: 'storefront_remotes_pinned_release_fk',
      columns: [t.remote, t.pinnedVersion],
      foreignColumns: [remoteReleases.remote, remoteReleases.version],
    }),
    foreignKey({
      name: 'storefront_remotes_rollout_release_fk',
      columns: [t.remote, t.rolloutVersion],
      foreignColumns: [remoteReleases.remote, remoteReleases.version],
    }),
    check(
      'storefront_remotes_rollout_check',
      sql`(${t.rolloutVersion} is null and ${t.rolloutPercent} is null) or (${t.rolloutVersion} is not null and ${t.rolloutPercent} between 1 and 99)`,
    ),
  ],
);

export type StorefrontRow = typeof storefronts.$inferSelect;
export type StorefrontLanguageRow = typeof storefrontLanguages.$inferSelect;
export type RemoteReleaseRow = typeof remoteReleases.$inferSelect;
export type StorefrontRemoteRow = typeof storefrontRemotes.$inferSelect;
