import { DESKTOP_LARGE_QUERY, ImpressionList, type RemotePageProps, ShopLink, useLocation, useMediaQuery, useNavigate, useStorefront } from '@shop/shared';
import { type CSSProperties, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { SkeletonBlock, SkeletonLines, SkeletonTitle } from '@shop/shared/skeleton';
import { CatalogueRoot } from '../CatalogueRoot';
import { CatalogueSkeleton, ProductGridSkeleton } from '../common/CatalogueSkeleton';
import { ProductGrid } from '../common/ProductCard';
import { useCatalogueMeta } from '../common/page-meta';
import { type ListSort, listHref, readListParams } from '../common/product-list/list-params';
import { ProductListView } from '../common/product-list/ProductListView';
import { TOP_PRODUCTS_DESKTOP_LARGE, useProductsPerPage } from '../common/product-list/page-size';
import { CATEGORY_PRODUCTS_QUERY, CATEGORY_QUERY, categoryPageVariables, categoryProductsVariables } from './category-query';
import { categoryMessages } from './messages';
import { RESTAURANTS_TERM, RestaurantsIntro } from './RestaurantsIntro';
import './categories.css';

/** Spec §9: top products 4 on a large desktop, 2 elsewhere. */
const TOP_PRODUCTS_OTHER = 2;

/** Spec §2 category `/kategorie/{url}/` with the optional page number. */
export default function CategoryPage({ params }: RemotePageProps) {
  return (
    <CatalogueRoot messages={categoryMessages}>
      <Category url={params.url ?? ''} routePage={params.page} />
    </CatalogueRoot>
  );
}

/** The category on its way: its hero, the list's heading and toolbar, a page of cards. */
function CategorySkeleton({ perPage }: { perPage: number }) {
  return (
    <CatalogueSkeleton className="catalogue-category" testId="category-skeleton">
      <div className="catalogue-category-hero" style={{ '--catalogue-tile-color': 'var(--catalogue-border)' } as CSSProperties}>
        <SkeletonBlock width="56px" height="56px" radius="12px" />
        <div className="catalogue-skeleton-fill">
          <SkeletonTitle />
          <SkeletonLines count={2} />
        </div>
      </div>
      <div className="catalogue-section">
        <SkeletonTitle width="45%" />
        <div className="catalogue-list-toolbar" />
        <ProductGridSkeleton count={perPage} />
      </div>
    </CatalogueSkeleton>
  );
}

function Category({ url, routePage }: { url: string; routePage: string | undefined }) {
  const intl = useIntl();
  const { href } = useStorefront();
  const perPage = useProductsPerPage();
  const large = useMediaQuery(DESKTOP_LARGE_QUERY);
  // The page from the path (`/kategorie/wein/2/`) or the query (`?page=2`); the order is the URL's
  // (`?sort=price-asc`): a reload or a shared link shows the same list.
  const { page, sort } = readListParams(routePage, useLocation().search);
  const navigate = useNavigate();
  const [result] = useQuery({ query: CATEGORY_QUERY, variables: categoryPageVariables(url) });
  const category = result.data?.category ?? null;
  const productVariables = useMemo(() => categoryProductsVariables(category?.id ?? '', page, perPage, sort), [category?.id, perPage, page, sort]);
  const [products] = useQuery({ query: CATEGORY_PRODUCTS_QUERY, variables: productVariables, pause: !category });
  const hrefFor = (p: number, order: ListSort = sort) => listHref(href, 'category', { url }, { page: p, sort: order }) ?? '';
  const list = products.data?.products;
  const pageSuffix = page > 1 ? intl.formatMessage({ id: 'catalogue.list.pageSuffix', defaultMessage: ' – page {page}' }, { page }) : '';

  useCatalogueMeta(
    category
      ? {
          metadata: category.metadata,
          title: category.metadata ? undefined : category.title,
          titleSuffix: pageSuffix,
          description: category.metadata?.description || category.description,
          canonicalPath: hrefFor(page, 'relevance'),
        }
      : result.data
        ? { title: intl.formatMessage({ id: 'catalogue.category.notFound', defaultMessage: 'This category does not exist' }), noindex: true }
        : {},
    'category',
  );

  if (result.fetching && !result.data) return <CategorySkeleton perPage={perPage} />;
  if (!category) {
    return (
      <div className="catalogue-empty">
        <h1>
          <FormattedMessage id="catalogue.category.notFound" defaultMessage="This category does not exist" />
        </h1>
        <ShopLink to="categoryAll" className="shop-button">
          <FormattedMessage id="catalogue.categories.all" defaultMessage="All categories" />
        </ShopLink>
      </div>
    );
  }

  const top = category.topList.slice(0, large ? TOP_PRODUCTS_DESKTOP_LARGE : TOP_PRODUCTS_OTHER);
  return (
    <div className="catalogue-category">
      <header className="catalogue-category-hero" style={{ '--catalogue-tile-color': category.backgroundColor } as CSSProperties}>
        <img src={category.icon.url.href} alt="" width={56} height={56} />
        <div>
          <h1>
            {category.title}
            {pageSuffix}
          </h1>
          <p>{category.description}</p>
        </div>
      </header>
      {/* The most chosen cards are a shortcut into a long list; a list that fits one page shows them
          anyway, so a short list would show its cards twice (issue 35). */}
      {page === 1 && top.length > 0 && (list?.pageCount ?? 1) > 1 && (
        <section className="catalogue-section" aria-labelledby="catalogue-category-top">
          <h2 id="catalogue-category-top">
            <FormattedMessage id="catalogue.category.top" defaultMessage="Most chosen in {category}" values={{ category: category.title }} />
          </h2>
          <ImpressionList list={{ id: `category_top_${category.slug}`, name: `Category top: ${category.title}` }}>
            <ProductGrid products={top} priorityCount={2} className="catalogue-grid-featured" />
          </ImpressionList>
        </section>
      )}
      <section className="catalogue-section" aria-labelledby="catalogue-category-all">
        <h2 id="catalogue-category-all">
          <FormattedMessage id="catalogue.category.all" defaultMessage="All {category} gift cards" values={{ category: category.title }} />
        </h2>
        <ImpressionList list={{ id: `category_${category.slug}`, name: `Category: ${category.title}` }}>
          <ProductListView
            products={list?.items ?? null}
            total={list?.total ?? null}
            page={page}
            pageCount={list?.pageCount ?? 1}
            fetching={products.fetching}
            hrefFor={hrefFor}
            sort={{ value: sort, onChange: (order) => navigate(hrefFor(1, order)) }}
          />
        </ImpressionList>
      </section>
      {/* The restaurants' editorial text and its 20-odd links come after the cards, not before them:
          on a phone the first card was 1,200–2,000 px down (issue 35). */}
      {category.term === RESTAURANTS_TERM && <RestaurantsIntro term={category.term} />}
      {result.data && result.data.categories.length > 1 && (
        <nav className="catalogue-section" aria-label={intl.formatMessage({ id: 'catalogue.categories.other', defaultMessage: 'Other categories' })}>
          <h2>
            <FormattedMessage id="catalogue.categories.other" defaultMessage="Other categories" />
          </h2>
          <ul className="catalogue-tag-list">
            {result.data.categories
              .filter((c) => c.id !== category.id)
              .map((c) => (
                <li key={c.id}>
                  <ShopLink to="category" params={{ url: c.slug }} className="catalogue-chip">
                    {c.title}
                  </ShopLink>
                </li>
              ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
