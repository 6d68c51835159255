import type { CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { ShopLink } from '@shop/shared';
import { ApiLink } from './api-link';
import type { CategoryData, ContentBlockData, OccasionCardData } from './types';

/** A category teaser: icon, title and its plural-aware card count. */
export function CategoryTile({ category }: { category: CategoryData }) {
  return (
    <ShopLink to="category" params={{ url: category.slug }} className="catalogue-category-tile" style={{ '--catalogue-tile-color': category.backgroundColor } as CSSProperties}>
      <img src={category.icon.url.href} alt="" width={40} height={40} loading="lazy" />
      <span className="catalogue-category-tile-title">{category.title}</span>
      <span className="catalogue-category-tile-count">
        <FormattedMessage
          id="catalogue.category.count"
          defaultMessage="{count, plural, one {# gift card} other {# gift cards}}"
          values={{ count: category.productCount }}
        />
      </span>
    </ShopLink>
  );
}

/** A content block (promotion, product reference): colour or background image, optional card art. */
export function PromotionBlock({ block }: { block: ContentBlockData }) {
  const style = {
    '--catalogue-block-color': block.blockColor ?? 'var(--shop-color-brand, #0b3d2e)',
    backgroundImage: block.backgroundImage ? `url("${block.backgroundImage.url.href}")` : undefined,
  } as CSSProperties;
  const body = (
    <>
      <span className="catalogue-promo-text">
        <strong className="catalogue-promo-title">{block.title}</strong>
        <span>{block.description}</span>
      </span>
      {block.cardImage && (
        <img src={block.cardImage.url.href} alt="" width={block.cardImage.width} height={block.cardImage.height} loading="lazy" className="catalogue-promo-card" />
      )}
    </>
  );
  const target = block.link ?? block.referencedPath;
  return target ? (
    <ApiLink link={target} className="catalogue-promo" style={style} fallback={<div className="catalogue-promo" style={style}>{body}</div>}>
      {body}
    </ApiLink>
  ) : (
    <div className="catalogue-promo" style={style}>
      {body}
    </div>
  );
}

/** An occasion (giving moment) teaser: its banner and title. */
export function OccasionTile({ occasion }: { occasion: OccasionCardData }) {
  return (
    <ShopLink to="occasion" params={{ product: occasion.slug }} className="catalogue-occasion-tile" style={{ '--catalogue-tile-color': occasion.backgroundColor } as CSSProperties}>
      <img src={occasion.image.url.href} alt="" width={occasion.image.width} height={occasion.image.height} loading="lazy" />
      <span className="catalogue-occasion-tile-title">{occasion.title}</span>
    </ShopLink>
  );
}

/** A row of occasion teasers (the home page, the search's matched occasions and its next steps). */
export function OccasionTiles({ occasions, scroller = false }: { occasions: readonly OccasionCardData[]; scroller?: boolean }) {
  return (
    <ul className={`catalogue-occasion-tiles${scroller ? ' is-scroller' : ''}`}>
      {occasions.map((occasion) => (
        <li key={occasion.id}>
          <OccasionTile occasion={occasion} />
        </li>
      ))}
    </ul>
  );
}
