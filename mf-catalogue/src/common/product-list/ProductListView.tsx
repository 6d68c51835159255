import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ProductGrid } from '../ProductCard';
import { Pagination, PagingHeadLinks } from '../Pagination';
import { CatalogueSkeleton, ProductGridSkeleton } from '../CatalogueSkeleton';
import type { ProductCardData } from '../types';
import type { ListSort } from './list-params';
import { useProductsPerPage } from './page-size';
import { SortSelect } from './SortSelect';

export interface ProductListViewProps {
  products: ProductCardData[] | null;
  total: number | null;
  page: number;
  pageCount: number;
  fetching: boolean;
  hrefFor(page: number): string;
  /** Shown above the grid on the right of the count (e.g. the filter button). */
  toolbar?: ReactNode;
  /** The list's order and how to change it (the sort menu beside the count); none: no menu. */
  sort?: { value: ListSort; onChange(sort: ListSort): void };
  empty?: ReactNode;
  /** The card titles' level: 2 right under the page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
}

/** A paged grid of product cards with its count and pagination (lists, categories). */
export function ProductListView({ products, total, page, pageCount, fetching, hrefFor, toolbar, sort, empty, headingLevel = 3 }: ProductListViewProps) {
  const perPage = useProductsPerPage();
  return (
    <div className="catalogue-list" aria-busy={fetching}>
      <div className="catalogue-list-toolbar">
        <p className="catalogue-list-count" aria-live="polite">
          {total !== null && (
            <FormattedMessage
              id="catalogue.list.count"
              defaultMessage="{count, plural, =0 {No gift cards} one {# gift card} other {# gift cards}}"
              values={{ count: total }}
            />
          )}
        </p>
        {(sort || toolbar) && (
          <div className="catalogue-list-actions">
            {sort && <SortSelect value={sort.value} onChange={sort.onChange} />}
            {toolbar}
          </div>
        )}
      </div>
      {products === null ? (
        // A page of cards to come, in the grid's own columns: the list does not jump when they arrive.
        <CatalogueSkeleton testId="product-list-skeleton">
          <ProductGridSkeleton count={perPage} />
        </CatalogueSkeleton>
      ) : products.length === 0 ? (
        <div className="catalogue-empty">
          {empty ?? <FormattedMessage id="catalogue.list.empty" defaultMessage="No gift cards match your choice." />}
        </div>
      ) : (
        <ProductGrid products={products} priorityCount={4} headingLevel={headingLevel} />
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
      <PagingHeadLinks page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </div>
  );
}
