import { type ListSort, sortVariable } from '../common/product-list/list-params';
import { graphql } from '../graphql/__generated__';
import type { CatalogueCategoryPageQueryVariables } from '../graphql/__generated__/graphql';

export const CATEGORY_QUERY = graphql(/* GraphQL */ `
  query CatalogueCategoryPage($path: String!) {
    category(path: $path) {
      ...CatalogueCategory
      topList(limit: 4) { ...CatalogueProductCard }
      metadata { ...CataloguePageMetadata }
    }
    categories { id title slug }
  }
`).toString();

/**
 * CATEGORY_QUERY's variables for the category page of `url` (its slug in the path). The page and the
 * route's loader both build them here: the loader's answer is only the page's if the variables are the same.
 */
export function categoryPageVariables(url: string): CatalogueCategoryPageQueryVariables {
  return { path: url };
}

/**
 * CATEGORY_PRODUCTS_QUERY's variables for page `pageNumber` of the category `pageId` in `sort`: the page
 * and the route's loader (which checks that the page exists) ask alike, so the page reads the loader's answer.
 */
export function categoryProductsVariables(pageId: string, pageNumber: number, itemsPerPage: number, sort: ListSort) {
  return { pageId, paging: { itemsPerPage, pageNumber }, ...sortVariable(sort) };
}

/** The category's products, page by page (needs the category's id from the query above). */
export const CATEGORY_PRODUCTS_QUERY = graphql(/* GraphQL */ `
  query CatalogueCategoryProducts($pageId: ID!, $paging: PagingInput!, $sort: ProductSort) {
    products(filters: { filterByPage: { pageType: "category", pageId: $pageId, fieldName: "products" } }, paging: $paging, sort: $sort) {
      total pageNumber itemsPerPage pageCount
      items { ...CatalogueProductCard }
    }
  }
`).toString();

export const ALL_CATEGORIES_QUERY = graphql(/* GraphQL */ `
  query CatalogueAllCategories($path: String!) {
    categories { ...CatalogueCategory topList(limit: 3) { id title slug path } }
    pageMetadata(path: $path) { ...CataloguePageMetadata }
  }
`).toString();

/** The restaurants page type: which restaurant cards have shops to show on a map. */
export const RESTAURANT_LOCATIONS_QUERY = graphql(/* GraphQL */ `
  query CatalogueRestaurantLocations($term: String!) {
    products(
      filters: { filterByTaxonomy: [{ collection: cb_api_giftcard_categories, terms: [$term] }] }
      paging: { itemsPerPage: 100, pageNumber: 1 }
    ) { items { id title slug hasLocations } }
  }
`).toString();
