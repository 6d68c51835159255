import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { ShopLink } from '@shop/shared';
import { RESTAURANT_LOCATIONS_QUERY } from './category-query';

/** The restaurants category term (cb_api_giftcard_categories): its page is the restaurants page type. */
export const RESTAURANTS_TERM = 'restaurants';

/**
 * The restaurants page type (spec §2 page types, §1 "restaurants"): the category page gets its own
 * intro, with the way to the restaurants near you (the cards that have locations).
 */
export function RestaurantsIntro({ term }: { term: string }) {
  const intl = useIntl();
  const [result] = useQuery({ query: RESTAURANT_LOCATIONS_QUERY, variables: { term } });
  const withShops = (result.data?.products.items ?? []).filter((p) => p.hasLocations);
  return (
    <section className="catalogue-intro is-restaurants" aria-labelledby="catalogue-restaurants-intro">
      <h2 id="catalogue-restaurants-intro">
        <FormattedMessage id="catalogue.restaurants.title" defaultMessage="Give a great evening out" />
      </h2>
      <p>
        <FormattedMessage
          id="catalogue.restaurants.text"
          defaultMessage="From sushi to a classic steakhouse: a restaurant gift card is a dinner the receiver picks. Digital by e-mail within the hour, or as a card by post."
        />
      </p>
      {withShops.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="catalogue.restaurants.near" defaultMessage="Find a restaurant near you" />
          </h3>
          <ul className="catalogue-tag-list" aria-label={intl.formatMessage({ id: 'catalogue.restaurants.near', defaultMessage: 'Find a restaurant near you' })}>
            {withShops.map((p) => (
              <li key={p.id}>
                <ShopLink to="locations" params={{ product: p.slug }} className="catalogue-chip">
                  {p.title}
                </ShopLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
