import { DESKTOP_LARGE_QUERY, ImpressionList, Link, type RemotePageProps, ShopLink, useLocation, useMediaQuery, useNavigate, useStorefront } from '@shop/shared';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { CatalogueRoot } from '../CatalogueRoot';
import { useCatalogueMeta } from '../common/page-meta';
import { hasFilters, type ListFilters, type ListSort, listHref, readListParams } from '../common/product-list/list-params';
import { ProductListView } from '../common/product-list/ProductListView';
import { useProductsPerPage } from '../common/product-list/page-size';
import { ProductGrid } from '../common/ProductCard';
import { OccasionTiles } from '../common/Tiles';
import type { OccasionCardData, ProductCardData } from '../common/types';
import { ActiveFilters, FilterGroups, FilterModal, type FilterVocabularies, toggleTerm } from './Filters';
import { productListMessages } from './messages';
import { PRODUCT_LIST_QUERY, PRODUCT_SEARCH_QUERY, SEARCH_NEXT_STEPS_QUERY, productListVariables } from './product-list-query';
import './product-list.css';

const NO_ERROR_MODAL = { handleErrors: false };
const LIST = { id: 'product_list', name: 'Product list' };
const SEARCH_LIST = { id: 'search_results', name: 'Search results' };
const NO_RESULTS_LIST = { id: 'search_no_results_popular', name: 'Search without results: popular cards' };

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

  const listVariables = useMemo(() => productListVariables(state, perPage, basePath), [state, perPage, basePath]);
  const [list] = useQuery({ query: PRODUCT_LIST_QUERY, variables: listVariables });
  const [found] = useQuery({
    query: PRODUCT_SEARCH_QUERY,
    variables: { inputText: state.search },
    pause: !searching,
    context: useMemo(() => NO_ERROR_MODAL, []),
  });

  const hrefFor = (page: number, filters: ListFilters = state.filters, sort: ListSort = state.sort) =>
    listHref(href, 'productList', {}, { page, search: state.search, sort, filters }) ?? basePath;
  const go = (filters: ListFilters) => navigate(hrefFor(1, filters));

  const vocabularies: FilterVocabularies = {
    cb_api_giftcard_categories: list.data?.categoryTerms ?? [],
    cb_api_giftcard_types: list.data?.typeTerms ?? [],
  };

  let products: ProductCardData[] | null;
  let total: number | null;
  let pageCount: number;
  let page = state.page;
  let occasions: OccasionCardData[] = [];
  if (searching) {
    const items = (type: string) => found.data?.search_v1.body.find((g) => g.groupType === type)?.items ?? [];
    products = found.data ? items('GIFT_CARDS').filter((item): item is Extract<typeof item, { __typename: 'Product' }> => item.__typename === 'Product') : null;
    occasions = items('GIVING_MOMENTS').filter((item): item is Extract<typeof item, { __typename: 'Occasion' }> => item.__typename === 'Occasion');
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
      // Filtered, sorted and searched views point search engines at the plain list; pages at their own path.
      canonicalPath:
        searching || hasFilters(state.filters) || state.sort !== 'relevance' ? basePath : (href('productList', { page: page > 1 ? page : undefined }) ?? basePath),
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
          {pageSuffix}
        </h1>
        {searching && (
          <p>
            <Link to={listHref(href, 'productList', {}, { page: 1, sort: state.sort, filters: state.filters }) ?? basePath} className="catalogue-link">
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
        {occasions.length > 0 && <MatchedOccasions occasions={occasions} />}
        {outOfRange ? (
          <div className="catalogue-empty">
            <p>
              <FormattedMessage id="catalogue.list.outOfRange" defaultMessage="This page does not exist (any more)." />
            </p>
            <ShopLink to="productList" className="shop-button">
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
              sort={searching ? undefined : { value: state.sort, onChange: (sort) => navigate(hrefFor(1, state.filters, sort)) }}
              empty={
                searching ? (
                  <p>
                    <FormattedMessage
                      id="catalogue.search.noResults"
                      defaultMessage="Oh no! No results found. Check the spelling or try a different search term."
                    />
                  </p>
                ) : undefined
              }
              toolbar={
                !desktop && !searching ? (
                  <button
                    type="button"
                    className="shop-button is-secondary is-small"
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
        {searching && products?.length === 0 && occasions.length === 0 && <NoResultsNextSteps />}
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

/** The occasions the search names (or whose words it found): links to their pages, above their cards. */
function MatchedOccasions({ occasions }: { occasions: OccasionCardData[] }) {
  return (
    <section className="catalogue-search-occasions" aria-labelledby="catalogue-search-occasions-title">
      <h2 id="catalogue-search-occasions-title">
        <FormattedMessage id="catalogue.list.searchOccasions" defaultMessage="Matching occasions" />
      </h2>
      <OccasionTiles occasions={occasions} />
    </section>
  );
}

/**
 * A search without results is no dead end: the storefront's popular cards, its occasions, and the
 * way to help (the helpdesk where it is a page of its own, the contact page).
 */
function NoResultsNextSteps() {
  const { href, router } = useStorefront();
  const [next] = useQuery({ query: SEARCH_NEXT_STEPS_QUERY, context: useMemo(() => NO_ERROR_MODAL, []) });
  const helpdesk = href('helpdesk');
  // Where the helpdesk only forwards to the contact page (German storefront), one link is enough.
  const ownHelpdesk = helpdesk !== null && !router.match(helpdesk)?.entry.redirectTo;
  const popular = next.data?.popularSearchResults.entities ?? [];
  const occasions = next.data?.occasions ?? [];
  return (
    <div className="catalogue-search-next" data-testid="search-next-steps">
      {popular.length > 0 && (
        <section className="catalogue-section" aria-labelledby="catalogue-search-popular-title">
          <h2 id="catalogue-search-popular-title">
            <FormattedMessage id="catalogue.list.searchPopular" defaultMessage="Popular gift cards" />
          </h2>
          <ImpressionList list={NO_RESULTS_LIST}>
            <ProductGrid products={popular} headingLevel={3} />
          </ImpressionList>
        </section>
      )}
      {occasions.length > 0 && (
        <section className="catalogue-section" aria-labelledby="catalogue-search-all-occasions-title">
          <h2 id="catalogue-search-all-occasions-title">
            <FormattedMessage id="catalogue.list.searchAllOccasions" defaultMessage="Gifts for every occasion" />
          </h2>
          <OccasionTiles occasions={occasions} />
        </section>
      )}
      <section className="catalogue-section catalogue-search-help" aria-labelledby="catalogue-search-help-title">
        <h2 id="catalogue-search-help-title">
          <FormattedMessage id="catalogue.list.searchHelpTitle" defaultMessage="Need help finding the right card?" />
        </h2>
        <p>
          <FormattedMessage id="catalogue.list.searchHelpText" defaultMessage="Our customer service is happy to help." />
        </p>
        <p className="catalogue-search-help-links">
          {ownHelpdesk && (
            <ShopLink to="helpdesk" className="shop-button is-secondary">
              <FormattedMessage id="catalogue.list.searchHelpdesk" defaultMessage="Questions and answers" />
            </ShopLink>
          )}
          <ShopLink to="contact" className="shop-button is-secondary">
            <FormattedMessage id="catalogue.list.searchContact" defaultMessage="Contact customer service" />
          </ShopLink>
        </p>
      </section>
    </div>
  );
}
