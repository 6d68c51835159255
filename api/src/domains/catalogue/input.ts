/**
 * Validation of the arguments clients can get wrong. Every failure is a ShopError in the spec §8
 * shape naming the parameter at fault (`paging.itemsPerPage`, `filters.filterByTaxonomy[0].terms`, …).
 */
import { ErrorCode, ShopError } from '../../errors';
import type { TaxonomyCollection } from '../../db/catalogue-schema';
import { fold } from '../../text/fold';
import { normalizePath } from '../../db/stored-paths';

export const MAX_ITEMS_PER_PAGE = 100;
export const MAX_PAGE_NUMBER = 10_000;
export const MAX_TERMS_PER_FILTER = 50;
export const MAX_TAXONOMY_FILTERS = 3;
export const MAX_SEARCH_INPUT = 100;

export interface PagingInput {
  itemsPerPage?: number | null;
  pageNumber?: number | null;
}

export interface Paging {
  itemsPerPage: number;
  pageNumber: number;
  limit: number;
  offset: number;
}

export function parsePaging(input: PagingInput | null | undefined, defaults: { itemsPerPage: number; max?: number }): Paging {
  const max = defaults.max ?? MAX_ITEMS_PER_PAGE;
  const itemsPerPage = input?.itemsPerPage ?? defaults.itemsPerPage;
  const pageNumber = input?.pageNumber ?? 1;
  if (!Number.isInteger(itemsPerPage) || itemsPerPage < 1 || itemsPerPage > max) {
    throw new ShopError(`paging.itemsPerPage must be between 1 and ${max}`, ErrorCode.INVALID_PAGING, 'paging.itemsPerPage');
  }
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > MAX_PAGE_NUMBER) {
    throw new ShopError(`paging.pageNumber must be between 1 and ${MAX_PAGE_NUMBER}`, ErrorCode.INVALID_PAGING, 'paging.pageNumber');
  }
  return { itemsPerPage, pageNumber, limit: itemsPerPage, offset: (pageNumber - 1) * itemsPerPage };
}

/** The orders of a product list (GraphQL ProductSort). */
export const PRODUCT_SORTS = ['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** A list's order: none (or null) is the list's own; GraphQL refuses unknown values before this. */
export function parseProductSort(input: string | null | undefined, parameter = 'sort'): ProductSort {
  if (input === null || input === undefined) return 'RELEVANCE';
  if (!(PRODUCT_SORTS as readonly string[]).includes(input)) {
    throw new ShopError(`Unknown sort "${input.slice(0, 40)}" (known: ${PRODUCT_SORTS.join(', ')})`, ErrorCode.INVALID_FILTER, parameter);
  }
  return input as ProductSort;
}

export interface TaxonomyFilterInput {
  collection: TaxonomyCollection;
  terms: readonly string[];
}

/** Terms are slugs; duplicates dropped; an empty list or too many terms is an error. */
export function parseTaxonomyFilters(
  input: readonly TaxonomyFilterInput[] | null | undefined,
  parameter: string,
): TaxonomyFilterInput[] {
  if (!input) return [];
  if (input.length > MAX_TAXONOMY_FILTERS) {
    throw new ShopError(`At most ${MAX_TAXONOMY_FILTERS} taxonomy filters`, ErrorCode.INVALID_FILTER, parameter);
  }
  return input.map((filter, i) => {
    const at = `${parameter}[${i}].terms`;
    const terms = [...new Set(filter.terms.map((t) => t.trim().toLowerCase()))];
    if (terms.length === 0) throw new ShopError('Give at least one term', ErrorCode.INVALID_FILTER, at);
    if (terms.length > MAX_TERMS_PER_FILTER) {
      throw new ShopError(`At most ${MAX_TERMS_PER_FILTER} terms per filter`, ErrorCode.INVALID_FILTER, at);
    }
    const bad = terms.find((t) => !/^[a-z0-9][a-z0-9-]{0,80}$/.test(t));
    if (bad !== undefined) throw new ShopError(`"${bad}" is not a taxonomy term`, ErrorCode.INVALID_FILTER, at);
    return { collection: filter.collection, terms };
  });
}

export type PageFilter =
  | { pageType: 'category'; pageId: string; fieldName: 'products' | 'topList' }
  | { pageType: 'occasion'; pageId: string; fieldName: 'products' };

const PAGE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  category: ['products', 'topList'],
  occasion: ['products'],
};

/** filterByPage {fieldName, pageId, pageType}: the products a page references in one of its fields. */
export function parsePageFilter(
  input: { fieldName: string; pageId: string; pageType: string } | null | undefined,
): PageFilter | undefined {
  if (!input) return undefined;
  const pageType = input.pageType.trim().toLowerCase();
  const fields = PAGE_FIELDS[pageType];
  if (!fields) {
    throw new ShopError(
      `Unknown pageType "${input.pageType}" (known: ${Object.keys(PAGE_FIELDS).join(', ')})`,
      ErrorCode.INVALID_FILTER,
      'filters.filterByPage.pageType',
    );
  }
  if (!fields.includes(input.fieldName)) {
    throw new ShopError(
      `A ${pageType} page has no product field "${input.fieldName}" (known: ${fields.join(', ')})`,
      ErrorCode.INVALID_FILTER,
      'filters.filterByPage.fieldName',
    );
  }
  const pageId = input.pageId.trim();
  if (!/^[a-z0-9][a-z0-9-]{0,120}$/.test(pageId)) {
    throw new ShopError(`"${input.pageId}" is not a page id`, ErrorCode.INVALID_FILTER, 'filters.filterByPage.pageId');
  }
  return { pageType, pageId, fieldName: input.fieldName } as PageFilter;
}

export function parsePathArgument(input: string, parameter = 'path'): string {
  const path = normalizePath(input);
  if (!path) throw new ShopError(`"${input.slice(0, 100)}" is not a path`, ErrorCode.INVALID_PATH, parameter);
  return path;
}

/** A product reference: an id, a slug or a path (`/geschenkkarten/apple-geschenkkarte/`). */
export function parseProductReference(input: string, parameter: string): { path?: string; key: string } {
  const value = input.trim();
  if (value.includes('/')) {
    const path = parsePathArgument(value, parameter);
    const segments = path.split('/').filter(Boolean);
    const key = segments[segments.length - 1];
    // `/` names no product: a caller's mistake, not a query for an empty key (it was an unexpected error).
    if (!key) throw new ShopError(`"${value.slice(0, 100)}" is not a product path`, ErrorCode.INVALID_PATH, parameter);
    return { path, key };
  }
  if (!/^[a-z0-9][a-z0-9-]{0,150}$/i.test(value)) {
    throw new ShopError(`"${value.slice(0, 100)}" is not a product id, slug or path`, ErrorCode.INVALID_FILTER, parameter);
  }
  return { key: value.toLowerCase() };
}

export interface Rectangle {
  latmin: number;
  latmax: number;
  lonmin: number;
  lonmax: number;
}

/** Spec §2: the map rectangle has five decimals. More decimals are rounded. All four or none. */
export function parseRectangle(input: Partial<Record<keyof Rectangle, number | null>> | null | undefined): Rectangle | undefined {
  const keys = ['latmin', 'latmax', 'lonmin', 'lonmax'] as const;
  const given = keys.filter((k) => input?.[k] !== undefined && input?.[k] !== null);
  if (given.length === 0) return undefined;
  const missing = keys.find((k) => !given.includes(k));
  if (missing) throw new ShopError(`Give all of latmin, latmax, lonmin and lonmax`, ErrorCode.INVALID_FILTER, `filters.${missing}`);
  const value = (k: (typeof keys)[number]) => Math.round((input?.[k] as number) * 1e5) / 1e5;
  const rect: Rectangle = { latmin: value('latmin'), latmax: value('latmax'), lonmin: value('lonmin'), lonmax: value('lonmax') };
  for (const k of ['latmin', 'latmax'] as const) {
    if (!(rect[k] >= -90 && rect[k] <= 90)) throw new ShopError(`${k} must be between -90 and 90`, ErrorCode.INVALID_FILTER, `filters.${k}`);
  }
  for (const k of ['lonmin', 'lonmax'] as const) {
    if (!(rect[k] >= -180 && rect[k] <= 180)) throw new ShopError(`${k} must be between -180 and 180`, ErrorCode.INVALID_FILTER, `filters.${k}`);
  }
  if (rect.latmin > rect.latmax) throw new ShopError('latmin is greater than latmax', ErrorCode.INVALID_FILTER, 'filters.latmin');
  if (rect.lonmin > rect.lonmax) throw new ShopError('lonmin is greater than lonmax', ErrorCode.INVALID_FILTER, 'filters.lonmin');
  return rect;
}

/**
 * Search input → folded words (letters and digits only), at most 8. Returns an error entry instead
 * of throwing: search reports problems in its `errors` list (spec §7, §8).
 */
export function parseSearchInput(
  input: string,
  parameter: string,
): { words: string[]; folded: string } | { error: ShopError } {
  const trimmed = input.trim();
  if (trimmed.length > MAX_SEARCH_INPUT) {
    return { error: new ShopError(`The search term is longer than ${MAX_SEARCH_INPUT} characters`, ErrorCode.INVALID_SEARCH_INPUT, parameter) };
  }
  const words = fold(trimmed)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) {
    return { error: new ShopError('Enter a search term', ErrorCode.INVALID_SEARCH_INPUT, parameter) };
  }
  return { words, folded: words.join(' ') };
}
