import { Link, type RouteKey, useStorefront } from '@shop/shared';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ProductData } from './product-query';

/**
 * How long a card is valid: three years from the end of the year it is bought in (a blank card: the
 * year it is activated in), as the API issues it (giftCardExpiry in api/src/domains/orders/gift-card-codes.ts).
 */
const VALID_YEARS = 3;

/**
 * "Validity & redemption" on a product page (issue 35): how long the card is valid, where it is
 * redeemed (the choice card on our balance check; a brand's card online in its web shop and in its
 * shops, as far as the API knows them), partial use and no cash payout, as the terms say. A donation
 * is no card: it has none.
 */
export function RedemptionTerms({ product }: { product: ProductData }) {
  const { href } = useStorefront();
  if (product.productType === 'DONATION') return null;
  // A route another remote serves may be switched off in this storefront: then the words without the link.
  const linkTo = (key: RouteKey, params?: Record<string, string>) => (chunks: ReactNode) => {
    const path = href(key, params);
    return path ? (
      <Link to={path} className="catalogue-link">
        {chunks}
      </Link>
    ) : (
      chunks
    );
  };
  const year = new Date().getUTCFullYear();
  const brand = product.brand;
  const webShop = brand?.webShop;
  return (
    <section className="catalogue-section catalogue-product-terms" aria-labelledby="catalogue-product-terms">
      <h2 id="catalogue-product-terms">
        <FormattedMessage id="catalogue.terms.title" defaultMessage="Validity & redemption" />
      </h2>
      <dl className="catalogue-terms">
        <div>
          <dt>
            <FormattedMessage id="catalogue.terms.validity" defaultMessage="Validity" />
          </dt>
          <dd>
            {product.productType === 'BLANK_CARD_PACK' ? (
              <FormattedMessage
                id="catalogue.terms.validBlank"
                defaultMessage="Each card three years from its activation: until 31 December of the third year after the year it is activated in."
              />
            ) : (
              <FormattedMessage
                id="catalogue.terms.validCard"
                defaultMessage="Three years: until 31 December of the third year after the year of purchase. A card bought in {year} is valid until 31 December {until}."
                values={{ year: String(year), until: String(year + VALID_YEARS) }}
              />
            )}{' '}
            <FormattedMessage
              id="catalogue.terms.validCheck"
              defaultMessage="The <link>balance check</link> shows a card’s balance and validity at any time."
              values={{ link: linkTo('balanceCheck') }}
            />
          </dd>
        </div>
        {(product.isChoiceCard || brand) && (
          <div>
            <dt>
              <FormattedMessage id="catalogue.terms.where" defaultMessage="Where to redeem" />
            </dt>
            {product.isChoiceCard && (
              <dd>
                <FormattedMessage
                  id="catalogue.terms.whereChoice"
                  defaultMessage="On our <link>balance check</link> page: there the balance is exchanged for gift cards from our range."
                  values={{ link: linkTo('balanceCheck') }}
                />
              </dd>
            )}
            {!product.isChoiceCard && brand && webShop && (
              <dd>
                <FormattedMessage
                  id="catalogue.terms.whereOnline"
                  defaultMessage="Online in the web shop of {brand}: <link>{shop}</link>"
                  values={{
                    brand: brand.name,
                    shop: webShop.title,
                    link: (chunks: ReactNode) => (
                      <a href={webShop.url} className="catalogue-link" rel="noopener noreferrer">
                        {chunks}
                      </a>
                    ),
                  }}
                />
              </dd>
            )}
            {!product.isChoiceCard && brand && product.hasLocations && (
              <dd>
                <FormattedMessage
                  id="catalogue.terms.whereShops"
                  defaultMessage="In the shops of {brand}: <link>find one near you</link>"
                  values={{ brand: brand.name, link: linkTo('locations', { product: product.slug }) }}
                />
              </dd>
            )}
            {!product.isChoiceCard && brand && !webShop && !product.hasLocations && (
              <dd>
                <FormattedMessage id="catalogue.terms.whereBrand" defaultMessage="At {brand}, under its redemption terms." values={{ brand: brand.name }} />
              </dd>
            )}
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="catalogue.terms.partial" defaultMessage="Partial use" />
          </dt>
          <dd>
            <FormattedMessage
              id="catalogue.terms.partialText"
              defaultMessage="The balance can be spent in several goes; what is left stays on the card until it expires."
            />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="catalogue.terms.cash" defaultMessage="No cash payout" />
          </dt>
          <dd>
            <FormattedMessage
              id="catalogue.terms.cashText"
              defaultMessage="The balance is not paid out in cash or transferred to a bank account. Statutory rights, such as after a withdrawal, remain."
            />
          </dd>
        </div>
      </dl>
      <p className="catalogue-terms-more">
        <FormattedMessage
          id="catalogue.terms.more"
          defaultMessage="All conditions are in our <link>terms and conditions</link>."
          values={{ link: linkTo('terms') }}
        />
      </p>
    </section>
  );
}
