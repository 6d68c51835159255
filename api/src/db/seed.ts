/**
 * Deterministic seed. Storefront definitions are upserted (the seed is their source of truth for
 * now); operator state (storefront_remotes) is only inserted where missing, never reset. The
 * catalogue (branding, menus, products, categories, occasions, locations, content, metadata) is
 * built in memory by `catalogue-seed/build.ts` and written in bulk by `catalogue-seed/write.ts`.
 *
 * The database remembers a fingerprint of the seed it holds (`app_meta.seed_fingerprint`):
 * `ensureSeeded` (run on every start) seeds an empty database only. A start never re-applies a
 * changed seed — on a live shop that is an operator's decision (`db:seed`) — it only says so.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import { REMOTE_NAMES } from '../remotes/remote-names';
import { dutchPostcodes } from './address-schema';
import { storefrontPricing } from './cart-schema';
import { DUTCH_POSTCODE_SAMPLE } from './dutch-postcodes-seed';
import { appMeta } from './catalogue-schema';
import { pricingOf, volumePricesOf } from './pricing-seed';
import { businessVolumePrices } from './order-schema';
import { type CatalogueRows, buildCatalogue } from './catalogue-seed/build';
import { writeCatalogue } from './catalogue-seed/write';
import type { Database } from './index';
import {
  STOREFRONT_SEEDS,
  type StorefrontSeed,
  defaultLanguageOf,
  hostsOf,
  localeOf,
  pathVariantOf,
  primaryHostOf,
  togglesOf,
} from './seed-data';
import { storefrontHosts, storefrontLanguages, storefrontRemotes, storefronts } from './schema';
import { log as shopLog } from '../observability/log';

const FINGERPRINT_KEY = 'seed_fingerprint';

export interface SeedResult {
  storefronts: number;
  products: number;
  locations: number;
  milliseconds: number;
}

let cached: { rows: CatalogueRows; fingerprint: string } | undefined;

/** The catalogue rows and a fingerprint of everything the seed writes (built once per process). */
export function seedContent(): { rows: CatalogueRows; fingerprint: string } {
  if (!cached) {
    const rows = buildCatalogue(STOREFRONT_SEEDS);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(STOREFRONT_SEEDS))
      .update(JSON.stringify(rows))
      .update(JSON.stringify(STOREFRONT_SEEDS.map(pricingOf)))
      .update(JSON.stringify(STOREFRONT_SEEDS.map(volumePricesOf)))
      .update(JSON.stringify(DUTCH_POSTCODE_SAMPLE))
      .digest('hex')
      .slice(0, 16);
    cached = { rows, fingerprint };
  }
  return cached;
}

async function upsertStorefront(tx: Parameters<Parameters<Database['transaction']>[0]>[0], seed: StorefrontSeed) {
  const values = {
    key: seed.key,
    storeId: seed.storeId,
    brand: seed.brand,
    name: seed.name,
    countryCode: seed.countryCode,
    locale: localeOf(seed),
    pathVariant: pathVariantOf(seed),
    isDefault: seed.isDefault === true,
    listedInSwitcher: seed.unlisted !== true,
    featureToggles: togglesOf(seed),
  };
  await tx
    .insert(storefronts)
    .values(values)
    .onConflictDoUpdate({ target: storefronts.key, set: { ...values, updatedAt: sql`now()` } });

  // Languages are upserted, not deleted and re-inserted: catalogue texts reference them (and a
  // removed language takes its texts with it). The default flag is cleared first, so moving it
  // never trips the one-default-per-storefront index.
  const codes = seed.languages.map(([code]) => code);
  await tx.update(storefrontLanguages).set({ isDefault: false }).where(eq(storefrontLanguages.storefrontKey, seed.key));
  await tx
    .insert(storefrontLanguages)
    .values(
      seed.languages.map(([code, currency], position) => ({
        storefrontKey: seed.key,
        code,
        currency,
        position,
        isDefault: code === defaultLanguageOf(seed),
      })),
    )
    .onConflictDoUpdate({
      target: [storefrontLanguages.storefrontKey, storefrontLanguages.code],
      set: {
        currency: sql.raw('excluded."currency"'),
        position: sql.raw('excluded."position"'),
        isDefault: sql.raw('excluded."is_default"'),
      },
    });
  await tx
    .delete(storefrontLanguages)
    .where(and(eq(storefrontLanguages.storefrontKey, seed.key), notInArray(storefrontLanguages.code, codes)));

  // Hosts are replaced as a whole: the seed lists them completely.
  await tx.delete(storefrontHosts).where(eq(storefrontHosts.storefrontKey, seed.key));
  await tx
    .insert(storefrontHosts)
    .values(hostsOf(seed).map((host) => ({ host, storefrontKey: seed.key, isPrimary: host === primaryHostOf(seed) })));

  const pricing = pricingOf(seed);
  await tx
    .insert(storefrontPricing)
    .values(pricing)
    .onConflictDoUpdate({ target: storefrontPricing.storefrontKey, set: pricing });

  // The business page's volume prices are replaced as a whole: the seed lists them completely.
  await tx.delete(businessVolumePrices).where(eq(businessVolumePrices.storefrontKey, seed.key));
  await tx.insert(businessVolumePrices).values(volumePricesOf(seed));

  await tx
    .insert(storefrontRemotes)
    .values(REMOTE_NAMES.map((remote) => ({ storefrontKey: seed.key, remote, enabled: true })))
    .onConflictDoNothing();
}

/** Applies the seed (`content`: the code's seed; tests pass a changed one). */
export async function seedDatabase(db: Database, content = seedContent()): Promise<SeedResult> {
  const started = Date.now();
  const { rows, fingerprint } = content;
  await db.transaction(async (tx) => {
    for (const seed of STOREFRONT_SEEDS) await upsertStorefront(tx, seed);
    await writeCatalogue(
      tx,
      rows,
      STOREFRONT_SEEDS.map((seed) => seed.key),
    );
    // The postcode lookup's sample (ADR 0050): upserted, never deleted, so a shop that loaded the full
    // table keeps it through a seed.
    await tx
      .insert(dutchPostcodes)
      .values([...DUTCH_POSTCODE_SAMPLE])
      .onConflictDoUpdate({
        target: [dutchPostcodes.postCode, dutchPostcodes.numberFrom],
        set: { numberTo: sql.raw('excluded."number_to"'), parity: sql.raw('excluded."parity"'), street: sql.raw('excluded."street"'), city: sql.raw('excluded."city"') },
      });
    await tx
      .insert(appMeta)
      .values({ key: FINGERPRINT_KEY, value: fingerprint })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: fingerprint, updatedAt: sql`now()` } });
  });
  return {
    storefronts: STOREFRONT_SEEDS.length,
    products: rows.products.length,
    locations: rows.locations.length,
    milliseconds: Date.now() - started,
  };
}

export interface StorefrontCounts {
  key: string;
  storeId: number;
  languages: string;
  products: number;
  giftCards: number;
  categories: number;
  occasions: number;
  /** Shops in the storefront's country of brands it sells (what its locations pages list). */
  locations: number;
}

/** What each storefront holds (the db:seed CLI prints it). */
export async function seedSummary(db: Database): Promise<StorefrontCounts[]> {
  const result = (await db.execute(sql`
    select s.key, s.store_id as "storeId",
      (select string_agg(l.code, ',' order by l.position) from storefront_languages l where l.storefront_key = s.key) as languages,
      (select count(*)::int from products p where p.storefront_key = s.key and p.retired_at is null) as products,
      (select count(*)::int from products p where p.storefront_key = s.key and p.retired_at is null and p.product_type = 'GIFT_CARD') as "giftCards",
      (select count(*)::int from categories c where c.storefront_key = s.key) as categories,
      (select count(*)::int from occasions o where o.storefront_key = s.key) as occasions,
      (select count(*)::int from locations l where l.country_code = s.country_code
        and l.brand_id in (select p.brand_id from products p where p.storefront_key = s.key and p.retired_at is null)) as locations
    from storefronts s order by s.key`)) as unknown as { rows: StorefrontCounts[] };
  return result.rows.map((row) => ({
    ...row,
    storeId: Number(row.storeId),
    products: Number(row.products),
    giftCards: Number(row.giftCards),
    categories: Number(row.categories),
    occasions: Number(row.occasions),
    locations: Number(row.locations),
  }));
}

export const SEED_CHANGED_HINT = 'the seed changed; run pnpm --filter @shop/api db:seed to apply it';

/**
 * Seeds a fresh database (no storefront yet). A seeded one is never re-seeded on start: when the
 * code's seed differs from the one it holds, a one-line hint is logged. Returns whether it seeded.
 */
export async function ensureSeeded(db: Database, log: (line: string) => void = (line) => shopLog.warn(`[seed] ${line}`)): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(storefronts);
  if ((row?.n ?? 0) === 0) {
    await seedDatabase(db);
    return true;
  }
  const [stored] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, FINGERPRINT_KEY));
  if (stored?.value !== seedContent().fingerprint) log(SEED_CHANGED_HINT);
  return false;
}
