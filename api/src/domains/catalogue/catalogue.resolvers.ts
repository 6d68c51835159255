import { ErrorCode, ShopError } from '../../errors';
import type { Resolvers } from '../../generated/graphql';
import { contentBlockType, videoOfLink } from './content-block-types';
import {
  parsePageFilter,
  parsePaging,
  parseProductReference,
  parseProductSort,
  parseTaxonomyFilters,
} from './input';
import { giftCardValidity } from '../orders/gift-card-validity';
import { resolvePageMetadata } from '../seo/page-metadata';
import { storefrontRoutes } from '../storefront/config-json';
import { visitorRemotesOf } from '../storefront/visitor-remotes-of';
import type { CatalogueLoaders } from './loaders';
import type { MoneyModel, ProductModel, VariationModel } from './models';
import {
  categoryByPath,
  listCategories,
  listOccasions,
  listProducts,
  loadQueue,
  occasionByReference,
  pageExists,
  productByReference,
  taxonomyTerms,
} from './queries';

/** Spec §9: 16 products per page (17 on a small desktop). */
export const DEFAULT_PRODUCTS_PER_PAGE = 16;

function money(currency: string, cents: number): MoneyModel {
  return { currency, cents };
}

function limitArgument(value: number | null | undefined, fallback: number, max: number): number {
  const limit = value ?? fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw new ShopError(`limit must be between 1 and ${max}`, ErrorCode.INVALID_FILTER, 'limit');
  }
  return limit;
}

async function loadProducts(ids: readonly string[], load: (id: string) => Promise<ProductModel | undefined>): Promise<ProductModel[]> {
  const products = await Promise.all(ids.map(load));
  return products.filter((p): p is ProductModel => p !== undefined);
}

/** A product's variations on sale: retired ones are only loaded for the lines of carts and orders. */
async function sellableVariations(ctx: { loaders: CatalogueLoaders }, productId: string): Promise<VariationModel[]> {
  return (await ctx.loaders.variations.load(productId)).filter((v) => !v.retired);
}

const variationFields = {
  pricesToShow: (v: VariationModel) => v.pricesToShowCents.map((cents) => money(v.currency, cents)),
  minPrice: (v: VariationModel) => money(v.currency, v.minPriceCents),
  maxPrice: (v: VariationModel) => money(v.currency, v.maxPriceCents),
};

export const catalogueResolvers: Resolvers = {
  Query: {
    categories: (_parent, _args, ctx) => listCategories(ctx.db, ctx.loaders.scope),
    category: (_parent, { path }, ctx) => categoryByPath(ctx.db, ctx.loaders.scope, parseProductReference(path, 'path')).then((c) => c ?? null),
    products: async (_parent, { filters, paging, sort }, ctx) => {
      const page = parsePaging(paging, { itemsPerPage: DEFAULT_PRODUCTS_PER_PAGE });
      const order = parseProductSort(sort);
      const taxonomy = parseTaxonomyFilters(filters?.filterByTaxonomy, 'filters.filterByTaxonomy');
      const pageFilter = parsePageFilter(filters?.filterByPage);
      const scope = ctx.loaders.scope;
      if (pageFilter && !(await pageExists(ctx.db, scope, pageFilter))) {
        throw new ShopError(
          `Storefront ${scope.store.key} has no ${pageFilter.pageType} "${pageFilter.pageId}"`,
          ErrorCode.INVALID_FILTER,
          'filters.filterByPage.pageId',
        );
      }
      const { items, total } = await listProducts(
        ctx.db,
        scope,
        { productTypes: [...new Set(filters?.filterByProductType ?? [])], taxonomy, page: pageFilter },
        page,
        order,
      );
      for (const item of items) ctx.loaders.product.prime(item.id, item);
      return { items: ctx.budget.spend(items), total, pageNumber: page.pageNumber, itemsPerPage: page.itemsPerPage };
    },
    product: async (_parent, { path }, ctx) =>
      (await productByReference(ctx.db, ctx.loaders.scope, parseProductReference(path, 'path'))) ?? null,
    taxonomy: (_parent, { collection }, ctx) => taxonomyTerms(ctx.db, ctx.loaders.scope, collection),
    occasions: (_parent, _args, ctx) => listOccasions(ctx.db, ctx.loaders.scope),
    occasion: async (_parent, { path }, ctx) =>
      (await occasionByReference(ctx.db, ctx.loaders.scope, parseProductReference(path, 'path'))) ?? null,
    queue: async (_parent, { queueID, filters }, ctx) => {
      if (!/^[a-z0-9][a-z0-9-]{0,80}$/i.test(queueID)) {
        throw new ShopError(`"${queueID.slice(0, 100)}" is not a queue id`, ErrorCode.INVALID_FILTER, 'queueID');
      }
      const taxonomy = parseTaxonomyFilters(filters?.filterByTaxonomy, 'filters.filterByTaxonomy');
      return (await loadQueue(ctx.db, ctx.loaders.scope, queueID, taxonomy)) ?? null;
    },
    pageMetadata: async (_parent, { path }, ctx) => {
      const store = ctx.scope.storefront;
      const routes = storefrontRoutes(store, await visitorRemotesOf(ctx, store.key));
      return resolvePageMetadata({ db: ctx.db, store, routes, stored: (p) => ctx.loaders.metadata.load(p) }, path);
    },
  },
  ProductList: {
    pageCount: (list) => Math.ceil(list.total / list.itemsPerPage),
  },
  Product: {
    brand: (p) => (p.brandId && p.brandName ? { id: p.brandId, name: p.brandName, webShop: p.brandWebShop } : null),
    // The storefront's rule (gift-card-validity.ts), which issuing and activation apply too.
    validity: async (p, _args, ctx) => {
      if (p.productType === 'DONATION') return null;
      const store = p.storefrontKey === ctx.scope.storefront.key ? ctx.scope.storefront : await ctx.directory.byKey(p.storefrontKey);
      return giftCardValidity(store?.countryCode ?? '');
    },
    priceRange: (p, _args, ctx) =>
      p.priceRange
        ? { min: money(ctx.scope.storefront.currency, p.priceRange.minCents), max: money(ctx.scope.storefront.currency, p.priceRange.maxCents) }
        : null,
    orderLimits: (p, _args, ctx) => ({
      maxQuantity: p.maxQuantityPerOrder,
      maxTotal: p.maxTotalPerOrderCents === null ? null : money(ctx.scope.storefront.currency, p.maxTotalPerOrderCents),
    }),
    variations: async (p, _args, ctx) =>
      ctx.budget.spend((await sellableVariations(ctx, p.id)).map((v) => ({ ...v, language: p.language }))),
    variationsToShow: async (p, _args, ctx) =>
      (await sellableVariations(ctx, p.id)).filter((v) => v.inStock).map((v) => ({ ...v, language: p.language })),
    digitalVariationConfig: async (p, _args, ctx) =>
      (await sellableVariations(ctx, p.id)).find((v) => v.variationType === 'DIGITAL') ?? null,
    physicalVariationConfig: async (p, _args, ctx) =>
      (await sellableVariations(ctx, p.id)).find((v) => v.variationType === 'PHYSICAL') ?? null,
    categories: async (p, _args, ctx) => ctx.budget.spend(await ctx.loaders.productCategories.load(p.id)),
    metadata: async (p, _args, ctx) => (await ctx.loaders.metadata.load(p.path)) ?? null,
  },
  Variation: {
    title: (v) => v.titles[v.language] ?? v.titles[v.defaultLanguage] ?? Object.values(v.titles)[0] ?? v.sku,
    price: (v) => money(v.currency, v.defaultPriceCents),
    ...variationFields,
  },
  VariationConfig: variationFields,
  Category: {
    productCount: (c, _args, ctx) => ctx.loaders.categoryProductCount.load(c.id),
    topList: async (c, { limit }, ctx) => {
      const max = limitArgument(limit, 4, 50);
      const ids = (await ctx.loaders.topList.load(c.id)).slice(0, max);
      return ctx.budget.spend(await loadProducts(ids, (id) => ctx.loaders.product.load(id)));
    },
    metadata: async (c, _args, ctx) => (await ctx.loaders.metadata.load(c.path)) ?? null,
  },
  Occasion: {
    products: async (o, { limit, sort }, ctx) => {
      const max = limitArgument(limit, 12, 100);
      const order = parseProductSort(sort);
      if (order !== 'RELEVANCE') {
        // Another order than the curated one: the occasion's products sorted by the list query.
        const filter = { pageType: 'occasion', pageId: o.id, fieldName: 'products' } as const;
        const { items } = await listProducts(ctx.db, ctx.loaders.scope, { productTypes: [], taxonomy: [], page: filter }, { limit: max, offset: 0 }, order);
        for (const item of items) ctx.loaders.product.prime(item.id, item);
        return ctx.budget.spend(items);
      }
      const ids = (await ctx.loaders.occasionProducts.load(o.id)).slice(0, max);
      return ctx.budget.spend(await loadProducts(ids, (id) => ctx.loaders.product.load(id)));
    },
    metadata: async (o, _args, ctx) => (await ctx.loaders.metadata.load(o.path)) ?? null,
  },
  QueueItem: {
    __resolveType: (item) => (item.kind === 'product' ? 'Product' : 'ContentBlock'),
  },
  ContentBlock: {
    type: (b) => contentBlockType(b.blockType),
    video: (b) => videoOfLink(b.referencedPath, b.linkType),
    link: (b) => (b.referencedPath ? { href: b.referencedPath, type: b.linkType } : null),
    product: async (b, _args, ctx) => (b.productId ? ((await ctx.loaders.product.load(b.productId)) ?? null) : null),
  },
  PageMetadata: {
    canonical: (m, _args, ctx) => ctx.urls.storefront(ctx.scope.storefront) + (m.canonicalPath ?? m.path),
    hreflangTags: async (m, _args, ctx) => {
      const store = ctx.scope.storefront;
      const origin = ctx.urls.storefront(store);
      const alternates = m.alternates ?? (await ctx.loaders.alternates.load(m.pageKey));
      const tag = (a: { language: string; path: string }, isDefault: boolean) => ({
        hreflang: isDefault ? 'x-default' : `${a.language}-${store.countryCode}`,
        href: origin + a.path,
        langCode: a.language,
        countryCode: store.countryCode,
        origin,
        path: a.path,
        isDefault,
      });
      const fallback = alternates.find((a) => a.language === store.defaultLanguage);
      return [...alternates.map((a) => tag(a, false)), ...(fallback ? [tag(fallback, true)] : [])];
    },
    hreflangTags_v1: async (m, _args, ctx) => {
      const store = ctx.scope.storefront;
      const origin = ctx.urls.storefront(store);
      return (m.alternates ?? (await ctx.loaders.alternates.load(m.pageKey))).map((a) => ({
        langCode: a.language,
        countryCode: store.countryCode,
        origin,
        path: a.path,
        isDefault: a.language === store.defaultLanguage,
      }));
    },
  },
};
