import { DESKTOP_LARGE_QUERY, ImpressionList, type RemotePageProps, ShopLink, useMediaQuery, useStorefront } from '@shop/shared';
import { SkeletonBlock, SkeletonLines, SkeletonTitle } from '@shop/shared/skeleton';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { CatalogueRoot } from '../CatalogueRoot';
import { ApiLink } from '../common/api-link';
import { CatalogueSkeleton, ProductGridSkeleton } from '../common/CatalogueSkeleton';
import { HydrateWhenSeen } from '../common/HydrateWhenSeen';
import { ProductGrid } from '../common/ProductCard';
import { useCatalogueMeta } from '../common/page-meta';
import { CategoryTile, OccasionTiles, PromotionBlock } from '../common/Tiles';
import type { CategoryData, OccasionCardData } from '../common/types';
import { type BlocksQueueData, HOME_QUERY, type HomeQueryData, type QueueContentBlockData } from './home-query';
import { catalogueClaim, featuredProducts, homeVersion } from './home-rules';
import { homeMessages } from './messages';
import './home.css';

const MOST_CHOSEN_LIST = { id: 'home_most_chosen', name: 'Home most chosen' };

/** Home page (spec §1), in two versions behind the storefront's toggle (see homeVersion). */
export default function HomePage(_props: RemotePageProps) {
  return (
    <CatalogueRoot messages={homeMessages}>
      <Home />
    </CatalogueRoot>
  );
}

function Home() {
  const { config, href } = useStorefront();
  const version = homeVersion(config);
  const [result] = useQuery({ query: HOME_QUERY, variables: { path: href('home') ?? '/', v2: version === 2 } });
  const data = result.data;
  useCatalogueMeta({ metadata: data?.pageMetadata, canonicalPath: href('home') ?? '/' }, 'home');
  return (
    <div className={`catalogue-home catalogue-home-v${version}`} data-home-version={version}>
      {version === 2 ? <HeroV2 data={data} /> : <HeroV1 />}
      {data ? <BelowHero data={data} version={version} /> : <HomeSkeleton version={version} />}
    </div>
  );
}

/**
 * Everything below the hero, each section hydrating when it is seen or touched (HydrateWhenSeen): on a
 * phone the hero fills the first screen, and a visitor who does not scroll never runs these sections'
 * components (about a tenth less script at load, ADR 0067). `memo`: a later render of the page with the
 * same query result must not reach sections that are still the server's HTML.
 */
const BelowHero = memo(function BelowHero({ data, version }: { data: HomeQueryData; version: 1 | 2 }) {
  // Version 1 shows the USPs right below the hero, version 2 at the end.
  const usps = data.usps && (
    <HydrateWhenSeen name="home-usps">
      <Usps queue={data.usps} />
    </HydrateWhenSeen>
  );
  return (
    <>
      {version === 1 && usps}
      {version === 2 && (
        <HydrateWhenSeen name="home-category-strip">
          <CategoryStrip categories={data.categories} />
        </HydrateWhenSeen>
      )}
      <HydrateWhenSeen name="home-most-chosen">
        <MostChosen data={data} />
      </HydrateWhenSeen>
      {version === 2 && data.promotions && (
        <HydrateWhenSeen name="home-promotions">
          <Promotions queue={data.promotions} />
        </HydrateWhenSeen>
      )}
      {version === 1 && (
        <HydrateWhenSeen name="home-category-teasers">
          <CategoryTeasers categories={data.categories} />
        </HydrateWhenSeen>
      )}
      <HydrateWhenSeen name="home-occasions">
        <OccasionTeasers occasions={data.occasions} scroller={version === 2} />
      </HydrateWhenSeen>
      {version === 2 && usps}
    </>
  );
});

/**
 * The home page's data on its way: where the version's USPs (1) or category strip (2) and the most
 * chosen cards will be, in their own layouts (the hero above is already there).
 */
function HomeSkeleton({ version }: { version: 1 | 2 }) {
  const large = useMediaQuery(DESKTOP_LARGE_QUERY);
  return (
    <CatalogueSkeleton testId="home-skeleton">
      {version === 1 ? (
        <div className="catalogue-usps">
          <ul>
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <SkeletonBlock width="28px" height="28px" radius="50%" />
                <SkeletonLines count={2} className="catalogue-skeleton-fill" />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="catalogue-category-strip">
          <ul>
            {[0, 1, 2, 3, 4].map((i) => (
              <li key={i}>
                <SkeletonBlock width="132px" height="44px" radius="999px" />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="catalogue-section catalogue-most-chosen">
        <SkeletonTitle width="40%" />
        <ProductGridSkeleton count={large ? 4 : 2} className="catalogue-grid-featured" />
        <SkeletonBlock className="catalogue-skeleton-action" width="220px" height="44px" radius="999px" />
      </div>
    </CatalogueSkeleton>
  );
}

function HeroTitle() {
  return (
    <>
      <h1 id="catalogue-home-title">
        <FormattedMessage id="catalogue.home.title" defaultMessage="The gift card for every occasion" />
      </h1>
      <p className="catalogue-hero-lead">
        <FormattedMessage
          id="catalogue.home.lead"
          defaultMessage="Order digital gift cards by e-mail within the hour, or physical cards by post in 2–4 working days."
        />
      </p>
    </>
  );
}

function HeroV1() {
  return (
    <section className="catalogue-hero" aria-labelledby="catalogue-home-title">
      <HeroTitle />
      <ShopLink to="productList" className="shop-button is-large">
        <FormattedMessage id="catalogue.home.viewAllShort" defaultMessage="View all gift cards" />
      </ShopLink>
    </section>
  );
}

function HeroV2({ data }: { data: HomeQueryData | undefined }) {
  const featured = data?.storeData?.featuredBlock;
  return (
    <section className="catalogue-hero catalogue-hero-split" aria-labelledby="catalogue-home-title">
      <div className="catalogue-hero-text">
        <HeroTitle />
        <div className="catalogue-hero-actions">
          <ShopLink to="productList" className="shop-button is-large">
            <FormattedMessage id="catalogue.home.viewAllShort" defaultMessage="View all gift cards" />
          </ShopLink>
          <ShopLink to="occasions" className="shop-button is-large is-secondary">
            <FormattedMessage id="catalogue.home.occasionsCta" defaultMessage="Find an occasion" />
          </ShopLink>
        </div>
      </div>
      <div className="catalogue-hero-visual">
        {featured ? (
          <ApiLink link={featured.link} className="catalogue-hero-featured">
            <img
              src={featured.image.url.href}
              alt={featured.image.alt}
              width={featured.image.width}
              height={featured.image.height}
              fetchPriority="high"
            />
          </ApiLink>
        ) : (
          <span className="catalogue-hero-featured is-placeholder" aria-hidden="true" />
        )}
      </div>
    </section>
  );
}

function Usps({ queue }: { queue: BlocksQueueData }) {
  const blocks = queue.items.filter((item): item is QueueContentBlockData => item.__typename === 'ContentBlock');
  if (blocks.length === 0) return null;
  return (
    <section className="catalogue-usps" aria-label={queue.title}>
      <ul>
        {blocks.map((block) => (
          <li key={block.id}>
            <span className="catalogue-usp-check" aria-hidden="true">
              ✓
            </span>
            <span>
              <strong>{block.title}</strong>
              <span className="catalogue-usp-text">{block.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MostChosen({ data }: { data: HomeQueryData }) {
  const large = useMediaQuery(DESKTOP_LARGE_QUERY);
  const queue = data.mostChosen;
  if (!queue) return null;
  const products = featuredProducts(queue.items, large);
  const claim = catalogueClaim(data.catalogueSize.total);
  return (
    <section className="catalogue-section catalogue-most-chosen" aria-labelledby="catalogue-most-chosen-title">
      <div className="catalogue-section-head">
        <h2 id="catalogue-most-chosen-title">{queue.title}</h2>
      </div>
      <ImpressionList list={MOST_CHOSEN_LIST}>
        <ProductGrid products={products} priorityCount={2} className="catalogue-grid-featured" />
      </ImpressionList>
      <p className="catalogue-section-more">
        <ShopLink to="productList" className="shop-button is-secondary">
          {claim === null ? (
            <FormattedMessage id="catalogue.home.viewAllShort" defaultMessage="View all gift cards" />
          ) : (
            <FormattedMessage id="catalogue.home.viewAllClaim" defaultMessage="View all {claim}+ gift cards" values={{ claim }} />
          )}
        </ShopLink>
      </p>
    </section>
  );
}

function CategoryTeasers({ categories }: { categories: CategoryData[] }) {
  if (categories.length === 0) return null;
  return (
    <section className="catalogue-section" aria-labelledby="catalogue-home-categories">
      <div className="catalogue-section-head">
        <h2 id="catalogue-home-categories">
          <FormattedMessage id="catalogue.home.categories" defaultMessage="Shop by category" />
        </h2>
        <ShopLink to="categoryAll" className="catalogue-link">
          <FormattedMessage id="catalogue.home.allCategories" defaultMessage="All categories" />
        </ShopLink>
      </div>
      <ul className="catalogue-category-tiles">
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryTile category={category} />
          </li>
        ))}
      </ul>
    </section>
  );
}


function CategoryStrip({ categories }: { categories: CategoryData[] }) {
  const intl = useIntl();
  if (categories.length === 0) return null;
  return (
    <nav className="catalogue-category-strip" aria-label={intl.formatMessage({ id: 'catalogue.home.categories', defaultMessage: 'Shop by category' })}>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <ShopLink to="category" params={{ url: category.slug }} className="catalogue-category-chip">
              <img src={category.icon.url.href} alt="" width={28} height={28} loading="lazy" />
              {category.title}
            </ShopLink>
          </li>
        ))}
        <li>
          <ShopLink to="categoryAll" className="catalogue-category-chip is-all">
            <FormattedMessage id="catalogue.home.allCategories" defaultMessage="All categories" />
          </ShopLink>
        </li>
      </ul>
    </nav>
  );
}

function Promotions({ queue }: { queue: BlocksQueueData }) {
  const blocks = queue.items.filter((item): item is QueueContentBlockData => item.__typename === 'ContentBlock');
  if (blocks.length === 0) return null;
  return (
    <section className="catalogue-section" aria-labelledby="catalogue-home-promotions">
      <div className="catalogue-section-head">
        <h2 id="catalogue-home-promotions">{queue.title}</h2>
      </div>
      <ul className="catalogue-promotions">
        {blocks.map((block) => (
          <li key={block.id}>
            <PromotionBlock block={block} />
          </li>
        ))}
      </ul>
    </section>
  );
}


function OccasionTeasers({ occasions, scroller }: { occasions: OccasionCardData[]; scroller: boolean }) {
  if (occasions.length === 0) return null;
  return (
    <section className="catalogue-section" aria-labelledby="catalogue-home-occasions">
      <div className="catalogue-section-head">
        <h2 id="catalogue-home-occasions">
          <FormattedMessage id="catalogue.home.occasions" defaultMessage="Gifts for every occasion" />
        </h2>
        <ShopLink to="occasions" className="catalogue-link">
          <FormattedMessage id="catalogue.home.allOccasions" defaultMessage="All occasions" />
        </ShopLink>
      </div>
      <OccasionTiles occasions={occasions} scroller={scroller} />
    </section>
  );
}

