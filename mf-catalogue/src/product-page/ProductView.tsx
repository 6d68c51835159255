import { ImpressionList, ShopLink, useStorefront } from '@shop/shared';
import { SkeletonBlock, SkeletonLines, SkeletonTitle } from '@shop/shared/skeleton';
import { type ReactNode, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { useApiLinkResolver } from '../common/api-link';
import { CatalogueSkeleton } from '../common/CatalogueSkeleton';
import { CardArt, ProductGrid } from '../common/ProductCard';
import { useCatalogueMeta } from '../common/page-meta';
import { pushEvent } from '../common/tracking/data-layer';
import { BlankCardsIntro } from './BlankCardsIntro';
import { PurchaseForm } from './PurchaseForm';
import { productJsonLd } from './product-jsonld';
import { RedemptionTerms } from './RedemptionTerms';
import { PRODUCT_QUERY, type ProductData, productPageVariables } from './product-query';
import './product-page.css';

const RELATED_LIST = { id: 'related_cards', name: 'Related cards' };

/**
 * The product on its way, in the page's layout: breadcrumbs, the card art beside the purchase form
 * (the title, the delivery choice, the amounts, a field and the button), the text below.
 */
function ProductSkeleton() {
  return (
    <CatalogueSkeleton className="catalogue-product" testId="product-skeleton">
      <SkeletonBlock className="catalogue-product-skeleton-crumbs" width="45%" height="16px" />
      <div className="catalogue-product-main">
        <div className="catalogue-product-art">
          <SkeletonBlock aspectRatio="16 / 10" radius="16px" />
        </div>
        <div className="catalogue-skeleton-stack">
          <SkeletonTitle width="80%" />
          <div className="catalogue-segmented">
            <SkeletonBlock height="64px" radius="12px" />
            <SkeletonBlock height="64px" radius="12px" />
          </div>
          <div className="catalogue-pills">
            {[0, 1, 2, 3].map((i) => (
              <SkeletonBlock key={i} width="72px" height="44px" radius="999px" />
            ))}
          </div>
          <SkeletonBlock height="44px" radius="var(--catalogue-radius)" />
          <SkeletonBlock height="52px" radius="999px" />
        </div>
      </div>
      <div className="catalogue-section">
        <SkeletonTitle width="40%" />
        <SkeletonLines count={3} />
      </div>
    </CatalogueSkeleton>
  );
}

/** A product page by the product's path (product detail, All-in-1 card). */
export function ProductView({ path, intro, owner }: { path: string; intro?: (product: ProductData) => ReactNode; owner: string }) {
  const [result] = useQuery({ query: PRODUCT_QUERY, variables: productPageVariables(path) });
  const product = result.data?.product ?? null;
  const resolve = useApiLinkResolver();
  const intl = useIntl();
  const { origin } = useStorefront();
  // The product's own path in this language (a product opened by another language's slug points there).
  const canonical = product ? (resolve(product.path)?.href ?? product.path) : undefined;

  useCatalogueMeta(
    product
      ? {
          metadata: product.metadata,
          title: product.metadata ? undefined : product.title,
          description: product.metadata?.description || product.heroTitle,
          canonicalPath: canonical,
        }
      : result.data
        ? { title: intl.formatMessage({ id: 'catalogue.product.notFound', defaultMessage: 'This gift card does not exist' }), noindex: true }
        : {},
    owner,
  );

  // One view_item per product shown (not on every re-render of the same product).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the product id on purpose
  useEffect(() => {
    if (!product) return;
    const variation = product.variations.find((v) => v.inStock) ?? product.variations[0];
    pushEvent({
      event: 'view_item',
      ecommerce: {
        currency: variation?.price.currency ?? 'EUR',
        value: variation?.price.value ?? 0,
        items: [{ item_id: product.id, item_name: product.title, item_brand: product.brand?.name, item_category: product.categories[0]?.title, price: variation?.price.value }],
      },
    });
  }, [product?.id]);

  if (result.fetching && !result.data) return <ProductSkeleton />;
  if (!product) {
    return (
      <div className="catalogue-empty">
        <h1>
          <FormattedMessage id="catalogue.product.notFound" defaultMessage="This gift card does not exist" />
        </h1>
        <ShopLink to="productList" className="shop-button">
          <FormattedMessage id="catalogue.home.viewAllShort" defaultMessage="View all gift cards" />
        </ShopLink>
      </div>
    );
  }

  const category = product.categories[0];
  const related = (category?.topList ?? []).filter((p) => p.id !== product.id).slice(0, 4);
  return (
    <article className="catalogue-product" data-product-id={product.id}>
      {/* The Product's structured data is part of the page's own HTML (server-rendered), not the head:
          search engines read JSON-LD anywhere in the document. */}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from API data, `<` escaped
        dangerouslySetInnerHTML={{ __html: productJsonLd(product, origin).replace(/</g, '\\u003c') }}
      />
      <nav className="catalogue-breadcrumbs" aria-label={intl.formatMessage({ id: 'catalogue.breadcrumbs', defaultMessage: 'Breadcrumbs' })}>
        <ol>
          <li>
            <ShopLink to="home">
              <FormattedMessage id="catalogue.breadcrumbs.home" defaultMessage="Home" />
            </ShopLink>
          </li>
          <li>
            <ShopLink to="productList">
              <FormattedMessage id="catalogue.list.title" defaultMessage="All gift cards" />
            </ShopLink>
          </li>
          {category && (
            <li>
              <ShopLink to="category" params={{ url: category.slug }}>
                {category.title}
              </ShopLink>
            </li>
          )}
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <div className="catalogue-product-main">
        <div className="catalogue-product-art">
          <CardArt product={product} priority size="large" />
          {product.showHand && (
            <svg className="catalogue-product-hand" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false">
              <path
                d="M6 62c-2-13 2-24 11-29l15-9c4-2 7 1 5 5l-6 7 18-7c4-1 6 3 3 6l-9 6c2 2 1 5-2 6 1 3-1 5-4 5l-15 8z"
                fill="#f1c27d"
                stroke="#b9773f"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
          )}
        </div>
        <div className="catalogue-product-buy">
          <h1 className="catalogue-product-title">{product.title}</h1>
          {product.heroTitle !== product.title && <p className="catalogue-product-hero">{product.heroTitle}</p>}
          <PurchaseForm key={product.id} product={product} optionPrices={result.data?.cartPrices ?? null} />
        </div>
      </div>
      {intro?.(product)}
      {product.productType === 'BLANK_CARD_PACK' && <BlankCardsIntro product={product} />}
      <section className="catalogue-section catalogue-product-about" aria-labelledby="catalogue-product-about">
        <h2 id="catalogue-product-about">
          <FormattedMessage id="catalogue.product.about" defaultMessage="About this gift card" />
        </h2>
        <p>{product.description}</p>
        {product.categories.length > 0 && (
          <ul className="catalogue-tag-list" aria-label={intl.formatMessage({ id: 'catalogue.product.categories', defaultMessage: 'Categories' })}>
            {product.categories.map((c) => (
              <li key={c.id}>
                <ShopLink to="category" params={{ url: c.slug }} className="catalogue-chip">
                  {c.title}
                </ShopLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* Where the card is used (its shops, formerly a link here) is part of its terms. */}
      <RedemptionTerms product={product} />
      {related.length > 0 && category && (
        <section className="catalogue-section" aria-labelledby="catalogue-related">
          <div className="catalogue-section-head">
            <h2 id="catalogue-related">
              <FormattedMessage id="catalogue.product.related" defaultMessage="More in {category}" values={{ category: category.title }} />
            </h2>
          </div>
          <ImpressionList list={RELATED_LIST}>
            <ProductGrid products={related} />
          </ImpressionList>
        </section>
      )}
    </article>
  );
}
