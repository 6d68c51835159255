/**
 * Read access to the storefront definitions. Every request looks its storefront up (by x-store or
 * Host), so the whole table (33 rows) is kept in memory for a few seconds. The short TTL keeps
 * several API instances consistent without any coordination, and a change of the table (an operator's
 * storefront settings, ADR 0059) empties it at once (server.publicDataChanged). Operator switches of
 * remotes are not cached here and are read fresh per request.
 */
import { asc, getTableColumns, sql } from 'drizzle-orm';
import { brands, products } from '../../db/catalogue-schema';
import type { Database } from '../../db';
import { storefrontHosts, storefrontLanguages, storefronts } from '../../db/schema';
import type { Brand, PathVariant } from '../../db/seed-data';
import { originOf } from '../../text/url-origin';
import { type FeatureToggles, effectiveFeatureToggles } from '../../db/feature-toggles';

export interface StorefrontLanguage {
  code: string;
  isDefault: boolean;
  currency: string;
}

/** A storefront as the API hands it out (without remotes, which are resolved per request). */
export interface StorefrontModel {
  key: string;
  storeId: number;
  brand: Brand;
  name: string;
  countryCode: string;
  locale: string;
  defaultLanguage: string;
  currency: string;
  pathVariant: PathVariant;
  languages: StorefrontLanguage[];
  hosts: string[];
  /** The host of the storefront's URL (`{host}` of STOREFRONT_URL_TEMPLATE). */
  primaryHost: string;
  /** Listed in its brand group's country/language switcher. */
  listedInSwitcher: boolean;
  featureToggles: FeatureToggles;
  /**
   * Origins of the web shops of the brands this storefront sells that redeem on their own site: the
   * only frames its pages may show (the redeem shop's "shop iframe" modal, CSP frame-src).
   */
  brandShopOrigins: string[];
}

interface Snapshot {
  byKey: Map<string, StorefrontModel>;
  byStoreId: Map<number, StorefrontModel>;
  byHost: Map<string, StorefrontModel>;
  defaultStore: StorefrontModel | undefined;
  loadedAt: number;
}

export class StorefrontDirectory {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;
  /** Bumped by invalidate(): a load that started before is used once but not kept. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 5_000,
  ) {}

  /** Forget the cached tables (after a write in this process, or when public data changed). */
  invalidate(): void {
    this.generation += 1;
    this.snapshot = undefined;
    this.loading = undefined;
  }

  async byStoreId(storeId: number): Promise<StorefrontModel | undefined> {
    return (await this.current()).byStoreId.get(storeId);
  }

  async byKey(key: string): Promise<StorefrontModel | undefined> {
    return (await this.current()).byKey.get(key.toUpperCase());
  }

  async byHost(host: string): Promise<StorefrontModel | undefined> {
    return (await this.current()).byHost.get(host.toLowerCase());
  }

  async defaultStore(): Promise<StorefrontModel> {
    const store = (await this.current()).defaultStore;
    if (!store) throw new Error('No default storefront in the database (is it seeded?)');
    return store;
  }

  async all(): Promise<StorefrontModel[]> {
    return [...(await this.current()).byKey.values()];
  }

  private async current(): Promise<Snapshot> {
    const snapshot = this.snapshot;
    if (snapshot && Date.now() - snapshot.loadedAt < this.ttlMs) return snapshot;
    // One load at a time; concurrent requests share it.
    if (this.loading) return this.loading;
    const loading = this.load().finally(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    this.loading = loading;
    return loading;
  }

  private async load(): Promise<Snapshot> {
    const generation = this.generation;
    const [stores, languages, hosts] = await Promise.all([
      // With each storefront, the web shops of its brands that redeem on their own site (one statement).
      this.db
        .select({
          ...getTableColumns(storefronts),
          brandShopUrls: sql<string[] | null>`(select array_agg(distinct b.iframe_url) from ${products} p join ${brands} b on b.id = p.brand_id
            where p.storefront_key = ${storefronts.key} and p.retired_at is null and b.iframe_url is not null)`,
        })
        .from(storefronts)
        .orderBy(asc(storefronts.key)),
      this.db
        .select()
        .from(storefrontLanguages)
        .orderBy(asc(storefrontLanguages.storefrontKey), asc(storefrontLanguages.position)),
      this.db.select().from(storefrontHosts).orderBy(asc(storefrontHosts.host)),
    ]);

    const snapshot: Snapshot = {
      byKey: new Map(),
      byStoreId: new Map(),
      byHost: new Map(),
      defaultStore: undefined,
      loadedAt: Date.now(),
    };
    for (const row of stores) {
      const storeLanguages = languages
        .filter((l) => l.storefrontKey === row.key)
        .map((l) => ({ code: l.code, isDefault: l.isDefault, currency: l.currency }));
      const defaultLanguage = storeLanguages.find((l) => l.isDefault) ?? storeLanguages[0];
      if (!defaultLanguage) throw new Error(`Storefront ${row.key} has no languages`);
      const model: StorefrontModel = {
        key: row.key,
        storeId: row.storeId,
        brand: row.brand as Brand,
        name: row.name,
        countryCode: row.countryCode,
        locale: row.locale,
        defaultLanguage: defaultLanguage.code,
        currency: defaultLanguage.currency,
        pathVariant: row.pathVariant as PathVariant,
        languages: storeLanguages,
        hosts: hosts.filter((h) => h.storefrontKey === row.key).map((h) => h.host),
        primaryHost:
          hosts.find((h) => h.storefrontKey === row.key && h.isPrimary)?.host ?? `${row.key.toLowerCase()}.localhost`,
        listedInSwitcher: row.listedInSwitcher,
        // The seed's toggles with what operators switched over them (ADR 0059).
        featureToggles: effectiveFeatureToggles(row.featureToggles, row.operatorSettings),
        brandShopOrigins: [...new Set((row.brandShopUrls ?? []).map(originOf).filter((o): o is string => o !== null))].sort(),
      };
      snapshot.byKey.set(model.key, model);
      snapshot.byStoreId.set(model.storeId, model);
      for (const host of model.hosts) snapshot.byHost.set(host, model);
      if (row.isDefault) snapshot.defaultStore = model;
    }
    if (generation === this.generation) this.snapshot = snapshot;
    return snapshot;
  }
}
