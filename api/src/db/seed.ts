/**
 * Deterministic seed. Storefront definitions are upserted (the seed is their source of truth for
 * now); operator state (storefront_remotes) is only inserted where missing, never reset.
 */
import { count, eq, sql } from 'drizzle-orm';
import { REMOTE_NAMES } from '../remotes/remote-names';
import type { Database } from './index';
import {
  STOREFRONT_SEEDS,
  defaultLanguageOf,
  hostsOf,
  localeOf,
  pathVariantOf,
  togglesOf,
} from './seed-data';
import { storefrontHosts, storefrontLanguages, storefrontRemotes, storefronts } from './schema';

export async function seedDatabase(db: Database): Promise<{ storefronts: number }> {
  await db.transaction(async (tx) => {
    for (const seed of STOREFRONT_SEEDS) {
      const values = {
        key: seed.key,
        storeId: seed.storeId,
        brand: seed.brand,
        name: seed.name,
        countryCode: seed.countryCode,
        locale: localeOf(seed),
        pathVariant: pathVariantOf(seed),
        isDefault: seed.isDefault === true,
        featureToggles: togglesOf(seed),
      };
      await tx
        .insert(storefronts)
        .values(values)
        .onConflictDoUpdate({
          target: storefronts.key,
          set: { ...values, updatedAt: sql`now()` },
        });

      // Languages and hosts are replaced as a whole: the seed lists them completely.
      await tx.delete(storefrontLanguages).where(eq(storefrontLanguages.storefrontKey, seed.key));
      await tx.insert(storefrontLanguages).values(
        seed.languages.map(([code, currency], position) => ({
          storefrontKey: seed.key,
          code,
          currency,
          position,
          isDefault: code === defaultLanguageOf(seed),
        })),
      );
      await tx.delete(storefrontHosts).where(eq(storefrontHosts.storefrontKey, seed.key));
      await tx.insert(storefrontHosts).values(hostsOf(seed).map((host) => ({ host, storefrontKey: seed.key })));

      await tx
        .insert(storefrontRemotes)
        .values(REMOTE_NAMES.map((remote) => ({ storefrontKey: seed.key, remote, enabled: true })))
        .onConflictDoNothing();
    }
  });
  return { storefronts: STOREFRONT_SEEDS.length };
}

/** Seeds only a fresh database (no storefront yet). Returns whether it seeded. */
export async function ensureSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(storefronts);
  if ((row?.n ?? 0) > 0) return false;
  await seedDatabase(db);
  return true;
}
