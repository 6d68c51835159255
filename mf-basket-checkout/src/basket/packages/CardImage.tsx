import type { CSSProperties } from 'react';
import type { CardPreview, CartPackage } from '../../common/cart-query';

/** The card art on its background colour (packagesGroups.cardsPreviews, else the product's own). */
export function CardImage({ pkg, preview, size = 'thumb' }: { pkg: CartPackage; preview: CardPreview | undefined; size?: 'thumb' | 'large' }) {
  const color = preview?.color.color ?? pkg.product.backgroundColor;
  const style = { '--checkout-card-color': color, '--checkout-card-opacity': preview?.color.opacity ?? 1 } as CSSProperties;
  return (
    <span className={`checkout-card-art is-${size}`} style={style}>
      <img src={preview?.image.url.href ?? pkg.product.image.url.href} alt={size === 'large' ? (preview?.image.alt ?? pkg.product.image.alt) : ''} loading="lazy" decoding="async" />
    </span>
  );
}
