import { toTrackedItem, trackSelectItem, useFormatMoney, useImpressionRef, useTrackedList } from '@shop/shared';
import type { CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiLink } from './api-link';
import { ProductTitle } from './ProductTitle';
import type { ProductCardData } from './types';

export interface ProductCardProps {
  product: ProductCardData;
  /** Position in its list (0-based), for tracking. */
  index: number;
  /** The first cards of a page are the largest paint: load them eagerly. */
  priority?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** A gift card tile (spec §3 Product card): its art on the brand colour, its title and price, linking to it. */
export function ProductCard({ product, index, priority = false, headingLevel = 3 }: ProductCardProps) {
  const list = useTrackedList();
  const item = toTrackedItem(product, { index });
  const ref = useImpressionRef<HTMLLIElement>(item);
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="catalogue-card" ref={ref} data-product-id={product.id}>
      <ApiLink
        link={product.path}
        className="catalogue-card-link"
        onClick={() => {
          if (list) trackSelectItem(list, item);
        }}
      >
        <CardArt product={product} priority={priority} />
        <Heading className="catalogue-card-title">
          <ProductTitle title={product.title} />
        </Heading>
        {product.priceRange && <CardPrice range={product.priceRange} />}
      </ApiLink>
    </li>
  );
}

/**
 * What the card costs, in the storefront's currency: "from 5 €" (its lowest price), or just the price
 * of a card with one fixed price.
 */
function CardPrice({ range }: { range: NonNullable<ProductCardData['priceRange']> }) {
  const formatMoney = useFormatMoney();
  const price = formatMoney(range.min, { whole: true });
  return (
    <p className="catalogue-card-price">
      {range.min.value === range.max.value ? price : <FormattedMessage id="catalogue.card.priceFrom" defaultMessage="from {price}" values={{ price }} />}
    </p>
  );
}

/** The card art: the generated card image on the product's colour, with the optional shadow. */
export function CardArt({
  product,
  priority = false,
  size = 'tile',
}: {
  product: Pick<ProductCardData, 'image' | 'backgroundColor' | 'showShadow' | 'title'>;
  priority?: boolean;
  size?: 'tile' | 'large' | 'thumb';
}) {
  const style = { '--catalogue-card-color': product.backgroundColor } as CSSProperties;
  return (
    <span className={`catalogue-card-art is-${size}${product.showShadow ? ' has-shadow' : ''}`} style={style}>
      <img
        src={product.image.url.href}
        alt={size === 'large' ? product.image.alt || product.title : ''}
        width={product.image.width}
        height={product.image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </span>
  );
}

export function ProductGrid({
  products,
  priorityCount = 0,
  className,
  label,
  headingLevel,
}: {
  products: ProductCardData[];
  priorityCount?: number;
  className?: string;
  label?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <ul className={`catalogue-grid${className ? ` ${className}` : ''}`} aria-label={label}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} index={index} priority={index < priorityCount} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
