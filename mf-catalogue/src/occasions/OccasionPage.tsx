import { ImpressionList, type RemotePageProps, ShopLink, useLocation, useNavigate, useStorefront } from '@shop/shared';
import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { SkeletonBlock, SkeletonLines, SkeletonTitle } from '@shop/shared/skeleton';
import { CatalogueRoot } from '../CatalogueRoot';
import { CatalogueSkeleton, ProductGridSkeleton } from '../common/CatalogueSkeleton';
import { ProductGrid } from '../common/ProductCard';
import { useCatalogueMeta } from '../common/page-meta';
import { listQuery, readListParams } from '../common/product-list/list-params';
import { SortSelect } from '../common/product-list/SortSelect';
import { occasionMessages } from './messages';
import { OCCASION_QUERY, occasionPageVariables } from './occasion-query';
import './occasions.css';

/** Spec §2 occasion `/anlaesse/{product}/` (a giving-moments page). */
export default function OccasionPage({ params }: RemotePageProps) {
  return (
    <CatalogueRoot messages={occasionMessages}>
      <Occasion slug={params.product ?? ''} />
    </CatalogueRoot>
  );
}

/** The occasion on its way: its banner and text, the cards' heading and toolbar, the cards. */
function OccasionSkeleton() {
  return (
    <CatalogueSkeleton className="catalogue-occasion" testId="occasion-skeleton">
      <div className="catalogue-occasion-hero">
        <SkeletonBlock aspectRatio="12 / 5" radius="0" />
        <div className="catalogue-occasion-hero-text">
          <SkeletonBlock width="30%" height="16px" />
          <SkeletonTitle />
          <SkeletonLines count={2} />
        </div>
      </div>
      <div className="catalogue-section">
        <SkeletonTitle width="45%" />
        <div className="catalogue-list-toolbar" />
        <ProductGridSkeleton count={8} />
      </div>
    </CatalogueSkeleton>
  );
}

function Occasion({ slug }: { slug: string }) {
  const intl = useIntl();
  const { href } = useStorefront();
  const navigate = useNavigate();
  // The order is the URL's (`?sort=price-asc`): a reload or a shared link shows the same list.
  const sort = readListParams(undefined, useLocation().search).sort;
  const [result] = useQuery({ query: OCCASION_QUERY, variables: occasionPageVariables(slug, sort) });
  const occasion = result.data?.occasion ?? null;
  useCatalogueMeta(
    occasion
      ? {
          metadata: occasion.metadata,
          title: occasion.metadata ? undefined : occasion.title,
          description: occasion.metadata?.description || occasion.description,
          canonicalPath: href('occasion', { product: occasion.slug }) ?? undefined,
        }
      : result.data
        ? { title: intl.formatMessage({ id: 'catalogue.occasion.notFound', defaultMessage: 'This occasion does not exist' }), noindex: true }
        : {},
    'occasion',
  );
  if (result.fetching && !result.data) return <OccasionSkeleton />;
  if (!occasion) {
    return (
      <div className="catalogue-empty">
        <h1>
          <FormattedMessage id="catalogue.occasion.notFound" defaultMessage="This occasion does not exist" />
        </h1>
        <ShopLink to="occasions" className="shop-button">
          <FormattedMessage id="catalogue.occasions.title" defaultMessage="Gifts for every occasion" />
        </ShopLink>
      </div>
    );
  }
  const others = result.data?.occasions.filter((o) => o.id !== occasion.id) ?? [];
  return (
    <div className="catalogue-occasion">
      <header className="catalogue-occasion-hero" style={{ '--catalogue-tile-color': occasion.backgroundColor } as CSSProperties}>
        <img src={occasion.image.url.href} alt="" width={occasion.image.width} height={occasion.image.height} fetchPriority="high" />
        <div className="catalogue-occasion-hero-text">
          <p className="catalogue-eyebrow">{occasion.title}</p>
          <h1>{occasion.heroTitle}</h1>
          <p>{occasion.description}</p>
        </div>
      </header>
      <section className="catalogue-section" aria-labelledby="catalogue-occasion-cards">
        <h2 id="catalogue-occasion-cards">
          <FormattedMessage
            id="catalogue.occasion.cards"
            defaultMessage="{count, plural, one {# gift card} other {# gift cards}} for {occasion}"
            values={{ count: occasion.products.length, occasion: occasion.title }}
          />
        </h2>
        <div className="catalogue-list-toolbar">
          <SortSelect
            value={sort}
            onChange={(order) => {
              const query = listQuery({ sort: order });
              const path = href('occasion', { product: occasion.slug }) ?? '';
              navigate(query ? `${path}?${query}` : path);
            }}
          />
        </div>
        <ImpressionList list={{ id: `occasion_${occasion.slug}`, name: `Occasion: ${occasion.title}` }}>
          <ProductGrid products={occasion.products} priorityCount={4} />
        </ImpressionList>
      </section>
      {others.length > 0 && (
        <nav className="catalogue-section" aria-label={intl.formatMessage({ id: 'catalogue.occasion.others', defaultMessage: 'More occasions' })}>
          <h2>
            <FormattedMessage id="catalogue.occasion.others" defaultMessage="More occasions" />
          </h2>
          <ul className="catalogue-tag-list">
            {others.map((o) => (
              <li key={o.id}>
                <ShopLink to="occasion" params={{ product: o.slug }} className="catalogue-chip">
                  {o.title}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
