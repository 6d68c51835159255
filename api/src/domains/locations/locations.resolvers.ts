import { ErrorCode, ShopError } from '../../errors';
import type { Resolvers } from '../../generated/graphql';
import { parsePaging, parseProductReference, parseRectangle } from '../catalogue/input';
import { type CatalogueScope, productByReference } from '../catalogue/queries';
import type { Database } from '../../db';
import { addressSuggestions, listLocations, locationBySlug } from './locations.queries';

export const DEFAULT_LOCATIONS_PER_PAGE = 20;
export const DEFAULT_SUGGESTIONS = 10;
export const MAX_SUGGESTIONS = 50;

/** The brand behind a product reference; an unknown product is a bad filter. */
async function brandOf(db: Database, scope: CatalogueScope, reference: string, parameter: string): Promise<string> {
  const product = await productByReference(db, scope, parseProductReference(reference, parameter));
  if (!product) throw new ShopError(`Storefront ${scope.store.key} has no product "${reference.slice(0, 100)}"`, ErrorCode.INVALID_FILTER, parameter);
  // A product without a brand (choice card, donations) has no shops: a brand id no location has.
  return product.brandId ?? '';
}

export const locationsResolvers: Resolvers = {
  Query: {
    locations: async (_parent, { filters, paging }, ctx) => {
      const page = parsePaging(paging, { itemsPerPage: DEFAULT_LOCATIONS_PER_PAGE });
      const rectangle = parseRectangle(filters);
      const scope = ctx.loaders.scope;
      const brandId = filters?.product ? await brandOf(ctx.db, scope, filters.product, 'filters.product') : undefined;
      const { items, total } = await listLocations(ctx.db, scope, { brandId, rectangle }, page);
      return { items, total, pageNumber: page.pageNumber, itemsPerPage: page.itemsPerPage };
    },
    location: async (_parent, { product, slug }, ctx) => {
      const scope = ctx.loaders.scope;
      if (!/^[a-z0-9][a-z0-9-]{0,150}$/.test(slug)) throw new ShopError(`"${slug.slice(0, 100)}" is not a location slug`, ErrorCode.INVALID_FILTER, 'slug');
      // Like product(path:), a reference to nothing is no location (null), not a caller mistake: the
      // page shows "does not exist" and the server already answered 404.
      const found = await productByReference(ctx.db, scope, parseProductReference(product, 'product'));
      if (!found) return null;
      return (await locationBySlug(ctx.db, scope, found.brandId ?? '', slug)) ?? null;
    },
    getLocationAddressSuggestions: async (_parent, { paging, filters }, ctx) => {
      const page = parsePaging(paging, { itemsPerPage: DEFAULT_SUGGESTIONS, max: MAX_SUGGESTIONS });
      const input = filters.inputText.trim();
      if (input.length === 0 || input.length > 100) {
        throw new ShopError('filters.inputText must have 1 to 100 characters', ErrorCode.INVALID_SEARCH_INPUT, 'filters.inputText');
      }
      const scope = ctx.loaders.scope;
      const brandId = filters.product ? await brandOf(ctx.db, scope, filters.product, 'filters.product') : undefined;
      return addressSuggestions(ctx.db, scope, input, brandId, page);
    },
  },
  LocationList: {
    pageCount: (list) => Math.ceil(list.total / list.itemsPerPage),
  },
  Location: {
    brand: (l) => ({ id: l.brandId, name: l.brandName }),
  },
};
