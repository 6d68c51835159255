import { FormattedMessage } from 'react-intl';
import { ShopLink, useStorefront, type RemotePageProps } from '@shop/shared';
import { CatalogueRoot } from '../CatalogueRoot';

/** Home page (spec §1): hero and the promises of the shop; the catalogue issue adds the product blocks. */
export default function HomePage(_props: RemotePageProps) {
  const { config } = useStorefront();
  return (
    <CatalogueRoot>
      <section className="catalogue-hero" aria-labelledby="catalogue-home-title">
        <h1 id="catalogue-home-title">
          <FormattedMessage id="catalogue.home.title" defaultMessage="The gift card for every occasion" />
        </h1>
        <p>
          <FormattedMessage
            id="catalogue.home.lead"
            defaultMessage="Order digital gift cards by e-mail within the hour, or physical cards by post in 2–4 working days."
          />
        </p>
        <ShopLink to="productList" className="catalogue-cta">
          <FormattedMessage id="catalogue.home.viewAll" defaultMessage="View all gift cards" />
        </ShopLink>
      </section>
      <ul className="catalogue-usps" aria-label={config.name}>
        <li>
          <FormattedMessage id="catalogue.usp.tomorrow" defaultMessage="Ordered before 17:00, delivered tomorrow" />
        </li>
        <li>
          <FormattedMessage id="catalogue.usp.business" defaultMessage="Always a suitable business gift" />
        </li>
        <li>
          <FormattedMessage id="catalogue.usp.personalize" defaultMessage="Personalize with packaging" />
        </li>
      </ul>
    </CatalogueRoot>
  );
}
