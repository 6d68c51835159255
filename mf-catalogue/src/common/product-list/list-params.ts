import type { HrefParams, RouteKey } from '@shop/shared';
import type { ProductSort } from '../../graphql/__generated__/graphql';

/** Spec §2 filter vocabularies, also the query parameter names. */
export const FILTER_COLLECTIONS = ['cb_api_giftcard_categories', 'cb_api_giftcard_types'] as const;
export type FilterCollection = (typeof FILTER_COLLECTIONS)[number];
export type ListFilters = Partial<Record<FilterCollection, string[]>>;

/**
 * A list's order as the URL carries it (`?sort=price-asc`); `relevance`, the list's own order, is the
 * URL without `sort`. Each is the API's ProductSort of the same name.
 */
export const LIST_SORTS = ['relevance', 'price-asc', 'price-desc', 'name-asc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** The `sort` variable of a list query: none for the list's own order (the API's default). */
export function sortVariable(sort: ListSort): { sort?: ProductSort } {
  return sort === 'relevance' ? {} : { sort: sort.toUpperCase().replace('-', '_') as ProductSort };
}

export interface ListParams {
  page: number;
  /** The search term (`s`), trimmed; empty when none. */
  search: string;
  /** The order (`sort`); an unknown value is the list's own order. */
  sort: ListSort;
  filters: ListFilters;
  /** True when the page number came from `?page=` rather than the path. */
  pageFromQuery: boolean;
}

function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number.parseInt(value, 10);
  return n >= 1 && n <= 100_000 ? n : null;
}

/** Reads the list's state from the route's `:page` and the query (`page`, `s`, filter collections). */
export function readListParams(routePage: string | undefined, search: string): ListParams {
  const query = new URLSearchParams(search);
  const pathPage = positiveInt(routePage);
  const queryPage = positiveInt(query.get('page'));
  const filters: ListFilters = {};
  for (const collection of FILTER_COLLECTIONS) {
    const terms = query
      .getAll(collection)
      .flatMap((value) => value.split(','))
      .map((term) => term.trim())
      .filter(Boolean);
    if (terms.length) filters[collection] = [...new Set(terms)].sort();
  }
  const sort = query.get('sort') as ListSort | null;
  return {
    page: pathPage ?? queryPage ?? 1,
    search: (query.get('s') ?? '').trim().slice(0, 100),
    sort: sort && LIST_SORTS.includes(sort) ? sort : 'relevance',
    filters,
    pageFromQuery: pathPage === null && queryPage !== null,
  };
}

export function hasFilters(filters: ListFilters): boolean {
  return FILTER_COLLECTIONS.some((c) => (filters[c]?.length ?? 0) > 0);
}

/** The query string of a list state (without the page, which lives in the path). */
export function listQuery(state: { search?: string; sort?: ListSort; filters?: ListFilters }): string {
  const query = new URLSearchParams();
  if (state.search) query.set('s', state.search);
  if (state.sort && state.sort !== 'relevance') query.set('sort', state.sort);
  for (const collection of FILTER_COLLECTIONS) {
    const terms = state.filters?.[collection];
    if (terms?.length) query.set(collection, [...terms].sort().join(','));
  }
  return query.toString();
}

/**
 * The link of one list page: the page number goes into the path (`/geschenkkarten/2/`), the search
 * and filters into the query. Returns null when the route does not exist (remote switched off).
 */
export function listHref(
  href: (key: RouteKey, params?: HrefParams) => string | null,
  key: RouteKey,
  baseParams: HrefParams,
  state: { page: number; search?: string; sort?: ListSort; filters?: ListFilters },
): string | null {
  const path = href(key, { ...baseParams, page: state.page > 1 ? state.page : undefined });
  if (!path) return null;
  const query = listQuery(state);
  return query ? `${path}?${query}` : path;
}

export function toTaxonomyFilter(filters: ListFilters): { collection: FilterCollection; terms: string[] }[] {
  return FILTER_COLLECTIONS.filter((c) => (filters[c]?.length ?? 0) > 0).map((collection) => ({
    collection,
    terms: filters[collection] as string[],
  }));
}
