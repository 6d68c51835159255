import { FormattedMessage } from 'react-intl';
import { useQuery } from 'urql';
import { ShopLink, useStorefront, type RemotePageProps } from '@shop/shared';
import { CatalogueRoot } from '../../CatalogueRoot';
import { graphql } from '../../graphql/__generated__';
import { productPageMessages } from '../messages';
import { ProductView } from '../ProductView';

export const CHOICE_SCOPE_QUERY = graphql(/* GraphQL */ `
  query CatalogueChoiceScope {
    giftCards: products(filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 1, pageNumber: 1 }) { total }
    categories { id }
  }
`).toString();

/**
 * The All-in-1 choice card (spec §1: redeemed for other gift cards), at its own route: the product
 * page of the storefront's choice card plus how it works and how much it opens up.
 */
export default function AllInOneCardPage(_props: RemotePageProps) {
  const { href } = useStorefront();
  const path = href('allInOneCard') ?? '';
  return (
    <CatalogueRoot messages={productPageMessages}>
      <ProductView path={path} owner="allInOneCard" intro={() => <ChoiceCardIntro />} />
    </CatalogueRoot>
  );
}

function ChoiceCardIntro() {
  const [result] = useQuery({ query: CHOICE_SCOPE_QUERY });
  const cards = result.data?.giftCards.total;
  const categories = result.data?.categories.length;
  return (
    <section className="catalogue-section catalogue-intro is-choice" aria-labelledby="catalogue-choice-intro">
      <h2 id="catalogue-choice-intro">
        <FormattedMessage id="catalogue.choice.title" defaultMessage="One card, the receiver chooses" />
      </h2>
      {cards !== undefined && categories !== undefined && (
        <p className="catalogue-choice-scope">
          <FormattedMessage
            id="catalogue.choice.scope"
            defaultMessage="Exchangeable for {cards, plural, one {# gift card} other {# gift cards}} in {categories, plural, one {# category} other {# categories}}."
            values={{ cards, categories }}
          />
        </p>
      )}
      <ol className="catalogue-steps">
        <li>
          <FormattedMessage id="catalogue.choice.step1" defaultMessage="You choose the amount and send the card, digitally or by post." />
        </li>
        <li>
          <FormattedMessage id="catalogue.choice.step2" defaultMessage="The receiver checks the balance and picks one or more gift cards from our range." />
        </li>
        <li>
          <FormattedMessage id="catalogue.choice.step3" defaultMessage="The chosen gift cards arrive by e-mail, ready to use." />
        </li>
      </ol>
      <p className="catalogue-intro-links">
        <ShopLink to="categoryAll" className="shop-button is-secondary">
          <FormattedMessage id="catalogue.choice.browse" defaultMessage="See what can be chosen" />
        </ShopLink>
        <ShopLink to="balanceCheck" className="catalogue-link">
          <FormattedMessage id="catalogue.choice.redeem" defaultMessage="Already have one? Check the balance and redeem it" />
        </ShopLink>
      </p>
    </section>
  );
}
