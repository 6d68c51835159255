import { FormattedMessage } from 'react-intl';
import { useQuery } from 'urql';
import { ShopLink } from '@shop/shared';
import { graphql } from '../graphql/__generated__';
import { ProductGrid } from '../common/ProductCard';
import type { ProductData } from './product-query';

const BLANK_PACKS_QUERY = graphql(/* GraphQL */ `
  query CatalogueBlankPacks {
    products(filters: { filterByProductType: [BLANK_CARD_PACK] }, paging: { itemsPerPage: 12, pageNumber: 1 }) {
      items { ...CatalogueProductCard }
    }
  }
`).toString();

/**
 * The blank-cards page type (spec §2 page types): a card pack's page explains how blank cards work
 * (bought empty, activated with an amount within 24 hours) and offers the other pack sizes.
 */
export function BlankCardsIntro({ product }: { product: ProductData }) {
  const [result] = useQuery({ query: BLANK_PACKS_QUERY });
  const others = (result.data?.products.items ?? []).filter((p) => p.id !== product.id);
  return (
    <section className="catalogue-section catalogue-intro is-blank-cards" aria-labelledby="catalogue-blank-intro">
      <h2 id="catalogue-blank-intro">
        <FormattedMessage id="catalogue.blank.title" defaultMessage="How blank gift cards work" />
      </h2>
      <ol className="catalogue-steps">
        <li>
          <FormattedMessage id="catalogue.blank.step1" defaultMessage="Order a pack of blank cards: they arrive by post without a balance." />
        </li>
        <li>
          <FormattedMessage id="catalogue.blank.step2" defaultMessage="Activate each card with the amount you want on our activation page." />
        </li>
        <li>
          <FormattedMessage id="catalogue.blank.step3" defaultMessage="The activation is complete within 24 hours; then the card can be given and used." />
        </li>
      </ol>
      <p>
        <ShopLink to="activation" className="shop-button is-secondary">
          <FormattedMessage id="catalogue.blank.activate" defaultMessage="Activate blank cards" />
        </ShopLink>
      </p>
      {others.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="catalogue.blank.otherPacks" defaultMessage="Other pack sizes" />
          </h3>
          <ProductGrid products={others} headingLevel={4} />
        </>
      )}
    </section>
  );
}
