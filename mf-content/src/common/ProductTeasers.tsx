import { ImpressionList, Link, type TrackedList, toTrackedItem, trackSelectItem, useImpressionRef } from '@shop/shared';
import type { CSSProperties } from 'react';
import type { ContentProductCardFragment } from '../graphql/__generated__/graphql';

/**
 * Gift cards from the catalogue inside editorial pages (article teasers, landing page lists), as a
 * tracked list placement (spec §9: view_item_list when seen, select_item on the click).
 */
export function ProductTeasers({ products: cards, list, label }: { products: readonly ContentProductCardFragment[]; list: TrackedList; label: string }) {
  if (cards.length === 0) return null;
  return (
    <ImpressionList list={list}>
      <ul className="content-teasers" aria-label={label}>
        {cards.map((product, index) => (
          <Teaser key={product.id} product={product} index={index} list={list} />
        ))}
      </ul>
    </ImpressionList>
  );
}

function Teaser({ product, index, list }: { product: ContentProductCardFragment; index: number; list: TrackedList }) {
  const item = toTrackedItem(product, { index });
  const ref = useImpressionRef<HTMLLIElement>(item);
  const style = { '--content-card-color': product.backgroundColor } as CSSProperties;
  return (
    <li className="content-teaser" ref={ref}>
      <Link to={product.path} className="content-teaser-link" onClick={() => trackSelectItem(list, item)}>
        <span className={`content-teaser-art${product.showShadow ? ' has-shadow' : ''}`} style={style}>
          <img src={product.image.url.href} alt="" width={product.image.width} height={product.image.height} loading="lazy" decoding="async" />
        </span>
        <span className="content-teaser-title">{product.title}</span>
      </Link>
    </li>
  );
}
