import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { ShopLink, useStorefront, type RemotePageProps } from '@shop/shared';
import { SkeletonBlock, SkeletonLines } from '@shop/shared/skeleton';
import { CatalogueRoot } from '../CatalogueRoot';
import { ApiLink } from '../common/api-link';
import { useCatalogueMeta } from '../common/page-meta';
import { CatalogueSkeleton } from '../common/CatalogueSkeleton';
import { CategoryTile } from '../common/Tiles';
import { ALL_CATEGORIES_QUERY } from './category-query';
import { categoryMessages } from './messages';
import './categories.css';

/** Spec §2 all categories `/kategorie/geschenkkarten/` (NL `/categorie/alle-cadeaubonnen/`). */
export default function CategoriesPage(_props: RemotePageProps) {
  return (
    <CatalogueRoot messages={categoryMessages}>
      <Categories />
    </CatalogueRoot>
  );
}

function Categories() {
  const intl = useIntl();
  const { href } = useStorefront();
  const path = href('categoryAll') ?? '';
  const [result] = useQuery({ query: ALL_CATEGORIES_QUERY, variables: { path } });
  const title = intl.formatMessage({ id: 'catalogue.categories.all', defaultMessage: 'All categories' });
  useCatalogueMeta({ metadata: result.data?.pageMetadata, title: result.data?.pageMetadata ? undefined : title, canonicalPath: path }, 'categoryAll');
  return (
    <div className="catalogue-categories">
      <header className="catalogue-page-header">
        <h1>{title}</h1>
        {result.data?.pageMetadata?.description && <p>{result.data.pageMetadata.description}</p>}
      </header>
      {!result.data ? (
        // The category cards to come: a tile and its popular cards' links each.
        <CatalogueSkeleton className="catalogue-category-cards">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div key={i} className="catalogue-category-card">
              <SkeletonBlock height="64px" radius="var(--catalogue-radius)" />
              <SkeletonLines count={3} />
            </div>
          ))}
        </CatalogueSkeleton>
      ) : (
        <ul className="catalogue-category-cards">
          {result.data.categories.map((category) => (
            <li key={category.id} className="catalogue-category-card">
              <CategoryTile category={category} />
              {category.topList.length > 0 && (
                <ul className="catalogue-category-toplist" aria-label={intl.formatMessage({ id: 'catalogue.categories.topOf', defaultMessage: 'Popular in {category}' }, { category: category.title })}>
                  {category.topList.map((product) => (
                    <li key={product.id}>
                      <ApiLink link={product.path}>{product.title}</ApiLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="catalogue-section-more">
        <ShopLink to="productList" className="shop-button is-secondary">
          <FormattedMessage id="catalogue.home.viewAllShort" defaultMessage="View all gift cards" />
        </ShopLink>
      </p>
    </div>
  );
}
