import { Link, type RouteKey, useStorefront } from '@shop/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductData } from './product-query';

type Validity = NonNullable<ProductData['validity']>;

/** Today's date in the storefront's time zone (the day the API counts a card bought now from). */
function storefrontToday(timeZone: string): { year: number; month: number; day: number } {
  let text: string;
  try {
    text = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  } catch {
    text = new Date().toISOString().slice(0, 10);
  }
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/**
 * A card's validity as the API issues it and the storefront's terms state it (Product.validity; the
 * rule is the API's, gift-card-validity.ts): END_OF_YEAR to 31 December of the `years`-th year after
 * the year of purchase (a blank card: of activation), FROM_PURCHASE to the same date `years` years on
 * (29 February: 28 February). The example is a card bought (activated) today in the storefront.
 */
function ValidityText({ validity, blank, timeZone }: { validity: Validity; blank: boolean; timeZone: string }) {
  const intl = useIntl();
  const today = storefrontToday(timeZone);
  const years = validity.years;
  if (validity.kind === 'END_OF_YEAR') {
    const values = { years, year: String(today.year), until: String(today.year + years) };
    return blank ? (
      <FormattedMessage
        id="catalogue.terms.validYearEndBlank"
        defaultMessage="Each card {years, plural, one {# year} other {# years}} from the end of the year it is activated in: a card activated in {year} is valid until 31 December {until}."
        values={values}
      />
    ) : (
      <FormattedMessage
        id="catalogue.terms.validYearEnd"
        defaultMessage="{years, plural, one {# year} other {# years}} from the end of the year of purchase: a card bought in {year} is valid until 31 December {until}."
        values={values}
      />
    );
  }
  const lastOfMonth = new Date(Date.UTC(today.year + years, today.month, 0)).getUTCDate();
  const until = intl.formatDate(Date.UTC(today.year + years, today.month - 1, Math.min(today.day, lastOfMonth), 12), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return blank ? (
    <FormattedMessage
      id="catalogue.terms.validFromActivation"
      defaultMessage="Each card {years, plural, one {# year} other {# years}} from the day it is activated: a card activated today is valid until {until} inclusive."
      values={{ years, until }}
    />
  ) : (
    <FormattedMessage
      id="catalogue.terms.validFromPurchase"
      defaultMessage="{years, plural, one {# year} other {# years}} from the date of purchase: a card bought today is valid until {until} inclusive."
      values={{ years, until }}
    />
  );
}

/**
 * "Validity & redemption" on a product page (issue 35): how long the card is valid, where it is
 * redeemed (the choice card on our balance check; a brand's card online in its web shop and in its
 * shops, as far as the API knows them), partial use and no cash payout, as the terms say. A donation
 * is no card: it has none.
 */
export function RedemptionTerms({ product }: { product: ProductData }) {
  const { href, config } = useStorefront();
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
            {product.validity && <ValidityText validity={product.validity} blank={product.productType === 'BLANK_CARD_PACK'} timeZone={config.timeZone} />}{' '}
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
