import { CATEGORY_FRAGMENT, IMAGE_FRAGMENT, PAGE_METADATA_FRAGMENT, PRODUCT_CARD_FRAGMENT } from '../common/fragments';
import type { CategoryData, PageMetadataData, ProductCardData, ProductListData } from '../common/types';

export const CATEGORY_QUERY = /* GraphQL */ `
  query CatalogueCategoryPage($path: String!) {
    category(path: $path) {
      ...CatalogueCategory
      topList(limit: 4) { ...CatalogueProductCard }
      metadata { ...CataloguePageMetadata }
    }
    categories { id title slug }
  }
  ${CATEGORY_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${PAGE_METADATA_FRAGMENT}
`;

export interface CategoryQueryData {
  category: (CategoryData & { topList: ProductCardData[]; metadata: PageMetadataData | null }) | null;
  categories: { id: string; title: string; slug: string }[];
}

/** The category's products, page by page (needs the category's id from the query above). */
export const CATEGORY_PRODUCTS_QUERY = /* GraphQL */ `
  query CatalogueCategoryProducts($pageId: ID!, $paging: PagingInput!) {
    products(filters: { filterByPage: { pageType: "category", pageId: $pageId, fieldName: "products" } }, paging: $paging) {
      total pageNumber itemsPerPage pageCount
      items { ...CatalogueProductCard }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;

export interface CategoryProductsQueryData {
  products: ProductListData;
}

export const ALL_CATEGORIES_QUERY = /* GraphQL */ `
  query CatalogueAllCategories($path: String!) {
    categories { ...CatalogueCategory topList(limit: 3) { id title slug path } }
    pageMetadata(path: $path) { ...CataloguePageMetadata }
  }
  ${CATEGORY_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${PAGE_METADATA_FRAGMENT}
`;

export interface AllCategoriesQueryData {
  categories: (CategoryData & { topList: { id: string; title: string; slug: string; path: string }[] })[];
  pageMetadata: PageMetadataData | null;
}

/** The restaurants page type: which restaurant cards have shops to show on a map. */
export const RESTAURANT_LOCATIONS_QUERY = /* GraphQL */ `
  query CatalogueRestaurantLocations($term: String!) {
    products(
      filters: { filterByTaxonomy: [{ collection: cb_api_giftcard_categories, terms: [$term] }] }
      paging: { itemsPerPage: 100, pageNumber: 1 }
    ) { items { id title slug hasLocations } }
  }
`;

export interface RestaurantLocationsQueryData {
  products: { items: { id: string; title: string; slug: string; hasLocations: boolean }[] };
}
