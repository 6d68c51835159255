import { DESKTOP_LARGE_QUERY, ImpressionList, Link, type RemotePageProps, ShopLink, useLocation, useMediaQuery, useNavigate, useStorefront } from '@shop/shared';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { CatalogueRoot } from '../CatalogueRoot';
import { useCatalogueMeta } from '../common/page-meta';
import { hasFilters, type ListFilters, listHref, readListParams, toTaxonomyFilter } from '../common/product-list/list-params';
import { ProductListView } from '../common/product-list/ProductListView';
import { useProductsPerPage } from '../common/product-list/page-size';
import type { ProductCardData } from '../common/types';
import { ActiveFilters, FilterGroups, FilterModal, type FilterVocabularies, toggleTerm } from './Filters';
import { productListMessages } from './messages';
import { PRODUCT_LIST_QUERY, PRODUCT_SEARCH_QUERY } from './product-list-query';
import './product-list.css';

const NO_ERROR_MODAL = { handleErrors: false };
const LIST = { id: 'product_list', name: 'Product list' };
const SEARCH_LIST = { id: 'search_results', name: 'Search results' };

/** Spec §2 product list `/geschenkkarten/` (NL `/cadeaubonnen/`), optional page, `s`, `page`, filters. */
export default function ProductListPage({ params }: RemotePageProps) {
  return (
    <CatalogueRoot messages={productListMessages}>
      <ProductList routePage={params.page} />
    </CatalogueRoot>
  );
}

function ProductList({ routePage }: { routePage: string | undefined }) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const { href } = useStorefront();
  const state = useMemo(() => readListParams(routePage, location.search), [routePage, location.search]);
  const perPage = useProductsPerPage();
  // Filters beside the list from 1280 px; below, in the filter modal (desktop small keeps its 4 columns).
  const desktop = useMediaQuery(DESKTOP_LARGE_QUERY);
  const [filterModal, setFilterModal] = useState({ open: false, key: 0 });
  const basePath = href('productList') ?? '/';
  const searching = state.search !== '';

  const listVariables = useMemo(() => {
    const taxonomy = toTaxonomyFilter(state.filters);
    return {
      filters: taxonomy.length ? { filterByTaxonomy: taxonomy } : null,
      // While searching only the vocabularies and the page's metadata are needed from this query.
      paging: searching ? { itemsPerPage: 1, pageNumber: 1 } : { itemsPerPage: perPage, pageNumber: state.page },
      path: basePath,
    };
  }, [state.filters, state.page, perPage, basePath, searching]);
  const [list] = useQuery({ query: PRODUCT_LIST_QUERY, variables: listVariables });
  const [found] = useQuery({
    query: PRODUCT_SEARCH_QUERY,
    variables: { inputText: state.search },
    pause: !searching,
    context: useMemo(() => NO_ERROR_MODAL, []),
  });

  const hrefFor = (page: number, filters: ListFilters = state.filters) =>
    listHref(href, 'productList', {}, { page, search: state.search, filters }) ?? basePath;
  const go = (filters: ListFilters) => navigate(hrefFor(1, filters));

  const vocabularies: FilterVocabularies = {
    cb_api_giftcard_categories: list.data?.categoryTerms ?? [],
    cb_api_giftcard_types: list.data?.typeTerms ?? [],
  };

  let products: ProductCardData[] | null;
  let total: number | null;
  let pageCount: number;
  let page = state.page;
  if (searching) {
    const group = found.data?.search_v1.body.find((g) => g.groupType === 'GIFT_CARDS');
    products = found.data
      ? (group?.items ?? []).filter((item): item is Extract<typeof item, { __typename: 'Product' }> => item.__typename === 'Product')
      : null;
    total = products?.length ?? null;
    pageCount = 1;
    page = 1;
  } else {
    products = list.data?.products.items ?? null;
    total = list.data?.products.total ?? null;
    pageCount = list.data?.products.pageCount ?? 1;
  }

  const baseTitle = intl.formatMessage({ id: 'catalogue.list.title', defaultMessage: 'All gift cards' });
  const heading = searching
    ? intl.formatMessage({ id: 'catalogue.list.searchTitle', defaultMessage: 'Search results for “{term}”' }, { term: state.search })
    : baseTitle;
  const pageSuffix = page > 1 ? intl.formatMessage({ id: 'catalogue.list.pageSuffix', defaultMessage: ' – page {page}' }, { page }) : '';
  useCatalogueMeta(
    {
      metadata: list.data?.pageMetadata,
      title: searching ? heading : list.data?.pageMetadata ? undefined : baseTitle,
      titleSuffix: pageSuffix,
      // Filtered and searched views point search engines at the plain list; pages at their own path.
      canonicalPath: searching || hasFilters(state.filters) ? basePath : (href('productList', { page: page > 1 ? page : undefined }) ?? basePath),
      noindex: searching,
    },
    'productList',
  );

  const outOfRange = !searching && list.data && page > Math.max(pageCount, 1);
  const filterCount = Object.values(state.filters).reduce((n, terms) => n + (terms?.length ?? 0), 0);

  return (
    <div className={`catalogue-list-page${desktop && !searching ? ' has-sidebar' : ''}`}>
      <header className="catalogue-page-header">
        <h1>
          {heading}
          {pageSuffix && <span className="catalogue-visually-hidden">{pageSuffix}</span>}
        </h1>
        {searching && (
          <p>
            <Link to={listHref(href, 'productList', {}, { page: 1, filters: state.filters }) ?? basePath} className="catalogue-link">
              <FormattedMessage id="catalogue.list.clearSearch" defaultMessage="Show all gift cards" />
            </Link>
          </p>
        )}
      </header>
      {desktop && !searching && (
        <aside className="catalogue-filter-sidebar" aria-label={intl.formatMessage({ id: 'catalogue.filters.title', defaultMessage: 'Filter' })}>
          <FilterGroups vocabularies={vocabularies} filters={state.filters} onToggle={(collection, term) => go(toggleTerm(state.filters, collection, term))} />
        </aside>
      )}
      <div className="catalogue-list-main">
        {!searching && (
          <ActiveFilters
            vocabularies={vocabularies}
            filters={state.filters}
            onRemove={(collection, term) => go(toggleTerm(state.filters, collection, term))}
            onClear={() => go({})}
          />
        )}
        {outOfRange ? (
          <div className="catalogue-empty">
            <p>
              <FormattedMessage id="catalogue.list.outOfRange" defaultMessage="This page does not exist (any more)." />
            </p>
            <ShopLink to="productList" className="catalogue-button">
              <FormattedMessage id="catalogue.list.firstPage" defaultMessage="Go to the first page" />
            </ShopLink>
          </div>
        ) : (
          <ImpressionList list={searching ? SEARCH_LIST : LIST}>
            <ProductListView
              products={products}
              total={total}
              page={page}
              pageCount={pageCount}
              fetching={searching ? found.fetching : list.fetching}
              headingLevel={2}
              hrefFor={(p) => hrefFor(p)}
              empty={
                searching ? (
                  <FormattedMessage
                    id="catalogue.search.noResults"
                    defaultMessage="Oh no! No results found. Check the spelling or try a different search term."
                  />
                ) : undefined
              }
              toolbar={
                !desktop && !searching ? (
                  <button
                    type="button"
                    className="catalogue-button is-secondary catalogue-filter-button"
                    aria-haspopup="dialog"
                    onClick={() => setFilterModal((m) => ({ open: true, key: m.key + 1 }))}
                  >
                    <FormattedMessage
                      id="catalogue.filters.button"
                      defaultMessage="{count, plural, =0 {Filter} other {Filter (#)}}"
                      values={{ count: filterCount }}
                    />
                  </button>
                ) : null
              }
            />
          </ImpressionList>
        )}
      </div>
      {!desktop && !searching && (
        <FilterModal
          key={filterModal.key}
          open={filterModal.open}
          onClose={() => setFilterModal((m) => ({ ...m, open: false }))}
          vocabularies={vocabularies}
          filters={state.filters}
          onApply={(filters) => {
            setFilterModal((m) => ({ ...m, open: false }));
            go(filters);
          }}
        />
      )}
    </div>
  );
}
