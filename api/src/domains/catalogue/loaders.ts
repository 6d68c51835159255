/**
 * Per-request batching (DataLoader): a list of 16 products asking for their variations makes one
 * query, not 16. Created lazily for each GraphQL operation, scoped to its storefront and language.
 */
import DataLoader from 'dataloader';
import type { Database } from '../../db';
import type { RequestScope } from '../storefront/request-scope';
import type { CategoryModel, PageMetadataModel, ProductModel, VariationModel } from './models';
import {
  type CatalogueScope,
  alternatesByPageKeys,
  categoriesByProductIds,
  categoryProductCounts,
  metadataByPaths,
  occasionProductIds,
  productsByIds,
  topListIds,
  variationsByProductIds,
} from './queries';

export interface CatalogueLoaders {
  scope: CatalogueScope;
  product: DataLoader<string, ProductModel | undefined>;
  variations: DataLoader<string, VariationModel[]>;
  productCategories: DataLoader<string, CategoryModel[]>;
  categoryProductCount: DataLoader<string, number>;
  topList: DataLoader<string, string[]>;
  occasionProducts: DataLoader<string, string[]>;
  metadata: DataLoader<string, PageMetadataModel | undefined>;
  alternates: DataLoader<string, Array<{ language: string; path: string }>>;
}

/**
 * Entities read from public data only (a product in a storefront and language, a storefront's
 * pricing), for the answers that are not public as a whole: a visitor's cart shows products that are
 * the same for everyone. Kept until public data changes, like the answers
 * (graphql/public-answer-cache.ts keeps them).
 */
export interface PublicEntityCache {
  /**
   * The values of `ids` of one kind (the kind names the scope, e.g. `product|CBDE|de`); the missing ones
   * are loaded together by `load` (one statement), and kept. An id `load` does not return is not kept.
   */
  many<T extends object>(kind: string, ids: readonly string[], load: (missing: string[]) => Promise<Map<string, T>>): Promise<Map<string, T>>;
  clear(): void;
}

export function createCatalogueLoaders(db: Database, request: RequestScope, kept?: PublicEntityCache): CatalogueLoaders {
  const scope: CatalogueScope = { store: request.storefront, language: request.language };
  const storeKey = request.storefront.key;
  const inScope = `${storeKey}|${request.language}`;
  // Products and their variations are public: kept across requests until public data changes (a
  // cart or an order shows the same cards as every visitor sees).
  const products = (ids: readonly string[]) =>
    kept ? kept.many(`product|${inScope}`, ids, (missing) => productsByIds(db, scope, missing)) : productsByIds(db, scope, ids);
  const variations = (ids: readonly string[]) =>
    kept ? kept.many(`variations|${inScope}`, ids, (missing) => variationsByProductIds(db, scope, missing)) : variationsByProductIds(db, scope, ids);
  return {
    scope,
    product: new DataLoader(async (ids) => {
      const found = await products(ids);
      return ids.map((id) => found.get(id));
    }),
    variations: new DataLoader(async (ids) => {
      const found = await variations(ids);
      return ids.map((id) => found.get(id) ?? []);
    }),
    productCategories: new DataLoader(async (ids) => {
      const found = await categoriesByProductIds(db, scope, ids);
      return ids.map((id) => found.get(id) ?? []);
    }),
    categoryProductCount: new DataLoader(async (ids) => {
      const found = await categoryProductCounts(db, ids);
      return ids.map((id) => found.get(id) ?? 0);
    }),
    topList: new DataLoader(async (ids) => {
      const found = await topListIds(db, ids);
      return ids.map((id) => found.get(id) ?? []);
    }),
    occasionProducts: new DataLoader(async (ids) => {
      const found = await occasionProductIds(db, ids);
      return ids.map((id) => found.get(id) ?? []);
    }),
    metadata: new DataLoader(async (paths) => {
      const found = await metadataByPaths(db, storeKey, paths);
      return paths.map((path) => found.get(path));
    }),
    alternates: new DataLoader(async (keys) => {
      const found = await alternatesByPageKeys(db, storeKey, keys);
      return keys.map((key) => found.get(key) ?? []);
    }),
  };
}
