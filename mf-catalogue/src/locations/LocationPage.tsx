import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { ShopLink, useStorefront, type RemotePageProps } from '@shop/shared';
import { SkeletonBlock, SkeletonLines, SkeletonTitle } from '@shop/shared/skeleton';
import { CatalogueRoot } from '../CatalogueRoot';
import { CatalogueSkeleton } from '../common/CatalogueSkeleton';
import { useCatalogueMeta } from '../common/page-meta';
import { CardArt } from '../common/ProductCard';
import { LocationMap } from './LocationMap';
import { boundsAround } from './map-bounds';
import { LOCATION_QUERY, locationPageVariables, NEARBY_QUERY } from './locations-query';
import { locationMessages } from './messages';
import './locations.css';

/** Spec §2 one location `/geschenkkarten/{product}/standorte/{location}/`. */
export default function LocationPage({ params }: RemotePageProps) {
  return (
    <CatalogueRoot messages={locationMessages}>
      <LocationDetail product={params.product ?? ''} slug={params.location ?? ''} />
    </CatalogueRoot>
  );
}

/** The location on its way: breadcrumbs, its card (name, address, the card to order) beside the map. */
function LocationSkeleton() {
  return (
    <CatalogueSkeleton className="catalogue-location" testId="location-skeleton">
      <SkeletonBlock className="catalogue-location-skeleton-crumbs" width="50%" height="16px" />
      <div className="catalogue-location-main">
        <div className="catalogue-location-card">
          <SkeletonTitle width="70%" />
          <SkeletonLines count={4} />
          <div className="catalogue-location-product">
            <SkeletonBlock width="120px" aspectRatio="16 / 10" radius="8px" />
            <SkeletonBlock width="180px" height="44px" radius="999px" />
          </div>
        </div>
        <SkeletonBlock height="280px" radius="14px" />
      </div>
    </CatalogueSkeleton>
  );
}

function LocationDetail({ product, slug }: { product: string; slug: string }) {
  const intl = useIntl();
  const { href } = useStorefront();
  const [result] = useQuery({ query: LOCATION_QUERY, variables: locationPageVariables(product, slug) });
  const place = result.data?.location ?? null;
  const productData = result.data?.product ?? null;
  // Paused until the place is known; its surroundings are the variables from then on.
  const nearbyVariables = useMemo(() => ({ product, ...boundsAround(place?.latitude ?? 0, place?.longitude ?? 0, 0.3) }), [place, product]);
  const [nearby] = useQuery({ query: NEARBY_QUERY, variables: nearbyVariables, pause: !place });
  const others = (nearby.data?.locations.items ?? []).filter((l) => l.id !== place?.id).slice(0, 5);
  const markers = useMemo(() => (place ? [place] : []), [place]);

  useCatalogueMeta(
    place && productData
      ? {
          title: intl.formatMessage({ id: 'catalogue.location.title', defaultMessage: '{name}: {title} accepted' }, { name: place.name, title: productData.title }),
          description: `${place.name}, ${place.street} ${place.houseNumber}, ${place.postcode} ${place.city}`,
          canonicalPath: href('location', { product, location: slug }) ?? undefined,
          jsonLd: JSON.stringify({
            '@context': 'https://schema.org',
            '@type': 'Store',
            name: place.name,
            address: { '@type': 'PostalAddress', streetAddress: `${place.street} ${place.houseNumber}`, postalCode: place.postcode, addressLocality: place.city, addressRegion: place.administrativeArea, addressCountry: place.countryCode },
            geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
          }),
        }
      : result.data
        ? { title: intl.formatMessage({ id: 'catalogue.location.notFound', defaultMessage: 'This location does not exist' }), noindex: true }
        : {},
    'location',
  );

  if (result.fetching && !result.data) return <LocationSkeleton />;
  if (!place || !productData) {
    return (
      <div className="catalogue-empty">
        <h1>
          <FormattedMessage id="catalogue.location.notFound" defaultMessage="This location does not exist" />
        </h1>
        <ShopLink to="locations" params={{ product }} className="shop-button">
          <FormattedMessage id="catalogue.location.all" defaultMessage="All locations" />
        </ShopLink>
      </div>
    );
  }

  return (
    <div className="catalogue-location">
      <nav className="catalogue-breadcrumbs" aria-label={intl.formatMessage({ id: 'catalogue.breadcrumbs', defaultMessage: 'Breadcrumbs' })}>
        <ol>
          <li>
            <ShopLink to="productDetail" params={{ product: productData.slug }}>
              {productData.title}
            </ShopLink>
          </li>
          <li>
            <ShopLink to="locations" params={{ product }}>
              <FormattedMessage id="catalogue.location.all" defaultMessage="All locations" />
            </ShopLink>
          </li>
          <li aria-current="page">{place.name}</li>
        </ol>
      </nav>
      <div className="catalogue-location-main">
        <div className="catalogue-location-card">
          <h1>{place.name}</h1>
          <address>
            {place.street} {place.houseNumber}
            <br />
            {place.postcode} {place.city}
            <br />
            {place.administrativeArea}
          </address>
          <p>
            <FormattedMessage id="catalogue.location.accepts" defaultMessage="Here you can pay with the {title}." values={{ title: productData.title }} />
          </p>
          <div className="catalogue-location-product">
            <CardArt product={productData} size="thumb" />
            <ShopLink to="productDetail" params={{ product: productData.slug }} className="shop-button">
              <FormattedMessage id="catalogue.locations.toProduct" defaultMessage="Order the {title}" values={{ title: productData.title }} />
            </ShopLink>
          </div>
        </div>
        <LocationMap locations={markers} bounds={null} selectedId={place.id} className="is-compact" />
      </div>
      {others.length > 0 && (
        <section className="catalogue-section" aria-labelledby="catalogue-location-nearby">
          <h2 id="catalogue-location-nearby">
            <FormattedMessage id="catalogue.location.nearby" defaultMessage="Nearby" />
          </h2>
          <ul className="catalogue-nearby">
            {others.map((other) => (
              <li key={other.id}>
                <ShopLink to="location" params={{ product, location: other.slug }} className="catalogue-location-name">
                  {other.name}
                </ShopLink>
                <address>
                  {other.street} {other.houseNumber}, {other.postcode} {other.city}
                </address>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
